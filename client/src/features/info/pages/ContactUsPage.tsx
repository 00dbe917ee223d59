import { BusinessHours } from '../components/BusinessHours';
import { ContactDetails } from '../components/ContactDetails';
import { ContactFaq } from '../components/ContactFaq';
import { ContactForm } from '../components/ContactForm';
import { InfoLayout } from '../components/InfoLayout';
import type { SendContactMessage } from '../contact-message';

/** /contact-us. Sending is given from outside (GraphQL in the app, a stub in tests). */
export function ContactUsPage({ sendMessage }: { sendMessage: SendContactMessage }) {
  return (
    <InfoLayout
      title="Contact Us"
      lead="Questions about a stay, a booking or an event in our banquet hall? Write to us or call — we are happy to help."
    >
      <div className="info-contact-grid">
        <div className="card info-contact-card info-contact-main">
          <ContactForm sendMessage={sendMessage} />
        </div>
        <aside className="info-contact-aside" aria-label="Other ways to reach us">
          <ContactDetails />
          <BusinessHours />
        </aside>
        <div className="info-contact-faq">
          <ContactFaq />
        </div>
      </div>
    </InfoLayout>
  );
}
