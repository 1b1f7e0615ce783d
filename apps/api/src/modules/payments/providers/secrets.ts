import { GATEWAY_IDS, type PaymentProviderKind } from '@sufra/contract';
import type { Db } from '../../../db/client.ts';
import type { IntegrationSecrets } from '../../../db/json-shapes.ts';
import { readIntegrationSecrets } from '../integrations-repository.ts';

/**
 * A brand's stored secrets of the real provider of `kind` (issue 9; server-side only, table
 * brand_integration_secrets): the row whose `provider` is one of the kind's gateway identifiers
 * (GATEWAY_IDS: STRIPE; CHECKOUT or CHECKOUT_COM; HOSTED_PAGE; HOSTED_IFRAME), the first found in
 * that order, or null. Fields read: `secretKey` (API key), `webhookSecret` (webhook signing
 * secret), and for Checkout.com `processingChannelId`.
 */
export async function providerSecrets(
  db: Db,
  brandId: string,
  kind: PaymentProviderKind,
): Promise<IntegrationSecrets | null> {
  for (const name of GATEWAY_IDS[kind]) {
    const secrets = await readIntegrationSecrets(db, brandId, name);
    if (secrets) return secrets;
  }
  return null;
}

/** The brand's webhook signing secret for the provider of `kind` (`secrets.webhookSecret`, ≥ 16 characters), or null. */
export async function providerWebhookSecret(
  db: Db,
  brandId: string,
  kind: PaymentProviderKind,
): Promise<string | null> {
  const secret = (await providerSecrets(db, brandId, kind))?.webhookSecret;
  return typeof secret === 'string' && secret.length >= 16 ? secret : null;
}
