/**
 * Site search and autocomplete of the fixture backend (site spec 7 "Search"; products spec 7 "Autocomplete"):
 * POST /api/{collection}/search with {query, count, xReturn, passages} and GET
 * /api/{site code}/autocomplete/{term}?count=5&field=text, over the collections of data/search-index.ts.
 *
 * The query is the one services/search.ts writes: clauses `field:"value"` (a weight as `^3`) joined by `|`; a
 * document matches a clause when every word of the value is in the field, and ranks by the weights of the
 * clauses it matches. Results carry metadata.source.url and, under properties, the title, the entities
 * and (when asked) the document; a single result is sent as an object, not a list, as the service may do.
 */
import { Hono, type Context } from 'hono';
import { AUTOCOMPLETE_FIELD, SEARCH_TERM_MAX_LENGTH } from '../../services/search';
import { searchCollections, type IndexedDocument } from './data/search-index';

export interface QueryClause {
  field: string;
  value: string;
  weight: number;
}

export type ParsedQuery = { ok: true; clauses: QueryClause[] } | { ok: false; error: string };

const CLAUSE = /^([\w.]+):"((?:[^"\\]|\\.)*)"(?:\^(\d+(?:\.\d+)?))?$/;

/** Splits a query on the `|` that stand outside quotes. */
function splitClauses(query: string): string[] {
  const parts: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < query.length; i += 1) {
    const character = query[i]!;
    if (character === '\\' && quoted) {
      current += character + (query[i + 1] ?? '');
      i += 1;
      continue;
    }
    if (character === '"') quoted = !quoted;
    if (character === '|' && !quoted) {
      parts.push(current);
      current = '';
    } else current += character;
  }
  parts.push(current);
  return parts.map((p) => p.trim());
}

/** Reads `field:"value"^w|field:"value"...`. */
export function parseSearchQuery(query: string): ParsedQuery {
  const clauses: QueryClause[] = [];
  for (const part of splitClauses(query)) {
    const match = CLAUSE.exec(part);
    if (!match)
      return { ok: false, error: `Unsupported query clause "${part}"; expected field:"value" or field:"value"^weight` };
    const value = match[2]!.replace(/\\(.)/g, '$1');
    // The service limits its query, as search servers do: a longer term is refused.
    if (value.length > SEARCH_TERM_MAX_LENGTH)
      return { ok: false, error: `A query value may have at most ${SEARCH_TERM_MAX_LENGTH} characters` };
    clauses.push({ field: match[1]!, value, weight: match[3] ? Number(match[3]) : 1 });
  }
  return { ok: true, clauses };
}

const REFERENCES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  ldquo: '\u201c',
  rdquo: '\u201d',
};

/** Text for matching: character references decoded, lower case. */
function searchable(text: string): string {
  return text
    .replace(/&(#\d+|[a-z]+);/gi, (whole, name: string) =>
      name.startsWith('#') ? String.fromCodePoint(Number(name.slice(1))) : (REFERENCES[name.toLowerCase()] ?? whole),
    )
    .toLowerCase();
}

function fieldText(doc: IndexedDocument, field: string): string {
  if (field === 'title') return doc.title;
  if (field === 'text') return doc.text;
  if (field === 'enriched_html.entities.text') return doc.entities.map((e) => e.text).join(' ');
  if (field.startsWith('document.')) return doc.document[field.slice('document.'.length)] ?? '';
  return '';
}

/** The documents matching any clause, best first (the order of the index among equals), at most `count`. */
export function runSearch(docs: readonly IndexedDocument[], clauses: readonly QueryClause[], count: number) {
  const scored: Array<{ doc: IndexedDocument; score: number; index: number }> = [];
  docs.forEach((doc, index) => {
    let score = 0;
    for (const clause of clauses) {
      const words = searchable(clause.value).split(/\s+/).filter(Boolean);
      if (words.length === 0) continue;
      const text = searchable(fieldText(doc, clause.field));
      if (words.every((word) => text.includes(word))) score += clause.weight;
    }
    if (score > 0) scored.push({ doc, score, index });
  });
  scored.sort((a, b) => b.score - a.score || a.index - b.index);
  return { total: scored.length, docs: scored.slice(0, count).map((s) => s.doc) };
}

const RETURNABLE = ['title', 'metadata', 'enriched_html', 'document'] as const;

/** A result as the search service answers it, with the fields xReturn asks for. */
export function toResult(doc: IndexedDocument, xReturn: readonly string[]) {
  const wants = (field: (typeof RETURNABLE)[number]) => xReturn.includes(field);
  const properties: Record<string, unknown> = {};
  if (wants('title') && doc.title !== '') properties.title = doc.title;
  if (wants('enriched_html')) properties.enriched_html = [{ entities: doc.entities }];
  if (wants('document')) properties.document = doc.document;
  return {
    id: doc.id,
    source: doc.source,
    ...(wants('metadata') ? { metadata: { source: doc.url ? { url: doc.url } : {} } } : {}),
    properties,
  };
}

const wordIndexes = new Map<string, Array<[string, number]>>();

/** The collection's words (titles, tickers, short names) with how often each occurs, most frequent first. */
function wordsOf(name: string, docs: readonly IndexedDocument[]): Array<[string, number]> {
  let words = wordIndexes.get(name);
  if (!words) {
    const counts = new Map<string, number>();
    for (const doc of docs) {
      const texts = [
        doc.title,
        ...doc.entities.filter((e) => /^(Ticker|Alternatetitle)$/.test(e.model_name)).map((e) => e.text),
      ];
      for (const word of searchable(texts.join(' ')).split(/[^a-z0-9]+/)) {
        if (word.length >= 3) counts.set(word, (counts.get(word) ?? 0) + 1);
      }
    }
    words = [...counts.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
    wordIndexes.set(name, words);
  }
  return words;
}

/** Up to `count` words of the collection that start with the term, most frequent first. */
export function suggest(name: string, docs: readonly IndexedDocument[], term: string, count: number): string[] {
  const prefix = searchable(term.trim());
  if (prefix === '') return [];
  const found: string[] = [];
  for (const [word] of wordsOf(name, docs)) {
    if (word.startsWith(prefix)) found.push(word);
    if (found.length === count) break;
  }
  return found;
}

function badRequest(c: Context, message: string) {
  return c.json({ status: 400, error: 'Bad Request', message }, 400);
}

function unknownCollection(c: Context, name: string) {
  const known = [...searchCollections().keys()].join(', ');
  return c.json({ status: 404, error: 'Not Found', message: `No search collection "${name}"; known: ${known}` }, 404);
}

export function searchRoutes(): Hono {
  const routes = new Hono();

  routes.post('/api/:collection/search', async (c) => {
    const name = c.req.param('collection');
    const docs = searchCollections().get(name);
    if (!docs) return unknownCollection(c, name);
    const body = (await c.req.json().catch(() => undefined)) as Record<string, unknown> | undefined;
    if (!body || typeof body !== 'object')
      return badRequest(c, 'The body must be a JSON object {query, count, xReturn, passages}');
    const { query, count, xReturn } = body;
    if (typeof query !== 'string' || query.trim() === '') return badRequest(c, 'query must be a non-empty string');
    if (!Number.isInteger(count) || (count as number) < 1 || (count as number) > 1000)
      return badRequest(c, 'count must be an integer from 1 to 1000');
    if (xReturn !== undefined && (!Array.isArray(xReturn) || !xReturn.every((f) => typeof f === 'string')))
      return badRequest(c, 'xReturn must be a list of field names');
    const parsed = parseSearchQuery(query);
    if (!parsed.ok) return badRequest(c, parsed.error);
    const found = runSearch(docs, parsed.clauses, count as number);
    const results = found.docs.map((doc) => toResult(doc, (xReturn as string[] | undefined) ?? RETURNABLE));
    return c.json({ matching_results: found.total, results: results.length === 1 ? results[0] : results });
  });

  routes.get('/api/:site/autocomplete/:term', (c) => {
    const name = c.req.param('site');
    const docs = searchCollections().get(name);
    if (!docs) return unknownCollection(c, name);
    const count = Number(c.req.query('count') ?? '5');
    if (!Number.isInteger(count) || count < 1 || count > 20)
      return badRequest(c, 'count must be an integer from 1 to 20');
    const field = c.req.query('field') ?? AUTOCOMPLETE_FIELD;
    if (field !== AUTOCOMPLETE_FIELD) return badRequest(c, `field must be "${AUTOCOMPLETE_FIELD}"`);
    return c.json(suggest(name, docs, c.req.param('term'), count));
  });

  return routes;
}
