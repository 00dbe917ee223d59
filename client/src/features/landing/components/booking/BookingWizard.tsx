import { ReactNode, useEffect, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { guestsPerRoom, useBookingDraft } from '../../../../app/state/booking-draft';
import type { RoomType } from '../../../../graphql/generated';
import { useLocalePath } from '../../../../i18n';
import { todayInHotel } from '../../../../lib/format';
import type { AvailabilitySearch } from '../../landing-types';
import { DatesStage } from './DatesStage';
import { DetailsStage } from './DetailsStage';
import { GuestsStage } from './GuestsStage';
import { checkRoomsAndRates, CHECK_ROOMS_PATH } from './check-rooms-and-rates';
import { initialValues, RoomTypeOption, Stage, STAGES, WizardValues } from './wizard-model';
import { useWizardWords } from './wizard-words';
import { WizardProgress } from './WizardProgress';
import './wizard.css';

export interface RoomChoice {
  roomType: RoomType | '';
  selectedRoomId: string;
  onSelect(roomId: string): void;
  /** Told whether no room of the type can be booked for the dates (Continue then shows the others). */
  onNoneFree(noneFree: boolean): void;
}

export interface BookingWizardProps {
  roomTypes: readonly RoomTypeOption[];
  roomTypesLoading?: boolean;
  roomTypesError?: string;
  /** The free rooms for the Details stage (the container asks the server; tests pass a list). */
  renderAvailableRooms(search: AvailabilitySearch, choice: RoomChoice): ReactNode;
}

const GUEST_DETAILS_PATH = '/user-details';

/**
 * The booking wizard: Dates, Guests & Rooms, Details (Confirmation is the next page). Each
 * stage's fields are validated when moving on; going back is always allowed; every choice is
 * saved in the booking draft, which the later pages read.
 */
export function BookingWizard({ roomTypes, roomTypesLoading = false, roomTypesError, renderAvailableRooms }: BookingWizardProps) {
  const { draft, updateDraft } = useBookingDraft();
  const navigateTo = useNavigate();
  const localePath = useLocalePath();
  // The wizard's links go to the page's language's pages where they exist.
  const navigate = (path: string) => void navigateTo(localePath(path));
  const words = useWizardWords();
  const { wizard } = words;
  const [today] = useState(() => todayInHotel());
  const form = useForm<WizardValues>({ defaultValues: initialValues(draft, today) });
  const [stage, setStage] = useState<Stage>(1);
  const [selectedRoomId, setSelectedRoomId] = useState('');
  const [roomMissing, setRoomMissing] = useState(false);
  const [noneFree, setNoneFree] = useState(false);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  // A new stage replaces the old one: take keyboard and screen reader users to its title.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    titleRef.current?.focus();
  }, [stage]);

  const goOn = form.handleSubmit((values) => {
    if (stage === 1) {
      updateDraft({ checkIn: values.checkIn, checkOut: values.checkOut });
      setStage(2);
    } else if (stage === 2) {
      // A room carried in from its own page stays chosen while the guest keeps its type.
      const keptRoomId = values.rooms === 1 && values.roomType === draft.roomType ? draft.roomId : '';
      updateDraft({
        guest: values.adults,
        children: values.children,
        room: values.rooms,
        roomType: values.roomType,
        roomId: keptRoomId,
        chosenRooms: [],
      });
      setSelectedRoomId(keptRoomId);
      setRoomMissing(false);
      setStage(3);
    } else if (values.rooms > 1) {
      // Several rooms are chosen by type and number on the rooms page.
      navigate(CHECK_ROOMS_PATH);
    } else if (noneFree) {
      // No room of this type is free: the rooms page shows the other types and the nearest free dates.
      checkRoomsAndRates(values, updateDraft, navigate, roomTypes, words);
    } else if (!selectedRoomId) {
      setRoomMissing(true);
    } else {
      updateDraft({ roomId: selectedRoomId, chosenRooms: [] });
      navigate(GUEST_DETAILS_PATH);
    }
  });

  const goBack = () => setStage((current) => (current > 1 ? ((current - 1) as Stage) : current));

  const chooseRoom = (roomId: string) => {
    setSelectedRoomId(roomId);
    setRoomMissing(false);
    updateDraft({ roomId });
  };

  const values = form.getValues();
  return (
    <FormProvider {...form}>
      <form className="wizard" noValidate onSubmit={goOn} aria-labelledby="wizard-stage-title">
        <WizardProgress stage={stage} words={words} />
        <h3 id="wizard-stage-title" ref={titleRef} tabIndex={-1} className="wizard__stage-title">
          <span className="visually-hidden">{wizard.t('stepOf', { step: stage, steps: STAGES.length })} </span>
          {wizard.t(STAGES[stage - 1])}
        </h3>
        {stage === 1 && <DatesStage today={today} words={words} />}
        {stage === 2 && (
          <GuestsStage
            roomTypes={roomTypes}
            roomTypesLoading={roomTypesLoading}
            roomTypesError={roomTypesError}
            onCheckRoomsAndRates={() => checkRoomsAndRates(form.getValues(), updateDraft, navigate, roomTypes, words)}
            words={words}
          />
        )}
        {stage === 3 && (
          <DetailsStage values={values} roomMissing={roomMissing} words={words}>
            {values.rooms > 1 ? (
              <p className="wizard__note">{wizard.t('severalRoomsNote', { rooms: values.rooms })}</p>
            ) : (
              renderAvailableRooms(
                {
                  checkIn: values.checkIn,
                  checkOut: values.checkOut,
                  guestsPerRoom: guestsPerRoom(values.adults + (values.children || 0), values.rooms),
                },
                { roomType: values.roomType, selectedRoomId, onSelect: chooseRoom, onNoneFree: setNoneFree },
              )
            )}
          </DetailsStage>
        )}
        <div className="wizard__actions">
          {stage > 1 && (
            <button type="button" className="btn btn--ghost" onClick={goBack}>
              {wizard.t('back')}
            </button>
          )}
          <button type="submit" className="btn btn--primary wizard__next">
            {wizard.t(
              stage < 3
                ? 'next'
                : values.rooms > 1
                  ? 'chooseYourRooms'
                  : noneFree
                    ? 'seeOtherRoomsAndDates'
                    : 'continueToGuestDetails',
            )}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
