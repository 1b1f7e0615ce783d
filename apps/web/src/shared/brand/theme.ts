import type { ResolvedBrand } from './resolve-brand.ts';

function luminance(hex: string): number {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return 0;
  const n = Number.parseInt(m[1]!, 16);
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** WCAG contrast ratio of two #rrggbb colours. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The tab title in the UI language (000 §2.4; issue 6: Arabic phrase and Arabic brand name in Arabic). */
const TAB_TITLE: Record<'en' | 'ar', (name: string) => string> = {
  en: (name) => `Order direct from ${name}`,
  ar: (name) => `اطلب مباشرة من ${name}`,
};

/**
 * Applies the brand theme through CSS variables (DESIGN: brand theming): the brand colour for
 * primary actions, and a text colour on it that reaches WCAG AA (the brand's textColor when it
 * does, else black or white). Sets the page title 'Order direct from {brandName}' and the
 * favicon (000 §2.4), and the Arabic font class for non-English brands (000 §1).
 */
export function applyBrandTheme(brand: ResolvedBrand, language: 'en' | 'ar'): void {
  const root = document.documentElement;
  const color = brand.setting.color || '#111827';
  const preferred = brand.setting.textColor || '#ffffff';
  const onColor =
    contrastRatio(color, preferred) >= 4.5
      ? preferred
      : contrastRatio(color, '#ffffff') >= contrastRatio(color, '#000000')
        ? '#ffffff'
        : '#000000';
  root.style.setProperty('--brand', color);
  root.style.setProperty('--on-brand', onColor);
  // A brand colour too light to read as text on white gets a darker text variant.
  root.style.setProperty('--brand-text', contrastRatio(color, '#ffffff') >= 4.5 ? color : '#1f2937');
  const name = language === 'ar' ? brand.brand.brandNameAR || brand.brand.brandName : brand.brand.brandName;
  document.title = TAB_TITLE[language](name);
  root.classList.toggle('font-arabic', language === 'ar' || brand.brand.baseLanguage !== 'en');
  if (brand.setting.brandFavicon) {
    let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.appendChild(link);
    }
    link.href = brand.setting.brandFavicon;
  }
}
