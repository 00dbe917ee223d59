import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { useEventCheckout, type EventPage } from '../api/use-event-checkout';
import { EventFacts } from './EventFacts';
import { EventPlanList } from './EventPlanList';
import { EventPriceTable } from './EventPriceTable';
import { EventTermsList } from './EventTermsList';
import { PayBox } from './PayBox';

/** The payment page of one event; after paying it shows the event as the server answered. */
export function EventPaymentView({ initial }: { initial: EventPage }) {
  const [page, setPage] = useState(initial);
  const onUpdated = useCallback((updated: EventPage) => setPage(updated), []);
  const checkout = useEventCheckout(page.reference, onUpdated);
  const paidBanner = useRef<HTMLDivElement>(null);
  const paid = checkout.state.step === 'paid' ? checkout.state.message : null;
  // The checkout closes far down the page: the news is said at the top, where focus goes.
  useEffect(() => {
    if (paid) paidBanner.current?.focus();
  }, [paid]);
  return (
    <>
      <h1>Pay for your event</h1>
      <p className="event-pay-intro">
        {page.occasion} at {page.hallName}. Read the terms, then pay in the secure checkout.
      </p>
      {paid && (
        <div ref={paidBanner} tabIndex={-1} className="event-pay-paid">
          <Alert tone="success" title={paid}>
            <p>We have mailed you a receipt. Your payment plan shows what is paid and what is next.</p>
          </Alert>
        </div>
      )}
      <div className="event-pay-layout">
        <div className="event-pay-main">
          <EventFacts page={page} />
          <EventPriceTable price={page.price} />
          <EventPlanList plan={page.plan} documents={page.documents} />
        </div>
        <div className="event-pay-side">
          <EventTermsList terms={page.terms} eventDate={page.eventDate} />
          <PayBox page={page} state={checkout.state} busy={checkout.busy} onPay={() => void checkout.pay()} />
        </div>
      </div>
    </>
  );
}
