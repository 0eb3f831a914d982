/** The suggestions of the firm name (accounts spec 2.4: "free text with suggestions from a firms list"). */
import type { RegistrationFirm } from '../../../services/registration';

/** How many firms the list suggests at once. */
export const FIRM_SUGGESTION_LIMIT = 8;

/**
 * The firms whose name starts with what is typed, then those that contain it, ignoring case; none for an empty text.
 * A firm whose whole name is typed is still suggested: only a firm chosen from the list fills its id and address.
 */
export function suggestFirms(
  typed: string,
  firms: readonly RegistrationFirm[],
  limit = FIRM_SUGGESTION_LIMIT,
): RegistrationFirm[] {
  const needle = typed.trim().toLowerCase();
  if (!needle) return [];
  const starts: RegistrationFirm[] = [];
  const contains: RegistrationFirm[] = [];
  for (const firm of firms) {
    const name = firm.firmNm.toLowerCase();
    if (name.startsWith(needle)) starts.push(firm);
    else if (name.includes(needle)) contains.push(firm);
  }
  return [...starts, ...contains].slice(0, limit);
}
