import { readFileSync } from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { normaliseErrorMessage } from './client.ts';

const common = (lang: string) =>
  JSON.parse(readFileSync(path.resolve(__dirname, `../../../public/locales/${lang}/common.json`), 'utf8'));

beforeAll(async () => {
  await i18next.init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { common: common('en') }, ar: { common: common('ar') } },
  });
});

describe('normaliseErrorMessage (000 §5 Other rules, §8)', () => {
  it("replaces text containing 'null' or 'undefined' and empty text with 'Something was incorrect.'", () => {
    expect(normaliseErrorMessage('Cannot read undefined')).toBe('Something was incorrect.');
    expect(normaliseErrorMessage('value null')).toBe('Something was incorrect.');
    expect(normaliseErrorMessage('')).toBe('Something was incorrect.');
    expect(normaliseErrorMessage(undefined)).toBe('Something was incorrect.');
  });
  it('answers in the language asked for (issue 6)', () => {
    expect(normaliseErrorMessage('', 'AR')).toBe('حدث خطأ ما.');
  });
  it('keeps a usable message', () => {
    expect(normaliseErrorMessage('Store is closed')).toBe('Store is closed');
  });
});
