import type { APIRequestContext } from '@playwright/test';
import type { WalkData } from './catalogue.ts';

/** The pages only a command makes: the demo business card and a preview link (filled at merge). */
export async function walkExtras(
  _request: APIRequestContext,
): Promise<Pick<WalkData, 'cardSlug' | 'preview'>> {
  return {
    cardSlug: 'sufra-demo',
    preview: { brand: 'alnile', query: 'token=none', itemPath: '/preview/item-detail' },
  };
}
