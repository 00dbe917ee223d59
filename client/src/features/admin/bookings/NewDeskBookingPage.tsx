import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { TotalWithGst } from '../../../components/price/TotalWithGst';
import { Field } from '../../../components/ui/Field';
import { BookingChannel, DeskPaymentMethod, DeskPaymentOption, PaymentMethod } from '../../../graphql/generated';
import { formatRupees, todayInHotel } from '../../../lib/format';
import { DESK_PAYMENT_METHOD_LABELS, labelledOptions } from '../../../lib/labels';
import { AdminPage, Panel } from '../../../components/admin/AdminPage';
import { DeskRoomPicker } from './DeskRoomPicker';
import { ChosenRoom, useCreateDeskBooking, useFreeRooms, useStayPrice } from './use-desk-bookings';
import './desk-bookings.css';
import { addDays } from '@server-pure/calendar-dates';

interface FormValues {
  checkIn: string;
  checkOut: string;
  name: string;
  email: string;
  phone: string;
  channel: BookingChannel;
  notes: string;
  option: DeskPaymentOption;
  method: DeskPaymentMethod;
  amount: string;
  reference: string;
  businessName: string;
  businessGstin: string;
}

/** The desk's methods as the booking input names them (the same four values). */
const METHOD_AS_PAYMENT: Record<DeskPaymentMethod, PaymentMethod> = {
  [DeskPaymentMethod.Cash]: PaymentMethod.Cash,
  [DeskPaymentMethod.Upi]: PaymentMethod.Upi,
  [DeskPaymentMethod.Card]: PaymentMethod.Card,
  [DeskPaymentMethod.BankTransfer]: PaymentMethod.BankTransfer,
};

const OPTION_LABELS: Record<DeskPaymentOption, string> = {
  [DeskPaymentOption.PayAtDeskNow]: 'Pays now at the desk',
  [DeskPaymentOption.PayLater]: 'Pays later, at the hotel',
  [DeskPaymentOption.PaymentLink]: 'Pays online: give the guest a payment link',
};

/** Where the server's field names land in this form. */
const FORM_FIELDS: Record<string, keyof FormValues> = {
  checkIn: 'checkIn',
  checkOut: 'checkOut',
  name: 'name',
  email: 'email',
  phone: 'phone',
  channel: 'channel',
  notes: 'notes',
  'payment.option': 'option',
  'payment.method': 'method',
  'payment.amount': 'amount',
  'payment.reference': 'reference',
  businessName: 'businessName',
  businessGstin: 'businessGstin',
};

function PaymentLinkReady({ link, bookingId, bookCode }: { link: string; bookingId: string; bookCode: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Panel title={<>Booking {bookCode} is held: send the guest this link</>}>
      <p>The guest opens it, checks the booking and pays online. The rooms stay held while the guest pays.</p>
      <div className="desk-link">
        <input readOnly value={link} aria-label="Payment link" onFocus={(event) => event.target.select()} />
        <Button onClick={() => void copy()}>{copied ? 'Copied' : 'Copy'}</Button>
        <Link className="btn btn--secondary" to={`/admin/booking/${bookingId}`}>
          Open the booking
        </Link>
      </div>
    </Panel>
  );
}

/** /admin/booking/new: a walk-in or phone booking made at the desk. */
export default function NewDeskBookingPage() {
  const navigate = useNavigate();
  const today = todayInHotel();
  const [chosen, setChosen] = useState<ChosenRoom[]>([]);
  const [roomsError, setRoomsError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [linkReady, setLinkReady] = useState<{ link: string; bookingId: string; bookCode: string } | null>(null);
  const { submit, busy } = useCreateDeskBooking();
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors },
  } = useForm<FormValues>({
    defaultValues: {
      checkIn: today,
      checkOut: addDays(today, 1),
      channel: BookingChannel.WalkIn,
      option: DeskPaymentOption.PayLater,
      method: DeskPaymentMethod.Cash,
    },
  });
  const [checkIn, checkOut, option] = watch(['checkIn', 'checkOut', 'option']);
  const free = useFreeRooms(checkIn, checkOut);
  const freeIds = new Set(free.rooms.map((room) => room.id));
  const stillFree = chosen.filter((room) => freeIds.has(room.roomId));
  const { price, refusal: priceRefusal } = useStayPrice(checkIn, checkOut, stillFree);

  const onSubmit = async (values: FormValues) => {
    setFailure(null);
    setRoomsError(null);
    if (stillFree.length === 0) {
      setRoomsError('Please select a room');
      return;
    }
    const payNow = values.option === DeskPaymentOption.PayAtDeskNow;
    try {
      const answer = await submit({
        checkIn: values.checkIn,
        checkOut: values.checkOut,
        rooms: stillFree,
        guest: { name: values.name, email: values.email, phone: values.phone },
        channel: values.channel,
        notes: values.notes,
        ...(values.businessName?.trim() || values.businessGstin?.trim()
          ? { businessName: values.businessName, businessGstin: values.businessGstin }
          : {}),
        payment: {
          option: values.option,
          ...(payNow
            ? { method: METHOD_AS_PAYMENT[values.method], amount: Number(values.amount), reference: values.reference }
            : {}),
        },
      });
      if (answer.booking && answer.paymentLink) {
        setLinkReady({ link: answer.paymentLink, bookingId: answer.booking.id, bookCode: answer.booking.bookCode });
        return;
      }
      if (answer.booking) {
        void navigate(`/admin/booking/${answer.booking.id}`);
        return;
      }
      for (const error of answer.errors) {
        const field = error.field ? FORM_FIELDS[error.field] : undefined;
        if (field) setError(field, { message: error.message });
        else if (error.field?.startsWith('bookingInfo') || error.field?.startsWith('rooms')) setRoomsError(error.message);
        else setFailure(error.message);
      }
    } catch {
      setFailure('Something went wrong while booking. Please try again.');
    }
  };

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
        </Panel>

        <Panel title="Guest">
          <div className="desk-form__row">
            <Field label="Name" error={errors.name?.message}>
              {(props) => <input {...props} autoComplete="off" maxLength={120} {...register('name')} />}
            </Field>
            <Field label="Email" error={errors.email?.message}>
              {(props) => <input {...props} type="email" autoComplete="off" {...register('email')} />}
            </Field>
            <Field label="Phone" error={errors.phone?.message}>
              {(props) => <input {...props} type="tel" inputMode="tel" autoComplete="off" {...register('phone')} />}
            </Field>
          </div>
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
              <Field label="Reference" hint="UPI or card reference, if any" error={errors.reference?.message}>
                {(props) => <input {...props} maxLength={64} {...register('reference')} />}
              </Field>
            </div>
          )}
        </Panel>

        <div className="desk-form__actions">
          <Button type="submit" disabled={busy}>
            {busy ? 'Booking…' : 'Book'}
          </Button>
          <Link className="btn btn--secondary" to="/admin/booking">
            Cancel
          </Link>
        </div>
      </form>
    </AdminPage>
  );
}
