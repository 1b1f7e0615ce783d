import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Origins of the payment providers a page loads scripts, frames, forms or API calls from
 * (issue 9), by directive — computed per brand from its configured integrations
 * (modules/payments/providers/csp.ts paymentCspOrigins). Absent (API answers, the sandbox,
 * cash-only brands): none.
 */
export interface CspPaymentOrigins {
  script: readonly string[];
  frame: readonly string[];
  connect: readonly string[];
  form: readonly string[];
}

/**
 * The Content-Security-Policy directives (issue 5), also for the HTML page:
 * - scripts only from the app's own origin (the built SPA has no inline script);
 * - styles from the app plus 'unsafe-inline': the boot shell writes the brand's colours in a
 *   `<style>` element and a `style` attribute per brand, and Radix Dialog (react-remove-scroll)
 *   injects a `<style>` element at run time; neither can carry a fixed hash;
 * - images from the app, data: URLs and any https origin (menus hold remote image URLs);
 * - fonts from the app and data: (the bundled IBM Plex Sans Arabic embeds some as data: URLs);
 * - the service worker (`/sw.js`) and the per-brand web app manifest only from the app's own
 *   origin (docs/decisions/0011-pwa.md), written out rather than left to default-src;
 * - map tiles (issue 8, decision 0016) from the configured tile server's origin, as images
 *   (raster tiles in `<img>`) and fetches (vector renderers load tiles with fetch);
 * - no plugins, no `<base>`, never framed;
 * - payment providers (issue 9): only on a storefront page, only its brand's configured
 *   providers' origins (`payment`, see CspPaymentOrigins; pageContentSecurityPolicy).
 */
function cspDirectives(opts: {
  upgradeInsecureRequests: boolean;
  mapTileOrigin?: string | undefined;
  payment?: CspPaymentOrigins | undefined;
}): Record<string, string[]> {
  const pay = opts.payment ?? { script: [], frame: [], connect: [], form: [] };
  const tiles = opts.mapTileOrigin ? [opts.mapTileOrigin] : [];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...pay.script],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'https:', ...tiles],
    'font-src': ["'self'", 'data:'],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'connect-src': ["'self'", ...pay.connect, ...tiles],
    'frame-src': ["'self'", ...pay.frame],
    'form-action': ["'self'", ...pay.form],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
    ...(opts.upgradeInsecureRequests ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * Registers @fastify/helmet on every answer, API and HTML alike (helmet docs): the CSP above,
 * `X-Content-Type-Options: nosniff`, `Referrer-Policy: strict-origin-when-cross-origin` (the
 * storefront's links keep working, paths never leave the site), `X-Frame-Options: DENY` (with
 * frame-ancestors 'none'), and `Strict-Transport-Security` (one year, subdomains) only when
 * `hsts` is set — that is, when Sufra or its proxy serves HTTPS (SUFRA_HSTS, config.ts).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  opts: { hsts: boolean; mapTileUrl?: string | undefined },
): Promise<void> {
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: cspDirectives({
        upgradeInsecureRequests: opts.hsts,
        mapTileOrigin: opts.mapTileUrl ? new URL(opts.mapTileUrl).origin : undefined,
      }),
    },
    strictTransportSecurity: opts.hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    // The storefront embeds remote menu images; cross-origin isolation would block them.
    crossOriginEmbedderPolicy: false,
  });
}

/**
 * The Content-Security-Policy header value of a storefront page (issue 9): the policy above with
 * the page's brand's payment provider origins added (script-src, frame-src, connect-src,
 * form-action), in helmet's serialisation (`name sources;…`). `config` is the app's (hsts,
 * mapTileUrl) so the page policy differs from the global one only by the providers.
 */
export function pageContentSecurityPolicy(
  config: { hsts?: boolean | undefined; mapTileUrl?: string | undefined },
  payment: CspPaymentOrigins,
): string {
  const directives = cspDirectives({
    upgradeInsecureRequests: config.hsts ?? false,
    mapTileOrigin: config.mapTileUrl ? new URL(config.mapTileUrl).origin : undefined,
    payment,
  });
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join(';');
}
