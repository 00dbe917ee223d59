import { lazy } from 'react';
import { Alert } from '../../../../components/ui/Alert';
import { Spinner } from '../../../../components/ui/Spinner';
import { WithApollo } from '../../../../lib/apollo/WithApollo';
import { ROOMS_LOAD_MESSAGES } from '../../content/messages';
import { SECTIONS } from '../../content/sections';
import { SectionErrorBoundary } from '../common/SectionErrorBoundary';
import './wizard.css';

const BookingWizardContainer = lazy(() => import('../../containers/BookingWizardContainer'));

/** The "Book Now" section; the wizard (with the data layer) arrives as a separate chunk. */
export function BookingSection() {
  return (
    <section id={SECTIONS.booking} className="landing-section booking" aria-labelledby="booking-title" tabIndex={-1}>
      <div className="landing-section__inner booking__inner">
        <p className="landing-section__eyebrow">Book Now</p>
        <h2 id="booking-title" className="landing-section__title">
          Book your stay
        </h2>
        <p className="landing-section__lead">Choose your dates and room; you can pay online or at the hotel on arrival.</p>
        <div className="booking__card">
          <SectionErrorBoundary fallback={<Alert tone="danger">{ROOMS_LOAD_MESSAGES.exception}</Alert>}>
            <WithApollo
              fallback={
                <div className="booking__loading">
                  <Spinner label="Loading the booking form…" />
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
