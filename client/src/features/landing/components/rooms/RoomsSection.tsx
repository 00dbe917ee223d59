import { lazy } from 'react';
import { WithApollo } from '../../../../lib/apollo/WithApollo';
import { SECTIONS } from '../../content/sections';
import { SectionErrorBoundary } from '../common/SectionErrorBoundary';
import { RoomCardsSkeleton } from './RoomCardsSkeleton';
import './rooms.css';

const RoomCardsContainer = lazy(() => import('../../containers/RoomCardsContainer'));

export function RoomsSection() {
  return (
    <section id={SECTIONS.rooms} className="landing-section landing-section--tinted" aria-labelledby="rooms-title" tabIndex={-1}>
      <div className="landing-section__inner">
        <p className="landing-section__eyebrow">Rooms</p>
        <h2 id="rooms-title" className="landing-section__title">
          Rooms for every kind of stay
        </h2>
        <p className="landing-section__lead">From a compact single for a business night to a suite for the bride and groom.</p>
        <SectionErrorBoundary fallback={null}>
          <WithApollo fallback={<RoomCardsSkeleton />}>
            <RoomCardsContainer />
          </WithApollo>
        </SectionErrorBoundary>
      </div>
    </section>
  );
}
