import { z } from 'zod';
import { defineCall } from '../call.ts';
import { idSchema, postBody } from '../common.ts';
import { CALL_ADDRESSES } from '../routes.ts';

/** An amount in AED (2 decimals) in the export (CONVENTIONS: fils inside, AED at the edge). */
const aed = z.number();

/** One line of an exported order: its title as ordered, quantity, prices in AED and the chosen options. */
const exportedLineSchema = z.object({
  title: z.object({ en: z.string(), ar: z.string() }),
  quantity: z.number().int(),
  unitPrice: aed,
  lineTotal: aed,
  options: z.array(
    z.object({ name: z.object({ en: z.string(), ar: z.string() }), quantity: z.number().int(), price: aed }),
  ),
});

/**
 * One exported order (issue 19): number, status, service and payment type, store name, dates
 * (ISO 8601) and the totals of 000 §2.15 in AED, with its lines.
 */
const exportedOrderSchema = z.object({
  orderNumber: z.string(),
  status: z.string(),
  serviceType: z.string(),
  paymentType: z.string(),
  placedAt: z.string(),
  store: z.object({ en: z.string(), ar: z.string() }),
  currency: z.literal('AED'),
  itemsTotal: aed,
  discount: aed,
  deliveryFee: aed,
  tax: aed,
  tip: aed,
  loyalty: aed,
  total: aed,
  lines: z.array(exportedLineSchema),
});

/**
 * `data` of user/export-my-data (issue 19, decision 0034): everything Sufra keeps of the signed-in
 * customer at this brand — the profile, saved addresses, saved cards (brand, last four and
 * expiry only: Sufra never holds a card number), the wallet (AED) and its ledger, and the orders
 * with lines and totals (AED). Never another customer's data, a token, a code hash or a provider id.
 */
export const myDataSchema = z.object({
  exportedAt: z.string(),
  brand: z.object({ id: z.string(), name: z.string() }),
  profile: z.object({
    customerId: z.string(),
    phoneNumber: z.string(),
    name: z.string().nullable(),
    email: z.string().nullable(),
    createdAt: z.string(),
  }),
  addresses: z.array(
    z.object({
      addressType: z.string(),
      address: z.string(),
      street: z.string(),
      building: z.string(),
      floor: z.string(),
      apartmentNo: z.string(),
      area: z.string(),
      city: z.string(),
      country: z.string(),
      lat: z.number(),
      lng: z.number(),
      createdAt: z.string(),
    }),
  ),
  savedCards: z.array(
    z.object({ cardBrand: z.string(), last4: z.string(), expMonth: z.number(), expYear: z.number() }),
  ),
  wallet: z.object({ balance: aed, lifetimeSpending: aed }).nullable(),
  walletLedger: z.array(
    z.object({
      kind: z.string(),
      amount: aed,
      balanceAfter: aed,
      orderNumber: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  orders: z.array(exportedOrderSchema),
});

/** user/export-my-data — the signed-in customer's data at this brand as JSON (issue 19). */
export const exportMyData = defineCall({
  ...CALL_ADDRESSES.exportMyData,
  summary: "Download the signed-in customer's data at this brand (profile, addresses, cards, wallet, orders)",
  body: postBody({ brandId: idSchema }),
  data: myDataSchema,
});
