import { cancellationTerms, checkInInstant } from './cancellation-policy';

describe('the cancellation policy', () => {
  it('puts check-in at 15:00 in Kolkata', () => {
    expect(checkInInstant('2026-12-10').toISOString()).toBe('2026-12-10T09:30:00.000Z');
  });

  it.each([
    ['two days before', '2026-12-08T09:30:00Z', 1, 100, 10000],
    ['exactly 24 h before check-in', '2026-12-09T09:30:00Z', 1, 100, 10000],
    ['one minute inside 24 h', '2026-12-09T09:31:00Z', 1, 50, 5000],
    ['after check-in time', '2026-12-10T12:00:00Z', 1, 50, 5000],
    ['a group of 5 rooms, 8 days before', '2026-12-02T09:00:00Z', 5, 100, 10000],
    ['a group of 5 rooms, 3 days before', '2026-12-07T09:30:00Z', 5, 50, 5000],
    ['4 rooms are not a group, 3 days before', '2026-12-07T09:30:00Z', 4, 100, 10000],
  ])('%s → %i%%', (_label, now, rooms, percent, refundPaise) => {
    const terms = cancellationTerms({ checkIn: '2026-12-10', rooms, paidPaise: 10000, now: new Date(now) });
    expect(terms.refundPercent).toBe(percent);
    expect(terms.refundPaise).toBe(refundPaise);
  });

  it('gives the guest the half paisa of an odd amount', () => {
    expect(
      cancellationTerms({ checkIn: '2026-12-10', rooms: 1, paidPaise: 12345, now: new Date('2026-12-10T00:00:00Z') }).refundPaise,
    ).toBe(6173);
  });

  it('says which window applies, in the hotel’s words, so no client writes policy prose', () => {
    const at = (now: string, rooms: number) =>
      cancellationTerms({ checkIn: '2026-12-10', rooms, paidPaise: 100, now: new Date(now) });
    expect(at('2026-12-08T09:30:00Z', 1)).toMatchObject({
      rule: 'free',
      windowHours: 24,
      summary: 'Free cancellation until 9 Dec 2026, 3:00 PM (24 hours before check-in); after that, 50% is refunded.',
    });
    expect(at('2026-12-02T09:00:00Z', 5)).toMatchObject({
      rule: 'group_free',
      windowHours: 168,
      summary:
        'Group booking (5 or more rooms): free cancellation until 3 Dec 2026, 3:00 PM (7 days before check-in); after that, 50% is refunded.',
    });
    expect(at('2026-12-09T10:00:00Z', 1)).toMatchObject({
      rule: 'late',
      windowHours: 24,
      summary: 'Free cancellation ended on 9 Dec 2026, 3:00 PM; within 24 hours of check-in the refund is 50%.',
    });
  });
});
