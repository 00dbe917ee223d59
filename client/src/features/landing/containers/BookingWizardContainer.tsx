import { useEffect, useMemo } from 'react';
import { requestProblem } from '../../../lib/graphql-errors';
import { useLandingRooms } from '../api/use-landing-rooms';
import { BookingWizard } from '../components/booking/BookingWizard';
import { roomTypeOptions } from '../components/booking/wizard-model';
import { useMessages } from '../../../i18n';
import { AvailableRoomsContainer } from './AvailableRoomsContainer';

/** Loaded lazily inside WithApollo: the wizard, with the room types of the rooms the server lists. */
export default function BookingWizardContainer() {
  const { rooms, loading, error } = useLandingRooms();
  const { t } = useMessages('landing');
  useEffect(() => {
    if (error) console.error('Room types could not be loaded', error);
  }, [error]);
  const roomTypes = useMemo(() => roomTypeOptions(rooms), [rooms]);
  const roomTypesError = error
    ? requestProblem(error).kind === 'refused'
      ? t('roomsLoadFailed')
      : t('roomsLoadException')
    : undefined;

  return (
    <BookingWizard
      roomTypes={roomTypes}
      roomTypesLoading={loading}
      roomTypesError={roomTypesError}
      renderAvailableRooms={(search, choice) => <AvailableRoomsContainer search={search} {...choice} />}
    />
  );
}
