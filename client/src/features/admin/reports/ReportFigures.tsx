import { formatRupees } from '../../../lib/format';
import { PAYMENT_METHOD_LABELS } from '../../../lib/labels';
import { formatPercent } from './report-words';
import type { ReportRow } from './use-hotel-report';

/** The range's figures at a glance: occupancy, ADR, RevPAR, room and banquet revenue, and money received. */
export function ReportFigures({ totals }: { totals: ReportRow }) {
  const figures = [
    {
      label: 'Occupancy',
      value: formatPercent(totals.occupancyPercent),
      note: `${totals.roomNightsSold} of ${totals.roomNightsAvailable} room nights`,
    },
    { label: 'ADR', value: formatRupees(totals.adr), note: 'Average rate per night sold' },
    { label: 'RevPAR', value: formatRupees(totals.revpar), note: 'Revenue per room night for sale' },
    { label: 'Room revenue', value: formatRupees(totals.roomRevenue), note: 'Nights sold in the range' },
    {
      label: 'Banquet revenue',
      value: formatRupees(totals.banquetRevenue),
      note: `${totals.banquetEvents} ${totals.banquetEvents === 1 ? 'event' : 'events'} held · ${formatRupees(totals.totalRevenue)} with rooms`,
    },
    {
      label: 'Money received',
      value: formatRupees(totals.moneyReceivedTotal),
      note:
        totals.refunds > 0
          ? `${formatRupees(totals.refunds)} refunded · ${formatRupees(totals.netReceived)} net`
          : 'Payments dated in the range',
    },
  ];
  return (
    <>
      <dl className="report-figures" aria-label="Figures for the range">
        {figures.map((figure) => (
          <div key={figure.label} className="report-figures__item">
            <dt>{figure.label}</dt>
            <dd className="report-figures__value">{figure.value}</dd>
            <dd className="report-figures__note">{figure.note}</dd>
          </div>
        ))}
      </dl>
      {totals.moneyReceived.length > 0 && (
        <dl className="report-methods" aria-label="Money received by method">
          {totals.moneyReceived.map((entry) => (
            <div key={entry.method} className="report-methods__item">
              <dt>{PAYMENT_METHOD_LABELS[entry.method]}</dt>
              <dd>{formatRupees(entry.amount)}</dd>
            </div>
          ))}
        </dl>
      )}
    </>
  );
}
