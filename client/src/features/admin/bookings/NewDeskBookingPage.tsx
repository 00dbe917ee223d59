import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { TotalWithGst } from '../../../components/price/TotalWithGst';
import { Field } from '../../../components/ui/Field';
import { BookingChannel, CheckInInput, DeskPaymentMethod, DeskPaymentOption } from '../../../graphql/generated';
import { mayUse } from '../../../lib/admin-session';
import { formatRupees, todayInHotel } from '../../../lib/format';
import { DESK_PAYMENT_METHOD_LABELS, labelledOptions } from '../../../lib/labels';
import { AdminPage, Panel } from '../../../components/admin/AdminPage';
import { useAdminSession } from '../session/AdminSessionContext';
import { WhatsAppUpdatesBox } from '../../../components/consent/WhatsAppUpdatesBox';
import { useHotel } from '../../../lib/hotel';
import { CheckInDialog } from '../today/CheckInDialog';
import type { StayOutcome } from '../today/use-desk-stay';
import { DeskAgreedRent } from './DeskAgreedRent';
import { DeskRoomPicker } from './DeskRoomPicker';
import { AGREED_RENT_PERMISSION, DESK_FORM_FIELDS, DeskFormValues, deskBookingInput } from './desk-booking-request';
import { PaymentLinkReady } from './PaymentLinkReady';
import { ChosenRoom, useCreateDeskBooking, useFreeRooms, useStayPrice } from './use-desk-bookings';
import './desk-bookings.css';
import { addDays } from '@server-pure/calendar-dates';

const OPTION_LABELS: Record<DeskPaymentOption, string> = {
  [DeskPaymentOption.PayAtDeskNow]: 'Pays now at the desk',
  [DeskPaymentOption.PayLater]: 'Pays later, at the hotel',
  [DeskPaymentOption.PaymentLink]: 'Pays online: give the guest a payment link',
};

const CHECK_IN_FAILED = 'DESK_BOOKING_CHECK_IN_FAILED';

/** /admin/booking/new: a walk-in or phone booking made at the desk, checked in at once when the stay starts today. */
export default function NewDeskBookingPage() {
  const navigate = useNavigate();
  const { session } = useAdminSession();
  const mayAgreeRent = mayUse(session?.admin, AGREED_RENT_PERMISSION);
  const hotel = useHotel();
  const today = todayInHotel();
  const [chosen, setChosen] = useState<ChosenRoom[]>([]);
  const [roomsError, setRoomsError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [linkReady, setLinkReady] = useState<{ link: string; bookingId: string; bookCode: string } | null>(null);
  /** "Book and check in": the form's values while the check-in dialog asks for the registration. */
  const [checkingIn, setCheckingIn] = useState<DeskFormValues | null>(null);
  const [bookedNotIn, setBookedNotIn] = useState<{ bookingId: string; message: string } | null>(null);
  /** The booking "Book and check in" made, and check-in's refusal if it refused: read when the dialog closes. */
  const made = useRef<{ bookingId: string; refusal: string | null } | null>(null);
  const { submit, busy } = useCreateDeskBooking();
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors },
  } = useForm<DeskFormValues>({
    defaultValues: {
      checkIn: today,
      checkOut: addDays(today, 1),
      channel: BookingChannel.WalkIn,
      option: DeskPaymentOption.PayLater,
      method: DeskPaymentMethod.Cash,
      agreeRent: false,
      whatsappUpdates: false,
    },
  });
  const [checkIn, checkOut, option, agreeRent] = watch(['checkIn', 'checkOut', 'option', 'agreeRent']);
  const free = useFreeRooms(checkIn, checkOut);
  const freeIds = new Set(free.rooms.map((room) => room.id));
  const stillFree = chosen.filter((room) => freeIds.has(room.roomId));
  const { price, refusal: priceRefusal } = useStayPrice(checkIn, checkOut, stillFree);
  const mayCheckInNow = checkIn === today && option !== DeskPaymentOption.PaymentLink;

  /** The server's refusals on the form's fields; true when one landed there. */
  const showErrors = (answerErrors: { field?: string | null; message: string }[]): boolean => {
    let shown = false;
    for (const error of answerErrors) {
      const field = error.field ? DESK_FORM_FIELDS[error.field] : undefined;
      if (field) setError(field, { message: error.message });
      else if (error.field?.startsWith('bookingInfo') || error.field?.startsWith('rooms')) setRoomsError(error.message);
      else continue;
      shown = true;
    }
    return shown;
  };

  const roomsChosen = (): boolean => {
    setFailure(null);
    setRoomsError(null);
    if (stillFree.length > 0) return true;
    setRoomsError('Please select a room');
    return false;
  };

  const onSubmit = async (values: DeskFormValues) => {
    if (!roomsChosen()) return;
    try {
      const answer = await submit(deskBookingInput(values, stillFree, { mayAgreeRent }));
      if (answer.booking && answer.paymentLink) {
        setLinkReady({ link: answer.paymentLink, bookingId: answer.booking.id, bookCode: answer.booking.bookCode });
        return;
      }
      if (answer.booking) {
        void navigate(`/admin/booking/${answer.booking.id}`);
        return;
      }
      if (!showErrors(answer.errors)) setFailure(answer.errors[0]?.message ?? 'Something went wrong while booking.');
    } catch {
      setFailure('Something went wrong while booking. Please try again.');
    }
  };

  /** The check-in dialog's Check in: books and checks in with one call. */
  const bookAndCheckIn = async (registration: CheckInInput): Promise<StayOutcome> => {
    const values = checkingIn!;
    try {
      const answer = await submit(deskBookingInput(values, stillFree, { mayAgreeRent, checkInNow: registration }));
      if (answer.booking) {
        const refused = answer.errors.find((error) => error.code === CHECK_IN_FAILED);
        made.current = { bookingId: answer.booking.id, refusal: refused?.message ?? null };
        return { ok: true, message: null };
      }
      const errors = answer.errors.map((error) => ({
        field: error.field ?? null,
        code: error.code ?? null,
        message: error.message,
      }));
      if (showErrors(errors)) {
        setCheckingIn(null);
        setFailure('The booking was not made: see the form.');
      }
      return { ok: false, message: errors[0]?.message ?? 'Something went wrong while booking.', errors };
    } catch {
      return { ok: false, message: 'Something went wrong while booking. Please try again.', errors: [] };
    }
  };

  if (bookedNotIn) {
    return (
      <AdminPage title="New booking">
        <Alert tone="warning">{bookedNotIn.message}</Alert>
        <Link className="btn btn--primary" to={`/admin/booking/${bookedNotIn.bookingId}`}>
          Open the booking
        </Link>
      </AdminPage>
    );
  }

  if (linkReady) {
    return (
      <AdminPage title="New booking">
        <PaymentLinkReady {...linkReady} />
      </AdminPage>
    );
  }

  return (
    <AdminPage
      title="New booking"
      lead="A walk-in or phone guest: the rooms, the guest, and how they pay."
      back={{ to: '/admin/booking', label: 'All bookings' }}
    >
      {failure && <Alert tone="danger">{failure}</Alert>}
      <form className="desk-form" noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
        <Panel title="Stay and rooms">
          <div className="desk-form__row">
            <Field label="Check-in" error={errors.checkIn?.message}>
              {(props) => (
                <input {...props} type="date" min={today} {...register('checkIn', { required: 'Check In is Required' })} />
              )}
            </Field>
            <Field label="Check-out" error={errors.checkOut?.message}>
              {(props) => (
                <input
                  {...props}
                  type="date"
                  min={addDays(checkIn || today, 1)}
                  {...register('checkOut', { required: 'Check Out is Required' })}
                />
              )}
            </Field>
          </div>
          {!free.ready && <p className="admin-muted">Choose a check-out after the check-in to see the free rooms.</p>}
          {free.ready && <DeskRoomPicker rooms={free.rooms} loading={free.loading} chosen={stillFree} onChange={setChosen} />}
          {roomsError && (
            <p className="field__error" role="alert">
              {roomsError}
            </p>
          )}
          {price && (
            <p className="desk-price">
              {price.nights} {price.nights === 1 ? 'night' : 'nights'}, {stillFree.length}{' '}
              {stillFree.length === 1 ? 'room' : 'rooms'}: <TotalWithGst price={price.tax} />
            </p>
          )}
          {priceRefusal && <p className="field__error">{priceRefusal}</p>}
          {mayAgreeRent && <DeskAgreedRent register={register} errors={errors} agreeing={agreeRent} />}
        </Panel>

        <Panel title="Guest">
          <div className="desk-form__row">
            <Field label="Name" error={errors.name?.message}>
              {(props) => <input {...props} autoComplete="off" maxLength={120} {...register('name')} />}
            </Field>
            <Field label="Email" hint="Optional: without one, no mail is sent" error={errors.email?.message}>
              {(props) => <input {...props} type="email" autoComplete="off" {...register('email')} />}
            </Field>
            <Field label="Phone" error={errors.phone?.message}>
              {(props) => <input {...props} type="tel" inputMode="tel" autoComplete="off" {...register('phone')} />}
            </Field>
          </div>
          <WhatsAppUpdatesBox
            hotelName={hotel.name}
            hint="Ask the guest, and tick only if they say yes. They can reply STOP any time."
            {...register('whatsappUpdates')}
          />
          <fieldset className="desk-choices">
            <legend>The guest</legend>
            <label>
              <input type="radio" value={BookingChannel.WalkIn} {...register('channel')} /> walked in
            </label>
            <label>
              <input type="radio" value={BookingChannel.Phone} {...register('channel')} /> phoned
            </label>
          </fieldset>
          <div className="desk-form__row">
            <Field label="Business name (for a GST invoice)" hint="Optional" error={errors.businessName?.message}>
              {(props) => <input {...props} autoComplete="off" maxLength={120} {...register('businessName')} />}
            </Field>
            <Field label="GSTIN" hint="Optional; checked with its last character" error={errors.businessGstin?.message}>
              {(props) => (
                <input {...props} autoComplete="off" spellCheck={false} maxLength={20} {...register('businessGstin')} />
              )}
            </Field>
          </div>
          <Field label="Notes" hint="Requests and remarks, seen only by the hotel." error={errors.notes?.message}>
            {(props) => <textarea {...props} rows={2} maxLength={2000} {...register('notes')} />}
          </Field>
        </Panel>

        <Panel title="Payment">
          <fieldset className="desk-choices">
            <legend className="visually-hidden">How the guest pays</legend>
            {labelledOptions(OPTION_LABELS).map(({ value, label }) => (
              <label key={value}>
                <input type="radio" value={value} {...register('option')} /> {label}
              </label>
            ))}
          </fieldset>
          {errors.option && <p className="field__error">{errors.option.message}</p>}
          {option === DeskPaymentOption.PayAtDeskNow && (
            <div className="desk-form__row">
              <Field label="Method" error={errors.method?.message}>
                {(props) => (
                  <select {...props} {...register('method')}>
                    {labelledOptions(DESK_PAYMENT_METHOD_LABELS).map(({ value, label }) => (
                      <option key={value} value={value}>
                        {label}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field
                label="Amount (₹)"
                hint={price ? `Up to ${formatRupees(price.totalAmount)}` : undefined}
                error={errors.amount?.message}
              >
                {(props) => <input {...props} inputMode="decimal" {...register('amount')} />}
              </Field>
              <Field
                label="Reference"
                hint="Required for UPI, card and bank transfer: the UTR, approval code or bank reference."
                error={errors.reference?.message}
              >
                {(props) => <input {...props} maxLength={64} {...register('reference')} />}
              </Field>
            </div>
          )}
        </Panel>

        <div className="desk-form__actions">
          <Button type="submit" variant={mayCheckInNow ? 'secondary' : 'primary'} disabled={busy}>
            {busy && !checkingIn ? 'Booking…' : 'Book'}
          </Button>
          {mayCheckInNow && (
            <Button
              disabled={busy}
              onClick={() => void handleSubmit((values) => (roomsChosen() ? setCheckingIn(values) : undefined))()}
            >
              Book and check in now
            </Button>
          )}
          <Link className="btn btn--secondary" to="/admin/booking">
            Cancel
          </Link>
        </div>
      </form>
      {checkingIn && (
        <CheckInDialog
          bookCode="new booking"
          guestName={checkingIn.name.trim() || 'the guest'}
          roomIds={stillFree.map((room) => room.roomId)}
          onCheckIn={bookAndCheckIn}
          onClose={() => {
            setCheckingIn(null);
            const booking = made.current;
            if (!booking) return;
            if (booking.refusal) setBookedNotIn({ bookingId: booking.bookingId, message: booking.refusal });
            else void navigate(`/admin/booking/${booking.bookingId}`);
          }}
        />
      )}
    </AdminPage>
  );
}
