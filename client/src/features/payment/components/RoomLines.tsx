import { NightPrices } from '../../../components/price/NightPrices';
import { nightPrices, nightsText, usePriceWords } from '../../../components/price/price-words';
import { TotalWithGst } from '../../../components/price/TotalWithGst';
import { formatRupees } from '../../../lib/format';
import type { PaymentBooking } from '../flow/payment-flow';
import { roomTypeName, usePaymentWords } from '../lib/page-words';
import { rupeesFromPaise } from '../lib/payment-words';

/** The booked rooms with their price per night (each night's when they differ) and amount, and the total. */
export function RoomLines({ booking }: { booking: PaymentBooking }) {
  const words = usePaymentWords();
  const { t, locale } = words.payment;
  const nights = nightsText(booking.nights, usePriceWords());
  return (
    <table className="room-lines">
      <caption className="visually-hidden">{t('roomsAndPrice')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('room')}</th>
          <th scope="col">{t('rateTimesNights')}</th>
          <th scope="col" className="room-lines__amount">
            {t('amount')}
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
                <span className="room-lines__type">{roomTypeName(words, line.roomType)}</span>
              </td>
              <td>
                {taxed?.nightsDiffer ? (
                  <>
                    {t('pricesVary', { nights })}
                    <NightPrices nights={nightPrices(taxed.nights)} open />
                  </>
                ) : (
                  t('rateTimes', { rate: formatRupees(rupeesFromPaise(line.ratePaise), locale), nights })
                )}
              </td>
              <td className="room-lines__amount">{formatRupees(rupeesFromPaise(line.amountPaise), locale)}</td>
            </tr>
          );
        })}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={2}>
            {t('total')}
          </th>
          <td className="room-lines__amount">
            {booking.tax ? <TotalWithGst price={booking.tax} /> : <strong>{formatRupees(booking.totalAmount, locale)}</strong>}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
