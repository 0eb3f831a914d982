import { describe, expect, it } from 'vitest';
import { judgeFormCheck, MIN_FILL_MS, waitBeforeSending } from './form-check';

describe("the contact forms' robot check", () => {
  it('a person: an empty honeypot and at least the minimum fill time', () => {
    expect(judgeFormCheck({ honeypot: '', elapsedMs: MIN_FILL_MS })).toBe('person');
    expect(judgeFormCheck({ honeypot: '', elapsedMs: 60_000 })).toBe('person');
  });

  it('a robot: anything in the honeypot, however slow', () => {
    expect(judgeFormCheck({ honeypot: 'https://spam.example', elapsedMs: 60_000 })).toBe('robot');
    expect(judgeFormCheck({ honeypot: ' ', elapsedMs: 60_000 })).toBe('robot');
  });

  it('too fast: sent sooner than the minimum fill time', () => {
    expect(judgeFormCheck({ honeypot: '', elapsedMs: MIN_FILL_MS - 1 })).toBe('too-fast');
  });

  it('invalid: missing, or of another shape', () => {
    expect(judgeFormCheck(undefined)).toBe('invalid');
    expect(judgeFormCheck({ honeypot: '' })).toBe('invalid');
    expect(judgeFormCheck({ honeypot: '', elapsedMs: -5 })).toBe('invalid');
    expect(judgeFormCheck({ honeypot: 1, elapsedMs: 5000 })).toBe('invalid');
    expect(judgeFormCheck({ honeypot: '', elapsedMs: Number.POSITIVE_INFINITY })).toBe('invalid');
  });

  it('the form waits out the rest of the minimum before it sends, and not at all after it', () => {
    expect(waitBeforeSending(10_000, 10_000)).toBe(MIN_FILL_MS);
    expect(waitBeforeSending(10_000, 11_000)).toBe(MIN_FILL_MS - 1000);
    expect(waitBeforeSending(10_000, 10_000 + MIN_FILL_MS)).toBe(0);
    expect(waitBeforeSending(10_000, 90_000)).toBe(0);
  });
});
