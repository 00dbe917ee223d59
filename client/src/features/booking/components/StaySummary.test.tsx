import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { todayInHotel } from '../../../lib/format';
import type { StaySearch } from '../stay-rules';
import { StaySummary } from './StaySummary';
import { addDays } from '@server-pure/calendar-dates';

const checkIn = addDays(todayInHotel(), 1);
const checkOut = addDays(checkIn, 2);

function setup(stay: StaySearch = { checkIn, checkOut, guest: 2 }) {
  const onChange = jest.fn<(stay: StaySearch) => void>();
  const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  render(<StaySummary stay={stay} onChange={onChange} />);
  return { onChange, alert, user: userEvent.setup() };
}

afterEach(() => jest.restoreAllMocks());

describe('the stay summary', () => {
  it('shows the dates and the adults, and no nights of its own counting (nothing is priced yet)', () => {
    setup({ checkIn: '2026-12-01', checkOut: '2026-12-04', guest: 2 });
    expect(screen.getByText('Tue, 1 Dec 2026')).toBeInTheDocument();
    expect(screen.getByText('Fri, 4 Dec 2026')).toBeInTheDocument();
    expect(screen.getByText('Guests').nextSibling).toHaveTextContent('2 adults');
    expect(screen.queryByText(/night/)).not.toBeInTheDocument();
  });

  it('changes the stay through a small form', async () => {
    const { user, onChange, alert } = setup();
    const toggle = screen.getByRole('button', { name: 'Change dates' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.selectOptions(screen.getByLabelText('Adults'), '3');
    await user.click(screen.getByRole('button', { name: 'Check Rooms & Rates' }));
    expect(alert).not.toHaveBeenCalled();
    expect(onChange).toHaveBeenCalledWith({ checkIn, checkOut, guest: 3 });
  });

  it('alerts and shows the date rules', async () => {
    const { user, onChange, alert } = setup();
    await user.click(screen.getByRole('button', { name: 'Change dates' }));
    await user.clear(screen.getByLabelText('Check-out'));
    await user.type(screen.getByLabelText('Check-out'), checkIn);
    await user.click(screen.getByRole('button', { name: 'Check Rooms & Rates' }));
    expect(alert).toHaveBeenCalledWith('Check Out must be after Check In');
    expect(screen.getByLabelText('Check-out')).toHaveAccessibleDescription('Check Out must be after Check In');
    await user.clear(screen.getByLabelText('Check-in'));
    await user.click(screen.getByRole('button', { name: 'Check Rooms & Rates' }));
    expect(alert).toHaveBeenLastCalledWith('Please select valid dates');
    expect(onChange).not.toHaveBeenCalled();
  });
});
