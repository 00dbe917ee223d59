import { useEffect } from 'react';
import { useLandingRooms } from '../api/use-landing-rooms';
import { RoomCards } from '../components/rooms/RoomCards';
import { RoomCardsSkeleton } from '../components/rooms/RoomCardsSkeleton';

/** Loaded lazily inside WithApollo: the server's rooms as cards. Errors are only logged (spec section 8). */
export default function RoomCardsContainer() {
  const { rooms, loading, error } = useLandingRooms();
  useEffect(() => {
    if (error) console.error('Landing rooms could not be loaded', error);
  }, [error]);
  if (loading) return <RoomCardsSkeleton />;
  if (error) return null;
  return <RoomCards rooms={rooms} />;
}
