import { RoomList } from '../features/rooms/components/RoomList';

export function App() {
  return (
    <main className="page">
      <h1>Our rooms</h1>
      <RoomList />
    </main>
  );
}
