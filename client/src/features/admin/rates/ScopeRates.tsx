import { useState } from 'react';
import { Field } from '../../../components/ui/Field';
import { formatRupees } from '../../../lib/format';
import { ROOM_TYPE_LABELS } from '../../../lib/labels';
import { BaseRentForm } from './BaseRentForm';
import { scopeKey } from './rate-form-rules';
import type { RatePlan } from './use-rates';
import { WeekdayRentsForm } from './WeekdayRentsForm';

/** A select's options for every scope: each room type (all its rooms) and its rooms, grouped by type. */
export function ScopeOptions({ plans }: { plans: RatePlan[] }) {
  const types = plans.filter((plan) => !plan.roomId);
  return (
    <>
      {types.map((type) => (
        <optgroup key={type.roomType} label={ROOM_TYPE_LABELS[type.roomType]}>
          <option value={scopeKey(type)}>
            {type.scope}
            {type.roomCount > 0 && ` (${type.roomCount} ${type.roomCount === 1 ? 'room' : 'rooms'})`}
          </option>
          {plans
            .filter((plan) => plan.roomId && plan.roomType === type.roomType)
            .map((room) => (
              <option key={room.roomId} value={scopeKey(room)}>
                {room.scope}
              </option>
            ))}
        </optgroup>
      ))}
    </>
  );
}

/** What a blank weekday costs in a plan: its type's rent for the day (for a room), else the base rent. */
function blankDays(plan: RatePlan, typePlan: RatePlan | undefined) {
  const base = plan.baseRent?.rent;
  const typeDay = (weekday: number) => typePlan?.weekdayRents.find((rent) => rent.weekday === weekday)?.rent;
  if (!plan.roomId) {
    return {
      blankDay: () => base,
      blankWords:
        base === undefined
          ? "Leave a day blank to charge each room's base rent."
          : `Leave a day blank to charge the base rent (${formatRupees(base)}).`,
    };
  }
  const typeHasDays = (typePlan?.weekdayRents.length ?? 0) > 0;
  return {
    blankDay: (weekday: number) => typeDay(weekday) ?? base,
    blankWords: typeHasDays
      ? `Leave a day blank to charge the ${typePlan!.scope}' rent for that day, else this room's base rent (${formatRupees(base ?? 0)}).`
      : `Leave a day blank to charge this room's base rent (${formatRupees(base ?? 0)}).`,
  };
}

/** Base and weekday rents of the scope chosen in "Rates for" (a room type or one room). */
export function ScopeRates({
  plans,
  onSetBaseRent,
  onSetWeekdayRents,
}: {
  plans: RatePlan[];
  onSetBaseRent: Parameters<typeof BaseRentForm>[0]['onSave'];
  onSetWeekdayRents: Parameters<typeof WeekdayRentsForm>[0]['onSave'];
}) {
  const withRooms = plans.filter((plan) => plan.roomCount > 0);
  const [chosen, setChosen] = useState(() => (withRooms[0] ? scopeKey(withRooms[0]) : ''));
  const plan = withRooms.find((candidate) => scopeKey(candidate) === chosen) ?? withRooms[0];
  if (!plan) return <p className="admin-empty">Add a room first: rates are set per room type or per room.</p>;
  const typePlan = plans.find((candidate) => !candidate.roomId && candidate.roomType === plan.roomType);
  const roomRents = plans
    .filter((candidate) => candidate.roomId && candidate.roomType === plan.roomType)
    .map((room) => room.baseRent?.rent ?? 0);
  const key = scopeKey(plan);
  return (
    <>
      <div className="rates-scope">
        <Field label="Rates for" hint="A room's own rents come before its type's.">
          {(props) => (
            <select {...props} value={key} onChange={(event) => setChosen(event.target.value)}>
              <ScopeOptions plans={withRooms} />
            </select>
          )}
        </Field>
      </div>
      <div className="rates-scope__forms">
        {/* Keyed by scope: another scope's forms start from what the server holds for it. */}
        <BaseRentForm key={`base:${key}`} plan={plan} roomRents={roomRents} onSave={onSetBaseRent} />
        <WeekdayRentsForm key={`week:${key}`} plan={plan} {...blankDays(plan, typePlan)} onSave={onSetWeekdayRents} />
      </div>
    </>
  );
}
