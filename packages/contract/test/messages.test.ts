import { describe, expect, it } from 'vitest';
import {
  type LocalizedText,
  MESSAGE_CATALOGUE,
  MESSAGES,
  MESSAGES_AR,
  type MessageKey,
  messageTexts,
} from '../src/messages.ts';
import { codeText, isMessageKey } from '../src/messages-by-code.ts';
import { SAMPLES } from './message-samples.ts';

/** messageTexts with the values of any key (the samples below). */
const textsOf = messageTexts as (key: MessageKey, ...args: unknown[]) => LocalizedText;

const ARABIC = /[\u0600-\u06FF]/;

describe('message catalogue (issue 6: every API message in EN and AR)', () => {
  const keys = Object.keys(MESSAGE_CATALOGUE) as MessageKey[];

  it('every key has a non-empty English and an Arabic text in Arabic script', () => {
    expect(keys.length).toBeGreaterThan(40);
    for (const key of keys) {
      const entry = MESSAGE_CATALOGUE[key] as { EN: unknown; AR: unknown };
      const args = SAMPLES[key] ?? [];
      if (typeof entry.EN === 'function') expect(SAMPLES[key], `${key} needs sample values`).toBeDefined();
      const { EN, AR } = textsOf(key, ...args);
      expect(EN.trim(), key).not.toBe('');
      expect(AR.trim(), key).not.toBe('');
      expect(AR, key).toMatch(ARABIC);
      expect(EN, key).not.toMatch(ARABIC);
    }
  });

  it('MESSAGES keeps the spec English verbatim (IS52); MESSAGES_AR is the Arabic view', () => {
    expect(MESSAGES.somethingIncorrect).toBe('Something was incorrect.');
    expect(MESSAGES.emptyMenu).toBe('Store is either closed or not have and active menu');
    expect(MESSAGES.maxQuantityAllowed(3, 'Burger')).toBe('3 is the maximum quantity allowed for Burger');
    expect(MESSAGES.groupMinimum(1, 'Drinks')).toBe(
      'Please select at least 1 side options from the Drinks section to proceed',
    );
    expect(MESSAGES_AR.menuUpdated).toBe(
      'نعتذر عن الإزعاج. تم تحديث قائمتنا للتو. يرجى تحديث الصفحة لرؤية أحدث إصدار',
    );
  });

  it('every code a contract schema gives as its zod message is a catalogue text without values (issue 16)', () => {
    for (const code of [
      'mustBeValidId',
      'pathSegmentShape',
      'codeIsFourDigits',
      'mustBePhoneNumber',
      'basketIsEmpty',
      'enterSearchText',
      'searchTextTooLong',
      'latitudeRange',
      'longitudeRange',
    ] as const) {
      expect(typeof MESSAGES[code], code).toBe('string');
      expect(MESSAGES_AR[code], code).not.toBe(MESSAGES[code]);
    }
  });

  it('isMessageKey tells a catalogue key (a code) from any other text', () => {
    expect(isMessageKey('invalidTip')).toBe(true);
    expect(isMessageKey(MESSAGES.invalidTip)).toBe(false);
    expect(isMessageKey('toString')).toBe(false);
  });

  it('codeText writes a code of a text without values in the language; any other string as it is', () => {
    expect(codeText('invalidTip', 'AR')).toBe(MESSAGES_AR.invalidTip);
    expect(codeText('enterFullAddress', 'EN')).toBe(MESSAGES.enterFullAddress);
    expect(codeText('maxQuantityAllowed', 'AR')).toBe('maxQuantityAllowed');
    expect(codeText('Too big: expected string to have <=500 characters', 'AR')).toBe(
      'Too big: expected string to have <=500 characters',
    );
  });
});
