import { act, render, screen } from '@testing-library/react';
import { BookingDraftProvider, useBookingDraft } from './booking-draft';

function DraftProbe() {
  const { draft, updateDraft } = useBookingDraft();
  return (
    <>
      <output>{`${draft.checkIn}|${draft.checkOut}|${draft.guest}|${draft.room}`}</output>
      <button onClick={() => updateDraft({ checkIn: '2026-12-01', checkOut: '2026-12-03', guest: 2 })}>choose</button>
    </>
  );
}

describe('the booking draft', () => {
  beforeEach(() => localStorage.clear());

  it('starts with one adult and one room', () => {
    render(
      <BookingDraftProvider>
        <DraftProbe />
      </BookingDraftProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('||1|1');
  });

  it('survives a reload through localStorage', () => {
    const first = render(
      <BookingDraftProvider>
        <DraftProbe />
      </BookingDraftProvider>,
    );
    act(() => screen.getByRole('button', { name: 'choose' }).click());
    first.unmount();
    render(
      <BookingDraftProvider>
        <DraftProbe />
      </BookingDraftProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('2026-12-01|2026-12-03|2|1');
  });
});

describe('the booking draft opened at the rooms page address', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('takes the stay from the address over the stored one', () => {
    localStorage.setItem('bookingDraft', JSON.stringify({ checkIn: '2026-12-01', checkOut: '2026-12-03', guest: 1 }));
    window.history.replaceState(null, '', '/check-rooms-and-rates?checkIn=2026-12-20&checkOut=2026-12-22&adults=2&rooms=1');
    render(
      <BookingDraftProvider>
        <DraftProbe />
      </BookingDraftProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('2026-12-20|2026-12-22|2|1');
  });

  it('keeps the stored stay on other pages, whatever their address says', () => {
    localStorage.setItem('bookingDraft', JSON.stringify({ checkIn: '2026-12-01', checkOut: '2026-12-03', guest: 1 }));
    window.history.replaceState(null, '', '/user-details?checkIn=2026-12-20&checkOut=2026-12-22');
    render(
      <BookingDraftProvider>
        <DraftProbe />
      </BookingDraftProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('2026-12-01|2026-12-03|1|1');
  });
});
