import { ReactNode } from 'react';
import { BookingDraftProvider } from './state/booking-draft';
import { UiStateProvider } from './state/ui-state';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <UiStateProvider>
      <BookingDraftProvider>{children}</BookingDraftProvider>
    </UiStateProvider>
  );
}
