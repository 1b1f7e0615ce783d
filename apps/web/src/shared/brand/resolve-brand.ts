import type { BrandSettingsData, DomainType } from '@sufra/contract';
import { ROUTES } from '@sufra/contract/routes';
import { callApi } from '../api/client.ts';
import { previewHeaders } from '../preview/preview-token.ts';
import type { BootData } from './boot-data.ts';

/** The resolved brand of this page load (000 §2.4). */
export interface ResolvedBrand extends BrandSettingsData {
  domainType: DomainType;
  /** Router basename: '' on a custom domain, '/{temporaryDomainName}' on the temporary domain (000 §2.1). */
  basename: string;
}

/** Why no brand could be resolved (logged, 000 §2.4 step 5). */
export class BrandResolutionError extends Error {}

/** Paths that are never a temporary domain name. */
const RESERVED_SEGMENTS = new Set(['api', 'assets', 'locales', 'dev', 'favicon.ico']);

/**
 * Resolves the brand at app start (000 §2.4):
 * 1. reads the `brandid` response header of the current page (a GET of its own URL);
 * 2. with the header, loads brand settings by id (custom domain, basename '');
 * 3. else, with a first path segment, loads them by temporary domain name (basename '/{segment}');
 * 4. else throws BrandResolutionError (the default error screen).
 * When the server already wrote the brand's settings into the page (`boot`, issue 6: no start-up
 * waterfall) and they belong to this address, they are used as they are: steps 1–3 are what
 * the server did for this page.
 */
export async function resolveBrand(
  location: Location = window.location,
  boot: BootData | null = null,
): Promise<ResolvedBrand> {
  if (boot && bootMatches(boot, location)) return boot.settings;
  let brandId: string | null = null;
  try {
    const res = await fetch(location.pathname + location.search, {
      method: 'GET',
      headers: { accept: 'text/html' },
    });
    brandId = res.headers.get('brandid');
  } catch {
    brandId = null;
  }
  if (brandId) {
    const data = await callApi(
      ROUTES.getBrandSettingsByBrandId,
      { brandId },
      { headers: previewHeaders(location) },
    );
    return { ...data, domainType: 'CUSTOM_DOMAIN', basename: '' };
  }
  const segment = location.pathname.split('/').filter(Boolean)[0];
  if (!segment || RESERVED_SEGMENTS.has(segment)) {
    throw new BrandResolutionError(
      'brand id header is missing on the root domain, or the temporary domain was opened without the domain segment',
    );
  }
  // Issue 19 (decision 0036): a preview link's token opens a brand not yet live.
  const data = await callApi(
    ROUTES.getBrandSettings,
    { temporaryDomainName: decodeURIComponent(segment) },
    { headers: previewHeaders(location) },
  );
  return { ...data, domainType: 'TEMPORARAY_DOMAIN', basename: `/${data.setting.temporaryDomainName}` };
}

/** Boot data belongs to this address: the custom domain's, or the temporary domain segment's. */
function bootMatches(boot: BootData, location: Location): boolean {
  const { basename, domainType } = boot.settings;
  if (domainType === 'CUSTOM_DOMAIN') return basename === '';
  const segment = decodeURIComponent(location.pathname.split('/').filter(Boolean)[0] ?? '').toLowerCase();
  return basename.toLowerCase() === `/${segment}`;
}
