import { lazy } from 'react';
import { Alert } from '../../../../components/ui/Alert';
import { Spinner } from '../../../../components/ui/Spinner';
import { useMessages } from '../../../../i18n';
import { WithApollo } from '../../../../lib/apollo/WithApollo';
import { SECTIONS } from '../../content/sections';
import { SectionErrorBoundary } from '../common/SectionErrorBoundary';
import './wizard.css';

const BookingWizardContainer = lazy(() => import('../../containers/BookingWizardContainer'));

/** The "Book Now" section; the wizard (with the data layer) arrives as a separate chunk. */
export function BookingSection() {
  const { t } = useMessages('landing');
  return (
    <section id={SECTIONS.booking} className="landing-section booking" aria-labelledby="booking-title" tabIndex={-1}>
      <div className="landing-section__inner booking__inner">
        <p className="landing-section__eyebrow">{t('navBookNow')}</p>
        <h2 id="booking-title" className="landing-section__title">
          {t('bookingTitle')}
        </h2>
        <p className="landing-section__lead">{t('bookingLead')}</p>
        <div className="booking__card">
          <SectionErrorBoundary fallback={<Alert tone="danger">{t('roomsLoadException')}</Alert>}>
            <WithApollo
              fallback={
                <div className="booking__loading">
                  <Spinner label={t('loadingBookingForm')} />
                </div>
              }
            >
              <BookingWizardContainer />
            </WithApollo>
          </SectionErrorBoundary>
        </div>
      </div>
    </section>
  );
}
