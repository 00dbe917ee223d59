import { Link } from 'react-router-dom';
import { Panel } from '../../../components/admin/AdminPage';
import { OTA_CHANNEL_LABELS } from '../../../lib/labels';
import { shortDate } from './TodayScreen';
import { FrontDeskDay } from './use-desk-stay';

type ChannelStayRow = FrontDeskDay['channelStays'][number];

const ON_THE_DATE: Record<string, string> = { arriving: 'Arrives', in_house: 'In house', leaving: 'Leaves' };

/**
 * Stays sold on an OTA whose calendar the hotel imports (/admin/channels): the room is theirs on
 * these nights. Their calendars carry no guest's name: the desk learns it from the OTA's extranet.
 */
export function DeskChannelStays({ rows }: { rows: ChannelStayRow[] }) {
  if (rows.length === 0) return null;
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
      <ul className="desk-rows">
        {rows.map(({ stay, roomName, onTheDate }) => (
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
          </li>
        ))}
      </ul>
    </Panel>
  );
}
