import { useState } from 'react';
import { useElement } from '../../runtime/define-element';
import { RegisteredText } from '../../runtime/ui/RegisteredText';
import { SecuredAnchor, type LinkAccess } from '../../runtime/ui/SecuredLink';
import type { SalesContact } from '../../services/sales-contacts';
import { BlankPhoto } from './BlankPhoto';
import { consultantEmailHref, displayName, phoneNumber, photoSource } from './model';

/**
 * One consultant (site spec 2.13): photo (the default blank photo when none, or when it is not on this site or does
 * not load), name, title, designation, phone and the e-mail link. Every field is text; the e-mail link goes to the
 * consultant message form (a secured page: runtime/ui/SecuredLink) or, on the institutional site, is a mailto link.
 */
export function ConsultantCard({ contact, access }: { contact: SalesContact; access: LinkAccess }) {
  const { config } = useElement();
  const name = displayName(contact);
  const photo = photoSource(contact.photoUrl);
  const [photoFailed, setPhotoFailed] = useState(false);
  const phone = phoneNumber(contact.phone);
  const email = consultantEmailHref(contact.emailId, config.audience, config.siteBase);
  const emailText = (
    <>
      Email<span className="cm-visually-hidden"> {name}</span>
    </>
  );
  return (
    <li className="card" part="card">
      {photo && !photoFailed ? (
        <img
          className="photo"
          part="photo"
          src={photo}
          alt=""
          width={72}
          height={72}
          loading="lazy"
          referrerPolicy="same-origin"
          onError={() => setPhotoFailed(true)}
        />
      ) : (
        <BlankPhoto />
      )}
      <div className="card-body">
        <h4 className="name">{name}</h4>
        {contact.title && <p className="title">{contact.title}</p>}
        {contact.designation && (
          <p className="designation">
            <RegisteredText text={contact.designation} />
          </p>
        )}
        {(phone || email) && (
          <p className="links">
            {phone && (
              <a className="cm-link" href={phone.href}>
                {phone.text}
              </a>
            )}
            {email &&
              (config.audience === 'institutional' ? (
                <a className="cm-link" href={email}>
                  {emailText}
                </a>
              ) : (
                <SecuredAnchor access={access} href={email} className="cm-link">
                  {emailText}
                </SecuredAnchor>
              ))}
          </p>
        )}
      </div>
    </li>
  );
}
