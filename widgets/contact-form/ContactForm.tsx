import { useMemo } from 'react';
import type { AttributeValues } from '../../runtime/attributes';
import { useElement } from '../../runtime/define-element';
import { sendContactEmail } from '../../services/email';
import { ConsultantMessage } from './ConsultantMessage';
import type { attributes } from './element';
import { CONTACT_FORMS, DEMO_MAILBOXES } from './forms';
import { FormView } from './FormView';
import { chooseForm, contactEmail, type FormChoice, type MailSettings } from './model';
import { useContactForm, type SendMessage } from './use-contact-form';

/**
 * The site's contact forms (site spec 2.12): the form the element or the page's `service` query parameter chooses.
 * The general, institutional and RIA forms send an e-mail (POST /api/email); the consultant message form calls the
 * account services for a signed-in advisor.
 */
export function ContactForm({
  variant,
  serviceMailbox,
  salesMailbox,
  planMailbox,
  institutionalMailbox,
  serviceFrom,
}: AttributeValues<typeof attributes>) {
  const { config } = useElement();
  // The page's address is read once: the form does not change under a visitor who is typing.
  const choice = useMemo(() => chooseForm(window.location.search, variant), [variant]);
  const settings = useMemo<MailSettings>(
    () => ({
      brand: config.brand,
      mailboxes: {
        service: serviceMailbox ?? DEMO_MAILBOXES.service,
        sales: salesMailbox ?? DEMO_MAILBOXES.sales,
        529: planMailbox ?? DEMO_MAILBOXES[529],
        institutional: institutionalMailbox ?? DEMO_MAILBOXES.institutional,
      },
      serviceFrom: serviceFrom ?? DEMO_MAILBOXES.serviceFrom,
    }),
    [config.brand, serviceMailbox, salesMailbox, planMailbox, institutionalMailbox, serviceFrom],
  );
  if (choice.variant === 'consultant') return <ConsultantMessage />;
  return <MailForm key={choice.variant} choice={choice} settings={settings} />;
}

function MailForm({ choice, settings }: { choice: FormChoice; settings: MailSettings }) {
  const spec = CONTACT_FORMS[choice.variant];
  const send = useMemo<SendMessage>(
    () => (values, formCheck, context) => sendContactEmail(contactEmail(choice, values, settings), formCheck, context),
    [choice, settings],
  );
  const form = useContactForm(spec, send);
  // site spec 2.12: "Institutional contact form ... After success the form is hidden."
  return <FormView spec={spec} form={form} hideWhenSent={choice.variant === 'institutional'} />;
}
