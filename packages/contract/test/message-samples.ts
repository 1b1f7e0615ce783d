import type { MessageKey } from '../src/messages.ts';

/**
 * Sample values of the catalogue's texts with values (messages.ts `dynamic`), for the tests that
 * walk the catalogue: this package's messages.test.ts and the API's messages-catalogue.test.ts.
 */
export const SAMPLES: Partial<Record<MessageKey, unknown[]>> = {
  tableBillChanged: ['42.50'],
  maxQuantityAllowed: [3, 'Burger'],
  providerNotAvailable: ['PayBy'],
  providerErrorContactSupport: ['PayBy', 'Sufra'],
  groupMinimum: [2, 'Drinks'],
  groupMaximum: [4, 'Extras'],
  fieldRequired: ['brandId'],
  fieldProblem: ['brandId', 'must be a valid id', 'يجب أن يكون معرّفًا صالحًا'],
  noMatch: ['/api/v1/nothing'],
  couponMinOrder: ['60.00'],
  couponCapped: ['20.00'],
  itemDiscountCap: ['5.00'],
  addMoreForMinimum: ['17.50'],
  webhookSignatureProblem: ['stale'],
  internalBodyExpected: ['{ brand, amountAed }'],
  internalRefused: ["no brand 'nowhere'"],
  sandboxActionInvalid: ['pay | decline | cancel'],
  orderStatusConflict: ['ACCEPTED', 'REJECTED'],
  orderNotDispatchable: ['PENDING'],
  operatorRateLimited: [30],
  orderRejectedNotice: ['TST-00042', 'out of lamb'],
  orderCancelledNotice: ['TST-00042', 'kitchen closed'],
};
