import type { AttributeValues } from '../../runtime/attributes';
import { useElement } from '../../runtime/define-element';
import { ConsultantTeam } from './ConsultantTeam';
import type { attributes } from './element';
import { RelationshipManagerAlert, RelationshipManagerCard } from './RelationshipManager';
import { defaultView } from './views';

/** site spec 2.9, 2.13: an advisor's consultants, or an institutional visitor's relationship manager. */
export function SalesContacts({ view, collapsed, heading }: AttributeValues<typeof attributes>) {
  const { config } = useElement();
  switch (view ?? defaultView(config.audience)) {
    case 'relationship-manager':
      return <RelationshipManagerCard />;
    case 'relationship-manager-alert':
      return <RelationshipManagerAlert />;
    default:
      return <ConsultantTeam collapsed={collapsed} heading={heading} />;
  }
}
