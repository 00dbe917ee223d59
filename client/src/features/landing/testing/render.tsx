import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { BookingDraftProvider, EMPTY_DRAFT, useBookingDraft, type BookingDraft } from '../../../app/state/booking-draft';
import { UiStateProvider } from '../../../app/state/ui-state';
import { storage, STORAGE_KEYS } from '../../../lib/storage';

/** Where the router went, and the booking draft at that moment. */
function Arrived() {
  const { draft } = useBookingDraft();
  const location = useLocation();
  return (
    <output data-testid="arrived" data-path={location.pathname} data-draft={JSON.stringify(draft)}>
      {location.pathname}
    </output>
  );
}

/** Renders a landing page part at "/" (or `at`, "/hi" for Hindi) with the app's providers and a stored booking draft. */
export function renderOnLanding(
  element: ReactElement,
  { draft = {}, at = '/' }: { draft?: Partial<BookingDraft>; at?: string } = {},
) {
  storage.set(STORAGE_KEYS.bookingDraft, { ...EMPTY_DRAFT, ...draft });
  return render(
    <UiStateProvider>
      <BookingDraftProvider>
        <MemoryRouter initialEntries={[at]}>
          <Routes>
            <Route path={at} element={element} />
            <Route path="*" element={<Arrived />} />
          </Routes>
        </MemoryRouter>
      </BookingDraftProvider>
    </UiStateProvider>,
  );
}

/** The booking draft as the app keeps it in localStorage. */
export function storedDraft(): BookingDraft | undefined {
  return storage.get(STORAGE_KEYS.bookingDraft);
}
