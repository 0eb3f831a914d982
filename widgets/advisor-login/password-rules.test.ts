import { describe, expect, it } from 'vitest';
import { checkPassword, PASSWORD_RULES, passwordAccepted, sharesRunWithUserId } from './password-rules';

const USER_ID = 'avery.allen@northfield-advisors.com';
/** Passes every rule of accounts spec 5.2 for USER_ID. */
const GOOD = 'Kestrel#2031x';

const rule = (id: string) => {
  const found = PASSWORD_RULES.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no rule ${id}`);
  return found;
};

describe('password rules (accounts spec 5.2), each on its own', () => {
  it('a password passing every rule is accepted', () => {
    expect(passwordAccepted(GOOD, USER_ID)).toBe(true);
    expect(checkPassword(GOOD, USER_ID).every((result) => result.passed)).toBe(true);
  });

  it('8 to 240 characters', () => {
    const length = rule('length');
    expect(length.passes('Ab1#xyz', USER_ID)).toBe(false);
    expect(length.passes('Ab1#wxyz', USER_ID)).toBe(true);
    expect(length.passes(`Ab1#${'k'.repeat(236)}`, USER_ID)).toBe(true);
    expect(length.passes(`Ab1#${'k'.repeat(237)}`, USER_ID)).toBe(false);
  });

  it('at least one lowercase letter, one uppercase letter and one number', () => {
    const kinds = rule('character-kinds');
    expect(kinds.passes('kestrel#2031', USER_ID)).toBe(false);
    expect(kinds.passes('KESTREL#2031', USER_ID)).toBe(false);
    expect(kinds.passes('Kestrel#abcd', USER_ID)).toBe(false);
    expect(kinds.passes('Kestrel#2031', USER_ID)).toBe(true);
  });

  it('at least one special character from ! & # $ @', () => {
    const special = rule('special-character');
    expect(special.passes('Kestrel2031', USER_ID)).toBe(false);
    expect(special.passes('Kestrel%2031', USER_ID)).toBe(false);
    for (const character of ['!', '&', '#', '$', '@']) {
      expect(special.passes(`Kestrel${character}2031`, USER_ID)).toBe(true);
    }
  });

  it('does not contain the word "password", in any letter case', () => {
    const word = rule('no-password-word');
    expect(word.passes('MyPassWord#1', USER_ID)).toBe(false);
    expect(word.passes('xpasswordx', USER_ID)).toBe(false);
    expect(word.passes('Passw0rd#12', USER_ID)).toBe(true);
  });

  it('no character repeated 3 or more times in a row', () => {
    const repeat = rule('no-triple-repeat');
    expect(repeat.passes('Kestrel#2000', USER_ID)).toBe(false);
    expect(repeat.passes('Keeestrel#21', USER_ID)).toBe(false);
    expect(repeat.passes('Keestrel#2001', USER_ID)).toBe(true);
  });

  it('shares no run of 4 consecutive characters with the User ID, ignoring case', () => {
    const userIdRule = rule('not-like-user-id');
    expect(userIdRule.text).toBe('Your password cannot contain more than 3 characters of your User ID');
    expect(userIdRule.passes('Xavery#2031', USER_ID)).toBe(false);
    expect(userIdRule.passes('X#ALLEN2031', USER_ID)).toBe(false);
    // Three shared characters in a row are allowed.
    expect(userIdRule.passes('Xave#2031y', USER_ID)).toBe(true);
    expect(sharesRunWithUserId('abc', 'ab')).toBe(false);
  });

  it('no spaces', () => {
    const spaces = rule('no-spaces');
    expect(spaces.passes('Kestrel #2031', USER_ID)).toBe(false);
    expect(spaces.passes('Kestrel\t#2031', USER_ID)).toBe(false);
    expect(spaces.passes(GOOD, USER_ID)).toBe(true);
  });

  it('one failed rule is enough to refuse the password, and the checklist names it', () => {
    const results = checkPassword('Kestrel 2031', USER_ID);
    expect(results.filter((result) => !result.passed).map((result) => result.rule.id)).toEqual([
      'special-character',
      'no-spaces',
    ]);
    expect(passwordAccepted('Kestrel 2031', USER_ID)).toBe(false);
  });
});
