import { NightPrices } from '../../../components/price/NightPrices';
import { nightPrices, nightsText } from '../../../components/price/price-words';
import { TotalWithGst } from '../../../components/price/TotalWithGst';
import { formatRupees } from '../../../lib/format';
import { ROOM_TYPE_LABELS } from '../../../lib/labels';
import type { PaymentBooking } from '../flow/payment-flow';
import { rupeesFromPaise } from '../lib/payment-words';

/** The booked rooms with their price per night (each night's when they differ) and amount, and the total. */
export function RoomLines({ booking }: { booking: PaymentBooking }) {
  const nights = nightsText(booking.nights);
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
        {booking.lines.map((line) => {
          const taxed = booking.tax?.lines.find((candidate) => candidate.roomId === line.roomId);
          return (
            <tr key={line.id}>
              <td>
                {line.roomName}
                <span className="room-lines__type">{ROOM_TYPE_LABELS[line.roomType]}</span>
              </td>
              <td>
                {taxed?.nightsDiffer ? (
                  <>
                    {nights}, prices vary
                    <NightPrices nights={nightPrices(taxed.nights)} open />
                  </>
                ) : (
                  <>
                    {formatRupees(rupeesFromPaise(line.ratePaise))} per night × {nights}
                  </>
                )}
              </td>
              <td className="room-lines__amount">{formatRupees(rupeesFromPaise(line.amountPaise))}</td>
            </tr>
          );
        })}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={2}>
            Total
          </th>
          <td className="room-lines__amount">
            {booking.tax ? <TotalWithGst price={booking.tax} /> : <strong>{formatRupees(booking.totalAmount)}</strong>}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
