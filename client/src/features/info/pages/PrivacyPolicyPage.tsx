import { Link } from 'react-router-dom';
import { useHotel } from '../../../lib/hotel';
import { InfoLayout } from '../components/InfoLayout';
import { mailHref } from '../contact-links';
import { POLICIES_UPDATED } from '../policy-links';

export default function PrivacyPolicyPage() {
  const hotel = useHotel();
  return (
    <InfoLayout
      title="Privacy Policy"
      updated={POLICIES_UPDATED}
      lead={`How ${hotel.name} collects, uses and protects your personal information.`}
    >
      <div className="info-prose">
        <section>
          <h2>What we collect</h2>
          <ul>
            <li>
              <strong>When you book:</strong> your name, email address, phone number and, if you give it, your postal address; the
              dates of your stay, the rooms you choose and the number of guests.
            </li>
            <li>
              <strong>When you pay online:</strong> the payment is handled by our payment provider, Razorpay. We receive the
              payment reference and its status; we never see or store your card number, UPI PIN or bank password.
            </li>
            <li>
              <strong>When you write to us:</strong> your name, email address and the message you send through our contact forms.
            </li>
            <li>
              <strong>At check-in:</strong> a government-issued photo ID for every adult guest, as Indian law requires hotels to
              keep a guest register.
            </li>
          </ul>
        </section>
        <section>
          <h2>How we use it</h2>
          <ul>
            <li>To confirm, manage and, if needed, cancel or refund your booking.</li>
            <li>To send your booking confirmation and answer your questions.</li>
            <li>To meet our legal duties, such as the guest register and tax records.</li>
          </ul>
          <p>We do not sell your information and we do not send you marketing messages unless you ask us to.</p>
        </section>
        <section>
          <h2>Who we share it with</h2>
          <p>
            Only with those who help us serve you — our payment provider for online payments, and our email provider to send your
            confirmation — and with government authorities when the law requires it.
          </p>
        </section>
        <section>
          <h2>Information kept in your browser</h2>
          <p>
            Our website keeps your booking in progress (dates, guests and the room you picked) in your browser&apos;s local
            storage, so a reload does not lose it, and remembers a booking that is waiting for payment so you can resume it. We do
            not use advertising or tracking cookies.
          </p>
        </section>
        <section>
          <h2>How long we keep it</h2>
          <p>
            Booking and payment records are kept for as long as tax and hotel laws require. Contact messages are deleted once they
            are no longer needed to answer you.
          </p>
        </section>
        <section>
          <h2>Your choices</h2>
          <p>
            You may ask to see the personal information we hold about you, to correct it, or to delete what we are not required to
            keep. Write to <a href={mailHref(hotel.reservationsEmail)}>{hotel.reservationsEmail}</a> or use our{' '}
            <Link to="/contact-us">contact form</Link>; we reply within 24 hours.
          </p>
        </section>
      </div>
    </InfoLayout>
  );
}
