/**
 * The managed content of the account pages (accounts spec 7.3 "Managed content (GET)"): the terms and conditions of
 * registration from a terms-conditions-content document scope, and the investor login prompts from a login-prompts
 * document scope with _sort=cti:meta. Both through the content API (services/content.ts: the HST-Authorization
 * header, the element's base and time limit).
 */
import { z } from '../runtime/zod';
import type { CallContext } from '../runtime/http';
import { listDocumentsOf } from './content';

const text = z.optional(z.nullable(z.string()));

const termsDocumentSchema = z.looseObject({
  title: text,
  html: z.optional(z.nullable(z.looseObject({ content: text, value: text }))),
});

/**
 * The terms and conditions: the HTML of the scope's first document (html.content, else html.value), or '' when the
 * scope holds none. The caller shows it sanitised (runtime/sanitize.ts).
 */
export async function getTermsAndConditions(scope: string, context: CallContext): Promise<string> {
  const { documents } = await listDocumentsOf({ scope }, termsDocumentSchema, context);
  const html = documents[0]?.html;
  return html?.content ?? html?.value ?? '';
}

const promptDocumentSchema = z.looseObject({
  title: text,
  subtitle: text,
  /** The tile's "Log In" address (the spec names the tile's title and subtitle; the address is this field). */
  url: text,
  meta: z.optional(z.nullable(z.union([z.string(), z.number()]))),
});

/** accounts spec 2.6: a login tile: title, subtitle and the address of its "Log In" link. */
export interface LoginPrompt {
  title: string;
  subtitle: string;
  url: string;
}

/** accounts spec 2.6, 7.3: the scope's tiles sorted by cti:meta (the content API sorts), without untitled ones. */
export async function getLoginPrompts(scope: string, context: CallContext): Promise<LoginPrompt[]> {
  const { documents } = await listDocumentsOf({ scope, sort: 'cti:meta' }, promptDocumentSchema, context);
  return documents.flatMap((document) =>
    document.title && document.url
      ? [{ title: document.title, subtitle: document.subtitle ?? '', url: document.url }]
      : [],
  );
}
