import { PREVIEW_TOKEN_HEADER, PREVIEW_TOKEN_QUERY } from '@sufra/contract/constants';

/**
 * The preview link's token in the browser (000 §2.20; issue 19, decision 0036). The link is
 * `{brand URL}/preview?token={token}`; the token is kept for the tab (sessionStorage) so the
 * preview's own links work, and every preview route's URL carries it too, so any preview page can
 * be shared. It is sent (`x-preview-token`) only while the page is a preview route: the rest of
 * the storefront never carries it, and a brand not yet live is unknown there.
 */
const STORAGE_KEY = 'sufra.previewToken';

/** Whether `pathname` is a preview route: `/preview…` on a custom domain, `/{slug}/preview…` on the temporary one. */
export function isPreviewPath(pathname: string): boolean {
  return /^\/(?:[^/]+\/)?preview(?:\/|$)/.test(pathname);
}

/**
 * The preview token of `location` when it is a preview route: the link's `?token=` (remembered
 * for the tab), else the one remembered; null elsewhere or when there is none.
 */
export function previewToken(
  location: Pick<Location, 'pathname' | 'search'> = window.location,
): string | null {
  if (!isPreviewPath(location.pathname)) return null;
  const given = new URLSearchParams(location.search).get(PREVIEW_TOKEN_QUERY);
  try {
    if (given) sessionStorage.setItem(STORAGE_KEY, given);
    return given || sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return given;
  }
}

/** The header that carries the preview token on a preview route (`{}` elsewhere). */
export function previewHeaders(
  location: Pick<Location, 'pathname' | 'search'> = window.location,
): Record<string, string> {
  const token = previewToken(location);
  return token ? { [PREVIEW_TOKEN_HEADER]: token } : {};
}

/** `path` (a preview route) with the token in its query, so the page can be shared as it is. */
export function withPreviewToken(path: string, query: Record<string, string> = {}): string {
  const token = previewToken();
  const search = new URLSearchParams({ ...query, ...(token ? { [PREVIEW_TOKEN_QUERY]: token } : {}) });
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
