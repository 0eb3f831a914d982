/**
 * Phone numbers (accounts spec 5.3, 9): digits only, at most 10, shown as XXX.XXX.XXXX; masked XXX.XXX.{last4}.
 */

/** accounts spec 9: "Phone: 10 digits". */
export const PHONE_DIGITS = 10;

/** accounts spec 5.3: "Must be exactly 10 digits". */
export const PHONE_INVALID = 'The phone number you entered is not valid. Please check the number and try again.';

/** accounts spec 5.3: "Digits only, at most 10". */
export function phoneDigits(input: string): string {
  return input.replace(/\D/g, '').slice(0, PHONE_DIGITS);
}

/** accounts spec 5.3: "shown as XXX.XXX.XXXX", as far as the digits go ("555", "555.012", "555.012.3456"). */
export function formatPhone(input: string): string {
  const digits = phoneDigits(input);
  return [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)].filter(Boolean).join('.');
}

export function isValidPhone(input: string): boolean {
  return phoneDigits(input).length === PHONE_DIGITS;
}

/** The last four digits of a number or of a masked route ("***-***-1234", "XXX.XXX.1234"). */
export function lastFour(address: string): string {
  return address.replace(/\D/g, '').slice(-4);
}

/** accounts spec 2.1, 9: "masked XXX.XXX.{last4}". */
export function maskPhone(address: string): string {
  return `XXX.XXX.${lastFour(address)}`;
}

/** accounts spec 2.1 panel 2: "Text a code to: XXX.XXX.{last4}" and "Call me with a code at: XXX.XXX.{last4}". */
export function routeLabel(channel: string, address: string): string {
  return channel === 'IVR' ? `Call me with a code at: ${maskPhone(address)}` : `Text a code to: ${maskPhone(address)}`;
}
