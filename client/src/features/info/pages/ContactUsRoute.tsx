import { Spinner } from '../../../components/ui/Spinner';
import { WithApollo } from '../../../lib/apollo/WithApollo';
import { useSendContactMessage } from '../api/use-send-contact-message';
import { ContactUsPage } from './ContactUsPage';

function ContactUsWithGraphQL() {
  return <ContactUsPage sendMessage={useSendContactMessage()} />;
}

export default function ContactUsRoute() {
  return (
    <WithApollo
      fallback={
        <div className="page" aria-busy="true">
          <Spinner />
        </div>
      }
    >
      <ContactUsWithGraphQL />
    </WithApollo>
  );
}
