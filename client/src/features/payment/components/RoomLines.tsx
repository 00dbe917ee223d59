import { formatRupees } from '../../../lib/format';
import { ROOM_TYPE_LABELS } from '../../../lib/labels';
import type { PaymentBooking } from '../flow/payment-flow';
import { rupeesFromPaise } from '../lib/payment-words';

/** The booked rooms with their rate per night and amount, and the total. */
export function RoomLines({ booking }: { booking: PaymentBooking }) {
  const nights = `${booking.nights} ${booking.nights === 1 ? 'night' : 'nights'}`;
  return (
    <table className="room-lines">
      <caption className="visually-hidden">Rooms and price</caption>
      <thead>
        <tr>
          <th scope="col">Room</th>
          <th scope="col">Rate × nights</th>
          <th scope="col" className="room-lines__amount">
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {booking.lines.map((line) => (
          <tr key={line.id}>
            <td>
              {line.roomName}
              <span className="room-lines__type">{ROOM_TYPE_LABELS[line.roomType]}</span>
            </td>
            <td>
              {formatRupees(rupeesFromPaise(line.ratePaise))} per night × {nights}
            </td>
            <td className="room-lines__amount">{formatRupees(rupeesFromPaise(line.amountPaise))}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={2}>
            Total
          </th>
          <td className="room-lines__amount">
            <strong>{formatRupees(booking.totalAmount)}</strong>
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
