import { z, type ZodMiniType } from './zod';
import { checkContentLink, sameSiteTarget } from './links';

/**
 * One `data-*` attribute of an element: how its string value is read, its default, and the words the
 * manifest, the element pages in docs/ and the console error use for it. The attribute map of an element is the single
 * source of its props type, its documentation and its validation.
 */
export interface AttributeDef<T> {
  /** Value used when the attribute is absent, empty or invalid. */
  readonly default: T;
  /** Documentation for the manifest and the element pages (docs/elements/). */
  readonly description: string;
  /** TypeScript-style type text for the manifest, e.g. `number` or `"general" | "institutional"`. */
  readonly type: string;
  /** What is allowed, in words, for the console error: `a number of days greater than 0`. */
  readonly allowed: string;
  /** Text written in the manifest as the default (undefined when there is none). */
  readonly defaultText?: string;
  /** Reads the attribute's string value; null means absent. */
  parse(raw: string | null): ParseResult<T>;
}

export type ParseResult<T> = { ok: true; value: T } | { ok: false };

export type AttributeMap = Record<string, AttributeDef<unknown>>;

/** The props a widget receives: one value per attribute, already parsed. */
export type AttributeValues<M extends AttributeMap> = {
  [K in keyof M]: M[K] extends AttributeDef<infer T> ? T : never;
};

/** `expiryDays` -> `data-expiry-days`. */
export function attributeName(prop: string): string {
  return `data-${prop.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}

function fromSchema<T>(
  schema: ZodMiniType<T>,
  convert: (raw: string) => unknown,
  meta: { default: T; description: string; type: string; allowed: string; defaultText?: string },
): AttributeDef<T> {
  return {
    ...meta,
    parse(raw) {
      // An empty value counts as absent: CMS templates often render `data-x=""` for an unset field.
      if (raw === null || raw.trim() === '') return { ok: true, value: meta.default };
      const result = z.safeParse(schema, convert(raw.trim()));
      return result.success ? { ok: true, value: result.data } : { ok: false };
    },
  };
}

const quoted = (value: string) => JSON.stringify(value);

export const attr = {
  /** Free text. */
  string(options: { default: string; description: string; pattern?: RegExp; allowed?: string }): AttributeDef<string> {
    const schema = options.pattern ? z.string().check(z.regex(options.pattern)) : z.string();
    return fromSchema(schema, (raw) => raw, {
      default: options.default,
      description: options.description,
      type: 'string',
      allowed: options.allowed ?? 'any text',
      defaultText: options.default === '' ? undefined : quoted(options.default),
    });
  },

  /** Optional free text: undefined when absent. */
  optionalString(options: {
    description: string;
    pattern?: RegExp;
    allowed?: string;
    /** The effective default in words, when the widget derives one (for the manifest). */
    defaultText?: string;
  }): AttributeDef<string | undefined> {
    const schema = options.pattern ? z.string().check(z.regex(options.pattern)) : z.string();
    return fromSchema<string | undefined>(schema, (raw) => raw, {
      default: undefined,
      description: options.description,
      type: 'string',
      allowed: options.allowed ?? 'any text',
      defaultText: options.defaultText,
    });
  },

  /**
   * Optional: a link that must stay on this site (where a choice leads, a redirect): a path or a URL of the page's
   * own origin. Another host (also written `//host` or `/\\host`) or a javascript: / data: link is refused.
   */
  siteUrl(options: { description: string; defaultText?: string }): AttributeDef<string | undefined> {
    return {
      default: undefined,
      description: options.description,
      type: 'string',
      allowed: 'a path or URL on this site (not another host, not a javascript: or data: link)',
      defaultText: options.defaultText,
      parse(raw) {
        if (raw === null || raw.trim() === '') return { ok: true, value: undefined };
        const value = raw.trim();
        return sameSiteTarget(value) ? { ok: true, value } : { ok: false };
      },
    };
  },

  /**
   * A link from the page's template (where a button leads, an image): a path, or a URL of this site or of a site the
   * page configuration allows (`allowedOrigins`; runtime/links.ts `contentLink`). Another host, also written `//host`
   * or `/\\host`, and a javascript: or data: link are refused with the attribute error.
   */
  link(options: { default: string; description: string; defaultText?: string }): AttributeDef<string> {
    return linkAttribute(options.default, options.description, options.defaultText ?? quoted(options.default));
  },

  /** `link`, optional: undefined when absent (the widget then derives its own, given as `defaultText`). */
  optionalLink(options: { description: string; defaultText?: string }): AttributeDef<string | undefined> {
    return linkAttribute<string | undefined>(undefined, options.description, options.defaultText);
  },

  /** A number written in decimal notation, within optional bounds. */
  number(options: {
    default: number;
    description: string;
    min?: number;
    max?: number;
    exclusiveMin?: boolean;
    integer?: boolean;
    unit?: string;
  }): AttributeDef<number> {
    const checks = [];
    if (options.min !== undefined) checks.push(options.exclusiveMin ? z.gt(options.min) : z.gte(options.min));
    if (options.max !== undefined) checks.push(z.lte(options.max));
    const schema = (options.integer ? z.int() : z.number()).check(...checks);
    const kind = options.integer ? 'a whole number' : 'a number';
    const unit = options.unit ? ` of ${options.unit}` : '';
    const bounds = [
      options.min !== undefined ? `${options.exclusiveMin ? 'greater than' : 'at least'} ${options.min}` : '',
      options.max !== undefined ? `at most ${options.max}` : '',
    ]
      .filter(Boolean)
      .join(' and ');
    return fromSchema(schema, (raw) => (/^-?\d+(\.\d+)?$/.test(raw) ? Number(raw) : Number.NaN), {
      default: options.default,
      description: options.description,
      type: 'number',
      allowed: `${kind}${unit}${bounds ? ` ${bounds}` : ''}`,
      defaultText: String(options.default),
    });
  },

  /**
   * A presence boolean, written HTML-style: `<x data-sticky>` or `data-sticky="true"` is true; absent or
   * `"false"` is false.
   */
  boolean(options: { description: string }): AttributeDef<boolean> {
    return {
      default: false,
      description: options.description,
      type: 'boolean',
      allowed: 'present (true) or absent (false); "true" and "false" are also understood',
      defaultText: 'false',
      parse(raw) {
        if (raw === null) return { ok: true, value: false };
        const value = raw.trim().toLowerCase();
        if (value === '' || value === 'true') return { ok: true, value: true };
        if (value === 'false') return { ok: true, value: false };
        return { ok: false };
      },
    };
  },

  /** One of a fixed list of words. */
  oneOf<const V extends string>(values: readonly V[], options: { default: V; description: string }): AttributeDef<V> {
    const schema = z.enum(values as unknown as [V, ...V[]]) as unknown as ZodMiniType<V>;
    return fromSchema(schema, (raw) => raw, {
      default: options.default,
      description: options.description,
      type: values.map(quoted).join(' | '),
      allowed: `one of ${values.map(quoted).join(', ')}`,
      defaultText: quoted(options.default),
    });
  },
};

/** One of a fixed list of words, or undefined when absent. */
export function optionalOneOf<const V extends string>(
  values: readonly V[],
  options: { description: string },
): AttributeDef<V | undefined> {
  const schema = z.enum(values as unknown as [V, ...V[]]) as unknown as ZodMiniType<V | undefined>;
  return fromSchema(schema, (raw) => raw, {
    default: undefined,
    description: options.description,
    type: values.map(quoted).join(' | '),
    allowed: `one of ${values.map(quoted).join(', ')}`,
  });
}

const LINK_ALLOWED =
  'a path, or a URL of this site or of a site listed in the page configuration\'s "allowedOrigins" (not another host, not a javascript: or data: link)';

function linkAttribute<T extends string | undefined>(
  fallback: T,
  description: string,
  defaultText: string | undefined,
): AttributeDef<T> {
  return {
    default: fallback,
    description,
    type: 'string',
    allowed: LINK_ALLOWED,
    defaultText,
    parse(raw) {
      if (raw === null || raw.trim() === '') return { ok: true, value: fallback };
      const value = raw.trim();
      return checkContentLink(value).href === value ? { ok: true, value: value as T } : { ok: false };
    },
  };
}

export interface AttributeIssue {
  attribute: string;
  value: string;
  allowed: string;
  fallback: string | undefined;
}

/** Reads every attribute of the map from an element; invalid values fall back to the default and are reported. */
export function readAttributes<M extends AttributeMap>(
  map: M,
  getAttribute: (name: string) => string | null,
): { values: AttributeValues<M>; issues: AttributeIssue[] } {
  const values: Record<string, unknown> = {};
  const issues: AttributeIssue[] = [];
  for (const [prop, def] of Object.entries(map)) {
    const name = attributeName(prop);
    const raw = getAttribute(name);
    const result = def.parse(raw);
    if (result.ok) {
      values[prop] = result.value;
    } else {
      values[prop] = def.default;
      issues.push({ attribute: name, value: raw ?? '', allowed: def.allowed, fallback: def.defaultText });
    }
  }
  return { values: values as AttributeValues<M>, issues };
}

/** The one console message for a bad attribute: element, attribute, value, what is allowed, what is used. */
export function describeIssue(tag: string, issue: AttributeIssue): string {
  const fallback = issue.fallback === undefined ? 'the attribute is ignored' : `using the default ${issue.fallback}`;
  return `<${tag}>: ${issue.attribute}=${JSON.stringify(issue.value)} is not allowed; expected ${issue.allowed}. Until it is fixed, ${fallback}.`;
}
