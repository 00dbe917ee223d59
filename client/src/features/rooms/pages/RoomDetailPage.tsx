import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { Spinner } from '../../../components/ui/Spinner';
import { TopBar } from '../../../components/ui/TopBar';
import type { RoomDetailQuery } from '../../../graphql/generated';
import { peekEmbeddedAnswer } from '../../../lib/apollo/embedded-data';
import { RoomPageView } from './RoomPageView';
import '../room-detail.css';

const RoomLive = lazy(() => import('./RoomLive'));

/**
 * /room/{id}: the public page of one room. The server embeds the room in the page, so the first
 * paint shows it while Apollo Client and the live part load; without it, a spinner.
 */
export default function RoomDetailPage() {
  const { id = '' } = useParams();
  const embedded = peekEmbeddedAnswer<RoomDetailQuery>('RoomDetail', { id })?.room;
  return (
    <>
      <TopBar />
      <main className="page">
        <Suspense
          fallback={embedded ? <RoomPageView state={{ status: 'ready', room: embedded }} /> : <Spinner label="Loading room…" />}
        >
          <RoomLive id={id} />
        </Suspense>
      </main>
    </>
  );
}
