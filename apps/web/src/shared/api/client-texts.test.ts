import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MESSAGES, MESSAGES_AR } from '@sufra/contract';
import { describe, expect, it } from 'vitest';

const locale = (lang: 'en' | 'ar') =>
  JSON.parse(
    readFileSync(path.resolve(__dirname, `../../../public/locales/${lang}/common.json`), 'utf8'),
  ) as Record<string, string>;

describe("the client's fallback texts are the catalogue's (000 §8; issue 6: one catalogue)", () => {
  for (const key of ['somethingIncorrect', 'defaultError'] as const) {
    it(`${key}: EN and AR word for word`, () => {
      expect(locale('en')[key]).toBe(MESSAGES[key]);
      expect(locale('ar')[key]).toBe(MESSAGES_AR[key]);
    });
  }
});
