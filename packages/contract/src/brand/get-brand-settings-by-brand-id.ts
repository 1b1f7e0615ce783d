import { defineCall } from '../call.ts';
import { idSchema, postBody } from '../common.ts';
import { brandSettingsDataSchema } from './brand-settings.ts';

/** branding/get-brand-settings-by-brand-id-for-store-front — by the `brandid` header's id (000 §7.2, §2.4 step 3). */
export const getBrandSettingsByBrandId = defineCall({
  path: 'branding/get-brand-settings-by-brand-id-for-store-front',
  method: 'POST',
  auth: false,
  summary: 'Brand settings by brand id',
  body: postBody({ brandId: idSchema }),
  data: brandSettingsDataSchema,
});
