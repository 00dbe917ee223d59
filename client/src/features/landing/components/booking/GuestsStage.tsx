import { Controller, useFormContext } from 'react-hook-form';
import { Alert } from '../../../../components/ui/Alert';
import { Field } from '../../../../components/ui/Field';
import { formatRupees } from '../../../../lib/format';
import { partyProblem, roomTypeProblem } from './party-fit';
import type { RoomTypeOption, WizardValues } from './wizard-model';
import { problemText, roomTypeName, roomTypeProblemText, type WizardWords } from './wizard-words';

const wholeNumberAtLeastOne = (message: string) => (value: number) => (Number.isInteger(value) && value >= 1) || message;

interface GuestsStageProps {
  roomTypes: readonly RoomTypeOption[];
  roomTypesLoading: boolean;
  roomTypesError?: string;
  onCheckRoomsAndRates(): void;
  words: WizardWords;
}

/**
 * Stage 2: adults, children, rooms and a room type from the rooms the hotel lists. The party is
 * checked against those rooms here: a party no rooms can take, or a type too small for it, is
 * told why and what fits, before any dates are searched.
 */
export function GuestsStage({ roomTypes, roomTypesLoading, roomTypesError, onCheckRoomsAndRates, words }: GuestsStageProps) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<WizardValues>();
  const { wizard } = words;
  return (
    <>
      <div className="wizard__fields wizard__fields--pair">
        <Field label={wizard.t('adults')} error={errors.adults?.message}>
          {(props) => (
            <input
              {...props}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              {...register('adults', { valueAsNumber: true, validate: wholeNumberAtLeastOne(wizard.t('adultsRequired')) })}
            />
          )}
        </Field>
        <Field label={wizard.t('children')} error={errors.children?.message}>
          {(props) => (
            <input
              {...props}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              {...register('children', {
                valueAsNumber: true,
                validate: (value) => (Number.isInteger(value) && value >= 0) || wizard.t('childrenInvalid'),
              })}
            />
          )}
        </Field>
        <Field label={wizard.t('rooms')} error={errors.rooms?.message}>
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
                  const counted = wholeNumberAtLeastOne(wizard.t('roomsRequired'))(value);
                  if (counted !== true) return counted;
                  const problem = partyProblem(values, roomTypes);
                  return problem ? problemText(words, problem) : true;
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
          validate: (value, values) => {
            if (!roomTypes.some((option) => option.type === value)) return wizard.t('roomTypeRequired');
            const problem = roomTypeProblem(values, value, roomTypes);
            return problem ? roomTypeProblemText(words, problem) : true;
          },
        }}
        render={({ field }) => (
          <Field label={wizard.t('roomType')} error={errors.roomType?.message}>
            {(props) => (
              <select {...props} {...field} aria-busy={roomTypesLoading}>
                <option value="">{roomTypesLoading ? wizard.t('loadingRoomTypes') : wizard.t('selectRoomType')}</option>
                {roomTypes.map((option) => (
                  <option key={option.type} value={option.type}>
                    {wizard.t('roomTypeFrom', {
                      type: roomTypeName(words, option.type),
                      price: formatRupees(option.fromRent, wizard.locale),
                    })}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
      />
      {roomTypesError && <Alert tone="danger">{roomTypesError}</Alert>}
      <button type="button" className="btn btn--secondary wizard__rates" onClick={onCheckRoomsAndRates}>
        {wizard.t('checkRoomsAndRates')}
      </button>
    </>
  );
}
