import { DINE_IN_MESSAGES } from '@sufra/contract';
import { describe, expect, it } from 'vitest';
import ar from '../../../../public/locales/ar/dine-in.json';
import en from '../../../../public/locales/en/dine-in.json';

describe("the dine-in texts repeat the catalogue's tableNotFound word for word (decision 0032)", () => {
  it('in English and in Arabic', () => {
    expect(en.tableNotFound).toBe(DINE_IN_MESSAGES.tableNotFound.EN);
    expect(ar.tableNotFound).toBe(DINE_IN_MESSAGES.tableNotFound.AR);
  });
});
