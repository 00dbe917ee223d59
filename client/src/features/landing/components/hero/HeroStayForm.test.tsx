import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { BookingDraftProvider } from '../../../../app/state/booking-draft';
import { todayInHotel } from '../../../../lib/format';
import { addDays } from '@server-pure/calendar-dates';
import { HeroStayForm } from './HeroStayForm';

function RoomsPage() {
  const { pathname, search } = useLocation();
  return <p>{`${pathname}${search}`}</p>;
}

function renderForm() {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <BookingDraftProvider>
        <Routes>
          <Route path="/" element={<HeroStayForm />} />
          <Route path="/check-rooms-and-rates" element={<RoomsPage />} />
        </Routes>
      </BookingDraftProvider>
    </MemoryRouter>,
  );
}

describe("the hero's dates box", () => {
  const today = todayInHotel();

  it('is a plain GET form to the rooms page with the fields the address uses', () => {
    const { container } = renderForm();
    const form = container.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/check-rooms-and-rates');
    expect(screen.getByLabelText('Check In')).toHaveAttribute('name', 'checkIn');
    expect(screen.getByLabelText('Check Out')).toHaveAttribute('name', 'checkOut');
  });

  it("says what is wrong in the wizard's words, under each field", async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Check Rooms & Rates' }));
    expect(screen.getByText('Check In is Required')).toBeInTheDocument();
    expect(screen.getByText('Check Out is Required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Check In'), addDays(today, 5));
    await userEvent.type(screen.getByLabelText('Check Out'), addDays(today, 50));
    await userEvent.click(screen.getByRole('button', { name: 'Check Rooms & Rates' }));
    expect(screen.getByText('A stay can be at most 30 nights')).toBeInTheDocument();
    expect(screen.queryByText(/^\/check-rooms-and-rates/)).not.toBeInTheDocument();
  });

  it('opens the rooms page for the dates, in the app', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('Check In'), addDays(today, 5));
    await userEvent.type(screen.getByLabelText('Check Out'), addDays(today, 7));
    await userEvent.click(screen.getByRole('button', { name: 'Check Rooms & Rates' }));
    expect(
      screen.getByText(
        `/check-rooms-and-rates?checkIn=${addDays(today, 5)}&checkOut=${addDays(today, 7)}&adults=1&children=0&rooms=1`,
      ),
    ).toBeInTheDocument();
  });
});
