import { useQuery } from '@apollo/client/react';
import { HotelReportDocument, type HotelReportQuery } from '../../../graphql/generated';
import { Loadable, pageLoadState } from '../../../components/admin/load-state';

export type HotelReport = HotelReportQuery['reports'];
export type ReportRow = HotelReport['totals'];

/** The report of [from, to]; while another range loads, the one shown stays. */
export function useHotelReport(from: string, to: string): Loadable<HotelReport> {
  const result = useQuery(HotelReportDocument, { variables: { from, to }, fetchPolicy: 'cache-and-network' });
  const state = pageLoadState(result);
  return state.status === 'ready' ? { status: 'ready', data: state.data.reports } : state;
}
