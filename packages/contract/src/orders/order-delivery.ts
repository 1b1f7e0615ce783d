import { z } from 'zod';
import { idSchema } from '../common.ts';
import { ADDRESS_TYPES } from '../delivery/address.ts';
import { deliveryMethodSchema, latitudeSchema, longitudeSchema } from '../delivery/delivery.ts';

const text = (max: number) => z.string().trim().max(max).default('');

/**
 * The delivery address of a placed order (001 §7.3 deliveryAddress): either `userAddressId`, one
 * of the customer's saved addresses (001 §3.1 `_id`; the server reads every field from it and
 * ignores the inline ones), or the inline address — `address`, `addressType`, `street`, `city`
 * and `orderDeliveryLoc {type 'Point', coordinates [lat, lng]}` (degrees: finite numbers, lat
 * −90…90, lng −180…180; strings, null and out-of-range values → 400, decision 0016). `countryId`,
 * `cityId`, `areaId` (Sufra) carry the area of an area-based method for an inline address.
 * Unknown fields (userId, selectedDeliveryMethodInfo…) are accepted and dropped.
 */
export const orderDeliveryAddressSchema = z.object({
  userAddressId: idSchema.optional(),
  address: z.string().trim().max(500).optional(),
  addressType: z.enum(ADDRESS_TYPES).optional(),
  street: text(300),
  building: text(120),
  floor: text(40),
  /** The spec's spelling (001 §7.3); `apartmentNo` (001 §3.1) is read too. */
  appartmentNo: text(40),
  apartmentNo: text(40),
  area: text(120),
  city: text(120),
  country: text(120),
  orderDeliveryLoc: z
    .object({ type: z.literal('Point'), coordinates: z.tuple([latitudeSchema, longitudeSchema]) })
    .optional(),
  selectedDeliveryMethodInfo: z.object({ methodName: deliveryMethodSchema.optional() }).optional(),
  countryId: idSchema.optional(),
  cityId: idSchema.optional(),
  areaId: idSchema.optional(),
});
export type OrderDeliveryAddress = z.infer<typeof orderDeliveryAddressSchema>;

/**
 * The chosen pre-order slot (001 §7.3 preOrderSlot, 000 §3 Order timing): the slot text
 * 'HH:mm - HH:mm' (or its start 'HH:mm'), or the timing state's `{ day, time, slotIndex }`;
 * `day` (or `preOrderDay`) is 'YYYY-MM-DD' in Asia/Dubai, as availablePreOrderSlots… lists it.
 */
export const preOrderSlotSchema = z.union([
  z.string().trim().max(40),
  z.object({
    day: z.string().trim().max(40).optional(),
    date: z.string().trim().max(40).optional(),
    time: z.string().trim().max(40).optional(),
    slotIndex: z.number().int().min(0).max(10_000).optional(),
  }),
]);

/**
 * The delivery address and slot as an order keeps and answers them (Sufra, issue 8): the address
 * fields, the point [lat, lng], the zone or area entry that served it with its terms (fee and
 * minimum in AED, time in minutes). Only the order's own customer reads it (never the link holder).
 */
export const placedDeliverySchema = z.object({
  address: z.string(),
  addressType: z.string(),
  street: z.string(),
  building: z.string(),
  floor: z.string(),
  apartmentNo: z.string(),
  area: z.string(),
  city: z.string(),
  country: z.string(),
  orderDeliveryLoc: z.object({ type: z.literal('Point'), coordinates: z.tuple([z.number(), z.number()]) }),
  deliveryMethod: deliveryMethodSchema,
  /** The mapped area (MAPPED_AREA_BASED) or the store's area entry (area-based) that served the order. */
  zoneId: z.string(),
  areaName: z.object({ en: z.string(), ar: z.string() }),
  deliveryFee: z.number(),
  minOrder: z.number(),
  deliveryTime: z.number(),
});
export type PlacedDelivery = z.infer<typeof placedDeliverySchema>;
