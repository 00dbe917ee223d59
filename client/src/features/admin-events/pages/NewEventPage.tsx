import { FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { AdminPage, Panel } from '../../../components/admin/AdminPage';
import { EmptyState } from '../../../components/admin/LoadState';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { Spinner } from '../../../components/ui/Spinner';
import { formatRupees, todayInHotel } from '../../../lib/format';
import { useEnquiryOptions, useEventSteps } from '../api/use-events';
import '../admin-events.css';

type TextField = 'occasion' | 'hostName' | 'hostPhone' | 'hostEmail' | 'notes' | 'dietaryNotes';

/** /admin/events/new: the owner writes in an enquiry taken on the phone or at the desk. */
export default function NewEventPage() {
  const { options, error } = useEnquiryOptions();
  const steps = useEventSteps();
  const navigate = useNavigate();
  const [hallId, setHallId] = useState('');
  const [sessionId, setSessionId] = useState('');
  const [eventDate, setEventDate] = useState('');
  const [guests, setGuests] = useState('');
  const [menuPackageId, setMenuPackageId] = useState('');
  const [text, setText] = useState<Record<TextField, string>>({
    occasion: '',
    hostName: '',
    hostPhone: '',
    hostEmail: '',
    notes: '',
    dietaryNotes: '',
  });
  const [fields, setFields] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  if (error) return <Alert tone="danger">{error}</Alert>;
  if (!options) return <Spinner label="Loading the halls…" />;
  const halls = options.halls.filter((hall) => hall.isActive);
  const hall = halls.find((candidate) => candidate.id === (hallId || halls[0]?.id));
  const sessions = hall?.sessions.filter((session) => session.isActive) ?? [];
  const menus = options.menuPackages.filter((menu) => menu.isActive);
  const textInput = (name: TextField) => ({
    value: text[name],
    onChange: (event: { target: { value: string } }) => setText((current) => ({ ...current, [name]: event.target.value })),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(undefined);
    const answer = await steps.create({
      hallId: hall?.id,
      sessionId: sessionId || sessions[0]?.id,
      eventDate,
      expectedGuests: guests.trim() === '' ? undefined : Number(guests),
      menuPackageId: menuPackageId || undefined,
      ...text,
    });
    setBusy(false);
    if (answer.ok) void navigate(`/admin/events/${answer.value.id}`);
    else {
      setFields(answer.fields);
      setProblem(answer.message);
    }
  };

  return (
    <AdminPage
      className="admin-events"
      title="New event"
      lead="An enquiry taken on the phone or at the desk. It is priced by the estimate; quote it next."
      back={{ to: '/admin/events', label: 'All events' }}
    >
      {halls.length === 0 ? (
        <EmptyState>There is no open hall yet.</EmptyState>
      ) : (
        <Panel>
          <form className="event-form" onSubmit={submit} noValidate aria-label="New event">
            {problem && <Alert tone="danger">{problem}</Alert>}
            <div className="event-form__grid">
              <Field label="Hall" error={fields.hallId}>
                {(props) => (
                  <select {...props} value={hall?.id} onChange={(e) => (setHallId(e.target.value), setSessionId(''))}>
                    {halls.map((option) => (
                      <option key={option.id} value={option.id}>
                        {option.name} (up to {option.floatingCapacity})
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field label="Session" error={fields.sessionId}>
                {(props) => (
                  <select {...props} value={sessionId || sessions[0]?.id} onChange={(e) => setSessionId(e.target.value)}>
                    {sessions.map((session) => (
                      <option key={session.id} value={session.id}>
                        {session.name} {session.startsAt}–{session.endsAt}, {formatRupees(session.rent)}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field label="Date" error={fields.eventDate}>
                {(props) => (
                  <input
                    {...props}
                    type="date"
                    min={todayInHotel()}
                    value={eventDate}
                    onChange={(e) => setEventDate(e.target.value)}
                  />
                )}
              </Field>
              <Field label="Occasion" error={fields.occasion} hint="Reception, engagement, birthday…">
                {(props) => <input {...props} maxLength={60} {...textInput('occasion')} />}
              </Field>
              <Field label="Expected guests" error={fields.expectedGuests}>
                {(props) => (
                  <input
                    {...props}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    value={guests}
                    onChange={(e) => setGuests(e.target.value)}
                  />
                )}
              </Field>
              <Field label="Menu" error={fields.menuPackageId}>
                {(props) => (
                  <select {...props} value={menuPackageId} onChange={(e) => setMenuPackageId(e.target.value)}>
                    <option value="">Not chosen yet</option>
                    {menus.map((menu) => (
                      <option key={menu.id} value={menu.id}>
                        {menu.name}, {formatRupees(menu.pricePerPlate)} a plate (at least {menu.minPlates})
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field label="Host’s name" error={fields.hostName}>
                {(props) => <input {...props} autoComplete="off" maxLength={120} {...textInput('hostName')} />}
              </Field>
              <Field label="Phone" error={fields.hostPhone}>
                {(props) => <input {...props} type="tel" inputMode="tel" {...textInput('hostPhone')} />}
              </Field>
              <Field label="Email" error={fields.hostEmail} hint="The quote and the payment link go here.">
                {(props) => <input {...props} type="email" {...textInput('hostEmail')} />}
              </Field>
            </div>
            <Field label="Notes" error={fields.notes}>
              {(props) => <textarea {...props} rows={3} maxLength={2000} {...textInput('notes')} />}
            </Field>
            <Field label="Dietary notes" error={fields.dietaryNotes} hint="Jain, no onion or garlic, allergies…">
              {(props) => <textarea {...props} rows={2} maxLength={500} {...textInput('dietaryNotes')} />}
            </Field>
            <div className="event-form__actions">
              <Button type="submit" disabled={busy}>
                {busy ? 'Saving…' : 'Save the enquiry'}
              </Button>
              <Link className="btn btn--secondary" to="/admin/events">
                Cancel
              </Link>
            </div>
          </form>
        </Panel>
      )}
    </AdminPage>
  );
}
