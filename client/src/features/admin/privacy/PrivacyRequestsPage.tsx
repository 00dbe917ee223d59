import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { AdminPage, Panel } from '../../../components/admin/AdminPage';
import { LoadState } from '../../../components/admin/LoadState';
import { loadState } from '../../../components/admin/load-state';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import {
  PrivacyRequestKind,
  type PrivacyRequestsQuery,
  PrivacyRequestsDocument,
  PrivacyRequestStatus,
  ResolvePrivacyRequestDocument,
} from '../../../graphql/generated';
import { problemText } from '../../../lib/graphql-errors';
import { formatHotelDateTime } from '../lib/display';
import './privacy-requests.css';

type Request = PrivacyRequestsQuery['privacyRequests'][number];

const KIND_WORDS: Record<PrivacyRequestKind, string> = {
  [PrivacyRequestKind.Access]: 'A copy of their data',
  [PrivacyRequestKind.Correction]: 'Correct their data',
  [PrivacyRequestKind.Erasure]: 'Erase their data',
  [PrivacyRequestKind.Grievance]: 'A complaint',
};
/** Fewer days left than this and the request is shown in red. */
const URGENT_DAYS = 15;
const FAILED = 'Something went wrong. Please try again.';

function daysLeft(dueAt: unknown): number {
  return Math.ceil((new Date(String(dueAt)).getTime() - Date.now()) / 86_400_000);
}

function ResolveForm({ request }: { request: Request }) {
  const [resolve] = useMutation(ResolvePrivacyRequestDocument, { refetchQueries: ['PrivacyRequests'] });
  const [failure, setFailure] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ outcome: PrivacyRequestStatus; note: string }>({
    defaultValues: { outcome: PrivacyRequestStatus.Done, note: '' },
  });
  const submit = handleSubmit(async ({ outcome, note }) => {
    setFailure(undefined);
    try {
      const { data } = await resolve({ variables: { id: request.id, outcome, note: note.trim() || null } });
      const error = data?.resolvePrivacyRequest.errors[0];
      if (!error) return;
      if (error.field === 'note') setError('note', { message: error.message }, { shouldFocus: true });
      else setFailure(error.message);
    } catch (error) {
      setFailure(problemText(error, { refused: FAILED, failed: FAILED }));
    }
  });
  const erasure = request.kind === PrivacyRequestKind.Erasure;
  return (
    <form
      className="privacy-queue__resolve"
      noValidate
      aria-label={`Answer ${request.reference}`}
      onSubmit={(e) => void submit(e)}
    >
      {failure && <Alert tone="danger">{failure}</Alert>}
      <fieldset className="privacy-queue__outcome">
        <legend>Answer</legend>
        <label>
          <input type="radio" value={PrivacyRequestStatus.Done} {...register('outcome')} />{' '}
          {erasure ? 'Done: erase what the law allows now' : 'Done'}
        </label>
        <label>
          <input type="radio" value={PrivacyRequestStatus.Refused} {...register('outcome')} /> Refused
        </label>
      </fieldset>
      <Field
        label="Your answer to the guest"
        hint={erasure ? 'What was erased and what is kept (and why) is added to it.' : 'Required to refuse: say why.'}
        error={errors.note?.message}
      >
        {(field) => <textarea {...field} rows={3} maxLength={2000} {...register('note')} />}
      </Field>
      <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? 'Saving…' : 'Save the answer'}
      </Button>
    </form>
  );
}

function RequestCard({ request }: { request: Request }) {
  const open = request.status === PrivacyRequestStatus.Open;
  const left = daysLeft(request.dueAt);
  const urgent = open && left < URGENT_DAYS;
  return (
    <Panel
      title={`${request.reference}: ${KIND_WORDS[request.kind]}`}
      className={`privacy-queue__request${urgent ? ' privacy-queue__request--urgent' : ''}`}
    >
      {open ? (
        <p className={urgent ? 'privacy-queue__due--urgent' : undefined}>
          {left < 0 ? `Overdue by ${-left} days: was due by` : `${left} days left: answer by`}{' '}
          {formatHotelDateTime(request.dueAt)}.
        </p>
      ) : (
        <p>
          {request.status === PrivacyRequestStatus.Done ? 'Done' : 'Refused'} {formatHotelDateTime(request.resolvedAt)} by{' '}
          {request.resolvedBy}.
        </p>
      )}
      <dl className="privacy-queue__facts">
        <div>
          <dt>From</dt>
          <dd>
            {request.contact} ({request.proof})
          </dd>
        </div>
        <div>
          <dt>Bookings</dt>
          <dd>{request.bookCodes.join(', ') || '—'}</dd>
        </div>
        <div>
          <dt>Received</dt>
          <dd>{formatHotelDateTime(request.receivedAt)}</dd>
        </div>
        <div>
          <dt>Their words</dt>
          <dd className="privacy-queue__text">{request.message ?? '—'}</dd>
        </div>
        {request.resolution && (
          <div>
            <dt>Answer</dt>
            <dd className="privacy-queue__text">{request.resolution}</dd>
          </div>
        )}
      </dl>
      {open && <ResolveForm request={request} />}
    </Panel>
  );
}

const FILTERS: Array<{ status: PrivacyRequestStatus; label: string }> = [
  { status: PrivacyRequestStatus.Open, label: 'Open' },
  { status: PrivacyRequestStatus.Done, label: 'Done' },
  { status: PrivacyRequestStatus.Refused, label: 'Refused' },
];

/**
 * /admin/privacy-requests (owner and manager): guests' requests about their data, open ones
 * soonest due first with the days left of their 90 (red under 15, and overdue), each answered
 * here; an erasure erases on "Done" and the answer says what was kept and why.
 */
export default function PrivacyRequestsPage() {
  const [params, setParams] = useSearchParams();
  const status = FILTERS.find((filter) => filter.status === params.get('status'))?.status ?? PrivacyRequestStatus.Open;
  const result = loadState(useQuery(PrivacyRequestsDocument, { variables: { status }, fetchPolicy: 'cache-and-network' }));
  const requests = result.status === 'ready' ? { status: 'ready' as const, data: result.data.privacyRequests } : result;
  return (
    <AdminPage
      title="Privacy requests"
      lead="Guests ask for a copy of their data, a correction, an erasure, or complain. The law gives 90 days to answer; a copy is given to the guest at once."
      actions={
        <div className="privacy-queue__filters" role="group" aria-label="Which requests">
          {FILTERS.map((filter) => (
            <Button
              key={filter.status}
              variant={status === filter.status ? 'primary' : 'secondary'}
              aria-pressed={status === filter.status}
              onClick={() =>
                setParams(filter.status === PrivacyRequestStatus.Open ? {} : { status: filter.status }, { replace: true })
              }
            >
              {filter.label}
            </Button>
          ))}
        </div>
      }
    >
      <LoadState
        state={requests}
        loading="Loading the requests…"
        failure="Failed to load the privacy requests"
        isEmpty={(data) => data.length === 0}
        empty={status === PrivacyRequestStatus.Open ? 'No request is waiting for an answer.' : 'None yet.'}
      >
        {(data) => (
          <div className="privacy-queue__list">
            {data.map((request) => (
              <RequestCard key={request.id} request={request} />
            ))}
          </div>
        )}
      </LoadState>
    </AdminPage>
  );
}
