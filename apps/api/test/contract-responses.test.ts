import { placeOrderV2 } from '@sufra/contract';
import { describe, expect, it } from 'vitest';
import { checkResponse } from '../src/http/register-call.ts';

/**
 * Issue 16: in the API tests every contract call's answer is parsed with its `data` schema before
 * it is sent (register-call.ts, SUFRA_CHECK_RESPONSES set by vitest.config.ts), so a test of any
 * call fails when the server answers something its contract does not describe.
 */
describe('answers checked against their contract in the API tests (issue 16)', () => {
  it('is on in this test run', () => {
    expect(process.env.SUFRA_CHECK_RESPONSES).toBe('true');
  });

  it('refuses an answer its contract does not describe, naming the call and the field', () => {
    expect(() => checkResponse(placeOrderV2, { savedOrder: { _id: 42 } })).toThrow(
      /^order\/place-order-v2: the answer does not match its contract at savedOrder\./,
    );
  });
});
