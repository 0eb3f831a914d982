/**
 * site spec 2.13: "a default blank photo when none": a neutral silhouette, drawn here so that it needs no request
 * and no asset of the site. Decorative: the consultant's name is beside it.
 */
export function BlankPhoto() {
  return (
    <svg className="photo blank-photo" part="photo" viewBox="0 0 72 72" aria-hidden="true" focusable="false">
      <rect width="72" height="72" fill="currentColor" opacity="0.12" />
      <circle cx="36" cy="28" r="13" fill="currentColor" opacity="0.45" />
      <path d="M12 72c2-15 12-23 24-23s22 8 24 23z" fill="currentColor" opacity="0.45" />
    </svg>
  );
}
