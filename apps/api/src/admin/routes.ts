import { idSchema, ORDER_STATUSES } from '@sufra/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../http/deps.ts';
import { internalBodyRefusal, internalRefusal, requireInternalCaller } from '../http/internal-guard.ts';
import {
  createOperatorKey,
  listOperatorKeys,
  OperatorKeyError,
  revokeOperatorKey,
} from '../modules/operator/service.ts';
import { setOrderStatus } from '../modules/orders/status-service.ts';
import { runStaffCommand, StaffAdminError } from '../modules/staff/service.ts';
import { StoreSettingsError, updateStoreSettings } from '../modules/stores/service.ts';
import { importMenu, MenuImportError } from '../seed/import-menu.ts';
import { importZones } from '../seed/import-zones.ts';
import type { MenuFile } from '../seed/menu-file.ts';
import { ZoneImportError } from '../seed/zone-file.ts';
import { registerBlacklistAdminRoute } from './blacklist.ts';
import { registerBrandAdminRoute } from './brand.ts';
import { registerBusinessCardAdminRoute } from './business-cards.ts';
import { registerTablesAdminRoute } from './tables.ts';
import { registerWebhookAdminRoute } from './webhooks.ts';

/** The path of the internal menu import (used by `npm run import:menu` while a server owns PGlite). */
export const INTERNAL_IMPORT_MENU_PATH = '/api/internal/import-menu';

/** The path of the internal zone import (used by `npm run import:zones` while a server owns PGlite). */
export const INTERNAL_IMPORT_ZONES_PATH = '/api/internal/import-zones';

const zonesBody = z.object({
  temporaryDomainName: z.string().min(1).max(63),
  store: z.string().min(1).max(64),
  collection: z.unknown(),
  deliveryFeeFils: z.number().int().min(0).optional(),
  minOrderFils: z.number().int().min(0).optional(),
  deliveryTimeMinutes: z.number().int().min(0).optional(),
  sourceName: z.string().max(300).optional(),
});

/** The path of the internal order status change (issue 7: completes an order, crediting its cashback once). */
const INTERNAL_ORDER_STATUS_PATH = '/api/internal/order-status';

const orderStatusBody = z.object({
  brandId: idSchema,
  orderId: z.string().min(1).max(64),
  status: z.enum(ORDER_STATUSES),
});

/** The path of the internal store settings change (issue 8: hours, service and pre-order switches; `npm run store:settings`). */
export const INTERNAL_STORE_SETTINGS_PATH = '/api/internal/store-settings';

const storeSettingsBody = z.object({
  temporaryDomainName: z.string().min(1).max(63),
  storeId: z.string().min(1).max(64),
  patch: z.unknown(),
});

/** The path of the internal operator-key command (issue 17: `npm run operator-key` while a server owns PGlite). */
export const INTERNAL_OPERATOR_KEYS_PATH = '/api/internal/operator-keys';

const operatorKeysBody = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('create'),
    brand: z.string().min(1).max(63),
    stores: z.array(z.string().min(1).max(64)).max(100),
    label: z.string().max(200).optional(),
  }),
  z.object({
    action: z.literal('revoke'),
    idOrPrefix: z.string().min(1).max(64),
    brand: z.string().min(1).max(63).optional(),
  }),
  z.object({ action: z.literal('list'), brand: z.string().min(1).max(63).optional() }),
]);

/** The path of the internal staff administration (issue 17: `npm run staff` while a server owns PGlite). */
export const INTERNAL_STAFF_PATH = '/api/internal/staff';

const staffBody = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('add'),
    temporaryDomainName: z.string().min(1).max(63),
    phoneNumber: z.string().min(1).max(32),
    role: z.string().max(16),
    storeIds: z.array(z.string().max(64)).max(200),
    name: z.string().max(80).optional(),
  }),
  z.object({
    action: z.literal('remove'),
    temporaryDomainName: z.string().min(1).max(63),
    phoneNumber: z.string().min(1).max(32),
  }),
  z.object({ action: z.literal('list'), temporaryDomainName: z.string().min(1).max(63) }),
]);

/** Largest menu the internal import accepts: 32 MiB of JSON. */
const IMPORT_BODY_LIMIT = 32 * 1024 * 1024;

const importBody = z.object({ temporaryDomainName: z.string().min(1).max(63), menu: z.unknown() });

/**
 * Internal routes of the process that owns the embedded database (ARCHITECTURE: one owner),
 * registered only when `deps.internal.adminToken` is set:
 *
 * `POST /api/internal/import-menu` — body `{ temporaryDomainName, menu }` (a realdata.menu.v1
 * document), `Authorization: Bearer <token from <dataDir>/sufra.lock>`, from loopback only.
 * Imports in one transaction with importMenu (the change is served at once) and answers
 * `{ success: 1, data: ImportSummary }`; 400 `{ success: 0, message }` for a malformed menu or
 * brand name (nothing changed), 401 for a bad token, 403 from another machine or via a proxy.
 *
 * `POST /api/internal/import-zones` — body `{ temporaryDomainName, store (id | 'new'), collection
 * (GeoJSON), deliveryFeeFils?, minOrderFils?, deliveryTimeMinutes?, sourceName? }`, same token
 * and loopback rule: importZones in one transaction, `{ success: 1, data: ZoneImportSummary }`;
 * 400 naming the bad feature, brand or store (nothing changed).
 *
 * `POST /api/internal/order-status` — body `{ brandId, orderId (id or number), status }`, same
 * token and loopback rule: setOrderStatus (issue 7: status history; cashback credited once on
 * COMPLETE/DELIVERED; redeem refunded on CANCELLED/REJECTED). Answers `{ success: 1, data: {
 * orderNumber, orderStatus } }`; 400 for a bad body, 404 unknown order, 409 a final status.
 *
 * `POST /api/internal/store-settings` — body `{ temporaryDomainName, storeId, patch }` (patch:
 * storeSettingsPatchSchema — opening hours, service and pre-order switches and settings), same
 * token and loopback rule: updateStoreSettings (one transaction; every server told at commit).
 * Answers `{ success: 1, data: { brandId, storeId, changed } }`; 400 naming the bad field, brand
 * or store (nothing changed).
 *
 * `POST /api/internal/operator-keys` — body `{ action: 'create', brand, stores, label? }`,
 * `{ action: 'revoke', idOrPrefix, brand? }` or `{ action: 'list', brand? }` (issue 17), same
 * token and loopback rule: creates (answers `{ key, summary }`, the key shown this once), revokes
 * or lists operator API keys; 400 naming an unknown brand or store, or no live key to revoke.
 *
 * `POST /api/internal/staff` (issue 17, `npm run staff`) — body `{ action: 'add', temporaryDomainName,
 * phoneNumber, role, storeIds, name? }`, `{ action: 'remove', temporaryDomainName, phoneNumber }` or
 * `{ action: 'list', temporaryDomainName }`, same token and loopback rule. Answers `{ success: 1,
 * data: { members: StaffListEntry[] } }` (the added or removed member, or the live ones); 400
 * naming the refusal (unknown brand or store, bad phone or role, already or not staff).
 */
export function registerInternalRoutes(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'db' | 'internal' | 'now' | 'config'>,
): void {
  const token = deps.internal?.adminToken;
  if (!token) return;
  // `npm run webhooks` while this process owns the database (issue 17; admin/webhooks.ts).
  registerWebhookAdminRoute(app, deps, token);
  // `npm run tables` while this process owns the database (issue 18; admin/tables.ts).
  registerTablesAdminRoute(app, deps, token);
  // `npm run business-card` while this process owns the database (issue 19; admin/business-cards.ts).
  registerBusinessCardAdminRoute(app, deps, token);
  registerBlacklistAdminRoute(app, deps, token);
  // `npm run brand` while this process owns the database (issue 19; admin/brand.ts).
  registerBrandAdminRoute(app, deps, token);
  app.post(INTERNAL_IMPORT_MENU_PATH, { bodyLimit: IMPORT_BODY_LIMIT }, async (request, reply) => {
    requireInternalCaller(request, token);
    const parsed = importBody.safeParse(request.body);
    if (!parsed.success) {
      throw internalBodyRefusal('{ temporaryDomainName, menu }');
    }
    try {
      const summary = await importMenu(deps.db, {
        temporaryDomainName: parsed.data.temporaryDomainName,
        menu: parsed.data.menu as MenuFile,
      });
      return reply.send({ success: 1, data: summary });
    } catch (error) {
      if (error instanceof MenuImportError) {
        throw internalRefusal(error.message);
      }
      throw error;
    }
  });
  // import:zones through the owner (issue 8): same token and loopback rule; 400 names the bad feature.
  app.post(INTERNAL_IMPORT_ZONES_PATH, { bodyLimit: IMPORT_BODY_LIMIT }, async (request, reply) => {
    requireInternalCaller(request, token);
    const parsed = zonesBody.safeParse(request.body);
    if (!parsed.success) {
      throw internalBodyRefusal('{ temporaryDomainName, store, collection }');
    }
    try {
      const { deliveryFeeFils, minOrderFils, deliveryTimeMinutes, sourceName, ...rest } = parsed.data;
      const summary = await importZones(deps.db, {
        ...rest,
        ...(deliveryFeeFils !== undefined ? { deliveryFeeFils } : {}),
        ...(minOrderFils !== undefined ? { minOrderFils } : {}),
        ...(deliveryTimeMinutes !== undefined ? { deliveryTimeMinutes } : {}),
        ...(sourceName !== undefined ? { sourceName } : {}),
      });
      return reply.send({ success: 1, data: summary });
    } catch (error) {
      if (error instanceof ZoneImportError) throw internalRefusal(error.message);
      throw error;
    }
  });
  app.post(INTERNAL_ORDER_STATUS_PATH, async (request, reply) => {
    requireInternalCaller(request, token);
    const parsed = orderStatusBody.safeParse(request.body);
    if (!parsed.success) throw internalBodyRefusal('{ brandId, orderId, status }');
    const row = await setOrderStatus(
      deps.db,
      { brandId: parsed.data.brandId, now: deps.now() },
      parsed.data.orderId,
      parsed.data.status,
    );
    return reply.send({ success: 1, data: { orderNumber: row.orderNumber, orderStatus: row.status } });
  });
  app.post(INTERNAL_STORE_SETTINGS_PATH, async (request, reply) => {
    requireInternalCaller(request, token);
    const parsed = storeSettingsBody.safeParse(request.body);
    if (!parsed.success) throw internalBodyRefusal('{ temporaryDomainName, storeId, patch }');
    try {
      return reply.send({ success: 1, data: await updateStoreSettings(deps.db, parsed.data) });
    } catch (error) {
      if (error instanceof StoreSettingsError) throw internalRefusal(error.message);
      throw error;
    }
  });
  app.post(INTERNAL_STAFF_PATH, async (request, reply) => {
    requireInternalCaller(request, token);
    const parsed = staffBody.safeParse(request.body);
    if (!parsed.success)
      throw internalBodyRefusal("{ action: 'add' | 'remove' | 'list', temporaryDomainName, … }");
    try {
      return reply.send({
        success: 1,
        data: { members: await runStaffCommand(deps.db, parsed.data, deps.now()) },
      });
    } catch (error) {
      if (error instanceof StaffAdminError) throw internalRefusal(error.message);
      throw error;
    }
  });
  app.post(INTERNAL_OPERATOR_KEYS_PATH, async (request, reply) => {
    requireInternalCaller(request, token);
    const parsed = operatorKeysBody.safeParse(request.body);
    if (!parsed.success) throw internalBodyRefusal('{ action: create | revoke | list, … }');
    try {
      return reply.send({ success: 1, data: await operatorKeyCommand(deps.db, parsed.data, deps.now()) });
    } catch (error) {
      if (error instanceof OperatorKeyError) throw internalRefusal(error.message);
      throw error;
    }
  });
}

/** A parsed operator-key command (INTERNAL_OPERATOR_KEYS_PATH's body; `npm run operator-key`). */
export type OperatorKeyCommand = z.infer<typeof operatorKeysBody>;

/**
 * Runs an operator-key command on `db` (issue 17): create → `{ key, summary }` (the key shown this
 * once), revoke → `{ revoked: summaries }`, list → `{ keys: summaries }`. Throws OperatorKeyError
 * for an unknown brand or store, or no live key to revoke.
 */
export async function operatorKeyCommand(db: AppDeps['db'], command: OperatorKeyCommand, now: Date) {
  if (command.action === 'create') return createOperatorKey(db, command);
  if (command.action === 'revoke') return { revoked: await revokeOperatorKey(db, command, now) };
  return { keys: await listOperatorKeys(db, command) };
}
