import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import {
  BookingsByCodeDocument,
  BookingsByCodeMutation,
  BookingStatus,
  RequestBookingCodeDocument,
} from '../../../graphql/generated';
import { formatDate } from '../../../lib/format';

export const PHONE_MESSAGES = {
  phoneRequired: 'Enter the mobile number you booked with',
  codeRequired: 'Enter the 6-digit code from the SMS',
  failed: 'That did not work. Please check your connection and try again.',
  none: 'This number has no current or upcoming bookings with us.',
} as const;

type FoundBooking = NonNullable<BookingsByCodeMutation['bookingsByCode']['bookings']>[number];

/** A booking's status in the guest's words. */
const STATUS_WORDS: Record<BookingStatus, string> = {
  [BookingStatus.Held]: 'Waiting for payment',
  [BookingStatus.Confirmed]: 'Confirmed',
  [BookingStatus.CheckedIn]: 'Checked in',
  [BookingStatus.CheckedOut]: 'Checked out',
  [BookingStatus.Cancelled]: 'Cancelled',
  [BookingStatus.Expired]: 'Expired',
  [BookingStatus.NoShow]: 'Did not arrive',
};

/**
 * "Forgot your booking code?": the guest gives their mobile number, gets a one-time code by SMS,
 * types it in, and sees the number's current and upcoming bookings, each linking to its page
 * (with its key, as the mails link it). The server answers a request for a code the same way
 * whether or not the number has bookings.
 */
export function FindByPhone() {
  const client = useApolloClient();
  const [phone, setPhone] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [bookings, setBookings] = useState<FoundBooking[]>();

  if (bookings) return <BookingsFound bookings={bookings} />;
  if (phone === undefined) {
    return (
      <PhoneStep
        onSent={(given, message) => {
          setPhone(given);
          setNotice(message);
        }}
        request={async (given) => {
          const { data } = await client.mutate({ mutation: RequestBookingCodeDocument, variables: { phone: given } });
          return data?.requestBookingCode;
        }}
      />
    );
  }
  return (
    <CodeStep
      phone={phone}
      notice={notice}
      check={async (code) => {
        const { data } = await client.mutate({ mutation: BookingsByCodeDocument, variables: { phone, code } });
        return data?.bookingsByCode;
      }}
      onFound={setBookings}
      onOtherNumber={() => setPhone(undefined)}
    />
  );
}

interface Answer {
  errors: { message: string }[];
}

function PhoneStep({
  request,
  onSent,
}: {
  request(phone: string): Promise<(Answer & { message?: string | null }) | undefined>;
  onSent(phone: string, message: string): void;
}) {
  const [refusal, setRefusal] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ phone: string }>({ defaultValues: { phone: '' } });
  const submit = handleSubmit(async ({ phone }) => {
    setRefusal(undefined);
    try {
      const answer = await request(phone.trim());
      if (answer?.message) return onSent(phone.trim(), answer.message);
      setRefusal(answer?.errors[0]?.message ?? PHONE_MESSAGES.failed);
    } catch {
      setRefusal(PHONE_MESSAGES.failed);
    }
  });
  return (
    <form className="find-booking" onSubmit={submit} noValidate aria-busy={isSubmitting}>
      {refusal && <Alert tone="danger">{refusal}</Alert>}
      <Field label="Mobile number" hint="The one you booked with. We send a code to it by SMS." error={errors.phone?.message}>
        {(field) => (
          <input
            {...field}
            {...register('phone', { validate: (value) => (value.trim() === '' ? PHONE_MESSAGES.phoneRequired : true) })}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={20}
          />
        )}
      </Field>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Sending…' : 'Send me a code'}
      </Button>
    </form>
  );
}

function CodeStep({
  phone,
  notice,
  check,
  onFound,
  onOtherNumber,
}: {
  phone: string;
  notice?: string;
  check(code: string): Promise<(Answer & { bookings?: FoundBooking[] | null }) | undefined>;
  onFound(bookings: FoundBooking[]): void;
  onOtherNumber(): void;
}) {
  const [refusal, setRefusal] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ code: string }>({ defaultValues: { code: '' } });
  const submit = handleSubmit(async ({ code }) => {
    setRefusal(undefined);
    try {
      const answer = await check(code.trim());
      if (answer?.bookings) return onFound(answer.bookings);
      setRefusal(answer?.errors[0]?.message ?? PHONE_MESSAGES.failed);
    } catch {
      setRefusal(PHONE_MESSAGES.failed);
    }
  });
  return (
    <form className="find-booking" onSubmit={submit} noValidate aria-busy={isSubmitting}>
      {notice && <Alert tone="info">{notice}</Alert>}
      {refusal && <Alert tone="danger">{refusal}</Alert>}
      <Field label="Code from the SMS" hint={`Sent to ${phone}.`} error={errors.code?.message}>
        {(field) => (
          <input
            {...field}
            {...register('code', { validate: (value) => (/^\s*\d{6}\s*$/.test(value) ? true : PHONE_MESSAGES.codeRequired) })}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
          />
        )}
      </Field>
      <div className="find-by-phone__actions">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Checking…' : 'Show my bookings'}
        </Button>
        <Button variant="secondary" onClick={onOtherNumber}>
          Use another number or send a new code
        </Button>
      </div>
    </form>
  );
}

function BookingsFound({ bookings }: { bookings: FoundBooking[] }) {
  if (bookings.length === 0) return <Alert tone="info">{PHONE_MESSAGES.none}</Alert>;
  return (
    <section aria-label="Your bookings">
      <h2 className="find-by-phone__title">Your bookings</h2>
      <ul className="find-by-phone__list">
        {bookings.map((booking) => (
          <li key={booking.bookingId} className="find-by-phone__booking">
            <Link to={booking.link}>Booking {booking.bookCode}</Link>
            <span>
              {formatDate(booking.checkIn)} – {formatDate(booking.checkOut)}
            </span>
            <span className="find-by-phone__status">{STATUS_WORDS[booking.status]}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
