import type { APIRequestContext } from '@playwright/test';

/**
 * What the journey picks from a demo brand, read through the public API so the test knows the
 * English and Arabic names the screens show (menu texts are data, not locale texts).
 */
export interface JourneyPick {
  brandId: string;
  brandName: { en: string; ar: string };
  /** Outlet-based brands: the pickup store chosen on the home. */
  store: { id: string; en: string; ar: string } | null;
  item: { id: string; categoryId: string; en: string; ar: string };
}

interface Bilingual {
  en: { title?: string; name?: string };
  ar: { title?: string; name?: string };
}
interface MenuItem {
  _id: string;
  categoryId: string;
  translations: Bilingual;
  modifierGroupCount: number;
  isOutOfStock: boolean;
}
interface Category {
  categoryId: { _id: string; translations: Bilingual };
  items: MenuItem[];
}

async function call<T>(request: APIRequestContext, path: string, body: Record<string, unknown>): Promise<T> {
  const res = await request.post(`/api/v1/${path}`, { data: { language: 'EN', ...body } });
  const json = (await res.json()) as { success: number; data: T; message?: string };
  if (json.success !== 1) throw new Error(`${path} failed: ${res.status()} ${json.message ?? ''}`);
  return json.data;
}

function pickItem(categories: Category[], prefer: RegExp, categoryPrefer?: RegExp): MenuItem {
  const entries = categories.flatMap((c) => c.items.map((i) => ({ c, i })));
  const available = entries.filter(({ i }) => !i.isOutOfStock);
  const found =
    available.find(
      ({ c, i }) =>
        i.modifierGroupCount > 0 &&
        (prefer.test(i.translations.en.title ?? '') ||
          (categoryPrefer ? categoryPrefer.test(c.categoryId.translations.en.name ?? '') : false)),
    ) ??
    available.find(({ i }) => i.modifierGroupCount > 0) ??
    available[0];
  if (!found) throw new Error('The demo menu has no available item');
  return found.i;
}

export async function journeyPick(
  request: APIRequestContext,
  brand: 'burgerato' | 'alnile',
): Promise<JourneyPick> {
  const settings = await call<{ brand: { _id: string; brandName: string; brandNameAR: string } }>(
    request,
    'branding/getBrandSettings',
    { temporaryDomainName: brand },
  );
  const brandId = settings.brand._id;
  const brandName = { en: settings.brand.brandName, ar: settings.brand.brandNameAR };
  let categories: Category[];
  let store: JourneyPick['store'] = null;
  if (brand === 'alnile') {
    const { stores } = await call<{ stores: Array<{ _id: string; translations: Bilingual }> }>(
      request,
      'store/get-stores-for-pickup',
      { brandId },
    );
    const s = stores.find((x) => /Arjan/i.test(x.translations.en.name ?? '')) ?? stores[0];
    if (!s) throw new Error('alnile has no pickup store');
    store = { id: s._id, en: s.translations.en.name ?? '', ar: s.translations.ar.name ?? '' };
    const menu = await call<{ storeMenu: { categories: Category[] } }>(
      request,
      'menus/get-pickup-store-menu',
      {
        brandId,
        storeId: s._id,
      },
    );
    categories = menu.storeMenu.categories;
  } else {
    categories = (await call<{ categories: Category[] }>(request, 'menus/get-brand-menu', { brandId }))
      .categories;
  }
  const item =
    brand === 'alnile' ? pickItem(categories, /kebab/i, /kebab/i) : pickItem(categories, /meal/i, /meal/i);
  return {
    brandId,
    brandName,
    store,
    item: {
      id: item._id,
      categoryId: item.categoryId,
      en: item.translations.en.title ?? '',
      ar: item.translations.ar.title || item.translations.en.title || '',
    },
  };
}
