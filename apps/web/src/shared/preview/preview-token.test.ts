import { afterEach, describe, expect, it } from 'vitest';
import { isPreviewPath, previewHeaders, previewToken } from './preview-token.ts';

const at = (pathname: string, search = '') => ({ pathname, search });

describe('the preview link’s token (000 §2.20; issue 19, decision 0036)', () => {
  afterEach(() => sessionStorage.clear());

  it('preview routes: /preview… on a custom domain, /{slug}/preview… on the temporary one; nothing else', () => {
    for (const p of ['/preview', '/preview/item-detail', '/alnile/preview', '/alnile/preview/item-image'])
      expect(isPreviewPath(p), p).toBe(true);
    for (const p of ['/', '/alnile', '/alnile/item/1/2', '/alnile/previews', '/a/b/preview', '/previewx'])
      expect(isPreviewPath(p), p).toBe(false);
  });

  it('the link’s ?token= is used and kept for the tab; later preview pages use the kept one', () => {
    expect(previewToken(at('/alnile/preview', '?token=abc'))).toBe('abc');
    expect(previewToken(at('/alnile/preview/item-detail', '?item=1'))).toBe('abc');
    expect(previewHeaders(at('/alnile/preview'))).toEqual({ 'x-preview-token': 'abc' });
  });

  it('outside preview routes the token is never sent, even when kept', () => {
    previewToken(at('/alnile/preview', '?token=abc'));
    expect(previewToken(at('/alnile', '?token=abc'))).toBeNull();
    expect(previewHeaders(at('/alnile/order/checkout'))).toEqual({});
  });

  it('no token anywhere: none is sent', () => {
    expect(previewHeaders(at('/alnile/preview'))).toEqual({});
  });
});
