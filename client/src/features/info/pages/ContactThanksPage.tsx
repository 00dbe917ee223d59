import { Link, useSearchParams } from 'react-router-dom';
import { Alert } from '../../../components/ui/Alert';
import { InfoLayout } from '../components/InfoLayout';
import { CONTACT_SUCCESS_MESSAGE } from '../contact-message';

/** /contact: where the form-mail service sends the guest back after the landing page's form. */
export default function ContactThanksPage() {
  const [params] = useSearchParams();
  const sent = params.get('success') === 'true';
  return (
    <InfoLayout title={sent ? 'Message sent' : 'Contact us'}>
      <div className="info-prose">
        {sent ? (
          <Alert tone="success">{CONTACT_SUCCESS_MESSAGE}</Alert>
        ) : (
          <p>
            Have a question about a stay, a booking or the banquet hall? Our contact page has a form, our phone numbers and
            answers to common questions.
          </p>
        )}
        <p className="info-actions">
          {sent ? (
            <Link className="btn btn--primary" to="/">
              Back to Home
            </Link>
          ) : (
            <Link className="btn btn--primary" to="/contact-us">
              Go to the contact page
            </Link>
          )}
        </p>
      </div>
    </InfoLayout>
  );
}
