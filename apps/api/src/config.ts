import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * How many proxies in front of Sufra are trusted to set `X-Forwarded-For` (issue 5): `false`
 * (none: the client address is the TCP peer), a hop count, or a list of proxy addresses/CIDRs.
 * Passed to Fastify's `trustProxy`.
 */
export type TrustProxy = false | number | string[];

/** The WhatsApp Business Cloud API transport of one-time codes (002 §2.11; Meta's Cloud API). */
export interface WhatsAppConfig {
  /** Graph API base URL, e.g. `https://graph.facebook.com` (tests: a local fake server). */
  baseUrl: string;
  /** Graph API version path segment, e.g. `v21.0`. */
  apiVersion: string;
  /** The business phone number id that sends the messages. */
  phoneNumberId: string;
  /** The system-user access token (Bearer). Never logged. */
  token: string;
  /** The approved authentication template that carries the code. */
  templateName: string;
  /**
   * Prefix of the approved utility templates of order messages (issue 17, decision 0031): the
   * template of kind 'accepted' is `{prefix}accepted`, with body parameters brand, order number,
   * detail. Default 'sufra_order_'.
   */
  orderTemplatePrefix?: string;
}

/** Runtime configuration of the API, read and validated once at start (issue 5). */
export interface Config {
  /** HTTP port (PORT, default 8080). */
  port: number;
  host: string;
  /** NODE_ENV=production. */
  production: boolean;
  /** PostgreSQL URL (DATABASE_URL); unset → embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  /** PGlite folder (SUFRA_DATA_DIR, default ./data at the repository root). */
  dataDir: string;
  /**
   * Demo mode (SUFRA_DEMO_MODE): dev outbox of sign-in codes, demo banner. Default on unless
   * NODE_ENV=production; refused in production (codes would be kept in plain text).
   */
  demoMode: boolean;
  /**
   * Seed the demo brands into an empty database at start (SUFRA_SEED_DEMO). Default: on in demo
   * mode, off otherwise, so a real deployment never starts taking orders for demo restaurants.
   */
  seedDemo: boolean;
  /** Lowest accepted app_version; older clients get new_version_enforced (000 §4.1). */
  minAppVersion: number;
  /** Folder of the built SPA, served at / (absent in API-only tests). */
  webDist: string | undefined;
  logLevel: string;
  /** Trusted proxies (SUFRA_TRUST_PROXY: unset/false, a hop count, or comma-separated addresses). */
  trustProxy: TrustProxy;
  /** Send Strict-Transport-Security (SUFRA_HSTS=true, when Sufra or its proxy serves HTTPS). */
  hsts: boolean;
  /** The code transport: the dev outbox (demo mode only) or WhatsApp (SUFRA_MESSAGING). */
  messaging: { kind: 'dev-outbox' } | { kind: 'whatsapp'; whatsapp: WhatsAppConfig };
  /** Maps and geocoding (issue 8, decision 0016 "Geocoding and map tiles"). */
  geo: GeoConfig;
  /**
   * Admin token of the loopback-only internal routes on PostgreSQL (SUFRA_ADMIN_TOKEN, at least 32
   * characters); unset = no internal routes there. With PGlite the owner lock's own token is used.
   */
  adminToken: string | undefined;
  /**
   * The public base URL of this deployment (SUFRA_PUBLIC_URL, e.g. `https://order.example.com`;
   * default `http://localhost:{PORT}`): where providers send their notifications for a brand
   * without a storeFrontURL (issue 16 D5: never built from the request's Host header).
   */
  publicUrl: string;
}

/** Maps and geocoding settings (001 §2.3 map and place search; decision 0016). */
export interface GeoConfig {
  /**
   * Base URL of a Nominatim-compatible geocoder (SUFRA_GEOCODER_URL, e.g.
   * `https://nominatim.openstreetmap.org`); undefined (default) = the built-in geocoder only, no network.
   */
  geocoderUrl: string | undefined;
  /** How long the external geocoder may take before the built-in one answers, in milliseconds. */
  geocoderTimeoutMs: number;
  /** XYZ tile URL template with {z}, {x}, {y} (SUFRA_MAP_TILE_URL); undefined = no tiles (plain vector map). */
  mapTileUrl: string | undefined;
  /** The tile provider's attribution text (SUFRA_MAP_ATTRIBUTION). */
  mapAttribution: string | undefined;
}

/** The external geocoder's time limit (decision 0016): after 3 s the built-in geocoder answers. */
export const GEOCODER_TIMEOUT_MS = 3_000;

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** A configuration that cannot run; `message` lists every bad variable, one a line. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const optional = (s: string | undefined) => (s === undefined || s.trim() === '' ? undefined : s.trim());

const envSchema = z.object({
  NODE_ENV: z.string().optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  SUFRA_DATA_DIR: z.string().min(1).optional(),
  SUFRA_DEMO_MODE: bool.optional(),
  SUFRA_SEED_DEMO: bool.optional(),
  SUFRA_MIN_APP_VERSION: z.coerce.number().int().min(0).default(26),
  SUFRA_WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SUFRA_TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx): TrustProxy => {
      if (v === undefined || v === '' || v === 'false') return false;
      if (/^\d+$/.test(v)) return Number(v);
      const list = v.split(',').map((a) => a.trim());
      if (v === 'true' || list.some((a) => !/^[0-9a-fA-F.:/]+$/.test(a))) {
        ctx.addIssue({
          code: 'custom',
          message: "must be 'false', a hop count (e.g. 1) or comma-separated proxy addresses/CIDRs",
        });
        return false;
      }
      return list;
    }),
  SUFRA_HSTS: bool.default(false),
  SUFRA_MESSAGING: z.enum(['dev-outbox', 'whatsapp']).optional(),
  SUFRA_WHATSAPP_BASE_URL: z.url().default('https://graph.facebook.com'),
  SUFRA_WHATSAPP_API_VERSION: z
    .string()
    .regex(/^v\d+\.\d+$/, 'must look like v21.0')
    .default('v21.0'),
  SUFRA_WHATSAPP_PHONE_NUMBER_ID: z.string().regex(/^\d+$/, 'must be the numeric phone number id').optional(),
  SUFRA_WHATSAPP_TOKEN: z.string().min(1).optional(),
  SUFRA_GEOCODER_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  SUFRA_MAP_TILE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .refine((v) => ['{z}', '{x}', '{y}'].every((p) => decodeURI(v).includes(p)), {
      error: 'must be a tile URL template with {z}, {x} and {y}',
    })
    .optional(),
  SUFRA_MAP_ATTRIBUTION: z.string().max(300).optional(),
  SUFRA_PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .refine((v) => !/[?#]/.test(v), { error: 'must have no query or fragment' })
    .optional(),
  SUFRA_ADMIN_TOKEN: z.string().min(32, 'must be at least 32 characters').max(256).optional(),
  SUFRA_WHATSAPP_TEMPLATE: z
    .string()
    .regex(/^[a-z0-9_]+$/, 'must be a template name')
    .default('sufra_code'),
  /** Prefix of the approved utility templates of order messages: `{prefix}{kind}` (issue 17, decision 0031). */
  SUFRA_WHATSAPP_ORDER_TEMPLATE_PREFIX: z
    .string()
    .regex(/^[a-z0-9_]+$/, 'must be a template name prefix')
    .default('sufra_order_'),
});

/**
 * Reads and validates the configuration from `env` (defaults documented in the README).
 * Throws ConfigError naming each bad variable, e.g. `PORT: Too big: expected number to be <=65535`,
 * and refuses a production configuration with no real messaging transport or with demo mode on.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.keys(envSchema.shape).map((k) => [k, optional(env[k])]));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const demoMode = e.SUFRA_DEMO_MODE ?? !production;
  const problems: string[] = [];
  if (production && demoMode) {
    problems.push(
      '  SUFRA_DEMO_MODE: demo mode keeps sign-in codes in plain text; it cannot run in production',
    );
  }
  const wantsWhatsApp =
    e.SUFRA_MESSAGING === 'whatsapp' ||
    (e.SUFRA_MESSAGING === undefined && e.SUFRA_WHATSAPP_TOKEN !== undefined);
  let messaging: Config['messaging'] = { kind: 'dev-outbox' };
  if (wantsWhatsApp) {
    if (!e.SUFRA_WHATSAPP_TOKEN) problems.push('  SUFRA_WHATSAPP_TOKEN: required for WhatsApp messaging');
    if (!e.SUFRA_WHATSAPP_PHONE_NUMBER_ID)
      problems.push('  SUFRA_WHATSAPP_PHONE_NUMBER_ID: required for WhatsApp messaging');
    if (e.SUFRA_WHATSAPP_TOKEN && e.SUFRA_WHATSAPP_PHONE_NUMBER_ID) {
      messaging = {
        kind: 'whatsapp',
        whatsapp: {
          baseUrl: e.SUFRA_WHATSAPP_BASE_URL.replace(/\/+$/, ''),
          apiVersion: e.SUFRA_WHATSAPP_API_VERSION,
          phoneNumberId: e.SUFRA_WHATSAPP_PHONE_NUMBER_ID,
          token: e.SUFRA_WHATSAPP_TOKEN,
          templateName: e.SUFRA_WHATSAPP_TEMPLATE,
          orderTemplatePrefix: e.SUFRA_WHATSAPP_ORDER_TEMPLATE_PREFIX,
        },
      };
    }
  } else if (!demoMode) {
    problems.push(
      '  SUFRA_MESSAGING: no transport for sign-in codes; set SUFRA_WHATSAPP_TOKEN and SUFRA_WHATSAPP_PHONE_NUMBER_ID (the dev outbox is for demo mode only)',
    );
  }
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  return {
    port: e.PORT,
    host: e.HOST,
    production,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.SUFRA_DATA_DIR ?? path.join(repoRoot, 'data')),
    demoMode,
    seedDemo: e.SUFRA_SEED_DEMO ?? demoMode,
    minAppVersion: e.SUFRA_MIN_APP_VERSION,
    webDist:
      env.SUFRA_WEB_DIST === ''
        ? undefined
        : path.resolve(e.SUFRA_WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.SUFRA_TRUST_PROXY,
    hsts: e.SUFRA_HSTS,
    messaging,
    geo: {
      geocoderUrl: e.SUFRA_GEOCODER_URL?.replace(/\/+$/, ''),
      geocoderTimeoutMs: GEOCODER_TIMEOUT_MS,
      mapTileUrl: e.SUFRA_MAP_TILE_URL ? decodeURI(e.SUFRA_MAP_TILE_URL) : undefined,
      mapAttribution: e.SUFRA_MAP_TILE_URL ? (e.SUFRA_MAP_ATTRIBUTION ?? '') : undefined,
    },
    adminToken: e.SUFRA_ADMIN_TOKEN,
    publicUrl: e.SUFRA_PUBLIC_URL?.replace(/\/+$/, '') ?? `http://localhost:${e.PORT}`,
  };
}
