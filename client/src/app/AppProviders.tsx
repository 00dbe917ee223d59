import { ReactNode } from 'react';
import { EmbeddedAnswersProvider, type EmbeddedAnswers } from '../lib/apollo/embedded-data';
import { BookingDraftProvider, type PageAddress } from './state/booking-draft';
import { UiStateProvider } from './state/ui-state';

/**
 * The app's shared state. A page rendered on the server gives the address it was rendered at,
 * both on the server and when the browser hydrates it (see BookingDraftProvider), and, on the
 * server, the answers embedded in it (the browser reads them from the page).
 */
export function AppProviders({
  children,
  renderedAt,
  embeddedAnswers,
}: {
  children: ReactNode;
  renderedAt?: PageAddress;
  embeddedAnswers?: EmbeddedAnswers;
}) {
  return (
    <EmbeddedAnswersProvider answers={embeddedAnswers}>
      <UiStateProvider>
        <BookingDraftProvider renderedAt={renderedAt}>{children}</BookingDraftProvider>
      </UiStateProvider>
    </EmbeddedAnswersProvider>
  );
}
