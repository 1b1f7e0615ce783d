import { z } from 'zod';
import { idSchema } from '../common.ts';
import { problemCode } from '../problem-code.ts';
import { coordinatesSchema, deliveryMethodSchema } from './delivery.ts';

/** Address types (001 §3.1). */
export const ADDRESS_TYPES = ['Home', 'Office', 'Other'] as const;

/** An optional text field of at most `max` characters, trimmed, '' when absent. */
const optionalText = (max: number) => z.string().trim().max(max).default('');

/** The catalogue codes of the address fields' refusals (001 §5.2: ADDR-01, ADDR-02). */
export type AddressFieldRefusal = 'enterFullAddress' | 'fullAddressMinLength' | 'selectAddressType';

/**
 * The fields of a saved address as the add and update forms send them (001 §3.1 plus the save
 * extras): `address` required and at least 5 characters once trimmed (ADDR-01), `addressType`
 * Home | Office | Other (ADDR-02), coordinates in range (decision 0016). Each refusal's message is
 * its catalogue code (AddressFieldRefusal; issue 16: errors by code): the API answers the code's
 * text in the request's language, the web's form writes it in the UI language.
 */
export const addressFieldsSchema = /* @__PURE__ */ (() => {
  const text = (code: AddressFieldRefusal) => problemCode(code);
  return z.object({
    address: z
      .string({ error: text('enterFullAddress') })
      .trim()
      .min(1, { error: text('enterFullAddress') })
      .min(5, { error: text('fullAddressMinLength') })
      .max(500),
    addressType: z.enum(ADDRESS_TYPES, { error: text('selectAddressType') }),
    street: optionalText(300),
    building: optionalText(120),
    floor: optionalText(40),
    apartmentNo: optionalText(40),
    area: optionalText(120),
    city: optionalText(120),
    country: optionalText(120),
    coordinates: coordinatesSchema,
    deliveryMethodType: deliveryMethodSchema.optional(),
    mappedAreaId: idSchema.optional(),
    /** 'distance' when saved for a DISTANCE area (001 §3.1). */
    area_type: z.enum(['distance']).optional(),
    areaId: idSchema.optional(),
    countryId: idSchema.optional(),
    cityId: idSchema.optional(),
  });
})();

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
