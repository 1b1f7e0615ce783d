import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrandProvider } from '../brand/brand-context.tsx';
import type { ResolvedBrand } from '../brand/resolve-brand.ts';
import { BrandMark, monogram } from './brand-mark.tsx';

let language = 'en';
vi.mock('react-i18next', () => ({
  useTranslation: () => ({ t: (k: string) => k, i18n: { language } }),
}));

describe('monogram (DESIGN: Images — the brand gets its logo, or a monogram)', () => {
  it('takes the initials of the first two words, articles skipped', () => {
    expect(monogram('Burgerato')).toBe('B');
    expect(monogram('Al Nile Gourmet')).toBe('NG');
    expect(monogram('the burger joint')).toBe('BJ');
    expect(monogram('  ')).toBe('');
  });
  it('Arabic: initials without the article ال, kept apart by a zero-width non-joiner', () => {
    expect(monogram('برجراتو')).toBe('ب');
    expect(monogram('النيل جورميه')).toBe('ن\u200cج');
  });
});

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | null = null;
let host: HTMLElement;
afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
  language = 'en';
});
const render = (logo: string | null) => {
  const brand = {
    brand: { _id: 'b1', brandName: 'Al Nile Gourmet', brandNameAR: 'النيل جورميه' },
    setting: { brandLogoFirst: logo, color: '#b91c1c', textColor: '#ffffff' },
  } as unknown as ResolvedBrand;
  host = document.body.appendChild(document.createElement('div'));
  root = createRoot(host);
  act(() =>
    root!.render(
      <BrandProvider brand={brand}>
        <BrandMark size={60} />
      </BrandProvider>,
    ),
  );
  return host.querySelector('.brand-mark') as HTMLElement;
};

describe('BrandMark', () => {
  it('shows the logo when the brand has one', () => {
    const el = render('https://example.test/logo.png');
    expect(el.getAttribute('aria-hidden')).toBe('true');
    expect(el.classList.contains('brand-mark-logo')).toBe(true);
    const img = el.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('https://example.test/logo.png');
    expect(img.getAttribute('alt')).toBe('');
    expect(img.getAttribute('width')).toBe('60');
  });
  it('else the monogram of the name in the current language, sized by --brand-mark-size', () => {
    let el = render(null);
    expect(el.querySelector('img')).toBeNull();
    expect(el.textContent).toBe('NG');
    expect(el.style.getPropertyValue('--brand-mark-size')).toBe('60px');
    act(() => root?.unmount());
    host.remove();
    language = 'ar';
    el = render(null);
    expect(el.textContent).toBe('ن\u200cج');
    expect(el.getAttribute('lang')).toBe('ar');
  });
});
