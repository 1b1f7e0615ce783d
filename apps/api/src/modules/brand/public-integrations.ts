import { PUBLIC_INTEGRATION_FIELDS, type PublicIntegration } from '@sufra/contract';

/** A value that looks like a server-side credential even under a public name (Stripe-style `sk_`/`rk_`, `whsec_`). */
const SECRET_LOOKING = /^(sk|rk)_|^whsec_/i;

/**
 * The public projection of a brand's `active_integrations` (issue 5; 000 §3 Brand info,
 * 001 §2: the card provider's publishableKey): for each well-formed integration only `name`,
 * `category`, `isActive` and the metaData fields named in PUBLIC_INTEGRATION_FIELDS whose value
 * is a short string, number, boolean or list of short strings — and never a value that looks
 * like a secret key. Everything else (secret keys, API keys, webhook secrets, free-form
 * settings) stays on the server; secrets belong in `brand_integration_secrets`.
 */
export function publicIntegrations(stored: unknown): PublicIntegration[] {
  if (!Array.isArray(stored)) return [];
  const out: PublicIntegration[] = [];
  for (const entry of stored) {
    if (entry === null || typeof entry !== 'object') continue;
    const { name, category, isActive, metaData } = entry as Record<string, unknown>;
    if (typeof name !== 'string' || typeof category !== 'string') continue;
    const meta = (metaData !== null && typeof metaData === 'object' ? metaData : {}) as Record<
      string,
      unknown
    >;
    const publicMeta: Record<string, string | number | boolean | string[]> = {};
    for (const field of PUBLIC_INTEGRATION_FIELDS) {
      const value = publicValue(meta[field]);
      if (value !== undefined) publicMeta[field] = value;
    }
    out.push({
      name,
      category,
      isActive: isActive === true,
      metaData: publicMeta as PublicIntegration['metaData'],
    });
  }
  return out;
}

function publicValue(value: unknown): string | number | boolean | string[] | undefined {
  const okString = (s: unknown): s is string =>
    typeof s === 'string' && s.length <= 200 && !SECRET_LOOKING.test(s);
  if (okString(value)) return value;
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'boolean') return value;
  if (Array.isArray(value) && value.length <= 20 && value.every(okString)) return value;
  return undefined;
}
