import { Panel } from '../../../components/admin/AdminPage';
import { formatDate, formatRupees } from '../../../lib/format';
import { TableRegion } from '../../../components/admin/DataTable';
import type { GstFacts } from './use-hotel-settings';

type Schedule = GstFacts['schedules'][number];
type Slab = Schedule['slabs'][number];

const percent = (rateBp: number) => `${rateBp / 100}%`;

/** "5% (CGST 2.5% + SGST 2.5%)". */
function rateWords(rateBp: number): string {
  return rateBp === 0 ? 'Nil' : `${percent(rateBp)} (CGST ${percent(rateBp / 2)} + SGST ${percent(rateBp / 2)})`;
}

function taxableWords(slab: Slab): string {
  if (slab.upToTaxable === null) return `Above ${formatRupees(slab.aboveTaxable ?? 0)}`;
  if (slab.aboveTaxable === null) return `Up to ${formatRupees(slab.upToTaxable)}`;
  return `Above ${formatRupees(slab.aboveTaxable)}, up to ${formatRupees(slab.upToTaxable)}`;
}

/** The rents including GST a slab takes: contiguous, each slab from where the one below stops. */
function inclusiveWords(slab: Slab, below: Slab | undefined): string {
  const from = below?.upToInclusiveRent ?? null;
  if (slab.upToInclusiveRent === null) return `Above ${formatRupees(from ?? 0)}`;
  if (from === null) return `Up to ${formatRupees(slab.upToInclusiveRent)}`;
  return `${formatRupees(from + 0.01)} to ${formatRupees(slab.upToInclusiveRent)}`;
}

function period(schedule: Schedule): string {
  return schedule.until ? `${formatDate(schedule.from)} to ${formatDate(schedule.until)}` : `From ${formatDate(schedule.from)}`;
}

function ScheduleTable({ schedule, ratesIncludeGst }: { schedule: Schedule; ratesIncludeGst: boolean }) {
  const title = `${period(schedule)}${schedule.inForce ? ' (in force)' : ''}`;
  return (
    <section className="gst-schedule" aria-label={title}>
      <h3 className="gst-schedule__title">
        {title}
        <span className="gst-schedule__source">{schedule.source}</span>
      </h3>
      <TableRegion label={`Room slabs ${period(schedule).toLowerCase()}`}>
        <table className="admin-table compact-cards compact-cards--2 gst-slabs">
          <caption className="visually-hidden">GST per room per night by its taxable value, {period(schedule)}</caption>
          <thead>
            <tr>
              <th scope="col">Taxable value a night</th>
              <th scope="col">GST</th>
              {ratesIncludeGst && <th scope="col">Rent incl. GST</th>}
            </tr>
          </thead>
          <tbody>
            {schedule.slabs.map((slab, index) => (
              <tr key={slab.rateBp}>
                <th scope="row" data-label="Taxable value">
                  {taxableWords(slab)}
                </th>
                <td data-label="GST">{rateWords(slab.rateBp)}</td>
                {ratesIncludeGst && <td data-label="Rent incl. GST">{inclusiveWords(slab, schedule.slabs[index - 1])}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
      {ratesIncludeGst &&
        (schedule.inForce || schedule.until === null) &&
        schedule.inclusiveBands.map((band) => (
          <p key={band.from} className="gst-schedule__band">
            A rent from {formatRupees(band.from)} to {formatRupees(band.to)} including GST fits neither slab: the server charges{' '}
            {percent(band.rateBp)}, and the rate form warns.
          </p>
        ))}
    </section>
  );
}

/** What the server prices rooms with: the mode of ROOM_RATES_INCLUDE_GST and the dated slabs (read-only). */
export function GstFactsPanel({ facts }: { facts: GstFacts }) {
  const schedules = [...facts.schedules].reverse();
  return (
    <Panel title="GST on rooms" className="gst-facts">
      <dl className="admin-dl gst-facts__list">
        <dt>Rents</dt>
        <dd>
          {facts.ratesIncludeGst
            ? 'Include GST: the rent you enter is what the guest pays, and the tax is carved out of it.'
            : 'Exclude GST: the tax is added to the rent you enter.'}{' '}
          <span className="gst-facts__setting">ROOM_RATES_INCLUDE_GST={String(facts.ratesIncludeGst)}</span>
        </dd>
        <dt>Slab</dt>
        <dd>Decided per room per night on its taxable value (the rent without GST), by the schedule of that night.</dd>
        <dt>Tax</dt>
        <dd>The hotel&apos;s state is the place of supply, so GST is split in equal CGST and SGST.</dd>
        <dt>SAC</dt>
        <dd>{facts.roomSac} (room accommodation)</dd>
      </dl>
      {schedules.map((schedule) => (
        <ScheduleTable key={schedule.from} schedule={schedule} ratesIncludeGst={facts.ratesIncludeGst} />
      ))}
      <p className="gst-facts__note">
        These follow the law, not this page: they change only with a new release (docs/gst.md cites each one).
      </p>
    </Panel>
  );
}
