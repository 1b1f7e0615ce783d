import { z } from 'zod';
import { defineCall } from '../call.ts';
import { idSchema, postBody } from '../common.ts';
import { CALL_ADDRESSES } from '../routes.ts';
import { areaRefSchema, cityRefSchema, countryRefSchema, deliveryMethodSchema } from './delivery.ts';

/** An entry of deliveryAreas (001 §3.3): one of four shapes, by the brand's method. */
export const brandDeliveryAreaSchema = z.union([
  /** AREA_BASED: a city with its areas served by at least one store. */
  z.object({ cityInfo: cityRefSchema, cityAreas: z.array(z.object({ areaInfo: areaRefSchema })) }),
  /** MAPPED_AREA_BASED: a city with its active mapped areas. */
  z.object({
    city: z.object({ en: z.string(), ar: z.string() }),
    areas: z.array(
      z.object({
        mappedAreaId: z.string(),
        translations: z.object({ en: z.object({ name: z.string() }), ar: z.object({ name: z.string() }) }),
      }),
    ),
  }),
  /** COUNTRY_BASED. */
  z.object({ _id: z.string(), countryID: countryRefSchema }),
  /** CITY_BASED. */
  z.object({ _id: z.string(), cityID: cityRefSchema }),
]);
export type BrandDeliveryArea = z.infer<typeof brandDeliveryAreaSchema>;

/**
 * delivery-method/get-brand-delivery-areas (001 §3.3, §4.2, §7.2): the brand's method and the
 * areas its stores deliver to. `updateMethod` is accepted (the client sends true) and changes
 * nothing. A brand without a method is 404 MESSAGES.noDeliveryMethod.
 */
export const getBrandDeliveryAreas = defineCall({
  ...CALL_ADDRESSES.getBrandDeliveryAreas,
  summary: "The brand's shipping method and delivery areas",
  body: postBody({ brandId: idSchema, updateMethod: z.boolean().optional() }),
  data: z.object({ deliveryMethod: deliveryMethodSchema, deliveryAreas: z.array(brandDeliveryAreaSchema) }),
});
