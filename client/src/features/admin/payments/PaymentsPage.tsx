import { useSearchParams } from 'react-router-dom';
import { Pager } from '../../../components/ui/Pager';
import { usePageParam } from '../../../lib/page-param';
import { ADMIN_PAGE_SIZE } from '../../../components/admin/load-state';
import { LedgerFilter, ledgerStatus, restStatus, usePaymentLedger } from '../api/use-payments';
import { ExportCsvButton } from '../components/ExportCsvButton';
import { EmptyState, LoadState } from '../../../components/admin/LoadState';
import { AdminPage } from '../../../components/admin/AdminPage';
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
    <AdminPage
      title="Payments"
      lead="Every payment attempt, online or at the hotel, with its refunds."
      actions={
        <>
          <ExportCsvButton path={`/api/admin/export/payments.csv?${exportQuery}`} fileName="payments.csv" />
        </>
      }
    >
      <PaymentFilters key={exportQuery} value={filter} onApply={applyFilter} />
      <LoadState state={ledger} loading="Loading payments…" failure="Failed to load payments">
        {(data) => (
          <>
            <LedgerTotals totals={data.totals} />
            {data.total === 0 ? (
              <EmptyState>No payments match these filters.</EmptyState>
            ) : (
              <>
                <LedgerTable entries={data.entries} label="Payments" />
                <Pager page={page} pageSize={ADMIN_PAGE_SIZE} total={data.total} label="Payments" onPageChange={setPage} />
              </>
            )}
          </>
        )}
      </LoadState>
    </AdminPage>
  );
}
