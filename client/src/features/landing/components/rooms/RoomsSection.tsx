import { lazy } from 'react';
import { useMessages } from '../../../../i18n';
import { WithApollo } from '../../../../lib/apollo/WithApollo';
import { SECTIONS } from '../../content/sections';
import { SectionErrorBoundary } from '../common/SectionErrorBoundary';
import { RoomCardsSkeleton } from './RoomCardsSkeleton';
import './rooms.css';

const RoomCardsContainer = lazy(() => import('../../containers/RoomCardsContainer'));

export function RoomsSection() {
  const { t } = useMessages('landing');
  return (
    <section id={SECTIONS.rooms} className="landing-section landing-section--tinted" aria-labelledby="rooms-title" tabIndex={-1}>
      <div className="landing-section__inner">
        <p className="landing-section__eyebrow">{t('navRooms')}</p>
        <h2 id="rooms-title" className="landing-section__title">
          {t('roomsTitle')}
        </h2>
        <p className="landing-section__lead">{t('roomsLead')}</p>
        <SectionErrorBoundary fallback={null}>
          <WithApollo fallback={<RoomCardsSkeleton />}>
            <RoomCardsContainer />
          </WithApollo>
        </SectionErrorBoundary>
      </div>
    </section>
  );
}
