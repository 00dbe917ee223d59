import { WithApollo } from '../../lib/apollo/WithApollo';
import { RoomList } from '../rooms/components/RoomList';

export function LandingPage() {
  return (
    <main className="page">
      <h1>Our rooms</h1>
      <WithApollo fallback={<p aria-live="polite">Loading rooms…</p>}>
        <RoomList />
      </WithApollo>
    </main>
  );
}
