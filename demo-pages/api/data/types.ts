/**
 * A content document as the HAL API serves it (site spec 3, 7): `_meta` with id, path and type, the rest as
 * the content type defines it. Kept loose on purpose: each content type has its own fields.
 */
export interface HalMeta {
  id: string;
  /** The document's repository path, e.g. /content/documents/cm-blog/insights/2025/a-slug. */
  path: string;
  /** The content type, e.g. cm:BlogArticle, cm:Disclaimer, hippogallery:imageset. */
  type: string;
  /** The node name (last path segment). */
  name: string;
}

export interface HalDocument {
  _meta: HalMeta;
  [field: string]: unknown;
}

/** A mirror reference to a binary (image or PDF) as documents embed it. */
export interface MirrorReference {
  _meta: { mirror: { path: string; id: string } };
}

export function mirror(path: string, id: string): MirrorReference {
  return { _meta: { mirror: { path, id } } };
}
