import { z } from 'zod';
import { idSchema } from '../common.ts';
import { MESSAGES } from '../messages.ts';
import { coordinatesSchema, deliveryMethodSchema } from './delivery.ts';

/** Address types (001 §3.1). */
export const ADDRESS_TYPES = ['Home', 'Office', 'Other'] as const;

const text = (max: number) => z.string().trim().max(max).default('');

/**
 * The fields of a saved address as the add and update forms send them (001 §3.1 plus the save
 * extras): `address` required and at least 5 characters once trimmed (ADDR-01), `addressType`
 * Home | Office | Other (ADDR-02), coordinates in range (decision 0016). Shared by the web form
 * and the API.
 */
export const addressFieldsSchema = z.object({
  address: z
    .string({ error: MESSAGES.enterFullAddress })
    .trim()
    .min(1, { error: MESSAGES.enterFullAddress })
    .min(5, { error: MESSAGES.fullAddressMinLength })
    .max(500),
  addressType: z.enum(ADDRESS_TYPES, { error: MESSAGES.selectAddressType }),
  street: text(300),
  building: text(120),
  floor: text(40),
  apartmentNo: text(40),
  area: text(120),
  city: text(120),
  country: text(120),
  coordinates: coordinatesSchema,
  deliveryMethodType: deliveryMethodSchema.optional(),
  mappedAreaId: idSchema.optional(),
  /** 'distance' when saved for a DISTANCE area (001 §3.1). */
  area_type: z.enum(['distance']).optional(),
  areaId: idSchema.optional(),
  countryId: idSchema.optional(),
  cityId: idSchema.optional(),
});

/** A saved address as answered (001 §3.1): the fields plus `_id`; ids null when not saved for an area. */
export const savedAddressSchema = z.object({
  _id: z.string(),
  address: z.string(),
  addressType: z.enum(ADDRESS_TYPES),
  street: z.string(),
  building: z.string(),
  floor: z.string(),
  apartmentNo: z.string(),
  area: z.string(),
  city: z.string(),
  country: z.string(),
  coordinates: z.object({ lat: z.number(), lng: z.number() }),
  deliveryMethodType: deliveryMethodSchema.nullable(),
  mappedAreaId: z.string().nullable(),
  area_type: z.string().nullable(),
  areaId: z.string().nullable(),
  countryId: z.string().nullable(),
  cityId: z.string().nullable(),
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;
