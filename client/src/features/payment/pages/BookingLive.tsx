import { type ReactNode, useEffect } from 'react';
import ApolloBoundary from '../../../lib/apollo/ApolloBoundary';
import { usePaymentBooking } from '../api/use-payment-booking';
import type { PaymentBooking } from '../flow/payment-flow';
import { SelfService } from '../self-service/SelfService';

/** What the live part knows of the booking, for the page to show. */
export type LiveBookingState =
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  | { status: 'missing' }
  | { status: 'ready'; booking: PaymentBooking; selfService: ReactNode };

function LiveBooking({ id, onState }: { id: string; onState: (state: LiveBookingState) => void }) {
  const { booking, loading, error, refetch } = usePaymentBooking(id);
  useEffect(() => {
    if (loading) onState({ status: 'loading' });
    else if (error) onState({ status: 'failed', retry: () => void refetch() });
    else if (!booking) onState({ status: 'missing' });
    else
      onState({
        status: 'ready',
        booking,
        selfService: (
          <ApolloBoundary>
            <SelfService booking={booking} />
          </ApolloBoundary>
        ),
      });
  }, [booking, loading, error, refetch, onState]);
  return null;
}

/**
 * The booking page's live part (a lazy chunk with Apollo): the booking from the API and the
 * guest's self-service, handed to the page, which keeps showing the same view, so nothing the
 * guest began on the first paint (a download form, say) is lost when the live data arrives.
 */
export default function BookingLive({ id, onState }: { id: string; onState: (state: LiveBookingState) => void }) {
  return (
    <ApolloBoundary>
      <LiveBooking id={id} onState={onState} />
    </ApolloBoundary>
  );
}
