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

describe('the booking draft of a page rendered on the server', () => {
  beforeEach(() => localStorage.clear());

  /** Records each draft the page renders with, as the server and the hydrating browser would see it. */
  function renderedDrafts(renderedAt: { pathname: string; search: string }) {
    const seen: string[] = [];
    function Recorder() {
      const { draft } = useBookingDraft();
      seen.push(`${draft.checkIn}|${draft.checkOut}|${draft.guest}|${draft.userId}`);
      return null;
    }
    render(
      <BookingDraftProvider renderedAt={renderedAt}>
        <Recorder />
      </BookingDraftProvider>,
    );
    return seen;
  }

  it('renders first with what the address gives (as the server did), then with the stored draft', () => {
    localStorage.setItem(
      'bookingDraft',
      JSON.stringify({ checkIn: '2026-12-01', checkOut: '2026-12-03', guest: 2, userId: 'u-7' }),
    );
    const seen = renderedDrafts({ pathname: '/room/5e5c1c81-b19b-4478-8d3a-6975fa06a9bf', search: '' });
    expect(seen[0]).toBe('||1|');
    expect(seen.at(-1)).toBe('2026-12-01|2026-12-03|2|u-7');
  });

  it('on the rooms page: the address names the stay in both renders; the rest of the stored draft comes after', () => {
    localStorage.setItem(
      'bookingDraft',
      JSON.stringify({ checkIn: '2026-12-01', checkOut: '2026-12-03', guest: 2, userId: 'u-7' }),
    );
    const seen = renderedDrafts({
      pathname: '/check-rooms-and-rates',
      search: '?checkIn=2026-12-20&checkOut=2026-12-22&adults=3',
    });
    expect(seen[0]).toBe('2026-12-20|2026-12-22|3|');
    expect(seen.at(-1)).toBe('2026-12-20|2026-12-22|3|u-7');
    expect(JSON.parse(localStorage.getItem('bookingDraft')!)).toMatchObject({ checkIn: '2026-12-20', guest: 3, userId: 'u-7' });
  });

  it('never writes its first draft over the stored one', () => {
    localStorage.setItem(
      'bookingDraft',
      JSON.stringify({ checkIn: '2026-12-01', checkOut: '2026-12-03', guest: 2, userId: 'u-7' }),
    );
    renderedDrafts({ pathname: '/', search: '' });
    expect(JSON.parse(localStorage.getItem('bookingDraft')!)).toMatchObject({ checkIn: '2026-12-01', guest: 2, userId: 'u-7' });
  });
});
