import { useRef } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { useLocalePath } from '../../../i18n';
import { Alert } from '../../../components/ui/Alert';
import { BookingPaymentStatus, BookingStatus, PaymentMethod } from '../../../graphql/generated';
import { refusalMessage } from '../../../lib/graphql-errors';
import { useDrawnAfterLoading } from '../../../lib/use-drawn-after-loading';
import { usePaymentBooking, usePriceQuote } from '../api/use-payment-booking';
import { useAdvancePercent, usePayAtHotelLimits } from '../api/use-pay-at-hotel-limits';
import { advanceOffer } from '../lib/advance';
import { usePaymentEffects } from '../api/use-payment-effects';
import type { PaymentBooking } from '../flow/payment-flow';
import type { PayingGuest } from '../flow/use-payment-flow';
import { roomTypeName, usePaymentWords } from '../lib/page-words';
import { payAtHotelUnavailable } from '../lib/pay-at-hotel';
import { payability, type Payability } from '../lib/payability';
import { PendingQuote, resolvePaymentSource } from '../lib/pending-payment';
import type { PaymentMethodId } from '../lib/payment-words';
import type { StaySummary } from './BookingSummary';
import { BookingSummary } from './BookingSummary';
import { LoadProblem } from './LoadProblem';
import { NoBookingFound } from './NoBookingFound';
import { PaymentPanel } from './PaymentPanel';
import type { PaymentSource } from '../lib/pending-payment';

/** The heading and the intro over the booking and the methods; shown while they load too, so they stay in place. */
function PaymentHeading() {
  const { t } = usePaymentWords().payment;
  return (
    <>
      <h1>{t('title')}</h1>
      <p className="payment-intro">{t('intro')}</p>
    </>
  );
}

export function PaymentLoading() {
  const { t } = usePaymentWords().payment;
  return (
    <>
      <PaymentHeading />
      <p className="payment-loading" aria-live="polite">
        <span className="spinner__circle" aria-hidden="true" /> {t('loadingBooking')}
      </p>
    </>
  );
}

function LivePanel(props: { summary: StaySummary; source: PaymentSource; guest: PayingGuest; methods?: PaymentMethodId[] }) {
  const effects = usePaymentEffects();
  const limits = usePayAtHotelLimits();
  const advance = advanceOffer(props.summary.totalAmount, useAdvancePercent());
  const { nights, rooms } = props.summary;
  const payAtHotel = payAtHotelUnavailable(limits, { nights, rooms: rooms.length }, usePaymentWords());
  return (
    <>
      <PaymentHeading />
      <PaymentPanel
        {...props}
        effects={effects}
        unavailable={payAtHotel ? { [PaymentMethod.Cod]: payAtHotel } : undefined}
        advance={advance}
      />
    </>
  );
}

/** Paid, cancelled or over: nothing to pay online, and where to go instead. */
function NothingToPay({ booking, summary }: { booking: PaymentBooking; summary: StaySummary }) {
  const paid = booking.paymentStatus === BookingPaymentStatus.Paid;
  const advancePaid = booking.paymentStatus === BookingPaymentStatus.PartPaid;
  const cancelled = booking.status === BookingStatus.Cancelled;
  const words = usePaymentWords();
  const { t } = words.payment;
  const localePath = useLocalePath();
  const title = paid ? t('alreadyPaid') : cancelled ? t('wasCancelled') : advancePaid ? t('advancePaid') : t('nothingOnline');
  return (
    <>
      <h1>{t('title')}</h1>
      <Alert tone={paid || advancePaid ? 'success' : 'warning'} title={title}>
        {cancelled ? (
          <Link to={localePath('/')}>{words.common.t('backToHome')}</Link>
        ) : (
          <Link to={localePath(`/booking/${booking.id}`)}>{t('viewBookingDetails')}</Link>
        )}
      </Alert>
      <BookingSummary summary={summary} />
    </>
  );
}

function BookingPayment({ bookingId, finishedShowsBooking }: { bookingId: string; finishedShowsBooking?: boolean }) {
  const { booking, loading, error, refetch } = usePaymentBooking(bookingId);
  const drawn = useDrawnAfterLoading(loading);
  const words = usePaymentWords();
  const localePath = useLocalePath();
  // Decided once, on the booking as it loaded. The payment made on this page updates the same
  // booking in Apollo's cache (paid now): the page goes on to its success message and the
  // redirect, instead of turning into "This booking is already paid." for that very payment.
  const decided = useRef<Payability | undefined>(undefined);
  if (booking && decided.current === undefined) decided.current = payability(booking);
  if (!drawn) return <PaymentLoading />;
  if (error) return <LoadProblem onRetry={() => void refetch()} />;
  if (!booking) return <NoBookingFound detail={words.payment.t('noBookingWithId', { bookingId })} />;
  const summary: StaySummary = {
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    guestName: booking.userName,
    nights: booking.nights,
    totalAmount: booking.totalAmount,
    rooms: booking.lines.map((line) => ({
      roomId: line.roomId,
      name: line.roomName,
      type: roomTypeName(words, line.roomType),
      ratePaise: line.ratePaise,
    })),
    tax: booking.tax,
    business: { name: booking.businessName, gstin: booking.businessGstin },
    bookCode: booking.bookCode,
    holdExpiresAt: booking.status === BookingStatus.Held ? booking.holdExpiresAt : null,
    roomsHeld: booking.roomsHeld,
    cancellationPolicy: booking.cancellationPolicy,
  };
  const canPay = decided.current ?? payability(booking);
  // Back or a reload after the booking was made (the URL names it): the booking itself.
  if (finishedShowsBooking && canPay !== 'awaiting-payment')
    return <Navigate to={localePath(`/booking/${booking.id}`)} replace />;
  if (canPay === 'nothing-to-pay') return <NothingToPay booking={booking} summary={summary} />;
  // The lookup masks the email and phone: the checkout asks the guest for them instead.
  const guest = { name: booking.userName };
  // Confirmed to pay at the hotel already: the guest may still prefer to pay online now.
  const methods: PaymentMethodId[] | undefined =
    canPay === 'due-at-hotel' ? [PaymentMethod.Online, PaymentMethod.Upi, PaymentMethod.Card, PaymentMethod.Wallet] : undefined;
  return <LivePanel summary={summary} source={{ kind: 'booking', bookingId: booking.id }} guest={guest} methods={methods} />;
}

function QuotePayment({ quote }: { quote: PendingQuote }) {
  const { priced, loading, error } = usePriceQuote(quote);
  const drawn = useDrawnAfterLoading(loading);
  const words = usePaymentWords();
  if (!drawn) return <PaymentLoading />;
  if (error || !priced) return <LoadProblem reason={refusalMessage(error)} onRetry={() => window.location.reload()} />;
  const summary: StaySummary = {
    checkIn: quote.checkInDate,
    checkOut: quote.checkOutDate,
    guestName: quote.name,
    nights: priced.nights,
    totalAmount: priced.totalAmount,
    rooms: priced.lines.map((line) => ({
      roomId: line.roomId,
      name: line.roomName,
      type: roomTypeName(words, line.roomType),
      ratePaise: line.ratePaise,
    })),
    tax: priced.tax,
    business: { name: quote.businessName, gstin: quote.businessGstin },
    cancellationPolicy: priced.cancellationPolicy,
  };
  const guest = { name: quote.name, email: quote.userEmail, phone: quote.phone };
  return <LivePanel summary={summary} source={{ kind: 'quote', quote }} guest={guest} />;
}

interface LoaderProps {
  explicitBookingId?: string;
  /** The booking came from this tab's /payment URL: once it is confirmed, go to its page. */
  finishedShowsBooking?: boolean;
  storedBookingId?: string;
  storedQuote?: PendingQuote;
}

/** Decides what is being paid for (see resolvePaymentSource) and loads its price from the server. */
export function PaymentLoader({ explicitBookingId, storedBookingId, storedQuote, finishedShowsBooking }: LoaderProps) {
  const mustCompare = !explicitBookingId && Boolean(storedBookingId && storedQuote);
  const stored = usePaymentBooking(mustCompare ? storedBookingId : undefined);
  const resolution = resolvePaymentSource({
    explicitBookingId,
    storedBookingId,
    storedQuote,
    storedBooking: mustCompare ? (stored.loading ? undefined : (stored.booking ?? null)) : undefined,
  });
  if (resolution.status === 'none') return <NoBookingFound />;
  if (resolution.status === 'checking') return <PaymentLoading />;
  const { source } = resolution;
  return source.kind === 'booking' ? (
    <BookingPayment bookingId={source.bookingId} finishedShowsBooking={finishedShowsBooking} />
  ) : (
    <QuotePayment quote={source.quote} />
  );
}
