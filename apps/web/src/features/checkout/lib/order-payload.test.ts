import type { PaymentOption } from '@sufra/contract';
import { describe, expect, it } from 'vitest';
import { buildPickupOrderPayload, listedPaymentOptions } from './order-payload.ts';

const option = (paymentType: PaymentOption['paymentType']): PaymentOption => ({
  _id: paymentType,
  paymentType,
  serviceType: 'PICKUP',
  EN: { name: paymentType },
  AR: { name: paymentType },
});

describe('pickup payment options (001 §5.4)', () => {
  it('never lists PAY_LATER and puts CREDIT_CARD first when a card integration is active', () => {
    const all = [option('CASH'), option('PAY_LATER'), option('CREDIT_CARD'), option('CARD_MACHINE')];
    expect(listedPaymentOptions(all, true).map((o) => o.paymentType)).toEqual([
      'CREDIT_CARD',
      'CASH',
      'CARD_MACHINE',
    ]);
    expect(listedPaymentOptions(all, false).map((o) => o.paymentType)).toEqual(['CASH', 'CARD_MACHINE']);
  });
});

describe('place-order payload (001 §7.3)', () => {
  it('sends AED prices, the pickup type, ASAP timing and a trimmed vehicle info', () => {
    const payload = buildPickupOrderPayload({
      brandId: 'b',
      store: { _id: 's', taxRate: 5 },
      lines: [
        {
          itemId: 'i',
          categoryId: 'c',
          quantity: 2,
          unitPriceFils: 3250,
          options: [{ optionId: 'o', modifierGroupId: 'g', quantity: 1, priceFils: 250 }],
        },
      ],
      totals: { itemsTotalFils: 6500, totalFils: 6825 },
      payment: option('CASH'),
      language: 'AR',
      specialInstructions: 'no onions',
      vehicleInfo: '  ',
      user: { phoneNumber: '+971501234567', name: 'Sara', email: null },
    });
    expect(payload.orderedMenu[0]).toEqual({
      itemId: 'i',
      categoryId: 'c',
      quantity: 2,
      price: 32.5,
      options: [{ optionId: 'o', modifierGroupId: 'g', quantity: 1, price: 2.5 }],
    });
    expect(payload.itemsTotalPrice).toBe(65);
    expect(payload.totalOrderPrice).toBe(68.25);
    expect(payload.orderType.type).toBe('PICKUP');
    expect(payload.pickupTiming).toEqual({ asap: true, time: null });
    expect(payload.pickupVehicleInfo).toBeUndefined();
    expect(payload.orderLanguage).toBe('AR');
    expect(payload.tipAmount).toBe(0);
  });
});
