import { useSearchParams } from 'react-router-dom';
import { Pager } from '../../../components/ui/Pager';
import { Spinner } from '../../../components/ui/Spinner';
import { usePageParam } from '../../../lib/page-param';
import { ADMIN_PAGE_SIZE } from '../api/load-state';
import { LedgerFilter, ledgerStatus, restStatus, usePaymentLedger } from '../api/use-payments';
import { ExportCsvButton } from '../components/ExportCsvButton';
import { LoadFailure } from '../components/LoadFailure';
import { PageHeader } from '../components/PageHeader';
import { LedgerTable } from './LedgerTable';
import { LedgerTotals } from './LedgerTotals';
import { PaymentFilters } from './PaymentFilters';

const FILTER_KEYS = ['status', 'from', 'to'] as const;

/**
 * The filter lives in the address (?status=PAID&from=&to=), so a filtered view can be reloaded or
 * shared; a status the schema does not know is read as every status. A new filter starts again at
 * the first page.
 */
function useLedgerFilter(): [LedgerFilter, (filter: LedgerFilter) => void] {
  const [params, setParams] = useSearchParams();
  const filter: LedgerFilter = {
    status: ledgerStatus(params.get('status')),
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  };
  const apply = (next: LedgerFilter) => {
    const search = new URLSearchParams();
    for (const key of FILTER_KEYS) if (next[key]) search.set(key, next[key]);
    setParams(search);
  };
  return [filter, apply];
}

/** /admin/payment: the payment attempts, a page at a time (the spec links the page but does not show it). */
export default function PaymentsPage() {
  const [filter, applyFilter] = useLedgerFilter();
  const [page, setPage] = usePageParam();
  const ledger = usePaymentLedger(filter, page);
  const exportQuery = new URLSearchParams({ status: restStatus(filter.status), from: filter.from, to: filter.to }).toString();

  return (
    <>
      <PageHeader title="Payments" lead="Every payment attempt, online or at the hotel, with its refunds.">
        <ExportCsvButton path={`/api/admin/export/payments.csv?${exportQuery}`} fileName="payments.csv" />
      </PageHeader>
      <PaymentFilters key={exportQuery} value={filter} onApply={applyFilter} />
      {ledger.status === 'loading' && <Spinner label="Loading payments…" />}
      {ledger.status === 'error' && <LoadFailure title="Failed to load payments" refusal={ledger.refusal} />}
      {ledger.status === 'ready' && (
        <>
          <LedgerTotals totals={ledger.data.totals} />
          {ledger.data.total === 0 ? (
            <p className="admin-empty">No payments match these filters.</p>
          ) : (
            <>
              <LedgerTable entries={ledger.data.entries} label="Payments" />
              <Pager page={page} pageSize={ADMIN_PAGE_SIZE} total={ledger.data.total} label="Payments" onPageChange={setPage} />
            </>
          )}
        </>
      )}
    </>
  );
}
