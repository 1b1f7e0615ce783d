import { useMemo } from 'react';
import { useDineInMenu } from '../../features/dine-in/api/dine-in-menu.ts';
import { useDineInNav } from '../../features/dine-in/lib/use-dine-in.ts';
import { StoreMenuPage, type StoreMenuRoutes } from '../../features/menu/components/store-menu-page.tsx';
import { dineInPaths } from '../../shared/config/dine-in-paths.ts';
import { readDineInQuery } from '../../shared/navigation/dine-in-query.ts';

/**
 * The dine-in menu /dine-in (002 §2.5): the store's dine-in menu (menus/get-dine-in-store-menu,
 * the store of the query) in the store menu screen (StoreMenuPage: search box, sticky category bar
 * with the 200 px offset, items as a modal or at /dine-in/item/{itemId}/{catId}, the store-closed
 * and out-of-stock rules); the basket bar goes to 'Your Order' (/dine-in/checkout). Adding never
 * asks for a location: the gate made the service DINE_IN and the store the query's. Every route
 * keeps the table link's query (ROUTE-10).
 */
export function Component() {
  const { to, search } = useDineInNav();
  const storeId = readDineInQuery(search)?.storeId ?? null;
  const { data, isLoading, error } = useDineInMenu(storeId);
  const routes = useMemo<StoreMenuRoutes>(
    () => ({
      item: (itemId, catId) => to(dineInPaths.item(itemId, catId)),
      basket: to(dineInPaths.checkout),
      home: to(dineInPaths.menu),
    }),
    [to],
  );
  return <StoreMenuPage data={data} isLoading={isLoading} error={error} routes={routes} />;
}
