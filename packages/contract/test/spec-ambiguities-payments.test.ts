import { describe, expect, it } from 'vitest';
import {
  ALL_CALLS,
  afterSavedCardsFetch,
  checkoutPaymentOptions,
  initiateFramesPaymentRequest,
  PAYMENT_TYPES,
} from '../src/index.ts';

/** Issue 19: the payment ambiguities of decision 0100 (IS30, IS31, IS54); IS32 is pinned in payment-confirm.test.tsx. */
describe('payment ambiguities settled (decision 0100)', () => {
  it('IS30: the card-frames initiate answer is the common envelope — success at the top, no data.success; orderRef = framesResponse.id', () => {
    expect(Object.keys(initiateFramesPaymentRequest.data.shape)).toEqual(['gatewayData']);
    const parsed = initiateFramesPaymentRequest.data.parse({
      gatewayData: {
        axiosResData: { framesResponse: { id: 'pay_1' } },
        redirectLink: null,
        three_d_secure_redirection_required: false,
      },
    });
    expect(parsed.gatewayData.axiosResData.framesResponse.id).toBe('pay_1');
    // The path is written with the spec's trailing slash (001 §7.6); the server answers both forms.
    expect(initiateFramesPaymentRequest.path.endsWith('/')).toBe(true);
  });

  it('IS31: one payment-type enumeration, the union of 001 §3.6 and §9; PAY_LATER only for dine-in', () => {
    expect([...PAYMENT_TYPES].sort()).toEqual(
      ['CARD_MACHINE', 'CASH', 'CREDIT_CARD', 'PAYMENT_GATEWAY', 'PAY_LATER', 'PAY_NOW'].sort(),
    );
    const options = [{ paymentType: 'CASH' as const }, { paymentType: 'PAY_LATER' as const }];
    const none = { kind: 'none' } as const;
    expect(checkoutPaymentOptions(options, 'PICKUP', none).map((o) => o.paymentType)).toEqual(['CASH']);
    expect(checkoutPaymentOptions(options, 'DINE_IN', none).map((o) => o.paymentType)).toEqual([
      'CASH',
      'PAY_LATER',
    ]);
  });

  it("IS54: the checkout's card selection is SAVED_CARDS / NEW_CARD (001 §4.7), UI state only: no call sends either spelling", () => {
    expect(afterSavedCardsFetch(true, ['c1']).type).toBe('SAVED_CARDS');
    expect(afterSavedCardsFetch(true, []).type).toBe('NEW_CARD');
    for (const call of ALL_CALLS) {
      const text = JSON.stringify(call.body.toJSONSchema?.({ unrepresentable: 'any', io: 'input' }) ?? {});
      expect(text, call.path).not.toMatch(/saved_card|new_card|SAVED_CARDS|NEW_CARD/);
    }
  });
});
