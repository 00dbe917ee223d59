import { cancellationWords, termsWords } from './terms-words';

const TERMS = {
  advancePercent: 25,
  milestones: [
    { label: 'Balance before the event', percent: 25, daysBefore: 7 },
    { label: 'Second payment', percent: 50, daysBefore: 30 },
  ],
  guaranteeCutoffDays: 7,
  holdHours: 72,
  cancellationScale: [
    { minDaysBefore: 0, refundPercent: 0 },
    { minDaysBefore: 90, refundPercent: 90 },
    { minDaysBefore: 30, refundPercent: 50 },
  ],
  hallGstBp: 1800,
  cateringGstBp: 500,
};

describe('the terms in plain words', () => {
  it('says the cancellation scale step by step, longest notice first', () => {
    expect(cancellationWords(TERMS.cancellationScale)).toEqual([
      '90 days or more before the event: 90% of what you paid is refunded, 10% is kept.',
      '30 to 89 days before the event: 50% of what you paid is refunded, 50% is kept.',
      'Less than 30 days before the event: what you paid is kept (no refund).',
    ]);
  });

  it('dates each milestone from the event, and names every value', () => {
    const words = termsWords(TERMS, '2027-02-14');
    expect(words[0]).toContain('advance of 25%');
    expect(words[1]).toBe('Second payment: 50% of the total, due 30 days before the event (by Fri, 15 Jan 2027).');
    expect(words[2]).toBe('Balance before the event: 25% of the total, due 7 days before the event (by Sun, 7 Feb 2027).');
    expect(words.join(' ')).toContain('fixed 7 days before the event');
    expect(words.join(' ')).toContain('72 hours');
    expect(words.join(' ')).toContain('18% on the hall rent (SAC 997212) and 5% on catering (SAC 996334)');
  });
});
