import { z } from 'zod';
import { defineCall } from '../call.ts';
import { postBody } from '../common.ts';
import { CALL_ADDRESSES } from '../routes.ts';
import { brandSettingsDataSchema } from './brand-settings.ts';
import { previewHeaders } from './preview.ts';

/** branding/getBrandSettings — brand settings by temporary domain name (000 §7.2, §2.4 step 4). */
export const getBrandSettings = defineCall({
  ...CALL_ADDRESSES.getBrandSettings,
  summary: 'Brand settings by temporary domain name',
  // Issue 19 (000 §2.20): the preview's read-only calls accept the preview token.
  headers: previewHeaders,
  body: postBody({ temporaryDomainName: z.string().trim().min(1).max(80) }),
  data: brandSettingsDataSchema,
});
