import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { AdminPage, Panel } from '../../../components/admin/AdminPage';
import { LoadState } from '../../../components/admin/LoadState';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { FormIiiKind, FormIiiStatus } from '../../../graphql/generated';
import { formatHotelDateTime, recorderName } from '../lib/display';
import { DownloadButton } from '../components/DownloadButton';
import { FormIIIReport, useFormIIIReports, useMarkFormIIIReported } from './use-form-iii';

/** "2026-12-01T14:05" in the browser's clock, for a datetime-local input. */
function localNow(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

function MarkReported({ report }: { report: FormIIIReport }) {
  const mark = useMarkFormIIIReported();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ defaultValues: { reference: '', reportedAt: localNow() } });
  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const at = new Date(values.reportedAt);
    const result = await mark(report.id, values.reference, Number.isNaN(at.getTime()) ? values.reportedAt : at.toISOString());
    if (result.ok) return;
    let shown = false;
    for (const error of result.errors) {
      if (error.field === 'reference' || error.field === 'reportedAt') {
        setError(error.field, { message: error.message }, { shouldFocus: !shown });
        shown = true;
      }
    }
    if (!shown) setFailure(result.message);
  });
  return (
    <form
      className="form-iii__mark"
      noValidate
      aria-label={`Mark reported: ${report.guest.name}`}
      onSubmit={(event) => void submit(event)}
    >
      {failure && <Alert tone="danger">{failure}</Alert>}
      <Field label="Portal reference" error={errors.reference?.message}>
        {(field) => (
          <input
            {...field}
            autoComplete="off"
            maxLength={60}
            {...register('reference', { validate: (v) => v.trim() !== '' || 'The portal’s reference is required.' })}
          />
        )}
      </Field>
      <Field label="Reported at" error={errors.reportedAt?.message}>
        {(field) => <input {...field} type="datetime-local" {...register('reportedAt')} />}
      </Field>
      <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? 'Saving…' : 'Mark reported'}
      </Button>
    </form>
  );
}

function ReportCard({ report }: { report: FormIIIReport }) {
  const kind = report.kind === FormIiiKind.Arrival ? 'Arrival' : 'Departure';
  const title = `${kind} of ${report.guest.name} (${report.guest.nationality}${report.guest.oci ? ', OCI' : ''})`;
  const base = `form-iii-${report.kind.toLowerCase()}-${report.guest.bookCode}`;
  return (
    <Panel title={title} className={`form-iii__report${report.overdue ? ' form-iii__report--overdue' : ''}`}>
      {report.status === FormIiiStatus.Reported ? (
        <p>
          Reported at {formatHotelDateTime(report.reportedAt)} by {recorderName(report.reportedBy ?? '')}, reference{' '}
          <strong>{report.portalReference}</strong>.
        </p>
      ) : (
        <p className={report.overdue ? 'form-iii__status--overdue' : undefined}>
          {report.overdue ? 'Overdue: was due by' : 'Due by'} {formatHotelDateTime(report.dueAt)} (booking {report.guest.bookCode}
          , room {report.guest.rooms}).
        </p>
      )}
      <dl className="form-iii__sheet" aria-label={`Form III sheet: ${report.guest.name}`}>
        {report.sheet.map((field) => (
          <div key={field.label} className="form-iii__pair">
            <dt>{field.label}</dt>
            <dd>{field.value || '—'}</dd>
          </div>
        ))}
      </dl>
      <div className="form-iii__actions">
        <DownloadButton
          kind="pdf"
          path={`/api/admin/form-iii/${report.id}.pdf`}
          fileName={`${base}.pdf`}
          label="Download sheet (PDF)"
        />
        <DownloadButton
          kind="csv"
          path={`/api/admin/form-iii/${report.id}.csv`}
          fileName={`${base}.csv`}
          label="Download sheet (CSV)"
        />
      </div>
      {report.status === FormIiiStatus.Due && <MarkReported report={report} />}
    </Panel>
  );
}

/**
 * /admin/form-iii: foreign guests' arrivals and departures to report on the Bureau of
 * Immigration's portal within 24 hours (overdue ones in red), each with its sheet in the portal's
 * field order to copy from, and the form to record the portal's reference.
 */
export default function FormIIIPage() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status') === 'reported' ? FormIiiStatus.Reported : FormIiiStatus.Due;
  const reports = useFormIIIReports(status);
  return (
    <AdminPage
      title="Form III reports"
      lead="Each foreign guest’s arrival and departure (OCI holders too) is reported on the Bureau of Immigration’s portal within 24 hours. Copy from the sheet, submit on the portal, then record its reference here."
      actions={
        <div className="form-iii__actions" role="group" aria-label="Which reports">
          <Button
            variant={status === FormIiiStatus.Due ? 'primary' : 'secondary'}
            aria-pressed={status === FormIiiStatus.Due}
            onClick={() => setParams({}, { replace: true })}
          >
            Due
          </Button>
          <Button
            variant={status === FormIiiStatus.Reported ? 'primary' : 'secondary'}
            aria-pressed={status === FormIiiStatus.Reported}
            onClick={() => setParams({ status: 'reported' }, { replace: true })}
          >
            Reported
          </Button>
        </div>
      }
    >
      <LoadState
        state={reports}
        loading="Loading the reports…"
        failure="Failed to load the Form III reports"
        isEmpty={(data) => data.length === 0}
        empty={status === FormIiiStatus.Due ? 'No Form III report is due.' : 'No report has been marked reported yet.'}
      >
        {(data) => (
          <div className="form-iii__list">
            {data.map((report) => (
              <ReportCard key={report.id} report={report} />
            ))}
          </div>
        )}
      </LoadState>
    </AdminPage>
  );
}
