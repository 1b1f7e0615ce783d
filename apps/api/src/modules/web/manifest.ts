import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import type { ShellBrand } from './boot-shell.ts';
import { pageBrand } from './page-brand.ts';
import type { ShellCache } from './shell-cache.ts';

/**
 * The installable-PWA side of a brand (issue 6, docs/decisions/0011-pwa.md): one deployment
 * serves many brands, so the web app manifest and its icon cannot be static files of the build;
 * they are answered per brand, found as the page is (000 §2.4): by the `Host` of a custom
 * domain, else by the `/{temporaryDomainName}` segment of the shared temporary domain.
 */

/** Fallback colours when a brand's colour is not a hex colour (the boot shell's, boot-shell.ts). */
const FALLBACK_COLOR = '#111827';
const FALLBACK_TEXT_COLOR = '#ffffff';

const safeColor = (c: string, fallback: string) => (/^#[0-9a-f]{3,8}$/i.test(c) ? c : fallback);

const escapeXml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/** A brand as the manifest routes need it: its shell information and its base path. */
interface ManifestBrand {
  brand: Pick<ShellBrand, 'brandName' | 'color' | 'textColor'> & { logo?: string | null };
  /** '/' on a custom domain, '/{temporaryDomainName}/' on the temporary domain (000 §2.1). */
  base: string;
}

/**
 * The brand's monogram: the first letter of its name's first two words, upper-case ('Al Nile
 * Gourmet' → 'AN', 'Burgerato' → 'B'); '?' when the name has no letter or digit.
 */
export function brandInitials(brandName: string): string {
  const words = brandName.split(/\s+/).filter((w) => /^[\p{L}\p{N}]/u.test(w));
  const initials = words
    .slice(0, 2)
    .map((w) => Array.from(w)[0]!.toLocaleUpperCase('en'))
    .join('');
  return initials || '?';
}

/**
 * The brand's monogram icon, an SVG of 512 × 512 user units: a square of the brand colour
 * (setting.color, 000 §3) with the initials in the text colour (setting.textColor), centred and
 * inside the maskable safe zone (a circle of 40 % radius), so one file serves `purpose: any`
 * and `maskable`. Colours that are not hex colours fall back; the initials are XML-escaped.
 */
export function renderMonogramSvg(brand: Pick<ShellBrand, 'brandName' | 'color' | 'textColor'>): string {
  const background = safeColor(brand.color, FALLBACK_COLOR);
  const text = safeColor(brand.textColor, FALLBACK_TEXT_COLOR);
  const initials = escapeXml(brandInitials(brand.brandName));
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">' +
    `<rect width="512" height="512" fill="${background}"/>` +
    `<text x="256" y="256" dy="0.35em" text-anchor="middle" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" font-size="200" font-weight="700" fill="${text}">${initials}</text>` +
    '</svg>'
  );
}

/** A logo URL the manifest may carry: http(s) or a same-origin path; anything else is dropped. */
function safeIconUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  return /^https?:\/\//i.test(url) ? url : null;
}

/** One icon of a web app manifest (W3C Web Application Manifest, `icons` member). */
interface ManifestIcon {
  src: string;
  sizes: string;
  type?: string;
  purpose: 'any' | 'maskable';
}

/**
 * The brand's web app manifest (W3C Web Application Manifest): `name` 'Order direct from
 * {brandName}' (the page title, 000 §2.4), `short_name` the brand name, `start_url`, `scope` and
 * `id` the brand's base, standalone, `theme_color` and `background_color` the brand colour, and
 * icons — the brand's logo (setting.brandLogoFirst) when it has one, and the monogram SVG at
 * `{base}icon.svg` (as `any` without a logo, and always as `maskable`). The caller serialises it
 * with JSON.stringify, which escapes every text.
 */
function buildManifest({ brand, base }: ManifestBrand) {
  const color = safeColor(brand.color, FALLBACK_COLOR);
  const monogram = { src: `${base}icon.svg`, sizes: 'any', type: 'image/svg+xml' } as const;
  const logo = safeIconUrl(brand.logo);
  const icons: ManifestIcon[] = [
    logo ? { src: logo, sizes: 'any', purpose: 'any' } : { ...monogram, purpose: 'any' },
    { ...monogram, purpose: 'maskable' },
  ];
  return {
    id: base,
    name: `Order direct from ${brand.brandName}`,
    short_name: brand.brandName,
    lang: 'en',
    dir: 'ltr',
    start_url: base,
    scope: base,
    display: 'standalone',
    theme_color: color,
    background_color: color,
    icons,
  };
}

/** The request's host, lower-case, without port (as routes.ts reads it). */

/**
 * Registers the per-brand manifest and icon (000 §2.4 brand resolution):
 * - `GET /manifest.webmanifest`, `GET /icon.svg`: the brand of a custom-domain host (base '/');
 * - `GET /{temporaryDomainName}/manifest.webmanifest`, `GET /{temporaryDomainName}/icon.svg`:
 *   that brand (base '/{temporaryDomainName}/'), or the custom domain's brand when the host is
 *   one (the host wins, as for the page).
 * An unknown brand answers 404. Every answer is `cache-control: no-cache` (a brand's name or
 * colours change without a new build). Registered before the SPA's catch-all, with or without a
 * built web (the API's own tests have none).
 */
export async function registerManifest(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'db'>,
  shellBrand: ShellCache,
): Promise<void> {
  const resolve = async (
    request: FastifyRequest,
    segment: string | undefined,
  ): Promise<ManifestBrand | null> => {
    const page = await pageBrand(deps.db, request, segment);
    const brand = page ? await shellBrand(page.by) : null;
    if (!page || !brand) return null;
    return { brand, base: page.custom ? '/' : `/${brand.temporaryDomainName}/` };
  };
  const notFound = (reply: FastifyReply) =>
    reply.status(404).header('cache-control', 'no-cache').type('text/plain; charset=utf-8').send('Not found');

  const manifest = async (request: FastifyRequest<{ Params: { brand?: string } }>, reply: FastifyReply) => {
    const found = await resolve(request, request.params.brand);
    if (!found) return notFound(reply);
    return reply
      .header('cache-control', 'no-cache')
      .type('application/manifest+json; charset=utf-8')
      .send(JSON.stringify(buildManifest(found)));
  };
  const icon = async (request: FastifyRequest<{ Params: { brand?: string } }>, reply: FastifyReply) => {
    const found = await resolve(request, request.params.brand);
    if (!found) return notFound(reply);
    return reply
      .header('cache-control', 'no-cache')
      .type('image/svg+xml')
      .send(renderMonogramSvg(found.brand));
  };
  app.get('/manifest.webmanifest', manifest);
  app.get('/:brand/manifest.webmanifest', manifest);
  app.get('/icon.svg', icon);
  app.get('/:brand/icon.svg', icon);
}
