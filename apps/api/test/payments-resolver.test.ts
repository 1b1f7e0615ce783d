import {
  afterSavedCardsFetch,
  autoSelectPayment,
  checkoutPaymentOptions,
  type IntegrationLike,
  MESSAGES,
  MESSAGES_AR,
  meetsOnlineMinimum,
  type PaymentType,
  providerKindOf,
  resolvePaymentProvider,
} from '@sufra/contract';
import { describe, expect, it } from 'vitest';
import { paymentPath } from '../src/modules/payments/payment-state.ts';
import { signWebhook, verifyWebhookSignature } from '../src/modules/payments/webhook-signature.ts';

const gateway = (name: string, metaData: Record<string, unknown> = {}, isActive = true): IntegrationLike => ({
  name,
  category: 'PAYMENT_GATEWAY',
  isActive,
  metaData,
});
const elements = gateway('STRIPE', { publishableKey: 'pk_test_1' });
const frames = gateway('CHECKOUT_COM');
const hostedPage = gateway('HOSTED_PAGE');
const hostedIframe = gateway('HOSTED_IFRAME');
const option = (paymentType: PaymentType) => ({ _id: paymentType, paymentType });

describe('provider resolver (001 §3.9, §4.7, §5.4; issue 9)', () => {
  it('001 §3.9: the card-frames identifier is read in both spellings; names are upper-case constants', () => {
    expect(providerKindOf('CHECKOUT')).toBe('card-frames');
    expect(providerKindOf('CHECKOUT_COM')).toBe('card-frames');
    expect(providerKindOf('STRIPE')).toBe('card-elements');
    expect(providerKindOf('ANALYTICS')).toBeNull();
  });

  it('PAY-02: precedence card-elements, then card-frames, then hosted-page, then hosted-iframe', () => {
    expect(resolvePaymentProvider([hostedIframe, hostedPage, frames, elements]).kind).toBe('card-elements');
    expect(resolvePaymentProvider([hostedIframe, hostedPage, frames]).kind).toBe('card-frames');
    expect(resolvePaymentProvider([hostedIframe, hostedPage]).kind).toBe('hosted-page');
    expect(resolvePaymentProvider([hostedIframe]).kind).toBe('hosted-iframe');
  });

  it('none: nothing active, another category, an unknown name, or card-elements without a publishable key (LINK-02)', () => {
    expect(resolvePaymentProvider([])).toEqual({ kind: 'none' });
    expect(resolvePaymentProvider([gateway('STRIPE', { publishableKey: 'pk' }, false)])).toEqual({
      kind: 'none',
    });
    expect(resolvePaymentProvider([{ ...elements, category: 'ANALYTICS' }])).toEqual({ kind: 'none' });
    expect(resolvePaymentProvider([gateway('SOMEPAY')])).toEqual({ kind: 'none' });
    expect(resolvePaymentProvider([gateway('STRIPE', { publishableKey: '  ' })])).toEqual({ kind: 'none' });
  });

  it("PAY-08: 'Add new card' for card-elements, card-frames and hosted-iframe; 'Pay with card' for hosted-page; wallets only with card-elements (PAY-14)", () => {
    expect(resolvePaymentProvider([elements])).toEqual({
      kind: 'card-elements',
      gateway: 'STRIPE',
      sandbox: false,
      publishableKey: 'pk_test_1',
      newCardLabel: 'Add new card',
      savedCards: true,
      wallets: true,
    });
    expect(resolvePaymentProvider([frames])).toMatchObject({
      newCardLabel: 'Add new card',
      savedCards: true,
    });
    expect(resolvePaymentProvider([hostedIframe])).toMatchObject({
      newCardLabel: 'Add new card',
      savedCards: false,
    });
    expect(resolvePaymentProvider([hostedPage])).toMatchObject({
      newCardLabel: 'Pay with card',
      savedCards: false,
    });
    expect(resolvePaymentProvider([frames])).not.toHaveProperty('wallets');
    expect(
      resolvePaymentProvider([gateway('STRIPE', { publishableKey: 'pk', mode: 'sandbox' })]),
    ).toMatchObject({
      sandbox: true,
    });
  });

  it('PAY-08: CREDIT_CARD first, hidden with no gateway; PAY_LATER never for DELIVERY or PICKUP, kept for DINE_IN', () => {
    const store = [option('CASH'), option('PAY_LATER'), option('CREDIT_CARD'), option('CARD_MACHINE')];
    const card = resolvePaymentProvider([elements]);
    const none = resolvePaymentProvider([]);
    const types = (list: { paymentType: string }[]) => list.map((o) => o.paymentType);
    expect(types(checkoutPaymentOptions(store, 'DELIVERY', card))).toEqual([
      'CREDIT_CARD',
      'CASH',
      'CARD_MACHINE',
    ]);
    expect(types(checkoutPaymentOptions(store, 'PICKUP', card))).toEqual([
      'CREDIT_CARD',
      'CASH',
      'CARD_MACHINE',
    ]);
    expect(types(checkoutPaymentOptions(store, 'PICKUP', none))).toEqual(['CASH', 'CARD_MACHINE']);
    expect(types(checkoutPaymentOptions(store, 'DINE_IN', card))).toEqual([
      'CREDIT_CARD',
      'CASH',
      'PAY_LATER',
      'CARD_MACHINE',
    ]);
  });

  it('PAY-01: no auto-selection without a card gateway or without CREDIT_CARD for the service', () => {
    expect(autoSelectPayment(resolvePaymentProvider([]), [option('CREDIT_CARD')], 0)).toBeNull();
    expect(autoSelectPayment(resolvePaymentProvider([elements]), [option('CASH')], 0)).toBeNull();
  });

  it('PAY-02: card-elements / card-frames fetch cards when none are loaded, else saved_card; hosted-page with no cards → new_card; hosted-iframe selects only the option', () => {
    const opts = [option('CASH'), option('CREDIT_CARD')];
    expect(autoSelectPayment(resolvePaymentProvider([elements]), opts, 0)).toEqual({
      option: option('CREDIT_CARD'),
      type: 'FETCH_CARDS',
    });
    expect(autoSelectPayment(resolvePaymentProvider([frames]), opts, 2)?.type).toBe('SAVED_CARDS');
    expect(autoSelectPayment(resolvePaymentProvider([hostedPage]), opts, 0)?.type).toBe('NEW_CARD');
    expect(autoSelectPayment(resolvePaymentProvider([hostedIframe]), opts, 0)).toEqual({
      option: option('CREDIT_CARD'),
      type: null,
    });
  });

  it('PAY-03: after a fetch, ≥ 1 card → first selected, SAVED_CARDS; failure or none → empty, NEW_CARD', () => {
    expect(afterSavedCardsFetch(true, ['c1', 'c2'])).toEqual({
      cards: ['c1', 'c2'],
      selected: 'c1',
      type: 'SAVED_CARDS',
    });
    expect(afterSavedCardsFetch(true, [])).toEqual({ cards: [], selected: null, type: 'NEW_CARD' });
    expect(afterSavedCardsFetch(false, ['c1'])).toEqual({ cards: [], selected: null, type: 'NEW_CARD' });
  });
});

describe('TOT-20 online minimum (001 §5.4, §9)', () => {
  it('card and wallet payments need MORE than 2 AED: 200 fils refused, 201 fils accepted; non-integers refused', () => {
    expect(meetsOnlineMinimum(200)).toBe(false);
    expect(meetsOnlineMinimum(201)).toBe(true);
    expect(meetsOnlineMinimum(0)).toBe(false);
    expect(meetsOnlineMinimum(250.5)).toBe(false);
    expect(meetsOnlineMinimum(Number.NaN)).toBe(false);
    expect(MESSAGES.addMoreThanTwoAED).toContain('2 AED');
    expect(MESSAGES_AR.addMoreThanTwoAED).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('payment state machine (decision 0019)', () => {
  it('paths: an out-of-order refund passes through SUCCEEDED; older reports are unreachable', () => {
    expect(paymentPath('PENDING', 'REFUNDED')).toEqual(['SUCCEEDED', 'REFUNDED']);
    expect(paymentPath('REQUIRES_ACTION', 'SUCCEEDED')).toEqual(['SUCCEEDED']);
    expect(paymentPath('SUCCEEDED', 'SUCCEEDED')).toEqual([]);
    expect(paymentPath('SUCCEEDED', 'FAILED')).toBeNull();
    expect(paymentPath('SUCCEEDED', 'REQUIRES_ACTION')).toBeNull();
    expect(paymentPath('REFUNDED', 'PARTIALLY_REFUNDED')).toBeNull();
    expect(paymentPath('FAILED', 'SUCCEEDED')).toBeNull();
  });
});

describe('webhook signatures (Stripe scheme: t=…,v1=HMAC-SHA256(t + "." + body), 300 s tolerance)', () => {
  const body = Buffer.from('{"id":"evt_1"}');
  const now = 1_800_000_000;
  it('valid, tampered, wrong secret, stale both ways, malformed, missing, rotated secrets', () => {
    const header = signWebhook('whsec_a_long_secret', now, body);
    expect(header).toMatch(/^t=1800000000,v1=[0-9a-f]{64}$/);
    expect(verifyWebhookSignature(header, body, 'whsec_a_long_secret', now)).toBeNull();
    expect(verifyWebhookSignature(header, body, 'whsec_a_long_secret', now + 300)).toBeNull();
    expect(verifyWebhookSignature(header, Buffer.from('{"id":"evt_2"}'), 'whsec_a_long_secret', now)).toBe(
      'mismatch',
    );
    expect(verifyWebhookSignature(header, body, 'whsec_other_secret', now)).toBe('mismatch');
    expect(verifyWebhookSignature(header, body, 'whsec_a_long_secret', now + 301)).toBe('stale');
    expect(verifyWebhookSignature(header, body, 'whsec_a_long_secret', now - 301)).toBe('stale');
    expect(verifyWebhookSignature('t=abc,v1=00', body, 'whsec_a_long_secret', now)).toBe('malformed');
    expect(verifyWebhookSignature(undefined, body, 'whsec_a_long_secret', now)).toBe('missing');
    const rotated = `${signWebhook('whsec_old_secret_x', now, body)},${header.split(',')[1]}`;
    expect(verifyWebhookSignature(rotated, body, 'whsec_a_long_secret', now)).toBeNull();
  });
});
