import { useQuery } from '@apollo/client/react';
import { GstSummaryDocument, type GstSummaryQuery } from '../../../../graphql/generated';
import { Loadable, pageLoadState } from '../../../../components/admin/load-state';

export type GstSummary = GstSummaryQuery['gstSummary'];

/** gstSummary(month); while another month loads, the one shown stays. */
export function useGstSummary(month: string): Loadable<GstSummary> {
  const result = useQuery(GstSummaryDocument, { variables: { month }, fetchPolicy: 'cache-and-network' });
  const state = pageLoadState(result);
  return state.status === 'ready' ? { status: 'ready', data: state.data.gstSummary } : state;
}
