import { coded, messageText } from '@sufra/contract';
import { ROUTES } from '@sufra/contract/routes';
import type { ApiClient } from '../../api/api-client.ts';
import { ApiError } from '../../api/client.ts';
import { entryFromTerms } from '../area-rules.ts';
import type { DeliveryPlace } from '../delivery-types.ts';
import { singleStoreTerms } from './area-calls.ts';
import type { DeliveryMenu } from './delivery-menu.ts';

/**
 * The menu of a brand-based city or country (decision 0020): the brand's menu and store
 * (menus/get-brand-menu) with the store's terms for the place; a store that no longer serves it
 * is an ApiError as the server's delivery menu answers it: 404, code 'deliveryPaused' and its text
 * in the request's language (issue 16: written by code).
 */
export async function cityOrCountryMenu(
  api: ApiClient,
  storeId: string,
  place: DeliveryPlace,
): Promise<DeliveryMenu> {
  const [menu, terms] = await Promise.all([
    api.call(ROUTES.getBrandMenu, {}),
    singleStoreTerms(api, storeId, place),
  ]);
  const store = menu.storeInfo;
  if (!store || store._id !== storeId || !terms || !store.isDeliveryEnabled)
    throw new ApiError(
      messageText(coded('deliveryPaused'), api.language()),
      404,
      undefined,
      undefined,
      'deliveryPaused',
    );
  return {
    storeMenu: { _id: menu._id, categories: menu.categories },
    storeInfo: store,
    storeArea: entryFromTerms(store, terms),
  };
}
