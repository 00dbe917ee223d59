import { useState } from 'react';
import { Alert } from '../../../../components/ui/Alert';
import { Button } from '../../../../components/ui/Button';
import { Spinner } from '../../../../components/ui/Spinner';
import { useCsvExport } from '../../api/csv-export';
import { LoadFailure } from '../../../../components/admin/LoadState';
import { gstSummaryCsvPath, isMonth, monthLabel, previousMonth } from './gst-month';
import { GstSummaryTable } from './GstSummaryTable';
import { useGstSummary } from './use-gst-summary';
import './gst-summary.css';

function DownloadGstCsv({ month }: { month: string }) {
  const { download, busy, error } = useCsvExport(gstSummaryCsvPath(month), `gst-summary-${month}.csv`);
  return (
    <div className="export-csv">
      <Button
        variant="secondary"
        onClick={download}
        disabled={busy}
        aria-busy={busy}
        aria-label={busy ? undefined : `Download CSV of the GST summary of ${monthLabel(month)}`}
      >
        {busy ? 'Downloading…' : 'Download CSV'}
      </Button>
      {error && <Alert tone="danger">{error}</Alert>}
    </div>
  );
}

/**
 * The month's GST for the accountant's GSTR-1 (last month by default): the sections per rate and
 * the net tax on screen, every invoice and note in the CSV.
 */
export function GstSummarySection() {
  const [month, setMonth] = useState(previousMonth);
  const summary = useGstSummary(month);
  const label = monthLabel(month);
  return (
    <section className="admin-panel gst-summary" aria-labelledby="gst-summary-title">
      <div className="gst-summary__head">
        <h2 id="gst-summary-title" className="admin-panel__title">
          GST summary
        </h2>
        <div className="gst-summary__controls">
          <div className="field">
            <label className="field__label" htmlFor="gst-month">
              GST month
            </label>
            <input
              id="gst-month"
              type="month"
              required
              value={month}
              onChange={(event) => isMonth(event.target.value) && setMonth(event.target.value)}
            />
          </div>
          <DownloadGstCsv month={month} />
        </div>
      </div>
      <p className="gst-summary__lead">
        For the accountant&apos;s GSTR-1: the tax documents issued in {label} (hotel dates). The CSV lists every B2B invoice and
        credit note.
      </p>
      {summary.status === 'loading' && <Spinner label="Loading the GST summary…" />}
      {summary.status === 'error' && <LoadFailure title="Failed to load the GST summary" refusal={summary.refusal} />}
      {summary.status === 'ready' &&
        (summary.data.documents.length === 0 ? (
          <p className="gst-summary__empty">No tax documents were issued in {label}.</p>
        ) : (
          <GstSummaryTable summary={summary.data} label={label} />
        ))}
    </section>
  );
}
