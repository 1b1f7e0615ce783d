import type { BusinessCardData, CardBrand, Language } from '@sufra/contract';
import type { Db } from '../../db/client.ts';
import { ANONYMOUS, type RequestContext } from '../../http/context.ts';
import { AppError } from '../../platform/errors.ts';
import { getSettingsByBrandId } from '../brand/service.ts';
import { listActiveDiscounts } from '../promotions/discount-service.ts';
import { getLoyaltyPolicy } from '../promotions/loyalty-service.ts';
import { brandStoreRows } from '../stores/service.ts';
import { cardBrands, findCardBySlug } from './repository.ts';

export { BusinessCardAdminError, runBusinessCardCommand, seedDemoCard } from './admin-service.ts';

/**
 * One permitted brand as the card answers it (002 §3 Business card): its brand settings (000 §7.2
 * `brand`, `setting`), its discounts live at `now` and not hidden, in display order, as
 * `{ discountName, discountApplication }` (002 §2.22 "'Discounts !' list of its non-hidden
 * discount names"), its loyalty policy, and the mobileNumber and whatsAppContact of its first
 * store in sort order ('' when it has none; decision 0035: a brand has no phone of its own).
 */
async function cardBrand(db: Db, brandId: string, now: Date, language: Language): Promise<CardBrand> {
  const ctx: RequestContext = { brandId, customerId: null, language, ip: '', now, actor: ANONYMOUS };
  const [settings, discounts, loyalty, stores] = await Promise.all([
    getSettingsByBrandId(db, brandId),
    listActiveDiscounts(db, ctx, {}),
    getLoyaltyPolicy(db, ctx),
    brandStoreRows(db, brandId),
  ]);
  const first = stores[0];
  return {
    brand: settings.brand,
    setting: settings.setting,
    discounts: discounts.discount.map((d) => ({
      discountName: d.discountName,
      discountApplication: d.discountApplication,
    })),
    loyalty,
    mobileNumber: first?.mobileNumber ?? '',
    whatsAppContact: first?.whatsAppContact ?? '',
  };
}

/**
 * The business card of `slug` (get-user-brands-by-slug and GET /user/{slug}/{suffix}; 000 §7.2,
 * 002 §7, §2.22): `{ slug, title, phoneNumber, permittedBrands }`, the brands in the card's order,
 * each as cardBrand. `slug` is already lower case (cardSlugSchema). Errors: 404 brandNotFound
 * (002 §6 'Business card | error screen; brand-not-found message') when no card has the slug.
 */
export async function getBusinessCard(
  db: Db,
  slug: string,
  ctx: Pick<RequestContext, 'now' | 'language'>,
): Promise<BusinessCardData> {
  const card = await findCardBySlug(db, slug);
  if (!card) throw new AppError('brandNotFound', 404);
  const brands = await cardBrands(db, card.id);
  return {
    slug: card.slug,
    title: card.title,
    phoneNumber: card.phoneNumber,
    permittedBrands: await Promise.all(brands.map((b) => cardBrand(db, b.brandId, ctx.now, ctx.language))),
  };
}
