import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { BookingsByCodeDocument, BookingsByCodeMutation, RequestBookingCodeDocument } from '../../../graphql/generated';
import { useLocalePath } from '../../../i18n';
import { formatDate } from '../../../lib/format';
import { useMyBookingWords } from '../my-booking-words';

type FoundBooking = NonNullable<BookingsByCodeMutation['bookingsByCode']['bookings']>[number];

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
  const { t } = useMyBookingWords().mybooking;
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
      setRefusal(answer?.errors[0]?.message ?? t('requestFailed'));
    } catch {
      setRefusal(t('requestFailed'));
    }
  });
  return (
    <form className="find-booking" onSubmit={submit} noValidate aria-busy={isSubmitting}>
      {refusal && <Alert tone="danger">{refusal}</Alert>}
      <Field label={t('mobileNumber')} hint={t('mobileHint')} error={errors.phone?.message}>
        {(field) => (
          <input
            {...field}
            {...register('phone', { validate: (value) => (value.trim() === '' ? t('mobileRequired') : true) })}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={20}
          />
        )}
      </Field>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t('sending') : t('sendCode')}
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
  const { t } = useMyBookingWords().mybooking;
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
      setRefusal(answer?.errors[0]?.message ?? t('requestFailed'));
    } catch {
      setRefusal(t('requestFailed'));
    }
  });
  return (
    <form className="find-booking" onSubmit={submit} noValidate aria-busy={isSubmitting}>
      {notice && <Alert tone="info">{notice}</Alert>}
      {refusal && <Alert tone="danger">{refusal}</Alert>}
      <Field label={t('smsCode')} hint={t('smsCodeHint', { phone })} error={errors.code?.message}>
        {(field) => (
          <input
            {...field}
            {...register('code', { validate: (value) => (/^\s*\d{6}\s*$/.test(value) ? true : t('smsCodeRequired')) })}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
          />
        )}
      </Field>
      <div className="find-by-phone__actions">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('checking') : t('showMyBookings')}
        </Button>
        <Button variant="secondary" onClick={onOtherNumber}>
          {t('otherNumber')}
        </Button>
      </div>
    </form>
  );
}

function BookingsFound({ bookings }: { bookings: FoundBooking[] }) {
  const { t, locale } = useMyBookingWords().mybooking;
  const localePath = useLocalePath();
  if (bookings.length === 0) return <Alert tone="info">{t('noBookingsForNumber')}</Alert>;
  return (
    <section aria-label={t('yourBookings')}>
      <h2 className="find-by-phone__title">{t('yourBookings')}</h2>
      <ul className="find-by-phone__list">
        {bookings.map((booking) => (
          <li key={booking.bookingId} className="find-by-phone__booking">
            {/* The server's link (/booking/{id}?key=…), to the page in this page's language. */}
            <Link to={localePath(booking.link)}>{t('bookingWithCode', { code: booking.bookCode })}</Link>
            <span>{t('dateRange', { from: formatDate(booking.checkIn, locale), to: formatDate(booking.checkOut, locale) })}</span>
            <span className="find-by-phone__status">{t('foundStatus', { status: booking.status })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
