import { useQuery } from '@apollo/client/react';
import { AdminPaymentsDocument, AdminPaymentsQuery } from '../../../graphql/generated';
import { loadState, LoadState } from './load-state';

export type PaymentLedger = AdminPaymentsQuery['payments'];

export interface LedgerFilter {
  status: string;
  from: string;
  to: string;
}

/** The ledger of every payment attempt (newest first) with the totals, filtered by the server. */
export function usePaymentLedger(filter: LedgerFilter): LoadState<PaymentLedger> {
  const result = useQuery(AdminPaymentsDocument, {
    variables: { status: filter.status || undefined, from: filter.from || undefined, to: filter.to || undefined },
    fetchPolicy: 'cache-and-network',
  });
  const state = loadState(result);
  return state.status === 'ready' ? { status: 'ready', data: state.data.payments } : state;
}
