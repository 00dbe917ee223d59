import { ReactNode } from 'react';
import { EmbeddedAnswersProvider, type EmbeddedAnswers } from '../lib/apollo/embedded-data';
import { HotelProvider, type HotelProfile } from '../lib/hotel';
import { BookingDraftProvider, type PageAddress } from './state/booking-draft';
import { BrowserStateProvider } from './state/browser-state';
import { UiStateProvider } from './state/ui-state';

/**
 * The app's shared state. A page rendered on the server gives the address it was rendered at,
 * both on the server and when the browser hydrates it (see BookingDraftProvider), and, on the
 * server, the answers embedded in it and the hotel's profile (the browser reads both from the page).
 */
export function AppProviders({
  children,
  renderedAt,
  embeddedAnswers,
  hotel,
}: {
  children: ReactNode;
  renderedAt?: PageAddress;
  embeddedAnswers?: EmbeddedAnswers;
  /** The hotel's profile: given on the server; in the browser read from the page. */
  hotel?: HotelProfile;
}) {
  return (
    <HotelProvider profile={hotel}>
      <EmbeddedAnswersProvider answers={embeddedAnswers}>
        <BrowserStateProvider hydrating={renderedAt !== undefined}>
          <UiStateProvider>
            <BookingDraftProvider renderedAt={renderedAt}>{children}</BookingDraftProvider>
          </UiStateProvider>
        </BrowserStateProvider>
      </EmbeddedAnswersProvider>
    </HotelProvider>
  );
}
