import { FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { BookingChangePreviewQuery, BookingStatus } from '../../../graphql/generated';
import { mayUse } from '../../../lib/admin-session';
import { formatRupees } from '../../../lib/format';
import { useAdminSession } from '../session/AdminSessionContext';
import { ChangeInput, ChangesBooking, useChangeBooking, useFreeRooms } from './use-desk-bookings';

type Preview = BookingChangePreviewQuery['bookingChangePreview'];

/** The permission-table key of a new rent agreed with a change: shown to the roles that may send it. */
export const NEW_RENT_PERMISSION = 'ChangeBookingInput.rateOverride';

/** The typed rupees as a number, or null when they are not one (the server says what is wrong). */
const rupeesOrNull = (text: string): number | null => (text.trim() === '' || Number.isNaN(Number(text)) ? null : Number(text));

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

/** A new rent agreed with the guest, as the form holds it until it is sent. */
interface NewRent {
  agree: boolean;
  nightlyRent: string;
  reason: string;
}

const NO_NEW_RENT: NewRent = { agree: false, nightlyRent: '', reason: '' };

/** The rent the booking keeps through the change, and (owner and manager) a new one agreed with the guest. */
function AgreedRentFields({
  booking,
  rent,
  onChange,
  errors,
}: {
  booking: ChangesBooking;
  rent: NewRent;
  onChange(rent: NewRent): void;
  errors: Record<string, string>;
}) {
  const { session } = useAdminSession();
  const mayAgree = mayUse(session?.admin, NEW_RENT_PERMISSION);
  const agreed = booking.agreedRent;
  if (!agreed && !mayAgree) return null;
  return (
    <fieldset className="desk-agreed-rent">
      <legend>Rent</legend>
      {agreed && (
        <p className="admin-muted">
          Agreed with the guest: {formatRupees(agreed.nightlyRent)} a night before GST, by {agreed.agreedBy}. The change keeps it.
        </p>
      )}
      {mayAgree && (
        <label className="desk-agreed-rent__toggle">
          <input type="checkbox" checked={rent.agree} onChange={(event) => onChange({ ...rent, agree: event.target.checked })} />{' '}
          {agreed ? 'Agree a new rent with the guest' : 'Agree a rent with the guest instead of the rate plan’s'}
        </label>
      )}
      {mayAgree && rent.agree && (
        <div className="desk-form__row">
          <Field
            label="Agreed rent per night (₹, before GST)"
            hint="Per room; GST is added by each night’s slab"
            error={errors['rateOverride.nightlyRent']}
          >
            {(props) => (
              <input
                {...props}
                inputMode="decimal"
                autoComplete="off"
                value={rent.nightlyRent}
                onChange={(event) => onChange({ ...rent, nightlyRent: event.target.value })}
              />
            )}
          </Field>
          <Field label="Reason" hint="3 to 200 characters; kept in the audit log" error={errors['rateOverride.reason']}>
            {(props) => (
              <input
                {...props}
                autoComplete="off"
                maxLength={200}
                value={rent.reason}
                onChange={(event) => onChange({ ...rent, reason: event.target.value })}
              />
            )}
          </Field>
        </div>
      )}
    </fieldset>
  );
}

/** New dates, another room, a new rent: priced by the server first, then confirmed. */
export function StayChange({ booking, onChanged }: { booking: ChangesBooking; onChanged(words: string): void }) {
  const checkedIn = booking.status === BookingStatus.CheckedIn;
  const [rent, setRent] = useState<NewRent>(NO_NEW_RENT);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
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
    rateOverride: rent.agree ? { nightlyRent: rupeesOrNull(rent.nightlyRent), reason: rent.reason } : null,
  };
  const reset = () => {
    setPreview(null);
    setMessage(null);
    setFieldErrors({});
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
    const field = answer?.errors[0] && 'field' in answer.errors[0] ? answer.errors[0].field : null;
    if (refusal && field?.startsWith('rateOverride.')) {
      setFieldErrors({ [field]: refusal });
      setPreview(null);
      return;
    }
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
      <AgreedRentFields
        booking={booking}
        rent={rent}
        errors={fieldErrors}
        onChange={(next) => {
          setRent(next);
          reset();
        }}
      />
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
