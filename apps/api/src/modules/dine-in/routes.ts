import { getTableEvents, getTableLaterOrders, staffCloseTable, staffTables } from '@sufra/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { registerCall } from '../../http/register-call.ts';
import { AppError } from '../../platform/errors.ts';
import {
  closeTableTab,
  getTableLaterOrders as readTab,
  requireTable,
  staffTableTabs,
  tableState,
} from './service.ts';
import { TableEventHub } from './table-events.ts';

/**
 * Dine-in calls (issue 18, decision 0032): POST order/getTableLaterOrders and the table's live
 * stream GET order/table-events (public, with the table token: 404 tableNotFound otherwise), and
 * the kitchen board's GET staff/tables?storeId= and POST staff/tables/{sessionId}/close (staff
 * token; 401 staffLoginRequired, 404 somethingIncorrect outside the member's stores).
 */
export function registerDineInRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, getTableLaterOrders, (ctx, { body }) => readTab(deps.db, ctx, body));
  registerCall(app, staffTables, (ctx, { query }) => staffTableTabs(deps.db, ctx, query.storeId));
  registerCall(app, staffCloseTable, (ctx, { params }) => closeTableTab(deps.db, ctx, params.sessionId));
  const hub = new TableEventHub(deps.db, deps.internal?.events);
  app.decorate('tableEvents', hub);
  app.addHook('onReady', () => hub.start());
  app.addHook('preClose', () => hub.stop());
  registerCall(app, getTableEvents, async (ctx, { query, reply }) => {
    if (query.brandId !== ctx.brandId) throw new AppError('tableNotFound', 404);
    const table = await requireTable(deps.db, {
      brandId: ctx.brandId,
      storeId: query.storeId,
      tableNumber: query.tableNumber,
      tableToken: query.t,
    });
    hub.admit(ctx.ip, table.id);
    const state = await tableState(deps.db, table);
    hub.open(reply, ctx.ip, table, state);
    return state;
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The tables' live streams of this app (issue 18; tests read its size). */
    tableEvents: TableEventHub;
  }
}
