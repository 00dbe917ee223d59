import { useEffect } from 'react';
import { requestProblem } from '../../../lib/graphql-errors';
import { useAvailableRooms } from '../api/use-available-rooms';
import { AvailableRoomsList } from '../components/booking/AvailableRoomsList';
import type { RoomChoice } from '../components/booking/BookingWizard';
import { useWizardWords } from '../components/booking/wizard-words';
import type { AvailabilitySearch } from '../landing-types';

/** The Details stage's free rooms of the chosen type, asked from the server for the stay's dates. */
export function AvailableRoomsContainer({
  search,
  roomType,
  selectedRoomId,
  onSelect,
  onNoneFree,
}: RoomChoice & { search: AvailabilitySearch }) {
  const { rooms, loading, error } = useAvailableRooms(search);
  const words = useWizardWords();
  useEffect(() => {
    if (error) console.error('Available rooms could not be loaded', error);
  }, [error]);
  const ofType = rooms.filter((room) => room.type === roomType);
  const noneFree = !loading && !error && ofType.every((room) => room.stayPrice.minimumStay);
  useEffect(() => onNoneFree(noneFree), [noneFree, onNoneFree]);
  const message = error
    ? requestProblem(error).kind === 'refused'
      ? words.wizard.t('availableRoomsFailed')
      : words.wizard.t('availableRoomsException')
    : undefined;
  return (
    <AvailableRoomsList
      rooms={ofType}
      loading={loading}
      error={message}
      selectedRoomId={selectedRoomId}
      onSelect={onSelect}
      words={words}
    />
  );
}
