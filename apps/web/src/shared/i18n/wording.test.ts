import { MESSAGES } from '@sufra/contract';
import { describe, expect, it } from 'vitest';

const files = import.meta.glob<Record<string, unknown>>('../../../public/locales/en/*.json', {
  eager: true,
  import: 'default',
});
/** The English text of `key` in the `ns` texts file. */
const en = (ns: string, key: string) => files[`../../../public/locales/en/${ns}.json`]?.[key];
/** Every English text of the storefront, flat. */
const allTexts = Object.values(files).flatMap((texts) =>
  Object.values(texts).filter((v): v is string => typeof v === 'string'),
);

// 0100 IS48: where the spec gives alternative wordings, Sufra picked 'Signup/Login', 'Choose Payment
// Method', the default error without a trailing full stop, 'Store is closed' and 'Track Order'.
describe("the picked wording among the spec's alternatives (000 §2.5, §2.16, §5, §8; 001 §2.8; IS48)", () => {
  it("IS48: 'Signup/Login', not 'Log in / Sign up'", () => {
    expect(en('common', 'signupLogin')).toBe('Signup/Login');
    expect(allTexts).not.toContain('Log in / Sign up');
  });

  it("IS48: 'Choose Payment Method', not 'Pay with'", () => {
    expect(en('checkout', 'choosePaymentMethod')).toBe('Choose Payment Method');
    expect(allTexts).not.toContain('Pay with');
  });

  it('IS48: the default error has no trailing full stop, in the app and in the API messages', () => {
    const text = "We're sorry, but something went wrong. Please try again";
    expect(en('common', 'defaultError')).toBe(text);
    expect(MESSAGES.defaultError).toBe(text);
    expect(allTexts).not.toContain(`${text}.`);
  });

  it("IS48: 'Store is closed', capitalised, wherever it is said", () => {
    for (const ns of ['common', 'item', 'menu']) expect(en(ns, 'storeClosed'), ns).toBe('Store is closed');
    expect(MESSAGES.storeIsClosed).toBe('Store is closed');
    expect(allTexts).not.toContain('store is closed');
  });

  it("IS48: 'Track Order' on the storefront's order pages (the dine-in order-placed page keeps 002 §2.10's 'Track order')", () => {
    expect(en('orders', 'trackOrder')).toBe('Track Order');
    expect(en('dine-in', 'trackOrder')).toBe('Track order');
    expect(allTexts).not.toContain('track order');
  });
});
