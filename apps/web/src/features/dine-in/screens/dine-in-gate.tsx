import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../../shared/api/client.ts';
import { getBasket } from '../../../shared/basket/basket-state.ts';
import { useBrand } from '../../../shared/brand/brand-context.tsx';
import { paths } from '../../../shared/config/paths.ts';
import { readDineInQuery, withDineInQuery } from '../../../shared/navigation/dine-in-query.ts';
import { getOrderSettings } from '../../../shared/order-settings/order-settings-state.ts';
import { useTableEvents, useTableState } from '../api/table-state.ts';
import { TableNotFound } from '../components/table-not-found.tsx';
import { dineInRedirect } from '../lib/dine-in-routing.ts';
import { dineInSession } from '../lib/dine-in-session.ts';
import { useTableAt } from '../lib/use-dine-in.ts';
import '../dine-in.css';

/** Whether a failure is the table link's 404 tableNotFound (decision 0032). */
export function isTableNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'tableNotFound' || error.status === 404);
}

/**
 * The frame of every /dine-in route (002 §2.1–§2.3; issue 18, decision 0032):
 * - without the dine-in query (service-type=dine-in and store-id) the dine-in route set does not
 *   apply: the brand's home;
 * - the table of the link (number and token) is kept for the session (sessionStorage per brand),
 *   the service type is DINE_IN and the store the query's while at the table; a basket of another
 *   store is emptied (a dine-in order is one store's);
 * - the table's tab is loaded (order/getTableLaterOrders) and followed live (order/table-events);
 *   404 tableNotFound → the full 'tableNotFound' screen with 'Go to Home'; any other failure is
 *   only logged (002 §2.3);
 * - at the opening a table with orders sends the guest to /dine-in/paylater, and while the table
 *   is split the routes blocked on split do too (dineInRedirect), keeping the query (ROUTE-10).
 */
export function Component() {
  const location = useLocation();
  const navigate = useNavigate();
  const brandId = useBrand().brand._id;
  const query = readDineInQuery(location.search);
  const table = useTableAt();
  const tableState = useTableState(table);
  useTableEvents(tableState.isSuccess ? table : null);
  const [opened, setOpened] = useState(false);
  const storeId = query?.storeId ?? null;
  const tableNumber = table?.tableNumber;
  const token = table?.token;

  useEffect(() => {
    if (!storeId) return;
    const settings = getOrderSettings();
    if (settings.serviceType !== 'DINE_IN') settings.setServiceType('DINE_IN');
    if (settings.selectedStoreId !== storeId) settings.setSelectedStoreId(storeId);
    const basket = getBasket();
    if (basket.lines.some((l) => l.storeId !== storeId)) basket.clear();
    if (tableNumber && token) dineInSession(brandId).getState().setTable({ storeId, tableNumber, token });
  }, [brandId, storeId, tableNumber, token]);

  useEffect(() => {
    if (tableState.isSuccess) setOpened(true);
  }, [tableState.isSuccess]);

  const failed = tableState.error;
  useEffect(() => {
    if (failed && !isTableNotFound(failed)) console.info('table orders could not be loaded:', failed);
  }, [failed]);

  if (!query) return <Navigate to={paths.home} replace />;
  if (failed && isTableNotFound(failed))
    return (
      <TableNotFound
        onHome={() => {
          dineInSession(brandId).getState().reset(true);
          navigate(paths.home, { replace: true });
        }}
      />
    );
  const redirect = dineInRedirect({ pathname: location.pathname, table: tableState.data, opening: !opened });
  if (redirect) return <Navigate to={withDineInQuery(redirect, location.search)} replace />;
  return <Outlet />;
}
