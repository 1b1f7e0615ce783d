/**
 * Typed translation keys (CONVENTIONS: typed keys from the EN files): every `t('key')` and
 * `t('ns:key')` is checked against apps/web/public/locales/en/<ns>.json, so a key missing from
 * the English texts — or misspelt — fails the type check instead of showing the raw key to a
 * customer. The Arabic files have the same keys (plural forms aside): locales.test.ts.
 */
import type auth from '../../../public/locales/en/auth.json';
import type basket from '../../../public/locales/en/basket.json';
import type businessCard from '../../../public/locales/en/business-card.json';
import type checkout from '../../../public/locales/en/checkout.json';
import type common from '../../../public/locales/en/common.json';
import type delivery from '../../../public/locales/en/delivery.json';
import type dineIn from '../../../public/locales/en/dine-in.json';
import type item from '../../../public/locales/en/item.json';
import type kitchen from '../../../public/locales/en/kitchen.json';
import type menu from '../../../public/locales/en/menu.json';
import type orders from '../../../public/locales/en/orders.json';
import type paymentLink from '../../../public/locales/en/payment-link.json';
import type payments from '../../../public/locales/en/payments.json';
import type promotions from '../../../public/locales/en/promotions.json';
import type split from '../../../public/locales/en/split.json';
import type timing from '../../../public/locales/en/timing.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      auth: typeof auth;
      basket: typeof basket;
      'business-card': typeof businessCard;
      checkout: typeof checkout;
      common: typeof common;
      delivery: typeof delivery;
      'dine-in': typeof dineIn;
      item: typeof item;
      kitchen: typeof kitchen;
      menu: typeof menu;
      orders: typeof orders;
      'payment-link': typeof paymentLink;
      payments: typeof payments;
      promotions: typeof promotions;
      split: typeof split;
      timing: typeof timing;
    };
  }
}
