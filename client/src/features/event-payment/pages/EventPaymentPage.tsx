import { useParams } from 'react-router-dom';
import { TopBar } from '../../../components/ui/TopBar';
import { WithApollo } from '../../../lib/apollo/WithApollo';
import { usePageTitle } from '../../../lib/use-page-title';
import { EventPaymentLoader, EventPaymentLoading } from '../components/EventPaymentLoader';
import '../event-payment.css';

/** /event/{reference}/pay: the link the customer gets to pay for a banquet event. */
export default function EventPaymentPage() {
  const { reference = '' } = useParams();
  usePageTitle('Pay for your event');
  return (
    <>
      <TopBar />
      <main className="page event-pay-page">
        <WithApollo fallback={<EventPaymentLoading />}>
          <EventPaymentLoader reference={reference} />
        </WithApollo>
      </main>
    </>
  );
}
