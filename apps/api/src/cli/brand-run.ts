import { parseArgs } from 'node:util';
import { PREVIEW_TOKEN_QUERY } from '@sufra/contract';
import type { BrandCommand, BrandCommandResult } from '../modules/brand/brand-command.ts';
import { brandBaseUrl } from '../modules/dine-in/tables-link.ts';

export const BRAND_USAGE = [
  'usage: npm run brand -- preview --brand <temporaryDomainName> [--rotate]',
  '       npm run brand -- live --brand <temporaryDomainName>',
  '       npm run brand -- unlive --brand <temporaryDomainName>',
].join('\n');

/** The command line as a brand command, or null (usage) when it is not one. */
export function brandCommandOf(argv: string[]): BrandCommand | null {
  const { values, positionals } = parseArgs({
    args: argv,
    options: { brand: { type: 'string' }, rotate: { type: 'boolean' } },
    allowPositionals: true,
  });
  const [action] = positionals;
  if (!values.brand || positionals.length !== 1) return null;
  if (action === 'preview') return { action, brand: values.brand, rotate: values.rotate === true };
  if ((action === 'live' || action === 'unlive') && !values.rotate) return { action, brand: values.brand };
  return null;
}

/**
 * The preview link (000 §2.20; decision 0036): `{brand URL}/preview?token={token}`, the brand URL as
 * table links build it (brandBaseUrl: custom storefront URL, custom domain, else `{publicUrl}/{slug}`).
 */
export function previewLink(result: BrandCommandResult, publicUrl: string): string | null {
  if (!result.previewToken) return null;
  const query = new URLSearchParams({ [PREVIEW_TOKEN_QUERY]: result.previewToken });
  return `${brandBaseUrl(result, publicUrl)}/preview?${query}`;
}
