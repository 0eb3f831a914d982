import { useId, useMemo, useState } from 'react';
import { fillTemplate } from '../../runtime/config';
import { useElement } from '../../runtime/define-element';
import { useAdvisorProfileStatus } from '../../runtime/stores/advisor-profile-status';
import { Spinner } from '../../runtime/ui/Spinner';
import { useLinkAccess } from '../../runtime/ui/SecuredLink';
import { NATIONAL_SALES_DESK_PHONE, NO_CONSULTANT_TEXT, salesContactsOf } from '../../services/sales-contacts';
import { ConsultantCard } from './ConsultantCard';
import type { events } from './element';
import { consultantTeam } from './model';

/**
 * A signed-in advisor's consultant team (site spec 2.13, 6, 8, 9), following the sign-in as it changes, in this tab
 * or another: the team appears at sign-in and goes at logout, without a reload.
 *
 * Not in the spec, chosen as a visitor would expect: a visitor who is not signed in, and the investor site (which
 * loads no profile), see nothing of the block; while the profile loads, the spinner; a profile that cannot be had
 * counts as no consultant (the spec's message, which points to the National Sales Desk).
 */
export function ConsultantTeam({ collapsed, heading }: { collapsed: boolean; heading: string }) {
  const { config, emit } = useElement<typeof events>();
  const { status, profile } = useAdvisorProfileStatus();
  const access = useLinkAccess();
  const team = useMemo(() => consultantTeam(salesContactsOf(profile)), [profile]);
  const [expanded, setExpanded] = useState(false);
  const id = useId();

  if (status === 'signed-out' || config.audience === 'investor') return null;
  if (status === 'loading') return <Spinner />;

  if (team.length === 0) {
    // site spec 8: "consultant button hidden" and the message.
    return (
      <p className="no-consultant" part="no-consultant">
        {fillTemplate(NO_CONSULTANT_TEXT, { phone: config.phones[NATIONAL_SALES_DESK_PHONE] })}
      </p>
    );
  }

  const list = (
    <div className="team" id={`${id}-team`}>
      {team.map((channel, index) => (
        <section
          className="channel"
          part="channel"
          key={`${channel.functionalArea}-${index}`}
          aria-labelledby={`${id}-${index}`}
        >
          <h3 className="channel-heading" id={`${id}-${index}`}>
            {channel.functionalArea || heading}
          </h3>
          <ul className="cards">
            {channel.contacts.map((contact, at) => (
              <ConsultantCard key={`${contact.emailId}-${at}`} contact={contact} access={access} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );

  if (!collapsed) {
    return (
      <div className="consultants">
        <h2 className="heading" part="heading">
          {heading}
        </h2>
        {list}
      </div>
    );
  }
  return (
    <div className="consultants">
      <h2 className="heading" part="heading">
        <button
          type="button"
          className="consultant-button"
          part="consultant-button"
          aria-expanded={expanded}
          aria-controls={`${id}-team`}
          onClick={() => {
            setExpanded(!expanded);
            emit('toggle', { expanded: !expanded });
          }}
        >
          <span>{heading}</span>
          <svg className="chevron" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      </h2>
      {/* Hidden, not removed: aria-controls names it in both states. */}
      <div hidden={!expanded}>{list}</div>
    </div>
  );
}
