import { lazy, Suspense, useCallback, useState } from 'react';
import { useParams } from 'react-router-dom';
import { TopBar } from '../../../components/ui/TopBar';
import { usePageTitle } from '../../../lib/use-page-title';
import type { RoomDetailQuery } from '../../../graphql/generated';
import { usePageAnswer } from '../../../lib/apollo/embedded-data';
import type { RoomDetailState } from '../components/RoomDetailView';
import type { LiveRoomState } from './RoomLive';
import { useRoomWords } from '../room-words';
import { RoomPageView } from './RoomPageView';
import '../room-detail.css';

const RoomLive = lazy(() => import('./RoomLive'));

/**
 * /room/{id}: the public page of one room. The server renders it with the room embedded, so the
 * first paint shows it while Apollo Client and the live part load; without it, a spinner. The
 * view stays the same element when the live room replaces the embedded one.
 */
export default function RoomDetailPage() {
  const { id = '' } = useParams();
  const { t } = useRoomWords();
  const embedded = usePageAnswer<RoomDetailQuery>('RoomDetail', { id })?.room;
  // Kept with the room it is about: another room's page reuses this component.
  const [live, setLive] = useState<LiveRoomState & { id?: string }>({ state: { status: 'loading' } });
  const report = useCallback((state: LiveRoomState) => setLive({ ...state, id }), [id]);
  const current: LiveRoomState = live.id === id ? live : { state: { status: 'loading' } };
  const state: RoomDetailState =
    current.state.status === 'loading' && embedded ? { status: 'ready', room: embedded } : current.state;
  usePageTitle(state.status === 'ready' ? state.room.name : t(state.status === 'not-found' ? 'notFoundTitle' : 'pageTitle'));
  return (
    <>
      <TopBar />
      <main className="page">
        <RoomPageView state={state} availability={current.availability} />
        <Suspense fallback={null}>
          <RoomLive id={id} onState={report} />
        </Suspense>
      </main>
    </>
  );
}
