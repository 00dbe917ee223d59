import { useMutation, useQuery } from '@apollo/client/react';
import { addDays, todayInHotel } from '@server-pure/calendar-dates';
import { CloseDayDocument, DayCloseDocument, DayCloseFieldsFragment } from '../../../graphql/generated';
import { problemText } from '../../../lib/graphql-errors';
import { Loadable, loadState } from '../../../components/admin/load-state';

export type DayCloseView = DayCloseFieldsFragment;
export type DayCloseStay = DayCloseView['noShows'][number];

export type CloseDayOutcome = { ok: true; view: DayCloseView } | { ok: false; message: string };

const FAILED = 'That did not work. Please check your connection and try again.';

/**
 * The day a close is for, as the server's automatic close (DAY_CLOSE_AT, 04:00 by default) picks
 * it: before noon at the hotel, the night just ended (yesterday); from noon, today.
 */
export function dayToClose(now: Date = new Date()): string {
  const today = todayInHotel(now);
  const minutes = (((Math.floor(now.getTime() / 60_000) + 330) % 1440) + 1440) % 1440;
  return minutes < 12 * 60 ? addDays(today, -1) : today;
}

/** A day's close: what it did once closed, else a preview of what closing it would do. */
export function useDayClose(date: string): Loadable<DayCloseView> {
  const state = loadState(useQuery(DayCloseDocument, { variables: { date }, fetchPolicy: 'cache-and-network' }));
  return state.status === 'ready' ? { status: 'ready', data: state.data.dayClose } : state;
}

export function useCloseDay() {
  const [close] = useMutation(CloseDayDocument);
  return async (date: string): Promise<CloseDayOutcome> => {
    try {
      const { data } = await close({
        variables: { date },
        // The closed day replaces its preview where the page reads it.
        update(cache, { data: answer }) {
          const view = answer?.closeDay.dayClose;
          if (view) cache.writeQuery({ query: DayCloseDocument, variables: { date }, data: { dayClose: view } });
        },
      });
      const answer = data?.closeDay;
      if (answer?.errors[0]) return { ok: false, message: answer.errors[0].message };
      return answer?.dayClose ? { ok: true, view: answer.dayClose } : { ok: false, message: FAILED };
    } catch (error) {
      return { ok: false, message: problemText(error, { refused: FAILED, failed: FAILED }) };
    }
  };
}
