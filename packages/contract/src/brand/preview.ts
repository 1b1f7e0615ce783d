import { z } from 'zod';
import { PREVIEW_TOKEN_HEADER } from '../constants.ts';

/**
 * The headers of a call that a preview may make: an optional `x-preview-token` of up to 200
 * characters (longer is malformed: 400 naming the header). Not checked for shape otherwise: a
 * wrong token answers 404 brandNotFound exactly as an unknown brand (decision 0036), never an
 * answer that would tell a wrong token from a brand not yet live.
 */
export const previewHeaders = z.object({ [PREVIEW_TOKEN_HEADER]: z.string().max(200).optional() });
