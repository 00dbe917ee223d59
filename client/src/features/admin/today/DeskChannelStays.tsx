import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { Panel } from '../../../components/admin/AdminPage';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { todayInHotel } from '../../../lib/format';
import { OTA_CHANNEL_LABELS } from '../../../lib/labels';
import { shortDate } from './TodayScreen';
import { FrontDeskDay } from './use-desk-stay';

type ChannelStayRow = FrontDeskDay['channelStays'][number];

// The form loads when the desk first opens it (or points at its button), as Today's other dialogs.
const loadConvertDialog = () => import('./ConvertChannelStayDialog');
const ConvertChannelStayDialog = lazy(() => loadConvertDialog().then((module) => ({ default: module.ConvertChannelStayDialog })));

const ON_THE_DATE: Record<string, string> = { arriving: 'Arrives', in_house: 'In house', leaving: 'Leaves' };

/**
 * Stays sold on an OTA whose calendar the hotel imports (/admin/channels): the room is theirs on
 * these nights. Their calendars carry no guest's name: the desk learns it from the OTA's extranet,
 * and makes the stay a booking when the guest comes (on the day of arrival, or before).
 */
export function DeskChannelStays({ rows }: { rows: ChannelStayRow[] }) {
  const [open, setOpen] = useState<ChannelStayRow | null>(null);
  const [done, setDone] = useState<string | null>(null);
  if (rows.length === 0 && !done) return null;
  return (
    <Panel
      title={
        <>
          Stays sold on OTAs <span className="desk-section__count">({rows.length})</span>
        </>
      }
      className="desk-section"
    >
      <p className="admin-muted">
        From the channels&apos; calendars, without the guest&apos;s details: see the booking in the channel&apos;s extranet.{' '}
        <Link to="/admin/channels">Channels</Link>
      </p>
      {done && <Alert tone="success">{done}</Alert>}
      <ul className="desk-rows">
        {rows.map((row) => {
          const { stay, roomName, onTheDate } = row;
          return (
            <li key={stay.id} className="desk-row">
              <div className="desk-row__who">
                <span className="desk-row__code">Room {roomName}</span>
                <span className="desk-row__name">
                  {OTA_CHANNEL_LABELS[stay.channel]}
                  {stay.summary ? ` · ${stay.summary}` : ''}
                </span>
              </div>
              <dl className="desk-row__facts">
                <div>
                  <dt>On the day</dt>
                  <dd>{ON_THE_DATE[onTheDate] ?? onTheDate}</dd>
                </div>
                <div>
                  <dt>Stay</dt>
                  <dd>
                    {shortDate(stay.checkIn)} – {shortDate(stay.checkOut)}
                  </dd>
                </div>
              </dl>
              {row.stay.checkIn >= todayInHotel() && (
                <div className="stay-actions__buttons">
                  <Button
                    variant="secondary"
                    onPointerEnter={() => void loadConvertDialog()}
                    onFocus={() => void loadConvertDialog()}
                    onClick={() => {
                      setDone(null);
                      setOpen(row);
                    }}
                  >
                    Make a booking
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <Suspense fallback={<p role="status">Opening…</p>}>
        {open && (
          <ConvertChannelStayDialog
            row={open}
            onClose={(message) => {
              setOpen(null);
              if (message) setDone(message);
            }}
          />
        )}
      </Suspense>
    </Panel>
  );
}
