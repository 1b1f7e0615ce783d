import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { useBrand } from '../shared/brand/brand-context.tsx';
import { isStaticPageAlias } from '../shared/config/static-page-alias.ts';

/**
 * The route `/{pageId}` (000 §2.3; IS13, decision 0036): the static page (`page`, which reads the
 * same `pageId` parameter) when `pageId` is the alias of an active page of the brand
 * (isStaticPageAlias), else `unknown` — the unknown-path handling of 000 §2.2.
 */
export function StaticPageAlias({ page, unknown }: { page: ReactNode; unknown: ReactNode }) {
  const { pageId = '' } = useParams();
  return isStaticPageAlias(useBrand().setting.staticPages, pageId) ? page : unknown;
}
