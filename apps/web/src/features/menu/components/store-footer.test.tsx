import type { Store } from '@sufra/contract';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { BrandProvider } from '../../../shared/brand/brand-context.tsx';
import type { ResolvedBrand } from '../../../shared/brand/resolve-brand.ts';
import { initBrandState } from '../../../shared/brand-state/init-brand-state.ts';
import { mount } from '../../../shared/testing/mount.tsx';
import { testI18n } from '../../../shared/testing/test-i18n.ts';
import { StoreFooter } from './store-footer.tsx';

const brand = {
  brand: {
    _id: 'b-footer',
    catalogueType: 'OUTLET_BASED_CATALOGUE',
    brandName: 'Al Nile Gourmet',
    brandNameAR: 'النيل جورميه',
    baseLanguage: 'en',
  },
  setting: {
    taglineEN: 'Fresh from Dubai',
    taglineAR: 'طازج من دبي',
    brandLogoFirst: null,
    staticPages: {
      about: {
        isActive: true,
        linkTitle: { en: 'About us', ar: 'من نحن' },
        formattedData: { en: '', ar: '' },
      },
      old: {
        isActive: false,
        linkTitle: { en: 'Old page', ar: 'صفحة قديمة' },
        formattedData: { en: '', ar: '' },
      },
    },
  },
} as unknown as ResolvedBrand;

const store = {
  _id: 's1',
  translations: {
    en: { name: 'Al Nile Gourmet Arjan', description: '' },
    ar: { name: 'النيل جورميه أرجان', description: '' },
  },
  manualAddress: 'Shop 15, Rose Palace Building, Arjan, Dubai',
  manualAddressAR: 'دبي، أرجان، بناية روز بالاس، محل رقم 15',
  mobileNumber: '+971 4 000 0000',
  averagePrepTime: 30,
  averagePrepTimeForPickup: 20,
} as unknown as Store;

async function render(language: 'en' | 'ar') {
  const i18n = await testI18n(language);
  return mount(
    <I18nextProvider i18n={i18n}>
      <BrandProvider brand={brand}>
        <MemoryRouter>
          <StoreFooter store={store} />
        </MemoryRouter>
      </BrandProvider>
    </I18nextProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  initBrandState('b-footer');
});

describe('menu-home footer (000 §2.21)', () => {
  it('in English: brand name, tagline, store name, prep time, phone, address', async () => {
    const footer = (await render('en')).querySelector('footer')!;
    expect(footer.querySelector('h2.sr-only')).toHaveTextContent('Store information');
    expect(footer).toHaveTextContent('Al Nile Gourmet');
    expect(footer).toHaveTextContent('Fresh from Dubai');
    expect(footer).toHaveTextContent('Al Nile Gourmet Arjan');
    // Pickup (the demo's only type): the pickup prep time, in Sufra's wording (decision 0100 IS-FT1).
    expect(footer).toHaveTextContent('Ready for pickup within 20 min');
    expect(footer.querySelector('address')).toHaveTextContent('Shop 15, Rose Palace Building, Arjan, Dubai');
  });

  it('the phone is a tel: link, kept left-to-right in a <bdi>', async () => {
    const footer = (await render('ar')).querySelector('footer')!;
    const tel = footer.querySelector<HTMLAnchorElement>('a[href^="tel:"]')!;
    expect(tel.getAttribute('href')).toBe('tel:+97140000000');
    expect(tel.getAttribute('aria-label')).toBe('اتصل بالمتجر');
    const bdi = tel.querySelector('bdi');
    expect(bdi?.getAttribute('dir')).toBe('ltr');
    expect(bdi).toHaveTextContent('+971 4 000 0000');
  });

  it("'Links' lists only the active static pages, each to /pages/s/{key}, titled in the UI language", async () => {
    const en = (await render('en')).querySelector('footer')!;
    const nav = en.querySelector('nav')!;
    expect(nav).toHaveTextContent('Links');
    const links = [...nav.querySelectorAll('a')];
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['About us', '/pages/s/about'],
    ]);
    const ar = (await render('ar')).querySelector('footer nav')!;
    expect(ar).toHaveTextContent('روابط');
    expect([...ar.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['من نحن']);
  });

  it("'Accepted Cards' shows three named card-scheme marks, and the 'powered by' line", async () => {
    const en = (await render('en')).querySelector('footer')!;
    expect(en).toHaveTextContent('Accepted Cards');
    const cards = [...en.querySelectorAll('svg[role="img"]')].map((s) => s.getAttribute('aria-label'));
    expect(cards).toEqual(['Visa', 'Mastercard', 'American Express']);
    expect(en).toHaveTextContent('Powered by Sufra');
  });

  it('in Arabic: Arabic names, tagline, address and texts, the number isolated', async () => {
    const footer = (await render('ar')).querySelector('footer')!;
    expect(footer).toHaveTextContent('النيل جورميه');
    expect(footer).toHaveTextContent('طازج من دبي');
    expect(footer).toHaveTextContent('النيل جورميه أرجان');
    expect(footer).toHaveTextContent('جاهز للاستلام خلال 20 دقيقة');
    expect(footer.querySelector('li bdi[dir="ltr"]')).toHaveTextContent('20');
    expect(footer.querySelector('address')).toHaveTextContent('دبي، أرجان، بناية روز بالاس، محل رقم 15');
    expect(footer).toHaveTextContent('البطاقات المقبولة');
    expect([...footer.querySelectorAll('svg[role="img"]')].map((s) => s.getAttribute('aria-label'))).toEqual([
      'فيزا',
      'ماستركارد',
      'أمريكان إكسبريس',
    ]);
    expect(footer).toHaveTextContent('بدعم من سفرة');
    expect(footer.textContent).not.toMatch(/Sufra|Visa|Links|Accepted/);
  });
});
