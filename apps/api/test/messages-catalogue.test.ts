import { type LocalizedText, MESSAGE_CATALOGUE, type MessageKey, messageTexts } from '@sufra/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLES } from '../../../packages/contract/test/message-samples.ts';
import { installErrorHandler } from '../src/http/error-handler.ts';
import { AppError } from '../src/platform/errors.ts';

/**
 * Errors by code (issue 16): for every code of the catalogue (packages/contract messages.ts), a
 * refusal thrown as `new AppError(code, status, { args })` is answered by the app's error handler
 * as `{ success: 0, code, message }` with the catalogue's text of that code in the request's
 * language — the Arabic for an Arabic request, the English otherwise — never built from English.
 */
const textsOf = messageTexts as (key: MessageKey, ...args: unknown[]) => LocalizedText;
const ARABIC = /[\u0600-\u06FF]/;
const codes = Object.keys(MESSAGE_CATALOGUE) as MessageKey[];
let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  installErrorHandler(app);
  app.post('/refuse/:code', async (request) => {
    const code = (request.params as { code: MessageKey }).code;
    throw new AppError(code, 409, { args: (SAMPLES[code] ?? []) as never });
  });
  await app.ready();
});
afterAll(() => app.close());

describe('every code of the catalogue through the error handler (issue 16)', () => {
  it(`walks the ${codes.length} codes in Arabic and in English`, async () => {
    expect(codes.length).toBeGreaterThan(100);
    for (const code of codes) {
      const texts = textsOf(code, ...(SAMPLES[code] ?? []));
      for (const language of ['AR', 'EN'] as const) {
        const res = await app.inject({ method: 'POST', url: `/refuse/${code}`, payload: { language } });
        expect(res.statusCode, code).toBe(409);
        expect(res.json(), `${code} ${language}`).toEqual({ success: 0, code, message: texts[language] });
      }
      expect(texts.AR, code).toMatch(ARABIC);
      expect(texts.AR, code).not.toBe(texts.EN);
    }
  });

  it('a request without a language, or with another one, is answered in English', async () => {
    for (const payload of [{}, { language: 'FR' }]) {
      const res = await app.inject({ method: 'POST', url: '/refuse/couponNotFound', payload });
      expect(res.json()).toEqual({
        success: 0,
        code: 'couponNotFound',
        message: MESSAGE_CATALOGUE.couponNotFound.EN,
      });
    }
  });
});
