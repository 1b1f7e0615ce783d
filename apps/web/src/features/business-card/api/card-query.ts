import type { BusinessCardData, CardSuffix } from '@sufra/contract';
import { ROUTES } from '@sufra/contract/routes';
import { callApi } from '../../../shared/api/client.ts';

/**
 * The business card of a page (002 §2.22, §7 'GET /user/{slug}/{suffix}'; decision 0035: the
 * suffix is the page's own) as a TanStack Query: `{ slug, title, phoneNumber, permittedBrands }`.
 * A refusal is an ApiError (404 code 'brandNotFound' for an unknown slug).
 */
export function businessCardQuery(card: { slug: string; suffix: CardSuffix }) {
  return {
    queryKey: ['business-card', card.slug] as const,
    queryFn: (): Promise<BusinessCardData> =>
      callApi(ROUTES.getUserBrandsBySlugGet, {}, { params: { slug: card.slug, suffix: card.suffix } }),
  };
}
