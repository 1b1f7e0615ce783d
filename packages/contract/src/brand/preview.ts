import { z } from 'zod';

/**
 * Preview mode (000 §2.20; issue 19, decision 0036). A brand not yet live opens only through its
 * preview link `{brand URL}/preview?token={token}`; the storefront sends the token on the preview's
 * read-only calls in this header. Other calls never read it: ordering, payment and sign-in refuse a
 * brand not yet live even with the token.
 */
export const PREVIEW_TOKEN_HEADER = 'x-preview-token';

/** The query key of the preview link that carries the token (`/preview?token=…`, decision 0036). */
export const PREVIEW_TOKEN_QUERY = 'token';

/**
 * The headers of a call that a preview may make: an optional `x-preview-token` of up to 200
 * characters (longer is malformed: 400 naming the header). Not checked for shape otherwise: a
 * wrong token answers 404 brandNotFound exactly as an unknown brand (decision 0036), never an
 * answer that would tell a wrong token from a brand not yet live.
 */
export const previewHeaders = z.object({ [PREVIEW_TOKEN_HEADER]: z.string().max(200).optional() });
