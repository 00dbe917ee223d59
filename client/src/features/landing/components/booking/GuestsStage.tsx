import { Controller, useFormContext } from 'react-hook-form';
import { Alert } from '../../../../components/ui/Alert';
import { Field } from '../../../../components/ui/Field';
import { formatRupees } from '../../../../lib/format';
import { WIZARD_MESSAGES } from '../../content/messages';
import { partyProblem, roomTypeProblem } from './party-fit';
import type { RoomTypeOption, WizardValues } from './wizard-model';

const wholeNumberAtLeastOne = (message: string) => (value: number) => (Number.isInteger(value) && value >= 1) || message;

interface GuestsStageProps {
  roomTypes: readonly RoomTypeOption[];
  roomTypesLoading: boolean;
  roomTypesError?: string;
  onCheckRoomsAndRates(): void;
}

/**
 * Stage 2: adults, children, rooms and a room type from the rooms the hotel lists. The party is
 * checked against those rooms here: a party no rooms can take, or a type too small for it, is
 * told why and what fits, before any dates are searched.
 */
export function GuestsStage({ roomTypes, roomTypesLoading, roomTypesError, onCheckRoomsAndRates }: GuestsStageProps) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<WizardValues>();
  return (
    <>
      <div className="wizard__fields wizard__fields--pair">
        <Field label="Adults" error={errors.adults?.message}>
          {(props) => (
            <input
              {...props}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              {...register('adults', { valueAsNumber: true, validate: wholeNumberAtLeastOne(WIZARD_MESSAGES.adultsRequired) })}
            />
          )}
        </Field>
        <Field label="Children" error={errors.children?.message}>
          {(props) => (
            <input
              {...props}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              {...register('children', {
                valueAsNumber: true,
                validate: (value) => (Number.isInteger(value) && value >= 0) || WIZARD_MESSAGES.childrenInvalid,
              })}
            />
          )}
        </Field>
        <Field label="Rooms" error={errors.rooms?.message}>
          {(props) => (
            <input
              {...props}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              {...register('rooms', {
                valueAsNumber: true,
                validate: (value, values) => {
                  const counted = wholeNumberAtLeastOne(WIZARD_MESSAGES.roomsRequired)(value);
                  return counted === true ? (partyProblem(values, roomTypes) ?? true) : counted;
                },
              })}
            />
          )}
        </Field>
      </div>
      <Controller
        control={control}
        name="roomType"
        rules={{
          validate: (value, values) =>
            !roomTypes.some((option) => option.type === value)
              ? WIZARD_MESSAGES.roomTypeRequired
              : (roomTypeProblem(values, value, roomTypes) ?? true),
        }}
        render={({ field }) => (
          <Field label="Room type" error={errors.roomType?.message}>
            {(props) => (
              <select {...props} {...field} aria-busy={roomTypesLoading}>
                <option value="">{roomTypesLoading ? 'Loading room types…' : 'Select a room type'}</option>
                {roomTypes.map((option) => (
                  <option key={option.type} value={option.type}>
                    {option.label} — from {formatRupees(option.fromRent)} a night
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
      />
      {roomTypesError && <Alert tone="danger">{roomTypesError}</Alert>}
      <button type="button" className="btn btn--secondary wizard__rates" onClick={onCheckRoomsAndRates}>
        Check Rooms &amp; Rates
      </button>
    </>
  );
}
