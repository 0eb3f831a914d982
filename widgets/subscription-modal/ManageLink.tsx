import { ServiceError } from '../../runtime/http';
import type { FailureKind } from '../../runtime/element-context';
import { safeUrl } from '../../runtime/links';

/** accounts spec 2.8: 'A "Manage All Subscriptions" link goes to /subscribe in a new tab.' */
export const MANAGE_TEXT = 'Manage All Subscriptions';
export const MANAGE_URL = '/subscribe';

export function ManageLink({ href }: { href: string }) {
  return (
    <p className="manage">
      <a className="cm-link" part="manage-link" href={safeUrl(href)} target="_blank" rel="noopener">
        {MANAGE_TEXT}
      </a>
    </p>
  );
}

/** How a save failed, for the element's error event. */
export function failureKind(error: unknown): FailureKind {
  return error instanceof ServiceError && error.kind !== 'aborted' ? error.kind : 'http';
}
