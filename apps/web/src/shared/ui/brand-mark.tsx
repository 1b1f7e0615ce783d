import type { CSSProperties } from 'react';
import { useBrand } from '../brand/brand-context.tsx';
import { useLanguage } from '../i18n/use-language.ts';
import './item-illustration.css';

/** Words a monogram skips: articles ('The', 'Al'/'El' of a transliterated Arabic name). */
const SKIP = new Set(['the', 'al', 'el', 'a', 'an', 'and', '&']);
/** The Arabic definite article (ال) and a leading و ('and') before it. */
const ARABIC_ARTICLE = /^و?ال(?=\p{L}{2})/u;

/**
 * The 1–2 initials of a brand name (DESIGN: Images — the brand gets its logo, or a monogram):
 * the first letters of its first two words, articles skipped ('Al Nile Gourmet' → 'NG',
 * 'النيل جورميه' → 'ن‌ج'). Arabic initials are kept apart (a zero-width non-joiner) so each reads as
 * a letter, not a joined fragment of a word.
 */
export function monogram(name: string): string {
  const words = name
    .split(/[\s\-_/.,|·]+/u)
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);
  const kept = words.filter((w) => !SKIP.has(w.toLowerCase()));
  const initials = (kept.length > 0 ? kept : words)
    .slice(0, 2)
    .map((w) => w.replace(ARABIC_ARTICLE, ''))
    .map((w) => [...w][0]!.toLocaleUpperCase());
  if (initials.length === 0) return '';
  const arabic = initials.every((c) => /\p{Script=Arabic}/u.test(c));
  return initials.join(arabic ? '\u200c' : '');
}

/**
 * The brand's mark: its logo (setting.brandLogoFirst) when it has one, else its monogram in the
 * brand colour with the theme's readable text colour (--brand / --on-brand, theme.ts), in the
 * current language. Decorative: the brand's name is always written next to it.
 */
export function BrandMark({ size = 44, className }: { size?: number; className?: string }) {
  const brand = useBrand();
  const { language } = useLanguage();
  const name = language === 'ar' ? brand.brand.brandNameAR || brand.brand.brandName : brand.brand.brandName;
  const logo = brand.setting.brandLogoFirst;
  const style = { '--brand-mark-size': `${size}px` } as CSSProperties;
  return (
    <span
      className={`brand-mark${logo ? ' brand-mark-logo' : ''}${className ? ` ${className}` : ''}`}
      style={style}
      aria-hidden="true"
      lang={logo ? undefined : language}
    >
      {logo ? <img src={logo} alt="" width={size} height={size} decoding="async" /> : monogram(name)}
    </span>
  );
}
