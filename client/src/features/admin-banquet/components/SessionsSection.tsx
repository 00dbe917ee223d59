import { Button } from '../../../components/ui/Button';
import { formatRupees } from '../../../lib/format';
import { type SetupHall, type SetupSession, useSaveHallSession } from '../api/use-banquet-setup';
import { ActiveToggle, SaveResult, TextField } from './form-bits';
import { useRecordEditor } from './use-record-editor';

interface SessionValues {
  name: string;
  startsAt: string;
  endsAt: string;
  rent: string;
  isActive: boolean;
}

const BLANK: SessionValues = { name: '', startsAt: '', endsAt: '', rent: '', isActive: true };

const valuesOf = (session: SetupSession): SessionValues => ({
  name: session.name,
  startsAt: session.startsAt,
  endsAt: session.endsAt,
  rent: String(session.rent),
  isActive: session.isActive,
});

const timing = (session: Pick<SetupSession, 'startsAt' | 'endsAt'>) =>
  `${session.startsAt}–${session.endsAt}${session.endsAt <= session.startsAt ? ' (next day)' : ''}`;

/** A hall's sessions in the order of the day, and a form to add one or change one. */
export function SessionsSection({ hall }: { hall: SetupHall }) {
  const save = useSaveHallSession();
  const { editing, values, problems, saved, busy, set, edit, submitWith } = useRecordEditor(BLANK, valuesOf);
  const rent = values.rent.trim() === '' ? -1 : Number(values.rent);
  const submit = submitWith(
    () => save({ input: { hallId: hall.id, id: editing?.id, ...values, rent: Number.isFinite(rent) ? rent : -1 } }),
    () => values.name.trim(),
  );

  return (
    <>
      {hall.sessions.length === 0 ? (
        <p className="admin-muted">No sessions yet. Customers book the hall by date and session, so add at least one.</p>
      ) : (
        <div className="table-region">
          <table className="admin-table banquet-table">
            <caption className="visually-hidden">Sessions of {hall.name}</caption>
            <thead>
              <tr>
                <th scope="col">Session</th>
                <th scope="col">Times</th>
                <th scope="col" className="admin-table__number">
                  Hall rent
                </th>
                <th scope="col">Offered</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {hall.sessions.map((session) => (
                <tr key={session.id}>
                  <th scope="row">{session.name}</th>
                  <td className="admin-table__nowrap" data-label="Times">
                    {timing(session)}
                  </td>
                  <td className="admin-table__number" data-label="Hall rent">
                    {formatRupees(session.rent)}
                  </td>
                  <td data-label="Offered">{session.isActive ? 'Yes' : 'Retired'}</td>
                  <td>
                    <Button variant="ghost" className="btn--small" onClick={() => edit(session)}>
                      Edit {session.name}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <form className="banquet-form" noValidate onSubmit={submit} aria-busy={busy}>
        <h3 className="banquet-subtitle">{editing ? `Change ${editing.name}` : 'Add a session'}</h3>
        <SaveResult saved={saved} problems={problems} />
        <div className="banquet-form__grid banquet-form__grid--four">
          <TextField label="Name" value={values.name} onChange={(name) => set({ name })} error={problems.name} maxLength={40} />
          <TextField
            label="Starts"
            type="time"
            value={values.startsAt}
            onChange={(startsAt) => set({ startsAt })}
            error={problems.startsAt}
          />
          <TextField
            label="Ends"
            type="time"
            hint="Before the start means after midnight."
            value={values.endsAt}
            onChange={(endsAt) => set({ endsAt })}
            error={problems.endsAt}
          />
          <TextField
            label="Hall rent (₹, before GST)"
            inputMode="decimal"
            value={values.rent}
            onChange={(rent) => set({ rent })}
            error={problems.rent}
          />
        </div>
        <ActiveToggle checked={values.isActive} onChange={(isActive) => set({ isActive })}>
          Offer this session to customers (a retired session keeps its events)
        </ActiveToggle>
        <div className="banquet-form__actions">
          <button type="submit" className="btn btn--primary" aria-disabled={busy}>
            {busy ? 'Saving…' : editing ? 'Save session' : 'Add session'}
          </button>
          {editing && (
            <Button variant="ghost" onClick={() => edit(null)}>
              Cancel
            </Button>
          )}
        </div>
      </form>
    </>
  );
}
