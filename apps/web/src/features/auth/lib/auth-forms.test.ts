import { describe, expect, it } from 'vitest';
import { typedInto } from './otp.ts';
import { profileForm } from './profile-form.ts';

describe('profile form (002 §5)', () => {
  const message = (input: { name: string; email?: string }) => {
    const r = profileForm.safeParse(input);
    return r.success ? null : r.error.issues[0]?.message;
  };
  it('tells an empty name from a blank one', () => {
    expect(message({ name: '' })).toBe('Please enter your name');
    expect(message({ name: '   ' })).toBe('Name must be at least 1 character');
  });
  it('takes an optional email and refuses an invalid one', () => {
    expect(message({ name: 'Sara', email: '' })).toBeNull();
    expect(message({ name: 'Sara', email: 'sara@' })).toBe('Please enter a valid email address');
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
