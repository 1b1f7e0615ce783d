import { describe, expect, it } from 'vitest';
import { createIframePaymentOrder, getAllActiveDiscountsV2 } from '../src/index.ts';
import { CALL_ADDRESSES } from '../src/routes.ts';

/**
 * Catalogue ambiguities settled on the contract (docs/decisions/0100-spec-ambiguities.md); each
 * test names its id.
 */
describe('spec ambiguities settled on the contract (decision 0100)', () => {
  it("IS28: the hosted-iframe provider's path segment is the kind, 'hosted-iframe' — not 002 §7's 'payby' nor a placeholder", () => {
    const iframe = {
      create: CALL_ADDRESSES.createIframePaymentOrder.path,
      confirm: CALL_ADDRESSES.iframePaymentConfirmation.path,
      refund: CALL_ADDRESSES.iframePaymentRefund.path,
    };
    expect(iframe).toEqual({
      create: 'payment-gateway/hosted-iframe/create-payment-intent',
      confirm: 'payment-gateway/hosted-iframe/payment-confirmation',
      refund: 'payment-gateway/hosted-iframe/payment-refund',
    });
    const every = Object.values(CALL_ADDRESSES).map((a) => a.path);
    expect(every.filter((p) => /payby|\{|iframe-provider/i.test(p))).toEqual([]);
  });

  it("IS28: the wire field keeps the spec's name, payByPayload (001 §7.8)", () => {
    const body = {
      orderId: '00000000-0000-4000-8000-000000000001',
      payByPayload: { totalAmount: { currency: 'AED', amount: 30 }, redirectUrl: '/payment-confirm' },
      metaData: {
        storeId: '00000000-0000-4000-8000-000000000002',
        brandId: '00000000-0000-4000-8000-000000000003',
      },
    };
    expect(createIframePaymentOrder.body.safeParse(body).success).toBe(true);
    const { payByPayload, ...renamed } = body;
    expect(createIframePaymentOrder.body.safeParse({ ...renamed, payload: payByPayload }).success).toBe(
      false,
    );
  });

  it("IS47: discounts' page is sent as 'COUPONS_POPUP' and accepted in any case ('coupons_popup')", () => {
    const brandId = '00000000-0000-4000-8000-000000000003';
    for (const page of ['COUPONS_POPUP', 'coupons_popup'])
      expect(getAllActiveDiscountsV2.body.parse({ brandId, page }).page).toBe(page);
  });
});
