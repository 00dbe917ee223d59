import { useQuery } from '@apollo/client/react';
import { AdminPaymentsDocument, AdminPaymentsQuery, PaymentAttemptStatus } from '../../../graphql/generated';
import { isLabelled, PAYMENT_ATTEMPT_STATUS_LABELS } from '../../../lib/labels';
import { pageWindow } from '../../../lib/page-param';
import { ADMIN_PAGE_SIZE, Loadable, pageLoadState } from '../../../components/admin/load-state';

export type PaymentLedger = AdminPaymentsQuery['payments'];

export interface LedgerFilter {
  /** Empty: every status. */
  status: PaymentAttemptStatus | '';
  /** YYYY-MM-DD or empty. */
  from: string;
  to: string;
}

/**
 * A status read from the address or a menu: one the schema knows (PAID, or paid as links made
 * before the enums and the REST API write it), else every status ('').
 */
export function ledgerStatus(value: string | null): PaymentAttemptStatus | '' {
  const status = value?.toUpperCase();
  return isLabelled(PAYMENT_ATTEMPT_STATUS_LABELS, status) ? status : '';
}

/**
 * The CSV export is REST, which names statuses as the API always has (paid, partially_refunded):
 * the GraphQL enum's value in lower case.
 */
export function restStatus(status: PaymentAttemptStatus | ''): string {
  return status.toLowerCase();
}

/** A page of the ledger (newest first), the totals of every matching attempt, filtered by the server. */
export function usePaymentLedger(filter: LedgerFilter, page: number): Loadable<PaymentLedger> {
  const result = useQuery(AdminPaymentsDocument, {
    variables: {
      status: filter.status || undefined,
      from: filter.from || undefined,
      to: filter.to || undefined,
      ...pageWindow(page, ADMIN_PAGE_SIZE),
    },
    fetchPolicy: 'cache-and-network',
  });
  const state = pageLoadState(result);
  return state.status === 'ready' ? { status: 'ready', data: state.data.payments } : state;
}
