import { describe, expect, it } from 'vitest';
import { codeForm } from './code-form.ts';
import { typedInto } from './otp.ts';
import { phoneForm } from './phone-form.ts';
import { profileForm } from './profile-form.ts';

describe('profile form (002 §5): refusals by catalogue code (issue 16)', () => {
  const message = (input: { name: string; email?: string }) => {
    const r = profileForm.safeParse(input);
    return r.success ? null : r.error.issues[0]?.message;
  };
  it('tells an empty name from a blank one', () => {
    expect(message({ name: '' })).toBe('enterName');
    expect(message({ name: '   ' })).toBe('nameMinLength');
  });
  it('takes an optional email and refuses an invalid one', () => {
    expect(message({ name: 'Sara', email: '' })).toBeNull();
    expect(message({ name: 'Sara', email: 'sara@' })).toBe('validEmail');
    expect(profileForm.parse({ name: ' Sara ', email: 'sara@example.com' }).name).toBe('Sara');
  });
});

describe('code boxes (002 §2.12)', () => {
  it('a new digit replaces the one already in the box; an autofilled code is kept whole', () => {
    expect(typedInto('', '٥')).toBe('٥');
    expect(typedInto('5', '53')).toBe('3');
    expect(typedInto('5', '35')).toBe('3');
    expect(typedInto('', '1234')).toBe('1234');
  });
});

describe('sign-in form (002 §2.11, §5)', () => {
  const parse = (phone: string) => phoneForm.safeParse({ phone });
  it('a UAE mobile, typed with spaces or Arabic-Indic digits, parses to E.164', () => {
    expect(parse('050 123 4567').data?.phone).toBe('+971501234567');
    expect(parse('٠٥٠١٢٣٤٥٦٧').data?.phone).toBe('+971501234567');
  });
  it("anything else is 'workingMobileNumber' ('Please provide a working mobile number.')", () => {
    for (const phone of ['', '050 123', '04 123 4567', 'abc']) {
      expect(parse(phone).error?.issues[0]?.message).toBe('workingMobileNumber');
    }
  });
});

describe('code form (002 §2.12)', () => {
  it('four boxes, Latin or Arabic-Indic digits, make the 4-digit code the server checks', () => {
    expect(codeForm.parse({ code: ['١', '٢', '3', '4'] }).code).toBe('1234');
    expect(codeForm.safeParse({ code: ['1', '2', '3', ''] }).success).toBe(false);
  });
});
