import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isCalendarDate, todayInHotel } from '@server-pure/calendar-dates';
import { AdminPage, Panel } from '../../../components/admin/AdminPage';
import { LoadState } from '../../../components/admin/LoadState';
import { Notice } from '../../../components/admin/Notice';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { DayCloseStateName } from '../../../graphql/generated';
import { mayUse } from '../../../lib/admin-session';
import { formatDate } from '../../../lib/format';
import { DownloadButton } from '../components/DownloadButton';
import { formatHotelDateTime, recorderName } from '../lib/display';
import { useAdminSession } from '../session/AdminSessionContext';
import { DayCloseLists } from './DayCloseLists';
import { DayReport } from './DayReport';
import { dayToClose, DayCloseView, useCloseDay, useDayClose } from './use-day-close';
import './day-close.css';

/** What a close did, in one sentence for the notice after it. */
export function closeWords(view: DayCloseView): string {
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return [
    `${formatDate(view.date)} is closed:`,
    `${count(view.noShows.length, 'no-show', 'no-shows')} marked,`,
    `${count(view.overstays.length, 'overstay', 'overstays')} and`,
    `${count(view.arrivalsNotCheckedIn.length, 'arrival', 'arrivals')} not checked in flagged,`,
    `${count(view.nightsPosted.length, 'night', 'nights')} posted. The day is locked.`,
  ].join(' ');
}

function Status({ view, mayClose, onClose }: { view: DayCloseView; mayClose: boolean; onClose(): void }) {
  const downloads = (
    <div className="day-close__downloads">
      <DownloadButton kind="pdf" path={view.pdfUrl} fileName={`day-close-${view.date}.pdf`} />
      <DownloadButton kind="csv" path={view.csvUrl} fileName={`day-close-${view.date}.csv`} />
    </div>
  );
  if (view.state === DayCloseStateName.Closed) {
    return (
      <Panel className="day-close__status day-close__status--closed">
        <p className="day-close__state">
          <strong>Closed</strong> on {formatHotelDateTime(view.closedAt)} by{' '}
          {view.closedBy ? recorderName(view.closedBy) : 'the system'}.
        </p>
        <p className="admin-muted">The day is locked: a change that touches it needs the owner, and leaves an audit line.</p>
        {downloads}
      </Panel>
    );
  }
  return (
    <Panel className="day-close__status">
      {view.state === DayCloseStateName.Running ? (
        <Alert tone="info">This day is being closed right now; look again in a minute.</Alert>
      ) : (
        <p className="day-close__state">
          <strong>Not closed yet.</strong> Below is what closing it would do now.
        </p>
      )}
      <div className="day-close__actions">
        {mayClose && view.state === DayCloseStateName.Open && <Button onClick={onClose}>Close the day</Button>}
        {downloads}
      </div>
      {!mayClose && <p className="admin-muted">The owner or a manager closes the day.</p>}
    </Panel>
  );
}

/**
 * /admin/day-close: the night audit of a day (?date=, else the day to close now). Before the close,
 * a preview of what it would do and the day report; "Close the day" (owner, manager) asks, then
 * marks the no-shows, posts the nights and locks the day; after it, what it did, who and when.
 */
export default function DayClosePage() {
  const { session } = useAdminSession();
  const mayClose = mayUse(session?.admin, 'Mutation.closeDay');
  const [params, setParams] = useSearchParams();
  const asked = params.get('date') ?? '';
  const date = isCalendarDate(asked) ? asked : dayToClose();
  const view = useDayClose(date);
  const closeDay = useCloseDay();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);

  async function close() {
    setBusy(true);
    const result = await closeDay(date);
    setBusy(false);
    setAsking(false);
    setOutcome(result.ok ? { tone: 'success', text: closeWords(result.view) } : { tone: 'danger', text: result.message });
  }

  return (
    <AdminPage
      title="Day close"
      lead="The night audit: no-shows, overstays, arrivals never checked in, the nights posted to the folios, balances, open shifts and the day report."
      actions={
        <label className="day-close__date">
          <span>Day</span>
          <input
            type="date"
            value={date}
            max={todayInHotel()}
            onChange={(event) => {
              setOutcome(null);
              if (isCalendarDate(event.target.value)) setParams({ date: event.target.value }, { replace: true });
            }}
          />
        </label>
      }
    >
      <h2 className="day-close__day">{formatDate(date)}</h2>
      {outcome && (
        <Notice key={outcome.text} tone={outcome.tone}>
          {outcome.text}
        </Notice>
      )}
      <LoadState state={view} loading="Loading the day…" failure="Failed to load the day">
        {(data) => (
          <>
            <Status view={data} mayClose={mayClose} onClose={() => setAsking(true)} />
            <DayReport report={data.report} />
            <DayCloseLists view={data} />
            {asking && (
              <ConfirmDialog
                title={`Close ${formatDate(date)}?`}
                confirmLabel="Close the day"
                busy={busy}
                busyLabel="Closing…"
                onConfirm={() => void close()}
                onCancel={() => setAsking(false)}
              >
                <p>
                  This marks {data.noShows.length} no-show{data.noShows.length === 1 ? '' : 's'}, posts {data.nightsPosted.length}{' '}
                  night{data.nightsPosted.length === 1 ? '' : 's'} to the folios, makes the occupied rooms dirty and locks the
                  day. It cannot be undone.
                </p>
                {data.openShifts.length > 0 && (
                  <p>
                    {data.openShifts.length} cash shift{data.openShifts.length === 1 ? ' is' : 's are'} still open; they stay
                    open.
                  </p>
                )}
              </ConfirmDialog>
            )}
          </>
        )}
      </LoadState>
    </AdminPage>
  );
}
