/**
 * Reading the page's query parameters (products spec 2.3, 2.10, 2.11): flags, repeated or comma-separated lists,
 * and values kept only when they name known options (spec 5 "kept only when they match known options").
 */

export type QueryInput = string | URLSearchParams;

export function params(input: QueryInput): URLSearchParams {
  return typeof input === 'string' ? new URLSearchParams(input.startsWith('?') ? input.slice(1) : input) : input;
}

const TRUE_VALUES = new Set(['', 'true', '1', 'yes', 'on']);

/** A flag parameter: present bare (?expandable) or with a true-like value; any other value is ignored. */
export function flag(search: URLSearchParams, name: string): boolean {
  return search.getAll(name).some((v) => TRUE_VALUES.has(v.trim().toLowerCase()));
}

/** Every value of a parameter, repeated and/or comma-separated, trimmed, blanks dropped. */
export function listValues(search: URLSearchParams, name: string): string[] {
  return search
    .getAll(name)
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter((v) => v !== '');
}

/** The known options the values name (case-insensitive), in the options' order, each once. */
export function keepKnown(values: readonly string[], known: readonly string[]): string[] {
  const wanted = new Set(values.map((v) => v.toLowerCase()));
  return known.filter((option) => wanted.has(option.toLowerCase()));
}
