/**
 * The brand's state and preview link, for `npm run brand` (issue 19, decision 0036; 000 §2.20):
 * `preview` answers the brand's preview token (issued on first use; `rotate` replaces it, so the
 * old link stops working), `live` and `unlive` set whether its storefront is open to everyone.
 */
import type { Db } from '../../db/client.ts';
import { BRAND_CHANGE_CHANNELS, dropBrandCaches } from '../../platform/brand-changes.ts';
import { newPreviewToken } from './preview-access.ts';
import { brandHosts, findBrandByTemporaryDomain, setBrandLive, storePreviewToken } from './repository.ts';

/** A brand command: the brand by its temporary domain name (000 §2.1). */
export type BrandCommand =
  | { action: 'preview'; brand: string; rotate?: boolean | undefined }
  | { action: 'live' | 'unlive'; brand: string };

/** What a brand command answers: the brand's state, its preview token and what its URL is made of. */
export interface BrandCommandResult {
  temporaryDomainName: string;
  isLive: boolean;
  /** The preview token (43 base64url characters); null only from `live`/`unlive` before any preview. */
  previewToken: string | null;
  /** Whether `preview` made a new token (first use, or `rotate`). */
  issued: boolean;
  storeFrontUrl: string | null;
  hosts: string[];
}

/** A refused brand command (unknown brand); nothing changed. */
export class BrandCommandError extends Error {}

/** Runs a brand command (above). Errors: BrandCommandError for an unknown brand. */
export async function runBrandCommand(db: Db, command: BrandCommand): Promise<BrandCommandResult> {
  const row = await findBrandByTemporaryDomain(db, command.brand);
  if (!row) throw new BrandCommandError(`unknown brand '${command.brand}'`);
  let isLive = row.isLive;
  let previewToken = row.previewToken;
  let issued = false;
  if (command.action === 'preview') {
    const candidate = newPreviewToken();
    previewToken = await storePreviewToken(db, row.id, candidate, command.rotate === true);
    issued = previewToken === candidate;
  } else {
    const channels = [BRAND_CHANGE_CHANNELS.menu, BRAND_CHANGE_CHANNELS.zones];
    const updated = await setBrandLive(db, row.id, command.action === 'live', channels);
    isLive = updated?.isLive ?? isLive;
    // Menus answered while the brand was live are forgotten at once, here and (NOTIFY) elsewhere.
    dropBrandCaches('menu', row.id, db);
    dropBrandCaches('zones', row.id, db);
  }
  return {
    temporaryDomainName: row.temporaryDomainName,
    isLive,
    previewToken,
    issued,
    storeFrontUrl: row.storeFrontUrl,
    hosts: await brandHosts(db, row.id),
  };
}
