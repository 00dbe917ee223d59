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
