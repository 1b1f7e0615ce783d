import {
  PAYMENT_GATEWAY_CATEGORY,
  type PaymentProviderChoice,
  type PaymentProviderKind,
  providerKindOf,
} from '@sufra/contract';
import type { Db } from '../../../db/client.ts';
import type { PaymentGateway } from '../gateway.ts';
import { readBrandIntegrations } from '../integrations-repository.ts';
import { CHECKOUT_PROVIDER, type CheckoutEnvironment, checkoutGateway } from './checkout-com.ts';
import { requiredSecret } from './common.ts';
import { HOSTED_IFRAME_PROVIDER, hostedIframeGateway } from './hosted-iframe-rest.ts';
import { HOSTED_PAGE_PROVIDER, hostedPageGateway } from './hosted-page-rest.ts';
import { providerSecrets } from './secrets.ts';
import { STRIPE_PROVIDER, stripeGateway } from './stripe.ts';

/** payments.provider of each real adapter, by provider kind. */
export const REAL_PROVIDERS: Record<PaymentProviderKind, string> = {
  'card-elements': STRIPE_PROVIDER,
  'card-frames': CHECKOUT_PROVIDER,
  'hosted-page': HOSTED_PAGE_PROVIDER,
  'hosted-iframe': HOSTED_IFRAME_PROVIDER,
};

/** Test hooks: API bases pointing the SDK adapters at a local recording server (never set in production code). */
export interface RealGatewayOverrides {
  stripeApiBase?: string;
  checkoutApiBase?: string;
}

/** A brand's stored integration of `kind` (any activity state), its metaData, and the brand's store-front URL. */
async function integrationOf(
  db: Db,
  brandId: string,
  kind: PaymentProviderKind,
): Promise<{ metaData: Record<string, unknown>; siteUrl: string | null }> {
  const brand = await readBrandIntegrations(db, brandId);
  if (!brand) throw new Error(`Brand ${brandId} not found`);
  // Tolerant of entries written before the integrations were parsed (a null entry or metaData is skipped).
  const list = Array.isArray(brand.activeIntegrations) ? brand.activeIntegrations : [];
  const entries = list.filter(
    (entry) =>
      entry !== null &&
      typeof entry === 'object' &&
      entry.category === PAYMENT_GATEWAY_CATEGORY &&
      typeof entry.name === 'string' &&
      providerKindOf(entry.name) === kind,
  );
  // The active one first (the one the resolver chose), else the last configured (refunds after deactivation).
  const entry = entries.find((e) => e.isActive === true) ?? entries.at(-1);
  const meta = entry?.metaData;
  return {
    metaData: meta !== null && typeof meta === 'object' ? meta : {},
    siteUrl: brand.storeFrontUrl ?? null,
  };
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/**
 * The gateway of a brand's real (non-sandbox) provider of `kind` (issue 9), built from the
 * brand's stored integration (metaData: public settings) and its secrets (brand_integration_secrets,
 * server-side only: providerSecrets):
 * - card-elements → stripeGateway: secrets.secretKey;
 * - card-frames → checkoutGateway: secrets.secretKey, secrets.processingChannelId,
 *   metaData.environment ('sandbox' | 'live', default 'live'), metaData.subdomain;
 * - hosted-page → hostedPageGateway, hosted-iframe → hostedIframeGateway: secrets.secretKey,
 *   metaData.apiBaseUrl, metaData.pageBaseUrl.
 * Return paths are resolved against the brand's store-front URL. A missing secret or base URL
 * throws an Error (a configuration fault: 500, nothing recorded).
 */
export async function realGatewayOfKind(
  db: Db,
  brandId: string,
  kind: PaymentProviderKind,
  overrides: RealGatewayOverrides = {},
): Promise<PaymentGateway> {
  const [{ metaData, siteUrl }, secrets] = await Promise.all([
    integrationOf(db, brandId, kind),
    providerSecrets(db, brandId, kind),
  ]);
  const provider = REAL_PROVIDERS[kind];
  const secretKey = requiredSecret(secrets, 'secretKey', provider);
  switch (kind) {
    case 'card-elements':
      return stripeGateway({
        secretKey,
        siteUrl,
        ...(overrides.stripeApiBase ? { apiBase: overrides.stripeApiBase } : {}),
      });
    case 'card-frames': {
      const environment: CheckoutEnvironment = metaData.environment === 'sandbox' ? 'sandbox' : 'live';
      return checkoutGateway({
        secretKey,
        environment,
        subdomain: text(metaData.subdomain),
        processingChannelId: text(secrets?.processingChannelId),
        siteUrl,
        ...(overrides.checkoutApiBase ? { apiBase: overrides.checkoutApiBase } : {}),
      });
    }
    case 'hosted-page':
    case 'hosted-iframe': {
      const apiBaseUrl = text(metaData.apiBaseUrl);
      if (!apiBaseUrl) throw new Error(`The ${provider} integration has no metaData.apiBaseUrl`);
      const config = { secretKey, apiBaseUrl, pageBaseUrl: text(metaData.pageBaseUrl), siteUrl };
      return kind === 'hosted-page' ? hostedPageGateway(config) : hostedIframeGateway(config);
    }
  }
}

/**
 * The gateway for a resolved provider choice that is not the sandbox (service.ts gatewayFor;
 * issue 9): realGatewayOfKind for `choice.kind`. `choice` must not be 'none'.
 */
export async function realGateway(
  db: Db,
  brandId: string,
  choice: Exclude<PaymentProviderChoice, { kind: 'none' }>,
  overrides: RealGatewayOverrides = {},
): Promise<PaymentGateway> {
  return realGatewayOfKind(db, brandId, choice.kind, overrides);
}

/**
 * The gateway that made a recorded payment, by its payments.provider (STRIPE, CHECKOUT,
 * HOSTED_PAGE, HOSTED_IFRAME) — for work on a payment after the fact (automatic refunds of the
 * outbox, the expiry sweep), whatever the brand's active provider is now. Null for a provider
 * that is not a real adapter (e.g. 'SANDBOX').
 */
export async function realGatewayForProvider(
  db: Db,
  brandId: string,
  provider: string,
  overrides: RealGatewayOverrides = {},
): Promise<PaymentGateway | null> {
  const kind = (Object.keys(REAL_PROVIDERS) as PaymentProviderKind[]).find(
    (k) => REAL_PROVIDERS[k] === provider,
  );
  return kind ? realGatewayOfKind(db, brandId, kind, overrides) : null;
}
