import { describe, expect, it } from 'vitest';
import type { StorePaymentOptions } from '../src/db/json-shapes.ts';
import { paymentTypesFor } from '../src/modules/stores/payment-rules.ts';

describe('paymentTypesFor (001 §5.4; issue 16: a rule in the stores module, not its mapper)', () => {
  const store: { paymentOptions: StorePaymentOptions } = {
    paymentOptions: {
      DELIVERY: ['CASH', 'PAY_LATER', 'CREDIT_CARD'],
      PICKUP: ['CARD_MACHINE', 'CASH', 'CREDIT_CARD'],
      DINE_IN: ['PAY_LATER', 'CASH', 'CREDIT_CARD'],
    },
  };

  it('lists CREDIT_CARD first and keeps the stored order of the others', () => {
    expect(paymentTypesFor(store, 'PICKUP')).toEqual(['CREDIT_CARD', 'CARD_MACHINE', 'CASH']);
    expect(paymentTypesFor(store, 'DINE_IN')).toEqual(['CREDIT_CARD', 'PAY_LATER', 'CASH']);
  });

  it('never offers PAY_LATER outside dine-in, whatever is stored', () => {
    expect(paymentTypesFor(store, 'DELIVERY')).toEqual(['CREDIT_CARD', 'CASH']);
    expect(paymentTypesFor({ paymentOptions: { PICKUP: ['PAY_LATER'] } }, 'PICKUP')).toEqual([]);
  });

  it('offers nothing for a service the store leaves out, and does not change what is stored', () => {
    expect(paymentTypesFor({ paymentOptions: {} }, 'DELIVERY')).toEqual([]);
    paymentTypesFor(store, 'PICKUP');
    expect(store.paymentOptions.PICKUP).toEqual(['CARD_MACHINE', 'CASH', 'CREDIT_CARD']);
  });
});
