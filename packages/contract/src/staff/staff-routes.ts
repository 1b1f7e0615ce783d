import type { CallRoute } from '../routes.ts';
import type { staffMe, staffSendCode, staffSignOut, staffVerifyCode } from './calls.ts';
import type {
  staffPauseStore,
  staffSetExtraPrep,
  staffSetSoldOut,
  staffStoreAvailability,
} from './calls-availability.ts';
import type { staffAddBlacklisted, staffBlacklist, staffRemoveBlacklisted } from './calls-blacklist.ts';
import type { staffCloseTable, staffTables } from './calls-tables.ts';
import type {
  staffAcceptOrder,
  staffBoardEvents,
  staffBoardOrders,
  staffRejectOrder,
  staffSetCourier,
  staffSetOrderStatus,
} from './kitchen-calls.ts';

/**
 * Where each staff call lives (issue 17: staff sign-in, decision 0027; the kitchen board, decision
 * 0028): path under `/api/v1/`, method, auth — as CALL_ADDRESSES (routes.ts) for the storefront's
 * calls, kept apart so the storefront's first JavaScript does not carry the staff calls' addresses
 * (only the kitchen board's chunk imports `@sufra/contract/staff-routes`).
 */
export const STAFF_CALL_ADDRESSES = {
  staffSendCode: { path: 'staff/send-code', method: 'POST', auth: false },
  staffVerifyCode: { path: 'staff/verify-code', method: 'POST', auth: false },
  staffMe: { path: 'staff/me', method: 'GET', auth: 'staff' },
  staffSignOut: { path: 'staff/sign-out', method: 'POST', auth: 'staff' },
  staffBoardOrders: { path: 'staff/orders', method: 'GET', auth: 'staff' },
  staffAcceptOrder: { path: 'staff/orders/:orderId/accept', method: 'POST', auth: 'staff' },
  staffRejectOrder: { path: 'staff/orders/:orderId/reject', method: 'POST', auth: 'staff' },
  staffSetOrderStatus: { path: 'staff/orders/:orderId/status', method: 'POST', auth: 'staff' },
  staffSetCourier: { path: 'staff/orders/:orderId/courier', method: 'POST', auth: 'staff' },
  staffBoardEvents: { path: 'staff/events', method: 'GET', auth: 'staff' },
  // Sold out and busy (issue 17, decision 0030): the kitchen's store calls.
  staffStoreAvailability: { path: 'staff/stores/:storeId/availability', method: 'GET', auth: 'staff' },
  staffSetSoldOut: { path: 'staff/stores/:storeId/sold-out', method: 'POST', auth: 'staff' },
  staffPauseStore: { path: 'staff/stores/:storeId/pause', method: 'POST', auth: 'staff' },
  staffSetExtraPrep: { path: 'staff/stores/:storeId/extra-prep', method: 'POST', auth: 'staff' },
  // Dine-in (issue 18, decision 0032): a store's open table tabs, and closing one paid at the counter.
  staffTables: { path: 'staff/tables', method: 'GET', auth: 'staff' },
  staffCloseTable: { path: 'staff/tables/:sessionId/close', method: 'POST', auth: 'staff' },
  // Blacklist (issue 19, decision 0033): the owner's blocked phone numbers.
  staffBlacklist: { path: 'staff/blacklisted-numbers', method: 'GET', auth: 'staff' },
  staffAddBlacklisted: { path: 'staff/blacklisted-numbers/add', method: 'POST', auth: 'staff' },
  staffRemoveBlacklisted: { path: 'staff/blacklisted-numbers/remove', method: 'POST', auth: 'staff' },
} as const satisfies Record<string, Omit<CallRoute, '__call'>>;

/** The contract of each staff call, by name (types only). */
interface StaffCallsByName {
  staffSendCode: typeof staffSendCode;
  staffVerifyCode: typeof staffVerifyCode;
  staffMe: typeof staffMe;
  staffSignOut: typeof staffSignOut;
  staffBoardOrders: typeof staffBoardOrders;
  staffAcceptOrder: typeof staffAcceptOrder;
  staffRejectOrder: typeof staffRejectOrder;
  staffSetOrderStatus: typeof staffSetOrderStatus;
  staffSetCourier: typeof staffSetCourier;
  staffBoardEvents: typeof staffBoardEvents;
  staffStoreAvailability: typeof staffStoreAvailability;
  staffSetSoldOut: typeof staffSetSoldOut;
  staffPauseStore: typeof staffPauseStore;
  staffSetExtraPrep: typeof staffSetExtraPrep;
  staffTables: typeof staffTables;
  staffCloseTable: typeof staffCloseTable;
  staffBlacklist: typeof staffBlacklist;
  staffAddBlacklisted: typeof staffAddBlacklisted;
  staffRemoveBlacklisted: typeof staffRemoveBlacklisted;
}

/** Every staff call's route, typed with its contract for the web client's `callApi` (no schema at run time). */
export const STAFF_ROUTES: { readonly [K in keyof StaffCallsByName]: CallRoute<StaffCallsByName[K]> } = {
  ...STAFF_CALL_ADDRESSES,
};
