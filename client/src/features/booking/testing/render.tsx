import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { BookingDraftProvider, EMPTY_DRAFT, useBookingDraft, type BookingDraft } from '../../../app/state/booking-draft';
import { storage, STORAGE_KEYS } from '../../../lib/storage';

/** Where the router ended up, and the draft at that moment (for tests only). */
function Landing({ name }: { name: string }) {
  const { draft } = useBookingDraft();
  const location = useLocation();
  return (
    <p data-testid="landed">
      {name} {location.pathname} {JSON.stringify(draft)}
    </p>
  );
}

/** Renders `element` at `path` with a stored booking draft; "/" and "/user-details" (and their Hindi pages) record arrivals. */
export function renderInJourney(element: ReactElement, { path, draft = {} }: { path: string; draft?: Partial<BookingDraft> }) {
  storage.set(STORAGE_KEYS.bookingDraft, { ...EMPTY_DRAFT, ...draft });
  return render(
    <BookingDraftProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path} element={element} />
          <Route path="/" element={<Landing name="home" />} />
          <Route path="/user-details" element={<Landing name="details" />} />
          <Route path="/hi" element={<Landing name="home" />} />
          <Route path="/hi/user-details" element={<Landing name="details" />} />
        </Routes>
      </MemoryRouter>
    </BookingDraftProvider>,
  );
}
