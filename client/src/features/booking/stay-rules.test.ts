import { addDays } from '@server-pure/calendar-dates';
import { STAY_LIMIT_MESSAGES } from '@server-pure/stay-limits';
import { validateStay } from './stay-rules';

const today = '2026-11-22';

describe('changing the stay on the rooms page', () => {
  it('asks for valid dates when one is missing', () => {
    expect(validateStay({ checkIn: '', checkOut: '2026-12-02', guest: 1 }, today).first).toBe('Please select valid dates');
    expect(validateStay({ checkIn: '2026-12-01', checkOut: '', guest: 1 }, today).errors).toEqual({
      checkOut: 'Please select valid dates',
    });
  });

  it('wants check-out after check-in', () => {
    expect(validateStay({ checkIn: '2026-12-02', checkOut: '2026-12-02', guest: 1 }, today)).toEqual({
      errors: { checkOut: 'Check Out must be after Check In' },
      first: 'Check Out must be after Check In',
    });
  });

  it('refuses a check-in before today', () => {
    expect(validateStay({ checkIn: '2026-11-21', checkOut: '2026-11-23', guest: 1 }, today).errors.checkIn).toBe(
      'Please select valid dates',
    );
  });

  it("refuses, with the server's words, a stay over the longest one", () => {
    expect(validateStay({ checkIn: '2026-12-01', checkOut: addDays('2026-12-01', 365), guest: 1 }, today).errors).toEqual({
      checkOut: 'A stay can be at most 30 nights',
    });
    expect(validateStay({ checkIn: '2026-12-01', checkOut: addDays('2026-12-01', 31), guest: 1 }, today).first).toBe(
      STAY_LIMIT_MESSAGES.tooLong,
    );
    expect(validateStay({ checkIn: '2026-12-01', checkOut: addDays('2026-12-01', 30), guest: 1 }, today).errors).toEqual({});
  });

  it('needs at least one adult', () => {
    expect(validateStay({ checkIn: today, checkOut: '2026-11-23', guest: 0 }, today).first).toBe('Adult In is Required');
  });

  it('accepts a stay from today', () => {
    expect(validateStay({ checkIn: today, checkOut: addDays(today, 1), guest: 2 }, today)).toEqual({
      errors: {},
      first: undefined,
    });
  });
});
