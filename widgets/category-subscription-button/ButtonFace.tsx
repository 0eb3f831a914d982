import type { Presentation } from './model';

/** The envelope of the content button; with a check mark once subscribed (accounts spec 2.8). */
function MailIcon({ checked }: { checked: boolean }) {
  return (
    <svg className="icon" part="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="2.5" y="5" width="19" height="14" rx="2" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path d="M3.5 6.5 12 13l8.5-6.5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
      {checked && (
        <g className="check">
          <circle cx="18.5" cy="17.5" r="5" />
          <path d="m16.2 17.6 1.6 1.6 3-3.2" fill="none" strokeWidth="1.8" strokeLinecap="round" />
        </g>
      )}
    </svg>
  );
}

export interface ButtonFaceProps {
  presentation: Presentation;
  buttonStyle: string;
  label: string;
  subscribed: boolean;
  busy: boolean;
  /** What a short label ("Subscribe") subscribes to, read by screen readers after it. */
  context: string | undefined;
  onActivate(): void;
}

/** One subscribe control in its presentation: a button of some look, or a checkbox. */
export function ButtonFace({
  presentation,
  buttonStyle,
  label,
  subscribed,
  busy,
  context,
  onActivate,
}: ButtonFaceProps) {
  if (presentation === 'checkbox') {
    return (
      <label className="checkbox" part="button">
        <input
          type="checkbox"
          checked={subscribed}
          aria-busy={busy || undefined}
          // Controlled: the box shows what the visitor holds, changed by the toggle or the modal, never by the click.
          onChange={onActivate}
        />
        <span>{label}</span>
        {context && <span className="cm-visually-hidden">, {context}</span>}
      </label>
    );
  }
  const classes = ['face', `face--${presentation}`, `style--${buttonStyle}`, subscribed ? 'is-subscribed' : ''];
  return (
    <button
      type="button"
      className={classes.filter(Boolean).join(' ')}
      part="button"
      aria-busy={busy || undefined}
      onClick={onActivate}
    >
      <MailIcon checked={subscribed} />
      <span className="label">{label}</span>
      {context && <span className="cm-visually-hidden">, {context}</span>}
    </button>
  );
}
