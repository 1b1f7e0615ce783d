import { coded } from '@sufra/contract';
import { describe, expect, it } from 'vitest';
import { type OrderDraft, orderProblem } from './validate-order.ts';

const valid: OrderDraft = {
  brandId: 'b',
  store: {
    _id: 's',
    taxRate: 5,
    vehicleInfoForPickup: { isActive: false, isRequired: false },
    baseLanguage: { name: 'Store', description: '' },
    manualAddress: 'Arjan',
    storeLocation: { type: 'Point', coordinates: [25, 55] },
  },
  user: { userId: 'u', phoneNumber: '+971501234567' },
  serviceType: 'PICKUP',
  vehicleInfo: '',
  paymentType: 'CASH',
  itemsTotalFils: 1000,
  totalFils: 1050,
  timing: { type: 'ASAP', preOrderSlot: null },
};

describe('orderProblem (001 §5.1): the first problem as a catalogue code (issue 16)', () => {
  it('passes a complete pickup order', () => {
    expect(orderProblem(valid, { requirePayment: true })).toBeNull();
  });
  it("vehicle info active and required: at least 2 trimmed characters, else 'Please enter your vehicle information'", () => {
    const store = { ...valid.store!, vehicleInfoForPickup: { isActive: true, isRequired: true } };
    expect(orderProblem({ ...valid, store, vehicleInfo: ' a ' }, { requirePayment: true })).toEqual(
      coded('enterVehicleInfo'),
    );
    expect(
      orderProblem({ ...valid, store, vehicleInfo: 'White Patrol' }, { requirePayment: true }),
    ).toBeNull();
  });
  it("no payment type on step 2: 'Please choose a payment method'; step 1 does not ask for it", () => {
    expect(orderProblem({ ...valid, paymentType: null }, { requirePayment: true })).toEqual(
      coded('choosePaymentMethod'),
    );
    expect(orderProblem({ ...valid, paymentType: null }, { requirePayment: false })).toBeNull();
  });
  it("a missing store, brand or user is 'Something was incorrect.'", () => {
    expect(orderProblem({ ...valid, store: null }, { requirePayment: true })).toEqual(
      coded('somethingIncorrect'),
    );
    expect(orderProblem({ ...valid, brandId: null }, { requirePayment: true })).toEqual(
      coded('somethingIncorrect'),
    );
    expect(orderProblem({ ...valid, user: null }, { requirePayment: true })).toEqual(
      coded('somethingIncorrect'),
    );
  });
  it("a pre-order without slot: 'Please choose a time for pre order'", () => {
    expect(
      orderProblem({ ...valid, timing: { type: 'PREORDER', preOrderSlot: null } }, { requirePayment: true }),
    ).toEqual(coded('chooseTimeForPreOrder'));
  });

  it('issue 5: an item split over lines is capped on the sum (99 and maximumOrderQuantity, 000 §5)', () => {
    const line = (quantity: number, over: Record<string, unknown> = {}) => ({
      itemId: 'fries',
      quantity,
      name: 'Fries',
      maximumOrderQuantity: 99,
      isStockEnabled: false,
      availableStock: 0,
      ...over,
    });
    expect(orderProblem({ ...valid, lines: [line(60), line(60)] }, { requirePayment: true })).toEqual(
      coded('maxQuantityAllowed', 99, 'Fries'),
    );
    expect(
      orderProblem(
        {
          ...valid,
          lines: [line(2), line(2)].map((l) => ({ ...l, isStockEnabled: true, availableStock: 3 })),
        },
        { requirePayment: true },
      ),
    ).toEqual(coded('maxAvailableQuantity'));
    expect(orderProblem({ ...valid, lines: [line(50), line(49)] }, { requirePayment: true })).toBeNull();
  });
});
