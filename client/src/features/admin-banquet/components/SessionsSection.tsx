import { type Column, DataTable } from '../../../components/admin/DataTable';
import { EmptyState } from '../../../components/admin/LoadState';
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

  const columns: Column<SetupSession>[] = [
    { header: 'Session', rowHeader: true, cell: (session) => session.name },
    { header: 'Times', nowrap: true, cell: timing },
    { header: 'Hall rent', numeric: true, cell: (session) => formatRupees(session.rent) },
    { header: 'Offered', cell: (session) => (session.isActive ? 'Yes' : 'Retired') },
    {
      header: 'Actions',
      headerContent: <span className="visually-hidden">Actions</span>,
      label: false,
      cell: (session) => (
        <Button variant="ghost" className="btn--small" onClick={() => edit(session)}>
          Edit {session.name}
        </Button>
      ),
    },
  ];

  return (
    <>
      {hall.sessions.length === 0 ? (
        <EmptyState>No sessions yet. Customers book the hall by date and session, so add at least one.</EmptyState>
      ) : (
        <DataTable label={`Sessions of ${hall.name}`} columns={columns} rows={hall.sessions} rowKey={(session) => session.id} />
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
