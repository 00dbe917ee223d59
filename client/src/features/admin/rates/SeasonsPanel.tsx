import { useRef, useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import type { SaveSeasonInput } from '../../../graphql/generated';
import { formatRupees } from '../../../lib/format';
import { type Column, DataTable } from '../../../components/admin/DataTable';
import { EmptyState } from '../../../components/admin/LoadState';
import { SeasonForm } from './SeasonForm';
import type { RateOutcome, RatePlan, RateSeason } from './use-rates';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A season's nights, the last one included: "1–5 Nov 2026", "28 Oct–5 Nov 2026", "28 Dec 2026–3 Jan 2027". */
export function seasonSpan(startsOn: string, endsOn: string): string {
  const [fromYear, fromMonth, fromDay] = startsOn.split('-').map(Number);
  const [toYear, toMonth, toDay] = endsOn.split('-').map(Number);
  const to = `${toDay} ${MONTHS[toMonth - 1]} ${toYear}`;
  if (startsOn === endsOn) return to;
  if (fromYear !== toYear) return `${fromDay} ${MONTHS[fromMonth - 1]} ${fromYear}–${to}`;
  if (fromMonth !== toMonth) return `${fromDay} ${MONTHS[fromMonth - 1]}–${to}`;
  return `${fromDay}–${to}`;
}

type Editing = { kind: 'add' } | { kind: 'edit'; season: RateSeason };

/** Every season (a room type's or one room's), earliest first, with add, change and delete. */
export function SeasonsPanel({
  plans,
  onSave,
  onDelete,
}: {
  plans: RatePlan[];
  onSave(input: SaveSeasonInput): Promise<RateOutcome>;
  onDelete(id: string): Promise<RateOutcome>;
}) {
  const seasons = plans
    .flatMap((plan) => plan.seasons)
    .sort((a, b) => a.startsOn.localeCompare(b.startsOn) || a.scope.localeCompare(b.scope));
  const [editing, setEditing] = useState<Editing>();
  const [deleting, setDeleting] = useState<RateSeason>();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ message: string; warning?: string | null; tone: 'success' | 'danger' }>();
  const addButton = useRef<HTMLButtonElement>(null);
  const closeForm = () => {
    setEditing(undefined);
    addButton.current?.focus();
  };

  async function confirmDelete(season: RateSeason) {
    setBusy(true);
    const answer = await onDelete(season.id);
    setBusy(false);
    setDeleting(undefined);
    setOutcome(
      answer.ok
        ? {
            tone: 'success',
            message: `Deleted: ${season.name} (${season.scope}, ${seasonSpan(season.startsOn, season.endsOn)}).`,
          }
        : { tone: 'danger', message: answer.problems[0]?.message ?? 'The season could not be deleted' },
    );
  }

  const columns: Column<RateSeason>[] = [
    { header: 'Season', rowHeader: true, cell: (season) => season.name },
    { header: 'Applies to', cell: (season) => season.scope },
    { header: 'Nights', nowrap: true, cell: (season) => seasonSpan(season.startsOn, season.endsOn) },
    {
      header: 'Rent per night',
      label: 'Rent / night',
      numeric: true,
      cell: (season) => (
        <>
          {formatRupees(season.rent)}
          {season.gstWarning && (
            <span className="rates-seasons__flag" title={season.gstWarning}>
              {' '}
              fits neither GST slab
            </span>
          )}
        </>
      ),
    },
    {
      header: 'Minimum stay',
      label: 'Min. stay',
      numeric: true,
      cell: (season) => (season.minStay === 1 ? 'Any' : `${season.minStay} nights`),
    },
    {
      header: 'Actions',
      label: false,
      headerContent: <span className="visually-hidden">Actions</span>,
      cell: (season) => (
        <div className="rates-seasons__actions">
          <Button
            variant="secondary"
            className="btn--small"
            aria-label={`Change ${season.name} (${season.scope})`}
            onClick={() => {
              setOutcome(undefined);
              setEditing({ kind: 'edit', season });
            }}
          >
            Change
          </Button>
          <Button
            variant="ghost"
            className="btn--small"
            aria-label={`Delete ${season.name} (${season.scope})`}
            onClick={() => setDeleting(season)}
          >
            Delete
          </Button>
        </div>
      ),
    },
  ];

  return (
    <>
      <div className="rates-seasons__bar">
        <p className="rates-form__note">
          A season&rsquo;s rent replaces the weekday and base rents on its nights; a room&rsquo;s own season comes before its
          type&rsquo;s.
        </p>
        {!editing && (
          <button
            ref={addButton}
            type="button"
            className="btn btn--secondary"
            onClick={() => {
              setOutcome(undefined);
              setEditing({ kind: 'add' });
            }}
          >
            Add a season
          </button>
        )}
      </div>
      <div aria-live="polite">
        {outcome && (
          <Alert tone={outcome.tone}>
            {outcome.message}
            {outcome.warning && <span className="rates-seasons__warning"> GST: {outcome.warning}</span>}
          </Alert>
        )}
      </div>
      {editing && (
        <SeasonForm
          key={editing.kind === 'edit' ? editing.season.id : 'new'}
          plans={plans}
          season={editing.kind === 'edit' ? editing.season : undefined}
          onSave={onSave}
          onSaved={(message, warning) => {
            setOutcome({ tone: 'success', message, warning });
            closeForm();
          }}
          onCancel={closeForm}
        />
      )}
      {seasons.length === 0 ? (
        <EmptyState>No seasons yet: every night costs its weekday or base rent.</EmptyState>
      ) : (
        <DataTable
          label="Seasons"
          caption="Seasons, earliest first"
          columns={columns}
          rows={seasons}
          rowKey={(season) => season.id}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={`Delete ${deleting.name}?`}
          confirmLabel="Delete season"
          busy={busy}
          busyLabel="Deleting…"
          danger
          onConfirm={() => void confirmDelete(deleting)}
          onCancel={() => setDeleting(undefined)}
        >
          <p>
            Its nights ({seasonSpan(deleting.startsOn, deleting.endsOn)}) go back to the weekday and base rents of{' '}
            {deleting.scope}. Bookings already made keep the prices they were made at.
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
