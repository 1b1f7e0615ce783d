import { coded, MESSAGES, MESSAGES_AR } from '@sufra/contract';
import { describe, expect, it } from 'vitest';
import { failureMessage, shownText } from './shown-message.ts';

describe('shown messages (issue 16: errors by code)', () => {
  it('a code is written in the language asked, with its values; a text is shown as it is', () => {
    expect(shownText(coded('addMoreThanTwoAED'), 'AR')).toBe(MESSAGES_AR.addMoreThanTwoAED);
    expect(shownText(coded('maxQuantityAllowed', 3, 'برجر'), 'AR')).toBe(
      MESSAGES_AR.maxQuantityAllowed(3, 'برجر'),
    );
    expect(shownText(coded('addMoreThanTwoAED'), 'EN')).toBe(MESSAGES.addMoreThanTwoAED);
    expect(shownText({ text: MESSAGES_AR.bankDeclined }, 'EN')).toBe(MESSAGES_AR.bankDeclined);
    expect(failureMessage(new Error('رفض'))).toEqual({ text: 'رفض' });
  });
});
