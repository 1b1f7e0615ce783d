import type { ItemDetailData, Order } from '@sufra/contract';
import { ROUTES } from '@sufra/contract/routes';
import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../../../shared/api/api-client.ts';
import { useApi } from '../../../shared/api/api-provider.tsx';
import { ApiError } from '../../../shared/api/client.ts';
import { getBasket } from '../../../shared/basket/basket-state.ts';
import { getOrderSettings } from '../../../shared/order-settings/order-settings-state.ts';
import { planReorder, type ReorderPlan } from '../lib/reorder.ts';

/** Refusals of an item's detail that mean the item cannot be ordered (gone, not on the store's menu). */
const GONE_STATUSES = new Set([400, 404, 409, 410]);

/**
 * Today's detail of each item of `order` at the order's store and service
 * (menus/get-menu-item-detail, 000 §7.3), by item id; null for an item the API refuses as unknown
 * or gone. Any other failure (offline, 5xx) is thrown, so a network error never reads as 'gone'.
 */
async function currentDetails(api: ApiClient, order: Order): Promise<Map<string, ItemDetailData | null>> {
  const items = [...new Map(order.orderedMenu.map((l) => [l.itemId, l.categoryId])).entries()];
  const answers = await Promise.all(
    items.map(async ([itemId, categoryId]) => {
      try {
        const detail = await api.call(ROUTES.getMenuItemDetail, {
          itemId,
          storeId: order.storeId,
          serviceType: order.orderType.type,
          categoryId,
        });
        return [itemId, detail] as const;
      } catch (e) {
        if (e instanceof ApiError && GONE_STATUSES.has(e.status)) return [itemId, null] as const;
        throw e;
      }
    }),
  );
  return new Map(answers);
}

/**
 * 'Reorder' (issue 17; decision 0029): puts a past order's lines into the brand's basket,
 * re-priced by the current menu (planReorder), each line capped by the basket to the item's
 * limits; the order's special request fills the basket's when that is empty; the order's service
 * and store become the chosen ones. Answers the plan: what was added and what was left out (the
 * screen names it). Errors: the API's ApiError when the menu could not be read (nothing added).
 */
export function useReorder() {
  const api = useApi();
  return useMutation({
    mutationFn: async (order: Order): Promise<ReorderPlan> => {
      const plan = planReorder(order, await currentDetails(api, order));
      if (plan.lines.length > 0) {
        const settings = getOrderSettings();
        settings.setServiceType(order.orderType.type);
        settings.setSelectedStoreId(order.storeId);
        const basket = getBasket();
        for (const line of plan.lines) basket.addLine({ ...line, lineId: crypto.randomUUID() });
        if (order.orderLevelSpecialRequest && !basket.specialInstructions)
          basket.setSpecialInstructions(order.orderLevelSpecialRequest);
      }
      return plan;
    },
  });
}
