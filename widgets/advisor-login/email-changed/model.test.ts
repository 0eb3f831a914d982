import { describe, expect, it } from 'vitest';
import { choiceLabel, EMAIL_CHANGED_CHOICES, emailChangedStep } from './model';

describe('the e-mail-changed page (accounts spec 2.5, 4.7)', () => {
  it("the three choices in the spec's order, the first with the current address", () => {
    expect(EMAIL_CHANGED_CHOICES.map((choice) => choiceLabel(choice, 'sam@summit.com'))).toEqual([
      'My email address changed to sam@summit.com',
      'My email address changed to something else',
      'My email address has not changed',
    ]);
  });

  it('changed-new and changed-else go to /register?user={choice}', () => {
    expect(emailChangedStep('changed-new', '/register')).toEqual({
      next: 'register',
      url: '/register?user=changed-new',
    });
    expect(emailChangedStep('changed-else', '/register?x=1')).toEqual({
      next: 'register',
      url: '/register?x=1&user=changed-else',
    });
  });

  it('changed-none sends continuefirmid', () => {
    expect(emailChangedStep('changed-none', '/register')).toEqual({ next: 'continueFirmId' });
  });
});
