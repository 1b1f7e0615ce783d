import { MessageCircle, Phone } from 'lucide-react';

/** `https://wa.me/<digits>` of a phone number (the messaging app's link, as the store pages use). */
const whatsAppHref = (phone: string) => `https://wa.me/${phone.replace(/\D/g, '')}`;
/** `tel:+<digits>` of a phone number. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * A messaging-app link and a phone link to `whatsApp` and `phone` (002 §2.22: "'Whatsapp us!'
 * (whatsAppContact, else mobileNumber) and phone links"; the card's own phoneNumber at page
 * level). Each label is the visible text first (WCAG 2.5.3), the number is shown left to right.
 * Nothing for an empty number.
 */
export function ContactLinks(props: {
  whatsApp: string;
  phone: string;
  whatsAppText: string;
  whatsAppLabel?: string;
  phoneText: string;
  phoneLabel?: string;
}) {
  return (
    <div className="bcard-contacts">
      {props.whatsApp ? (
        <a
          className="btn btn-secondary"
          href={whatsAppHref(props.whatsApp)}
          target="_blank"
          rel="noreferrer"
          aria-label={props.whatsAppLabel}
        >
          <MessageCircle size={18} aria-hidden="true" /> {props.whatsAppText}
        </a>
      ) : null}
      {props.phone ? (
        <a className="btn btn-secondary" href={telHref(props.phone)} aria-label={props.phoneLabel}>
          <Phone size={18} aria-hidden="true" /> {props.phoneText}{' '}
          <bdi dir="ltr" className="bcard-number">
            {props.phone}
          </bdi>
        </a>
      ) : null}
    </div>
  );
}
