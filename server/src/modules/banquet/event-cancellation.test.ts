import { addDays } from '../../shared/dates';
import { DEFAULT_BANQUET_TERMS } from './banquet-terms.entity';
import { cancellationStep, eventCancellationQuote } from './event-cancellation';

const EVENT_DATE = '2027-03-20';
const quoteAt = (daysBefore: number, paidPaise = 1_00_000_00) =>
  eventCancellationQuote({
    scale: DEFAULT_BANQUET_TERMS.cancellationScale,
    eventDate: EVENT_DATE,
    today: addDays(EVENT_DATE, -daysBefore),
    paidPaise,
  });

describe('the cancellation scale the customer accepted (default: 90+ days 90%, 30–89 days 50%, under 30 nothing)', () => {
  it.each([
    [120, 90, 90_000_00],
    [90, 90, 90_000_00],
    [89, 50, 50_000_00],
    [45, 50, 50_000_00],
    [30, 50, 50_000_00],
    [29, 0, 0],
    [0, 0, 0],
  ])('%i days before: %i%% of ₹1,00,000 comes back', (days, percent, refundPaise) => {
    const quote = quoteAt(days);
    expect(quote).toMatchObject({
      daysBefore: days,
      refundPercent: percent,
      paidPaise: 1_00_000_00,
      refundPaise,
      keptPaise: 1_00_000_00 - refundPaise,
    });
  });

  it('says the step in words', () => {
    expect(quoteAt(45).summary).toBe('Cancelled 45 days before: 50% of the money paid is refunded (₹50,000 of ₹1,00,000).');
    expect(quoteAt(0).summary).toBe(
      'Cancelled on the day of the event: the money paid is kept, nothing is refunded (₹0 of ₹1,00,000).',
    );
    expect(quoteAt(1, 0).summary).toBe(
      'Cancelled 1 day before: the money paid is kept, nothing is refunded. Nothing has been paid, so there is nothing to refund.',
    );
  });

  it('gives a half paisa to the customer, and keeps everything after the date or when no step applies', () => {
    expect(quoteAt(40, 333).refundPaise).toBe(167);
    expect(quoteAt(-3).refundPaise).toBe(0);
    expect(cancellationStep([{ minDaysBefore: 10, refundPercent: 100 }], 5)).toBeNull();
    expect(
      cancellationStep(
        [
          { minDaysBefore: 30, refundPercent: 50 },
          { minDaysBefore: 90, refundPercent: 90 },
        ],
        100,
      ),
    ).toEqual({
      minDaysBefore: 90,
      refundPercent: 90,
    });
  });
});
