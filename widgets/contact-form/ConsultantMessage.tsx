import { useMemo } from 'react';
import { fillTemplate } from '../../runtime/config';
import { useElement } from '../../runtime/define-element';
import { loginUrl } from '../../runtime/links';
import { plainText } from '../../runtime/plain-text';
import { useAdvisorProfileStatus } from '../../runtime/stores/advisor-profile-status';
import { Spinner } from '../../runtime/ui/Spinner';
import {
  mailSalesContact,
  NATIONAL_SALES_DESK_PHONE,
  NO_CONSULTANT_TEXT,
  salesContactsOf,
  type SalesContact,
} from '../../services/sales-contacts';
import { CONSULTANT_TEXTS, CONTACT_FORMS } from './forms';
import { FormView } from './FormView';
import { cleanValues, consultantFromQuery, findConsultant } from './model';
import { useContactForm, type SendMessage } from './use-contact-form';

/**
 * The consultant message form (site spec 2.12, 6, 7): for a signed-in advisor, a message to one of their own
 * consultants, the one the emailId query parameter names, through the secured endpoint. It follows the sign-in as it
 * changes, here or in another tab.
 *
 * What the spec does not show, chosen as a visitor would expect: a visitor who is not signed in is asked to log in
 * (and comes back here); while the profile loads, the spinner; a consultant who is not the advisor's, or a profile
 * that cannot be had, gets the spec's "consultant team information is not available" text with the National Sales
 * Desk's number, since the message could not reach anyone.
 */
export function ConsultantMessage() {
  const { config } = useElement();
  const { status, profile } = useAdvisorProfileStatus();
  const emailId = useMemo(() => consultantFromQuery(window.location.search), []);
  const consultant = useMemo(() => findConsultant(salesContactsOf(profile), emailId), [profile, emailId]);

  if (status === 'signed-out') {
    return (
      <div className="contact-form" data-variant="consultant">
        <slot />
        <p className="notice" part="signed-out">
          {CONSULTANT_TEXTS.signedOut}{' '}
          <a className="cm-link" href={loginUrl(config.siteBase, `${location.pathname}${location.search}`)}>
            {CONSULTANT_TEXTS.logIn}
          </a>
        </p>
      </div>
    );
  }
  if (status === 'loading') {
    return (
      <div className="contact-form" data-variant="consultant">
        <slot />
        <Spinner />
      </div>
    );
  }
  if (!profile || !consultant) {
    return (
      <div className="contact-form" data-variant="consultant">
        <slot />
        <p className="notice" part="unavailable">
          {fillTemplate(NO_CONSULTANT_TEXT, { phone: config.phones[NATIONAL_SALES_DESK_PHONE] })}
        </p>
      </div>
    );
  }
  const phone = plainText(String(profile.phoneNbr ?? ''), { maxLength: 40 }).trim();
  return <ConsultantForm key={consultant.emailId} consultant={consultant} advisorPhone={phone} />;
}

function ConsultantForm({ consultant, advisorPhone }: { consultant: SalesContact; advisorPhone: string }) {
  const spec = CONTACT_FORMS.consultant;
  const send = useMemo<SendMessage>(
    () => (values, formCheck, context) =>
      mailSalesContact(
        {
          message: cleanValues(spec, values).message,
          phoneNbr: advisorPhone,
          salesContactId: consultant.emailId,
        },
        formCheck,
        context,
      ),
    [spec, advisorPhone, consultant.emailId],
  );
  const form = useContactForm(spec, send);
  const name = [consultant.firstName, consultant.lastName].filter(Boolean).join(' ');
  return (
    <FormView
      spec={spec}
      form={form}
      before={
        <p className="recipient" part="recipient">
          {CONSULTANT_TEXTS.to} <strong>{name || consultant.emailId}</strong>
          {consultant.title && `, ${consultant.title}`}
        </p>
      }
    />
  );
}
