import { DEFAULT_BANQUET_TERMS } from './banquet-terms.entity';
import { eventPaymentPlan } from './event-payment-plan';

/** The folio's figures of an event of `totalPaise` with `paidPaise` paid (billing adds them up in the app). */
const money = (totalPaise: number, paidPaise: number) => ({
  chargedPaise: totalPaise,
  paidPaise,
  balancePaise: totalPaise - paidPaise,
});
const plan = (totalPaise: number, paidPaise: number, today = '2026-12-01') =>
  eventPaymentPlan({ terms: DEFAULT_BANQUET_TERMS, eventDate: '2027-02-14', money: money(totalPaise, paidPaise), today });

describe('an event’s payment plan', () => {
  it('asks the advance, then each milestone by its date, rounded up to whole rupees', () => {
    const { steps } = plan(149_575_00, 0);
    expect(steps.map((s) => [s.label, s.amountPaise, s.cumulativePaise, s.dueDate])).toEqual([
      ['Advance', 37_394_00, 37_394_00, null],
      ['Second payment', 74_788_00, 112_182_00, '2027-01-15'],
      ['Balance before the event', 37_393_00, 149_575_00, '2027-02-07'],
    ]);
  });

  it('names the next step and what it still asks after a part payment', () => {
    const result = plan(149_575_00, 50_000_00);
    expect(result.nextStep?.label).toBe('Second payment');
    expect(result.nextAmountPaise).toBe(62_182_00);
    expect(result.balancePaise).toBe(99_575_00);
    expect(result.steps[0].paid).toBe(true);
  });

  it('marks a milestone past its date and unpaid as overdue', () => {
    const result = plan(100_000_00, 25_000_00, '2027-01-20');
    expect(result.steps[1]).toMatchObject({ label: 'Second payment', overdue: true, paid: false });
    expect(result.steps[2].overdue).toBe(false);
  });

  it('leaves what the milestones do not cover to the settlement after the event', () => {
    const terms = { advancePercent: 30, milestones: [{ label: 'Second payment', percent: 40, daysBefore: 15 }] };
    const result = eventPaymentPlan({
      terms,
      eventDate: '2027-02-14',
      money: money(100_000_00, 100_000_00),
      today: '2027-03-01',
    });
    expect(result.steps.map((s) => [s.label, s.amountPaise, s.dueDate])).toEqual([
      ['Advance', 30_000_00, null],
      ['Second payment', 40_000_00, '2027-01-30'],
      ['Settlement after the event', 30_000_00, '2027-02-14'],
    ]);
    expect(result.nextStep).toBeNull();
    expect(result.nextAmountPaise).toBe(0);
  });
});
