import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { todayInHotel } from '../../../lib/format';
import { CalendarBlock, useBookingCalendar } from '../api/use-calendar';
import { LoadFailure } from '../../../components/admin/LoadState';
import { Notice } from '../../../components/admin/Notice';
import { AdminPage } from '../../../components/admin/AdminPage';
import { isMonth, Month, monthDates, monthTitle, shiftMonth } from './calendar-grid';
import { BlockRoomDialog, CalendarRoom, UnblockRoomDialog } from './BlockDialogs';
import { CalendarTable } from './CalendarTable';
import { useCalendarBlocks } from './use-calendar-blocks';
import '../calendar.css';

type Dialog = { kind: 'block'; room: CalendarRoom; from: string } | { kind: 'unblock'; room: CalendarRoom; block: CalendarBlock };

function Legend() {
  return (
    <ul className="calendar-legend" aria-label="Legend">
      <li>
        <span className="calendar-legend__swatch calendar__stay--confirmed" aria-hidden="true" /> Confirmed booking
      </li>
      <li>
        <span className="calendar-legend__swatch calendar__stay--held" aria-hidden="true" /> Held — waiting for payment
      </li>
      <li>
        <span className="calendar-legend__swatch calendar__stay--blocked" aria-hidden="true" /> Closed (repairs)
      </li>
      <li>
        <span className="calendar-legend__swatch calendar__stay--channel" aria-hidden="true" /> Sold on an OTA
      </li>
      <li>
        <span className="calendar-legend__swatch calendar-legend__swatch--today" aria-hidden="true" /> Today
      </li>
    </ul>
  );
}

/**
 * /admin/calendar: which rooms are taken on which nights, a month at a time (?month=YYYY-MM); rooms
 * are closed for repairs from here and opened again.
 */
export default function CalendarPage() {
  const [params, setParams] = useSearchParams();
  const today = todayInHotel();
  const thisMonth = today.slice(0, 7);
  const requested = params.get('month');
  const month: Month = isMonth(requested) ? requested : thisMonth;
  const dates = monthDates(month);
  const calendar = useBookingCalendar(dates[0], dates.length);
  const title = monthTitle(month);
  const go = (next: Month) => setParams(next === thisMonth ? {} : { month: next });
  const blocks = useCalendarBlocks();
  const [dialog, setDialog] = useState<Dialog>();
  const [notice, setNotice] = useState<string>();
  const done = (message: string) => {
    setDialog(undefined);
    setNotice(message);
  };

  return (
    <AdminPage
      title="Calendar"
      lead="Rooms taken per night. Select a stay to open its booking, an empty night to close the room from it, a closed night to open it again."
    >
      {notice && (
        <Notice key={notice} tone="success">
          {notice}
        </Notice>
      )}
      <div className="calendar-toolbar">
        <Button variant="secondary" className="calendar-toolbar__step" onClick={() => go(shiftMonth(month, -1))}>
          <span aria-hidden="true">←</span> <span className="calendar-toolbar__step-label">Previous month</span>
        </Button>
        <h2 className="calendar-toolbar__title" aria-live="polite">
          {title}
        </h2>
        <Button variant="secondary" className="calendar-toolbar__step" onClick={() => go(shiftMonth(month, 1))}>
          <span className="calendar-toolbar__step-label">Next month</span> <span aria-hidden="true">→</span>
        </Button>
        {month !== thisMonth && (
          <Button variant="ghost" onClick={() => go(thisMonth)}>
            This month
          </Button>
        )}
      </div>
      <Legend />
      {calendar.status === 'loading' && <Spinner label="Loading the calendar…" />}
      {calendar.status === 'error' && <LoadFailure title="Failed to load the calendar" refusal={calendar.refusal} />}
      {calendar.status === 'ready' &&
        (calendar.data.rooms.length === 0 ? (
          <p className="admin-empty">No rooms yet.</p>
        ) : (
          <CalendarTable
            calendar={calendar.data}
            dates={dates}
            today={today}
            title={title}
            onCloseRoom={(room, from) => setDialog({ kind: 'block', room, from })}
            onOpenBlock={(room, block) => setDialog({ kind: 'unblock', room, block })}
          />
        ))}
      {dialog?.kind === 'block' && (
        <BlockRoomDialog
          room={dialog.room}
          from={dialog.from}
          onBlock={blocks.block}
          onDone={done}
          onCancel={() => setDialog(undefined)}
        />
      )}
      {dialog?.kind === 'unblock' && (
        <UnblockRoomDialog
          room={dialog.room}
          block={dialog.block}
          onUnblock={blocks.unblock}
          onDone={done}
          onCancel={() => setDialog(undefined)}
        />
      )}
    </AdminPage>
  );
}
