/**
 * The table link printed in a table's QR code (issue 18, decision 0032; 002 §9 query keys):
 * `{brand URL}/dine-in?store-id={storeId}&service-type=dine-in&table-number={n}&t={token}`.
 */
import { DINE_IN_QUERY_KEYS, DINE_IN_SERVICE_TYPE_QUERY } from '@sufra/contract';

/** What the brand URL is made of: its custom storefront URL, custom domains and temporary domain name. */
export interface BrandUrlParts {
  storeFrontUrl: string | null;
  hosts: string[];
  temporaryDomainName: string;
}

/** A host that only resolves on this machine (`alnile.localhost`, the demo's custom domains). */
const isLocalHost = (host: string) => host === 'localhost' || host.endsWith('.localhost');

/**
 * The brand's storefront URL (no trailing slash), as payment links build it (cli/payment-link.ts):
 * 1. the brand's custom storefront URL (`brands.store_front_url`) when set;
 * 2. else its first custom domain of `brand_domains` as `https://{host}` (a `*.localhost` demo
 *    domain is skipped: it has no scheme or port a printed card could carry);
 * 3. else the shared temporary domain `{publicUrl}/{temporaryDomainName}`, where `publicUrl` is
 *    SUFRA_PUBLIC_URL or `http://localhost:{PORT}` (the caller decides).
 */
export function brandBaseUrl(brand: BrandUrlParts, publicUrl: string): string {
  if (brand.storeFrontUrl) return brand.storeFrontUrl.replace(/\/+$/, '');
  const host = brand.hosts.find((h) => !isLocalHost(h));
  if (host) return `https://${host}`;
  return `${publicUrl.replace(/\/+$/, '')}/${brand.temporaryDomainName}`;
}

/**
 * The link of table `tableNumber` (1–999) of `storeId` with its `token` (decision 0032), on
 * `baseUrl` (brandBaseUrl, or the CLI's `--base-url`).
 */
export function tableLink(baseUrl: string, storeId: string, tableNumber: number, token: string): string {
  const query = new URLSearchParams({
    [DINE_IN_QUERY_KEYS.storeId]: storeId,
    [DINE_IN_QUERY_KEYS.serviceType]: DINE_IN_SERVICE_TYPE_QUERY,
    [DINE_IN_QUERY_KEYS.tableNumber]: String(tableNumber),
    [DINE_IN_QUERY_KEYS.token]: token,
  });
  return `${baseUrl.replace(/\/+$/, '')}/dine-in?${query.toString()}`;
}
