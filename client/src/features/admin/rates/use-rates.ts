import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import {
  AdminRateCalendarDocument,
  AdminRateCalendarQuery,
  AdminRatePlansDocument,
  AdminRatePlansQuery,
  AdminRentGstCheckDocument,
  AdminRentGstCheckQuery,
  DeleteRateRuleDocument,
  RoomType,
  SaveSeasonDocument,
  SaveSeasonInput,
  SetBaseRentDocument,
  SetBaseRentInput,
  SetWeekdayRentsDocument,
  SetWeekdayRentsInput,
} from '../../../graphql/generated';
import { problemText } from '../../../lib/graphql-errors';
import { loadState, Loadable } from '../../../components/admin/load-state';
import { RENT_PATTERN } from './rate-form-rules';

export type RatePlan = AdminRatePlansQuery['ratePlans'][number];
export type RateSeason = RatePlan['seasons'][number];
export type RateCalendar = AdminRateCalendarQuery['rateCalendar'];
export type RateCalendarRoom = RateCalendar['rooms'][number];
export type RateNight = RateCalendarRoom['nights'][number];
export type RentGstCheck = AdminRentGstCheckQuery['rentGstCheck'];

/** A change's outcome: saved (with the rent's GST warning, if any), or refused with the server's words at their fields. */
export type RateOutcome =
  { ok: true; gstWarning?: string | null } | { ok: false; problems: { field: string | null; message: string }[] };

export function useRatePlans(): Loadable<RatePlan[]> {
  const state = loadState(useQuery(AdminRatePlansDocument, { fetchPolicy: 'cache-and-network' }));
  return state.status === 'ready' ? { status: 'ready', data: state.data.ratePlans } : state;
}

/** Each room's price per night from `from` to `to` (both included), of one type when given. */
export function useRateCalendar(from: string, to: string, roomType?: RoomType): Loadable<RateCalendar> {
  const result = useQuery(AdminRateCalendarDocument, { variables: { from, to, roomType }, fetchPolicy: 'cache-and-network' });
  const state = loadState(result);
  return state.status === 'ready' ? { status: 'ready', data: state.data.rateCalendar } : state;
}

/** The value once it has stopped changing for `delay` ms. */
function useSettled<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * The server's word on a rent being typed: what the guest pays, the GST in it, and the warning
 * when the rent fits neither GST slab. Asked once typing pauses, only for a well-formed rent; the
 * money rules stay on the server.
 */
export function useRentGstCheck(rent: string, from?: string, to?: string): RentGstCheck | undefined {
  const settled = useSettled(rent.trim(), 300);
  const asked = RENT_PATTERN.test(settled) && settled === rent.trim();
  const { data } = useQuery(AdminRentGstCheckDocument, {
    variables: { rent: Number(settled), ...(from ? { from } : {}), ...(to ? { to } : {}) },
    skip: !asked,
  });
  return asked ? data?.rentGstCheck : undefined;
}

const REFETCH = { refetchQueries: ['AdminRatePlans', 'AdminRateCalendar'], awaitRefetchQueries: true };
const FAILED = { refused: 'The rates could not be saved', failed: 'Something went wrong. Please try again.' };

async function outcomeOf(
  run: () => Promise<{ errors: { field: string | null; message: string }[]; gstWarning?: string | null } | undefined>,
): Promise<RateOutcome> {
  try {
    const answer = await run();
    if (!answer) return { ok: false, problems: [{ field: null, message: FAILED.refused }] };
    if (answer.errors.length > 0) return { ok: false, problems: answer.errors };
    return { ok: true, gstWarning: answer.gstWarning };
  } catch (error) {
    return { ok: false, problems: [{ field: null, message: problemText(error, FAILED) }] };
  }
}

/** setBaseRent, setWeekdayRents, saveSeason and deleteRateRule; the plans and the calendar reload after each. */
export function useRateChanges() {
  const [setBaseRent] = useMutation(SetBaseRentDocument, REFETCH);
  const [setWeekdayRents] = useMutation(SetWeekdayRentsDocument, REFETCH);
  const [saveSeason] = useMutation(SaveSeasonDocument, REFETCH);
  const [deleteRateRule] = useMutation(DeleteRateRuleDocument, REFETCH);
  return {
    setBaseRent: (input: SetBaseRentInput) =>
      outcomeOf(async () => {
        const answer = (await setBaseRent({ variables: { input } })).data?.setBaseRent;
        return answer && { errors: answer.errors, gstWarning: answer.baseRent?.gstWarning };
      }),
    setWeekdayRents: (input: SetWeekdayRentsInput) =>
      outcomeOf(async () => (await setWeekdayRents({ variables: { input } })).data?.setWeekdayRents),
    saveSeason: (input: SaveSeasonInput) =>
      outcomeOf(async () => {
        const answer = (await saveSeason({ variables: { input } })).data?.saveSeason;
        return answer && { errors: answer.errors, gstWarning: answer.season?.gstWarning };
      }),
    deleteRateRule: (id: string) => outcomeOf(async () => (await deleteRateRule({ variables: { id } })).data?.deleteRateRule),
  };
}
