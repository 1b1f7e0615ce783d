import { defineCall } from '../call.ts';
import { idSchema, postBody } from '../common.ts';
import { CALL_ADDRESSES } from '../routes.ts';
import { brandSettingsDataSchema } from './brand-settings.ts';
import { previewHeaders } from './preview.ts';

/** branding/get-brand-settings-by-brand-id-for-store-front — by the `brandid` header's id (000 §7.2, §2.4 step 3). */
export const getBrandSettingsByBrandId = defineCall({
  ...CALL_ADDRESSES.getBrandSettingsByBrandId,
  summary: 'Brand settings by brand id',
  // Issue 19 (000 §2.20): the preview's read-only calls accept the preview token.
  headers: previewHeaders,
  body: postBody({ brandId: idSchema }),
  data: brandSettingsDataSchema,
});
