import { useLandingRooms } from '../api/use-landing-rooms';

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2 });

export function RoomList() {
  const { rooms, loading, error } = useLandingRooms();
  if (loading) return <p aria-live="polite">Loading rooms…</p>;
  if (error) return <p role="alert">Error loading rooms. Please check your connection and try again.</p>;
  return (
    <ul className="room-list">
      {rooms.map((room) => (
        <li key={room.id} className="room-card">
          {room.imageUrls[0] && <img src={room.imageUrls[0]} alt={room.name} width={360} height={240} loading="lazy" />}
          <h3>{room.name}</h3>
          <p>
            {room.type} · up to {room.maxCount} {room.maxCount === 1 ? 'guest' : 'guests'} · {rupees.format(room.rentPerDay)} per night
          </p>
        </li>
      ))}
    </ul>
  );
}
