import { PAYMENT_GATEWAY_CATEGORY, providerKindOf } from '@sufra/contract';
import type { Db } from '../../../db/client.ts';
import { readPageIntegrations } from '../integrations-repository.ts';
import { CHECKOUT_API_BASES } from './checkout-com.ts';
import { providerBaseUrl } from './common.ts';

/**
 * The origins a storefront page must admit for a brand's card providers (issue 9: "the Content
 * Security Policy admits exactly the configured providers' origins"), by CSP directive.
 */
export interface PaymentCspOrigins {
  script: string[];
  frame: string[];
  connect: string[];
  form: string[];
}

/** No provider origins (the sandbox, cash-only brands, pages of no brand). */
export const NO_PAYMENT_ORIGINS: PaymentCspOrigins = { script: [], frame: [], connect: [], form: [] };

/** Stripe.js (https://docs.stripe.com/security/guide#content-security-policy). */
const STRIPE_ORIGINS = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

/** Checkout.com Frames: its script and card frames from the CDN; tokens from the environment's API. */
const FRAMES_ORIGIN = 'https://cdn.checkout.com';

function originOf(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    return new URL(providerBaseUrl(value, 'A payment page URL')).origin;
  } catch {
    return null;
  }
}

/**
 * The origins of a brand's stored `activeIntegrations` (pure): every active PAYMENT_GATEWAY
 * integration of a known gateway that is not in sandbox mode (`metaData.mode` 'sandbox' adds
 * nothing: Sufra serves the sandbox itself) —
 * - STRIPE (with a publishableKey, as the resolver requires): script js.stripe.com, frame
 *   js.stripe.com + hooks.stripe.com (3-D Secure), connect api.stripe.com;
 * - CHECKOUT / CHECKOUT_COM: script and frame cdn.checkout.com, connect api.checkout.com, or
 *   api.sandbox.checkout.com with `metaData.environment` 'sandbox';
 * - HOSTED_PAGE: form-action the page origin (`metaData.pageBaseUrl`, else `apiBaseUrl`);
 * - HOSTED_IFRAME: frame-src the page origin.
 * Several integrations (a payment link may use another gateway than checkout, 001 §5.5) add up;
 * duplicates are dropped; unusable URLs are ignored.
 */
export function paymentCspOrigins(stored: unknown): PaymentCspOrigins {
  const out = {
    script: new Set<string>(),
    frame: new Set<string>(),
    connect: new Set<string>(),
    form: new Set<string>(),
  };
  const list = Array.isArray(stored) ? stored : [];
  for (const entry of list) {
    if (entry === null || typeof entry !== 'object') continue;
    const { name, category, isActive, metaData } = entry as Record<string, unknown>;
    if (isActive !== true || category !== PAYMENT_GATEWAY_CATEGORY || typeof name !== 'string') continue;
    const meta = (metaData !== null && typeof metaData === 'object' ? metaData : {}) as Record<
      string,
      unknown
    >;
    if (meta.mode === 'sandbox') continue;
    switch (providerKindOf(name)) {
      case 'card-elements':
        if (typeof meta.publishableKey !== 'string' || meta.publishableKey.trim() === '') break;
        for (const o of STRIPE_ORIGINS.script) out.script.add(o);
        for (const o of STRIPE_ORIGINS.frame) out.frame.add(o);
        for (const o of STRIPE_ORIGINS.connect) out.connect.add(o);
        break;
      case 'card-frames':
        out.script.add(FRAMES_ORIGIN);
        out.frame.add(FRAMES_ORIGIN);
        out.connect.add(
          meta.environment === 'sandbox' ? CHECKOUT_API_BASES.sandbox : CHECKOUT_API_BASES.live,
        );
        break;
      case 'hosted-page': {
        const origin = originOf(meta.pageBaseUrl) ?? originOf(meta.apiBaseUrl);
        if (origin) out.form.add(origin);
        break;
      }
      case 'hosted-iframe': {
        const origin = originOf(meta.pageBaseUrl) ?? originOf(meta.apiBaseUrl);
        if (origin) out.frame.add(origin);
        break;
      }
      default:
        break;
    }
  }
  return { script: [...out.script], frame: [...out.frame], connect: [...out.connect], form: [...out.form] };
}

/** How a page names its brand (web/page-brand.ts), or a payment link's public cart id (001 §2.12). */
export type CspPageRef = { brandId: string } | { temporaryDomainName: string } | { cartId: string };

/** How long a brand's origins are reused, milliseconds. */
const TTL_MS = 30_000;
/** Entries kept before the cache is emptied (a bound against names made up by clients). */
const MAX_ENTRIES = 10_000;

/**
 * A per-app cache of paymentCspOrigins by page reference (brand id, temporary domain name, or a
 * payment link's cart id → its brand), 30 s per entry like the shell cache; unknown → no origins.
 */
export function createPaymentCspCache(db: Db) {
  const cache = new Map<string, { origins: PaymentCspOrigins; until: number }>();
  const load = async (ref: CspPageRef): Promise<PaymentCspOrigins> => {
    const row = await readPageIntegrations(db, ref);
    return row ? paymentCspOrigins(row.integrations) : NO_PAYMENT_ORIGINS;
  };
  return async (ref: CspPageRef): Promise<PaymentCspOrigins> => {
    const key =
      'brandId' in ref
        ? `id:${ref.brandId}`
        : 'temporaryDomainName' in ref
          ? `tmp:${ref.temporaryDomainName}`
          : `cart:${ref.cartId}`;
    const hit = cache.get(key);
    if (hit && hit.until > Date.now()) return hit.origins;
    const origins = await load(ref);
    if (cache.size > MAX_ENTRIES) cache.clear();
    cache.set(key, { origins, until: Date.now() + TTL_MS });
    return origins;
  };
}
