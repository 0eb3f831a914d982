import { describe, expect, it } from 'vitest';
import { formatPhone, isValidPhone, lastFour, maskPhone, phoneDigits, routeLabel } from './phone';

describe('phone numbers (accounts spec 5.3, 9)', () => {
  it('keeps digits only, at most 10', () => {
    expect(phoneDigits('(617) 555-0134 ext. 9')).toBe('6175550134');
    expect(phoneDigits('abc')).toBe('');
  });

  it('shows a number as XXX.XXX.XXXX as far as it is typed', () => {
    expect(formatPhone('617')).toBe('617');
    expect(formatPhone('6175')).toBe('617.5');
    expect(formatPhone('617555')).toBe('617.555');
    expect(formatPhone('6175550134')).toBe('617.555.0134');
    expect(formatPhone('617.555.0134')).toBe('617.555.0134');
  });

  it('a valid number has exactly 10 digits', () => {
    expect(isValidPhone('617555013')).toBe(false);
    expect(isValidPhone('617.555.0134')).toBe(true);
  });

  it('masks a number or a masked route as XXX.XXX.{last4}', () => {
    expect(lastFour('***-***-4821')).toBe('4821');
    expect(maskPhone('6175550134')).toBe('XXX.XXX.0134');
    expect(maskPhone('***-***-4821')).toBe('XXX.XXX.4821');
  });

  it('labels the routes as the challenge choice does (accounts spec 2.1)', () => {
    expect(routeLabel('SMS', '***-***-4821')).toBe('Text a code to: XXX.XXX.4821');
    expect(routeLabel('IVR', '***-***-7390')).toBe('Call me with a code at: XXX.XXX.7390');
  });
});
