import { Panel } from '../../../components/admin/AdminPage';
import { FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { BookingChangePreviewQuery, BookingChangesBookingQuery, BookingStatus } from '../../../graphql/generated';
import { formatRupees } from '../../../lib/format';
import { gstinMessage } from '@server-pure/gstin';
import { ChangeInput, useChangeBooking, useChangesBooking, useFreeRooms, useUpdateDetails } from './use-desk-bookings';
import './desk-bookings.css';

type ChangesBooking = NonNullable<BookingChangesBookingQuery['booking']>;
type Preview = BookingChangePreviewQuery['bookingChangePreview'];

const CHANGEABLE: BookingStatus[] = [BookingStatus.Held, BookingStatus.Confirmed, BookingStatus.CheckedIn];

/** "₹2,000 more to collect", "₹1,000 to refund", or "No change in price". */
export function differenceWords(preview: { difference: number; balanceDue: number }): string {
  const money =
    preview.balanceDue > 0
      ? `balance due ${formatRupees(preview.balanceDue)}`
      : preview.balanceDue < 0
        ? `refund due ${formatRupees(-preview.balanceDue)}`
        : 'nothing due';
  if (preview.difference === 0) return `No change in price; ${money}.`;
  const change = preview.difference > 0 ? 'more' : 'less';
  return `${formatRupees(Math.abs(preview.difference))} ${change} than before; ${money}.`;
}

function StayChange({ booking, onChanged }: { booking: ChangesBooking; onChanged(words: string): void }) {
  const checkedIn = booking.status === BookingStatus.CheckedIn;
  const [checkIn, setCheckIn] = useState(booking.checkIn);
  const [checkOut, setCheckOut] = useState(booking.checkOut);
  const [lineId, setLineId] = useState(booking.lines[0]?.id ?? '');
  const line = booking.lines.find((candidate) => candidate.id === lineId) ?? booking.lines[0];
  const [roomId, setRoomId] = useState(line?.roomId ?? '');
  const [preview, setPreview] = useState<Preview | null>(null);
  const [message, setMessage] = useState<{ tone: 'danger' | 'success'; text: string } | null>(null);
  const free = useFreeRooms(checkIn, checkOut);
  const calls = useChangeBooking();
  const input: ChangeInput = {
    bookingId: booking.id,
    checkIn: checkIn !== booking.checkIn ? checkIn : null,
    checkOut: checkOut !== booking.checkOut ? checkOut : null,
    roomId: line && roomId !== line.roomId ? roomId : null,
    lineId: booking.lines.length > 1 && line && roomId !== line.roomId ? line.id : null,
  };
  const reset = () => {
    setPreview(null);
    setMessage(null);
  };

  const ask = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const answer = await calls.preview(input);
    if ('preview' in answer && answer.preview) setPreview(answer.preview);
    else setMessage({ tone: 'danger', text: answer.refusal ?? 'Could not price this change' });
  };
  const confirm = async () => {
    const answer = await calls.confirm(input).catch(() => null);
    const refusal = answer ? answer.errors[0]?.message : 'Something went wrong while changing the booking';
    if (refusal) {
      setMessage({ tone: 'danger', text: refusal });
      setPreview(null);
      return;
    }
    const money =
      answer && 'difference' in answer ? { difference: answer.difference ?? 0, balanceDue: answer.balanceDue ?? 0 } : null;
    // The booking reloads with its new dates and this form starts afresh: the parent says what happened.
    onChanged(`Booking changed.${money ? ` ${differenceWords(money)}` : ''}`);
  };
  const otherRooms = free.rooms.filter((room) => !booking.lines.some((l) => l.roomId === room.id));

  return (
    <form onSubmit={(event) => void ask(event)} aria-labelledby="change-stay-title">
      <h3 id="change-stay-title">Dates and room</h3>
      <div className="desk-form__row">
        <Field label="Check-in" hint={checkedIn ? 'The guest is in: only the check-out can move.' : undefined}>
          {(props) => (
            <input
              {...props}
              type="date"
              value={checkIn}
              disabled={checkedIn}
              onChange={(event) => {
                setCheckIn(event.target.value);
                reset();
              }}
            />
          )}
        </Field>
        <Field label="Check-out">
          {(props) => (
            <input
              {...props}
              type="date"
              value={checkOut}
              onChange={(event) => {
                setCheckOut(event.target.value);
                reset();
              }}
            />
          )}
        </Field>
        {booking.lines.length > 1 && !checkedIn && (
          <Field label="Room to move">
            {(props) => (
              <select
                {...props}
                value={lineId}
                onChange={(event) => {
                  setLineId(event.target.value);
                  setRoomId(booking.lines.find((l) => l.id === event.target.value)?.roomId ?? '');
                  reset();
                }}
              >
                {booking.lines.map((l) => (
                  <option key={l.id} value={l.id}>
                    Room {l.roomName}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        {!checkedIn && line && (
          <Field label="Move to room">
            {(props) => (
              <select
                {...props}
                value={roomId}
                onChange={(event) => {
                  setRoomId(event.target.value);
                  reset();
                }}
              >
                <option value={line.roomId}>Room {line.roomName} (as now)</option>
                {otherRooms.map((room) => (
                  <option key={room.id} value={room.id}>
                    Room {room.name} · {formatRupees(room.rentPerDay)} a night
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
      </div>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      {preview && (
        <p className="desk-price" role="status">
          New total <strong>{formatRupees(preview.total)}</strong> for {preview.nights}{' '}
          {preview.nights === 1 ? 'night' : 'nights'}: {differenceWords(preview)}
        </p>
      )}
      <div className="desk-form__actions">
        {preview ? (
          <>
            <Button onClick={() => void confirm()} disabled={calls.busy}>
              Confirm the change
            </Button>
            <Button variant="secondary" onClick={reset}>
              Back
            </Button>
          </>
        ) : (
          <Button type="submit" variant="secondary">
            See the new price
          </Button>
        )}
      </div>
    </form>
  );
}

function DetailsEdit({ booking }: { booking: ChangesBooking }) {
  const [values, setValues] = useState({
    userName: booking.userName,
    userEmail: booking.userEmail ?? '',
    userPhone: booking.userPhone,
    notes: booking.notes ?? '',
    businessName: booking.businessName ?? '',
    businessGstin: booking.businessGstin ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ tone: 'danger' | 'success'; text: string } | null>(null);
  const { save, busy } = useUpdateDetails();
  const FIELD_OF: Record<string, keyof typeof values> = {
    name: 'userName',
    email: 'userEmail',
    phone: 'userPhone',
    notes: 'notes',
    businessName: 'businessName',
    businessGstin: 'businessGstin',
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setMessage(null);
    const gstinProblem = values.businessGstin.trim() ? gstinMessage(values.businessGstin) : undefined;
    if (gstinProblem) return setErrors({ businessGstin: gstinProblem });
    const answer = await save({ bookingId: booking.id, ...values }).catch(() => null);
    if (!answer) return setMessage({ tone: 'danger', text: 'Something went wrong while saving' });
    if (answer.errors.length === 0) return setMessage({ tone: 'success', text: 'Details saved.' });
    const next: Record<string, string> = {};
    for (const error of answer.errors) {
      const field = error.field ? FIELD_OF[error.field] : undefined;
      if (field) next[field] = error.message;
      else setMessage({ tone: 'danger', text: error.message });
    }
    setErrors(next);
  };
  const input = (key: keyof typeof values) => ({
    value: values[key],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [key]: event.target.value }),
  });

  return (
    <form onSubmit={(event) => void submit(event)} aria-labelledby="details-title" noValidate>
      <h3 id="details-title">Guest details, business and notes</h3>
      <div className="desk-form__row">
        <Field label="Name" error={errors.userName}>
          {(props) => <input {...props} maxLength={120} {...input('userName')} />}
        </Field>
        <Field label="Email" error={errors.userEmail}>
          {(props) => <input {...props} type="email" {...input('userEmail')} />}
        </Field>
        <Field label="Phone" error={errors.userPhone}>
          {(props) => <input {...props} type="tel" {...input('userPhone')} />}
        </Field>
      </div>
      <div className="desk-form__row">
        <Field label="Business name (for a GST invoice)" error={errors.businessName}>
          {(props) => <input {...props} maxLength={120} autoComplete="off" {...input('businessName')} />}
        </Field>
        <Field label="GSTIN" hint="Both empty: no business. Fixed once the invoice is issued." error={errors.businessGstin}>
          {(props) => <input {...props} maxLength={20} autoComplete="off" spellCheck={false} {...input('businessGstin')} />}
        </Field>
      </div>
      <Field label="Notes" hint="Seen only by the hotel." error={errors.notes}>
        {(props) => <textarea {...props} rows={2} maxLength={2000} {...input('notes')} />}
      </Field>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      <Button type="submit" variant="secondary" disabled={busy}>
        Save details
      </Button>
    </form>
  );
}

/** Change the booking's dates or room (priced before confirming), and edit the guest's details and notes. */
export function BookingChanges({ bookingId }: { bookingId: string }) {
  const { booking } = useChangesBooking(bookingId);
  const [changed, setChanged] = useState<string | null>(null);
  if (!booking) return null;
  return (
    <Panel title="Change the booking" className="booking-changes">
      {changed && <Alert tone="success">{changed}</Alert>}
      {CHANGEABLE.includes(booking.status) ? (
        <StayChange
          key={`${booking.checkIn}-${booking.checkOut}-${booking.lines.map((l) => l.roomId).join()}`}
          booking={booking}
          onChanged={setChanged}
        />
      ) : (
        <p className="admin-muted">The dates and rooms of a booking that is over or cancelled stay as they were.</p>
      )}
      <DetailsEdit booking={booking} />
    </Panel>
  );
}
