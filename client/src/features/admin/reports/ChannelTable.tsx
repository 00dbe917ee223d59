import { TableRegion } from '../../../components/admin/DataTable';
import { formatRupees } from '../../../lib/format';
import { BOOKING_CHANNEL_LABELS } from '../../../lib/labels';
import type { HotelReport } from './use-hotel-report';

type ChannelRow = HotelReport['byChannel'][number];

/**
 * The range's rooms by where they were sold: the hotel's own website and desk, and each OTA with
 * its commission (on the rent before GST). OTA stays the desk has not made bookings yet have no
 * price: their nights are counted on their own.
 */
export function ChannelTable({ rows }: { rows: ChannelRow[] }) {
  if (rows.length === 0) return null;
  return (
    <section className="admin-panel" aria-labelledby="report-channels-title">
      <h2 id="report-channels-title" className="admin-panel__title">
        By channel
      </h2>
      <p className="admin-muted">
        The whole range. OTAs&apos; commission is on the rent before GST; their stays not yet made bookings have no price.
      </p>
      <TableRegion label="Rooms by channel">
        <table className="admin-table compact-cards report-table">
          <caption className="visually-hidden">By channel (the whole range; money in rupees)</caption>
          <thead>
            <tr>
              <th scope="col">Channel</th>
              <th scope="col" className="admin-table__number">
                Nights sold
              </th>
              <th scope="col" className="admin-table__number">
                Room revenue
              </th>
              <th scope="col" className="admin-table__number">
                Commission
              </th>
              <th scope="col" className="admin-table__number">
                Net of commission
              </th>
              <th scope="col" className="admin-table__number">
                OTA nights not booked yet
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.channel}>
                <th scope="row">{BOOKING_CHANNEL_LABELS[row.channel]}</th>
                <td data-label="Nights sold" className="admin-table__number">
                  {row.roomNightsSold}
                </td>
                <td data-label="Room revenue" className="admin-table__number">
                  {formatRupees(row.roomRevenue)}
                </td>
                <td data-label="Commission" className="admin-table__number">
                  {formatRupees(row.commission)}
                </td>
                <td data-label="Net of commission" className="admin-table__number">
                  {formatRupees(row.netRevenue)}
                </td>
                <td data-label="OTA nights not booked yet" className="admin-table__number">
                  {row.staysNotBookedNights}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
    </section>
  );
}
