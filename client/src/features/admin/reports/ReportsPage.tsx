import { FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { useCsvExport } from '../api/csv-export';
import { LoadFailure } from '../../../components/admin/LoadState';
import { AdminPage } from '../../../components/admin/AdminPage';
import { ChartMeasure, ReportChart } from './ReportChart';
import { ReportFigures } from './ReportFigures';
import { ReportRange, ReportGrouping, reportCsvPath, useReportRange } from './report-range';
import { ChannelTable } from './ChannelTable';
import { ReportTable } from './ReportTable';
import { useHotelReport } from './use-hotel-report';
import { GstSummarySection } from './gst/GstSummarySection';
import './reports.css';

function DownloadCsv({ range }: { range: ReportRange }) {
  const { download, busy, error } = useCsvExport(reportCsvPath(range), `report-${range.from}-to-${range.to}.csv`);
  return (
    <div className="export-csv">
      <Button variant="secondary" onClick={download} disabled={busy} aria-busy={busy}>
        {busy ? 'Downloading…' : 'Download CSV'}
      </Button>
      {error && <Alert tone="danger">{error}</Alert>}
    </div>
  );
}

/** From and to, applied together (the page keys it by the range shown, so it restarts from it). */
function RangeForm({ range, onApply }: { range: ReportRange; onApply(range: ReportRange): void }) {
  const [draft, setDraft] = useState({ from: range.from, to: range.to });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...range, ...draft });
  };
  return (
    <form className="report-range" onSubmit={submit} aria-label="Report range">
      <div className="field">
        <label className="field__label" htmlFor="report-from">
          From
        </label>
        <input
          id="report-from"
          type="date"
          required
          value={draft.from}
          max={draft.to || undefined}
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor="report-to">
          To (included)
        </label>
        <input
          id="report-to"
          type="date"
          required
          value={draft.to}
          min={draft.from || undefined}
          onChange={(event) => setDraft({ ...draft, to: event.target.value })}
        />
      </div>
      <Button type="submit">Show</Button>
    </form>
  );
}

/** Two to four choices side by side, one pressed (a radio group that looks like buttons). */
function Toggle<T extends string>(props: { label: string; value: T; options: [T, string][]; onChange(value: T): void }) {
  return (
    <fieldset className="report-toggle">
      <legend className="report-toggle__legend">{props.label}</legend>
      {props.options.map(([option, text]) => (
        <label key={option} className={`report-toggle__option${option === props.value ? ' is-on' : ''}`}>
          <input
            type="radio"
            name={props.label}
            value={option}
            checked={option === props.value}
            onChange={() => props.onChange(option)}
          />
          {text}
        </label>
      ))}
    </fieldset>
  );
}

/** /admin/reports: occupancy, ADR, RevPAR, room revenue and money received, per day or month. */
export default function ReportsPage() {
  const [range, applyRange] = useReportRange();
  const [measure, setMeasure] = useState<ChartMeasure>('occupancy');
  const report = useHotelReport(range.from, range.to);

  return (
    <AdminPage
      title="Reports"
      lead="Nights are hotel dates; money is counted on the IST day it was paid."
      actions={
        <>
          <DownloadCsv range={range} />
        </>
      }
    >
      <div className="report-controls">
        <RangeForm key={`${range.from}/${range.to}`} range={range} onApply={applyRange} />
        <Toggle<ReportGrouping>
          label="Rows per"
          value={range.by}
          options={[
            ['day', 'Day'],
            ['month', 'Month'],
          ]}
          onChange={(by) => applyRange({ ...range, by })}
        />
      </div>
      {report.status === 'loading' && <Spinner label="Loading the report…" />}
      {report.status === 'error' && <LoadFailure title="Failed to load the report" refusal={report.refusal} />}
      {report.status === 'ready' && (
        <>
          <ReportFigures totals={report.data.totals} />
          <section className="admin-panel" aria-labelledby="report-chart-title">
            <div className="report-chart__head">
              <h2 id="report-chart-title" className="admin-panel__title">
                {measure === 'occupancy' ? 'Occupancy' : 'Room revenue'} per {range.by}
              </h2>
              <Toggle<ChartMeasure>
                label="Chart"
                value={measure}
                options={[
                  ['occupancy', 'Occupancy'],
                  ['revenue', 'Revenue'],
                ]}
                onChange={setMeasure}
              />
            </div>
            <ReportChart rows={range.by === 'day' ? report.data.days : report.data.months} measure={measure} by={range.by} />
          </section>
          <ReportTable
            rows={range.by === 'day' ? report.data.days : report.data.months}
            totals={report.data.totals}
            by={range.by}
          />
          <ChannelTable rows={report.data.byChannel} />
        </>
      )}
      <GstSummarySection />
    </AdminPage>
  );
}
