/**
 * The boot shell: what the page's HTML shows before the SPA has loaded, so the first paint does
 * not wait for the JavaScript (issue 2: Lighthouse mobile performance). It uses the same markup
 * and classes as the app's top bar and home hero, so nothing shifts when the app takes over; the
 * app still resolves the brand itself (000 §2.4).
 */

/** What the shell shows of a brand. */
export interface ShellBrand {
  brandName: string;
  /** The Arabic name ('' or absent: brandName) and the base language (the shell's language without a cookie). */
  brandNameAR?: string;
  baseLanguage?: 'en' | 'ar';
  taglineEN: string;
  /** The Arabic tagline, shown in an Arabic shell ('' or absent: the English one). */
  taglineAR?: string;
  color: string;
  textColor: string;
  /** Outlet-based brands: the pickup stores, as the outlet home lists them (001 §2.7). */
  outletStores?: Array<{ name: string; address: string; open: boolean; preOrder: boolean }>;
  /** The brand's temporary domain segment: with it the page links the brand's web app manifest. */
  temporaryDomainName?: string;
  /** setting.brandLogoFirst (000 §3), the touch icon when set. */
  logo?: string | null;
}

function storeList(stores: NonNullable<ShellBrand['outletStores']>): string {
  const rows = stores
    .map((s) => {
      const badges =
        !s.open && !s.preOrder
          ? '<span class="label-pill label-danger">Store is closed</span>'
          : `<span class="muted">Available for</span>${s.open ? '<span class="label-pill label-success">Quick Orders</span>' : ''}${s.preOrder ? '<span class="label-pill">Pre Orders</span>' : ''}`;
      return `<li><div class="store-row"><span class="store-row-icon" style="width:22px;height:22px"></span><span class="store-row-text"><span class="store-row-name">${escapeHtml(s.name)}</span><span class="muted store-row-address">${escapeHtml(s.address)}</span><span class="store-row-badges">${badges}</span></span></div></li>`;
    })
    .join('');
  return `<h2 class="section-title">Choose a store for pickup</h2><div class="input store-search"><span class="muted">Search for a store</span></div><ul class="store-list">${rows}</ul>`;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const safeColor = (c: string, fallback: string) => (/^#[0-9a-f]{3,8}$/i.test(c) ? c : fallback);

/** The meta tag that tells the SPA the server runs in demo mode (issue 5: demo mode visible). */
export const DEMO_META = '<meta name="sufra-demo" content="1">';

/**
 * The demo banner as the SPA draws it (apps/web/src/shared/ui/demo-banner.tsx, English), so the
 * first paint already holds its line and nothing shifts when the app takes over.
 */
const DEMO_BANNER = {
  en: '<div class="demo-banner"><span>Demo — sign-in codes at <a href="/dev/outbox" dir="ltr">/dev/outbox</a></span></div>',
  ar: '<div class="demo-banner"><span>نسخة تجريبية — رموز الدخول على <a href="/dev/outbox" dir="ltr">/dev/outbox</a></span></div>',
} as const;

/** How the page is served: `home` is the brand's home page; `demoMode` the server's demo mode. */
export interface BootShellOptions {
  home: boolean;
  /** Demo mode (config.demoMode): adds DEMO_META to the head and the demo banner to the shell. */
  demoMode?: boolean;
  /** The page is on the brand's custom domain (base '/'), else on the temporary domain. */
  customDomain?: boolean;
  /**
   * The SPA's boot data (boot-data.ts), JSON with `<` already escaped: written as
   * `<script id="sufra-boot" type="application/json">` at the end of the body (issue 6).
   */
  bootJson?: string | null;
  /** Files the page's route needs first (route-preloads.ts), as `<link rel="modulepreload">` / preload. */
  preloads?: string[];
  /**
   * The customer's language (shell-language.ts: the `sufra_lang` cookie, else the brand's base
   * language): in Arabic the title reads 'اطلب مباشرة من {brandNameAR}' and <html> is lang="ar"
   * dir="rtl" from the first paint (issue 6, decision 0100 IS-SH1). English when absent.
   */
  language?: 'en' | 'ar';
}

/**
 * Adds the boot data and the preload links of `opts` to the page (issue 6: no start-up waterfall).
 * The preloads are `fetchpriority="low"`: they start at once but give way to the stylesheet, so
 * the shell's first paint does not wait for them (measured: FCP 1.9–2.0 s without them, 2.3 s
 * at high priority, Lighthouse's slow 4G).
 */
function withBootData(html: string, opts: BootShellOptions): string {
  const links = (opts.preloads ?? [])
    .map((href) =>
      href.endsWith('.js')
        ? `<link rel="modulepreload" crossorigin fetchpriority="low" href="${escapeHtml(href)}">`
        : `<link rel="preload" as="fetch" crossorigin fetchpriority="low" href="${escapeHtml(href)}">`,
    )
    .join('');
  const withLinks = links ? html.replace('</head>', `${links}</head>`) : html;
  if (!opts.bootJson) return withLinks;
  return withLinks.replace(
    '</body>',
    `<script id="sufra-boot" type="application/json">${opts.bootJson}</script></body>`,
  );
}

/**
 * The installable-PWA head of a brand's page (docs/decisions/0011-pwa.md): the link to its web
 * app manifest (`{base}manifest.webmanifest`, answered per brand by manifest.ts), the touch icon
 * (the brand's logo, else its monogram `{base}icon.svg`) and `<meta name="theme-color">` set to
 * the brand colour. The base is '/' on a custom domain, '/{temporaryDomainName}/' on the
 * temporary domain (000 §2.1); without a temporary domain name the page is left as it is.
 */
function withPwaHead(html: string, brand: ShellBrand, opts: BootShellOptions): string {
  if (!brand.temporaryDomainName) return html;
  const base = opts.customDomain ? '/' : `/${encodeURIComponent(brand.temporaryDomainName)}/`;
  const logo = brand.logo && /^(https?:\/\/|\/(?!\/))/i.test(brand.logo) ? brand.logo : null;
  const links = `<link rel="manifest" href="${escapeHtml(`${base}manifest.webmanifest`)}"><link rel="apple-touch-icon" href="${escapeHtml(logo ?? `${base}icon.svg`)}">`;
  const themeColor = `<meta name="theme-color" content="${safeColor(brand.color, '#111827')}">`;
  const themed = /<meta name="theme-color"[^>]*>/.test(html)
    ? html.replace(/<meta name="theme-color"[^>]*>/, themeColor)
    : html.replace('</head>', `${themeColor}</head>`);
  return themed.replace('</head>', `${links}</head>`);
}

/**
 * Returns index.html with the brand's title ('Order direct from {brandName}', 000 §2.4), theme
 * colours, and — on the home page — the top bar and the hero (name and tagline) inside #root.
 * In demo mode the head carries DEMO_META (with or without a brand) and the shell the demo
 * banner. Without a brand and demo mode off the page is returned unchanged.
 */
export function renderBootShell(indexHtml: string, brand: ShellBrand | null, opts: BootShellOptions): string {
  const html = opts.demoMode ? indexHtml.replace('</head>', `${DEMO_META}</head>`) : indexHtml;
  if (!brand) return html;
  const arabic = opts.language === 'ar';
  const name = escapeHtml((arabic && brand.brandNameAR) || brand.brandName);
  const style = `<style>:root{--brand:${safeColor(brand.color, '#111827')};--on-brand:${safeColor(brand.textColor, '#ffffff')}}</style>`;
  const topBar = `<header class="top-bar"><nav class="top-bar-inner"><span class="top-bar-brand"><span>${name}</span></span></nav></header>`;
  const outlet = brand.outletStores !== undefined;
  const tagline = (arabic && brand.taglineAR) || brand.taglineEN;
  const hero = opts.home
    ? `<main class="page"><div class="${outlet ? 'outlet-home' : 'menu-page'}"><header class="hero"><div class="hero-media"><div class="hero-placeholder"></div></div><div class="hero-body"><h1 class="hero-title">${name}</h1>${tagline ? `<p class="hero-tagline">${escapeHtml(tagline)}</p>` : ''}</div></header>${brand.outletStores ? storeList(brand.outletStores) : ''}</div></main>`
    : '';
  return withBootData(withPwaHead(html, brand, opts), opts)
    .replace(
      /<title>[^<]*<\/title>/,
      `<title>${arabic ? 'اطلب مباشرة من' : 'Order direct from'} ${name}</title>`,
    )
    .replace(/<html lang="en" dir="ltr">/, arabic ? '<html lang="ar" dir="rtl">' : '$&')
    .replace('</head>', `${style}</head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root"><div class="app-shell" aria-hidden="true">${opts.demoMode ? DEMO_BANNER[arabic ? 'ar' : 'en'] : ''}${topBar}${hero}</div></div>`,
    );
}
