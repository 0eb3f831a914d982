/**
 * The query language of the content system's HAL API, as the widgets use it (site spec 7 "Content API",
 * products spec 7): _scope (a path prefix), _sort (fields, "-" for descending), _limit (-1 for all), _offset,
 * _fields and _expr: jcr:contains on a property, or @property='value' equality, joined with "and" and "or"
 * ("and" binding tighter). Pure functions over a list of documents.
 */
import type { HalDocument } from './data/types';

export interface DocumentQuery {
  scope?: string;
  sort: Array<{ field: string; descending: boolean }>;
  /** undefined: every document. */
  limit?: number;
  offset: number;
  fields?: string[];
  /** Alternatives ("or") of clauses that must all hold ("and"); no alternative: every document. */
  expr: ExprClause[][];
}

export interface ExprClause {
  /** jcr:contains (a text match, or a key among the keys) or equality. */
  test: 'contains' | 'equals';
  /** With its "@", or "." for the whole document (contains only). */
  property: string;
  value: string;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

const CONTAINS = /^jcr:contains\(\s*(@[\w:.-]+|\.)\s*,\s*'([^']*)'\s*\)$/i;
const EQUALS = /^(@[\w:.-]+)\s*=\s*'([^']*)'$/;

/** Splits an expression at " and " / " or " outside quoted values. */
function splitExpression(expression: string): Array<{ clause: string; joiner: 'and' | 'or' | undefined }> {
  const parts: Array<{ clause: string; joiner: 'and' | 'or' | undefined }> = [];
  let quoted = false;
  let start = 0;
  let joiner: 'and' | 'or' | undefined;
  for (let i = 0; i < expression.length; i += 1) {
    if (expression[i] === "'") quoted = !quoted;
    if (quoted) continue;
    const match = /^\s+(and|or)\s+/i.exec(expression.slice(i));
    if (!match) continue;
    parts.push({ clause: expression.slice(start, i).trim(), joiner });
    joiner = match[1]!.toLowerCase() as 'and' | 'or';
    i += match[0].length - 1;
    start = i + 1;
  }
  parts.push({ clause: expression.slice(start).trim(), joiner });
  return parts;
}

function parseExpression(expression: string): Parsed<ExprClause[][]> {
  const alternatives: ExprClause[][] = [];
  for (const { clause, joiner } of splitExpression(expression)) {
    const contains = CONTAINS.exec(clause);
    const equals = contains ? null : EQUALS.exec(clause);
    if (!contains && !equals)
      return {
        ok: false,
        error: `Unsupported _expr "${clause}"; supported: jcr:contains(@property, 'text') and @property='value'`,
      };
    const parsed: ExprClause = contains
      ? { test: 'contains', property: contains[1] as string, value: contains[2] as string }
      : { test: 'equals', property: equals![1] as string, value: equals![2] as string };
    if (joiner === 'and') alternatives[alternatives.length - 1]!.push(parsed);
    else alternatives.push([parsed]);
  }
  return { ok: true, value: alternatives };
}

function parseInteger(name: string, raw: string | null): Parsed<number | undefined> {
  if (raw === null || raw.trim() === '') return { ok: true, value: undefined };
  if (!/^-?\d+$/.test(raw.trim())) return { ok: false, error: `${name} must be an integer, got "${raw}"` };
  return { ok: true, value: Number(raw) };
}

/** Reads the query parameters of a documents call. */
export function parseDocumentQuery(params: URLSearchParams): Parsed<DocumentQuery> {
  const limit = parseInteger('_limit', params.get('_limit'));
  if (!limit.ok) return limit;
  const offset = parseInteger('_offset', params.get('_offset'));
  if (!offset.ok) return offset;
  if (limit.value !== undefined && limit.value < -1)
    return { ok: false, error: '_limit must be -1 (all) or at least 0' };
  if (offset.value !== undefined && offset.value < 0) return { ok: false, error: '_offset must be at least 0' };

  let expr: DocumentQuery['expr'] = [];
  const rawExpr = params.get('_expr');
  if (rawExpr?.trim()) {
    const parsed = parseExpression(rawExpr.trim());
    if (!parsed.ok) return parsed;
    expr = parsed.value;
  }

  const sort = (params.get('_sort') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => ({ field: s.replace(/^-/, ''), descending: s.startsWith('-') }));

  const rawFields = params.get('_fields');
  const fields = rawFields
    ? rawFields
        .split(',')
        .map((f) => f.trim())
        .filter(Boolean)
    : undefined;

  const scope = params.get('_scope')?.trim();
  return {
    ok: true,
    value: {
      ...(scope ? { scope: scope.length > 1 ? scope.replace(/\/+$/, '') : scope } : {}),
      sort,
      ...(limit.value === undefined || limit.value === -1 ? {} : { limit: limit.value }),
      offset: offset.value ?? 0,
      ...(fields ? { fields } : {}),
      expr,
    },
  };
}

/** A path lies in a scope when it is the scope or below it (segment-wise: /a/b is not in /a/bc). */
export function inScope(path: string, scope: string | undefined): boolean {
  if (!scope || scope === '/') return true;
  return path === scope || path.startsWith(`${scope}/`);
}

/** A document's value for a property named with or without its namespace (cti:title, cm:productType, title). */
export function propertyValue(doc: HalDocument, property: string): unknown {
  if (property in doc) return doc[property];
  if (property === 'hippotaxonomy:keys') return doc.keys;
  const local = property.includes(':') ? property.slice(property.lastIndexOf(':') + 1) : property;
  if (local in doc) return doc[local];
  if (local === 'name' || local === 'id' || local === 'path' || local === 'type') return doc._meta[local];
  return undefined;
}

function containsText(value: unknown, text: string): boolean {
  const needle = text.toLowerCase();
  if (value === undefined || value === null) return false;
  if (Array.isArray(value))
    return value.some((item) => (typeof item === 'string' ? item.toLowerCase() === needle : containsText(item, text)));
  if (typeof value === 'string') return value.toLowerCase().includes(needle);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value).toLowerCase() === needle;
  return JSON.stringify(value).toLowerCase().includes(needle);
}

/** Equality: the property's value (or one of its values) is the text. */
function equalsText(value: unknown, text: string): boolean {
  if (Array.isArray(value)) return value.some((item) => equalsText(item, text));
  return (
    (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') && String(value) === text
  );
}

function matchesClause(doc: HalDocument, { test, property, value }: ExprClause): boolean {
  if (property === '.') return containsText(doc, value);
  const found = propertyValue(doc, property.slice(1));
  return test === 'equals' ? equalsText(found, value) : containsText(found, value);
}

/**
 * jcr:contains: a taxonomy key among the keys, or the text within a property (or anywhere for "."); equality:
 * the property is the value. A document matches when all the clauses of one alternative hold.
 */
export function matchesExpr(doc: HalDocument, expr: DocumentQuery['expr']): boolean {
  return expr.length === 0 || expr.some((clauses) => clauses.every((clause) => matchesClause(doc, clause)));
}

function compareValues(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'en', { sensitivity: 'base', numeric: true });
}

export function sortDocuments(docs: HalDocument[], sort: DocumentQuery['sort']): HalDocument[] {
  return docs.sort((x, y) => {
    for (const { field, descending } of sort) {
      const a = propertyValue(x, field);
      const b = propertyValue(y, field);
      const missingA = a === undefined || a === null || a === '';
      const missingB = b === undefined || b === null || b === '';
      // Documents without the field come last in either direction.
      if (missingA || missingB) {
        if (missingA && missingB) continue;
        return missingA ? 1 : -1;
      }
      const order = compareValues(a, b);
      if (order !== 0) return descending ? -order : order;
    }
    return x._meta.path < y._meta.path ? -1 : x._meta.path > y._meta.path ? 1 : 0;
  });
}

/** Only the requested fields (and _meta, which every answer keeps). */
export function selectFields(doc: HalDocument, fields: readonly string[] | undefined): HalDocument {
  if (!fields) return doc;
  const out: HalDocument = { _meta: doc._meta };
  for (const field of fields) {
    const value = propertyValue(doc, field);
    if (value !== undefined) out[field.includes(':') ? field.slice(field.lastIndexOf(':') + 1) : field] = value;
  }
  return out;
}

export interface DocumentList {
  totalSize: number;
  documents: HalDocument[];
}

export function queryDocuments(all: readonly HalDocument[], query: DocumentQuery): DocumentList {
  const matching = all.filter((doc) => inScope(doc._meta.path, query.scope) && matchesExpr(doc, query.expr));
  const sorted = query.sort.length ? sortDocuments(matching, query.sort) : matching;
  const end = query.limit === undefined ? undefined : query.offset + query.limit;
  return {
    totalSize: matching.length,
    documents: sorted.slice(query.offset, end).map((doc) => selectFields(doc, query.fields)),
  };
}

export interface Folder {
  _meta: { path: string; name: string; type: 'hippostd:folder' };
  name: string;
  displayName: string;
  /** How many documents lie in the folder and below. */
  documentCount: number;
}

/** The folders directly below a scope (site spec 7: press releases read _embedded.folders), in name order. */
export function listFolders(all: readonly HalDocument[], scope: string | undefined): Folder[] {
  const base = !scope || scope === '/' ? '' : scope.replace(/\/+$/, '');
  const counts = new Map<string, number>();
  for (const doc of all) {
    if (!doc._meta.path.startsWith(`${base}/`)) continue;
    const rest = doc._meta.path.slice(base.length + 1).split('/');
    if (rest.length < 2) continue; // a document directly in the scope, not in a folder
    const name = rest[0] as string;
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }))
    .map(([name, documentCount]) => ({
      _meta: { path: `${base}/${name}`, name, type: 'hippostd:folder' as const },
      name,
      displayName: name,
      documentCount,
    }));
}
