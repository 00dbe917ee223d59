import { Panel } from '../../../components/admin/AdminPage';
import { FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { BookingStatus } from '../../../graphql/generated';
import { gstinMessage } from '@server-pure/gstin';
import { ChangesBooking, useChangesBooking, useUpdateDetails } from './use-desk-bookings';
import { StayChange } from './StayChange';
import './desk-bookings.css';

const CHANGEABLE: BookingStatus[] = [BookingStatus.Held, BookingStatus.Confirmed, BookingStatus.CheckedIn];

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
