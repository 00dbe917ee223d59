import { Terms, termsInWords, termsOf, termsProblems, termsValuesOf, TermsValues } from './terms-form-rules';

/** The rates banquetSetup.gstRatesBp answers (the server's ALLOWED_GST_BP, highest first). */
const GST_RATES = [1800, 1200, 500, 0];

const DEFAULTS: Terms = {
  advancePercent: 25,
  milestones: [
    { label: 'Second payment', percent: 50, daysBefore: 30 },
    { label: 'Balance before the event', percent: 25, daysBefore: 7 },
  ],
  guaranteeCutoffDays: 7,
  holdHours: 72,
  cancellationScale: [
    { minDaysBefore: 90, refundPercent: 90 },
    { minDaysBefore: 30, refundPercent: 50 },
    { minDaysBefore: 0, refundPercent: 0 },
  ],
  hallGstBp: 1800,
  cateringGstBp: 500,
};

const values = (change: Partial<TermsValues> = {}): TermsValues => ({ ...termsValuesOf(DEFAULTS), ...change });

describe('termsProblems', () => {
  it('finds none in the default terms, which round-trip through the form', () => {
    expect(termsProblems(values(), GST_RATES)).toEqual({});
    expect(termsOf(values())).toEqual(DEFAULTS);
  });

  it('refuses an advance and payments past 100%', () => {
    expect(termsProblems(values({ advancePercent: '30' }), GST_RATES)).toEqual({
      milestones: 'The advance and the payments add up to 105%; they can be at most 100%',
    });
  });

  it('refuses payments out of order, a blank label and a share of 0', () => {
    const problems = termsProblems(
      values({
        milestones: [
          { label: ' ', percent: '0', daysBefore: '10' },
          { label: 'Later', percent: '10', daysBefore: '20' },
        ],
      }),
      GST_RATES,
    );
    expect(problems).toEqual({
      'milestones.0.label': 'Name the payment in 1 to 40 characters',
      'milestones.0.percent': 'The share is a whole percent from 1 to 99',
      'milestones.1.daysBefore': 'List the payments earliest first: each due fewer days before the event',
    });
  });

  it('refuses a scale that refunds more at shorter notice, is out of order, or does not end at 0 days', () => {
    const step = (minDaysBefore: string, refundPercent: string) => ({ minDaysBefore, refundPercent });
    expect(termsProblems(values({ cancellationScale: [step('30', '20'), step('0', '50')] }), GST_RATES)).toEqual({
      'cancellationScale.1.refundPercent': 'Shorter notice cannot refund more than longer notice',
    });
    expect(termsProblems(values({ cancellationScale: [step('0', '0'), step('30', '0')] }), GST_RATES)).toEqual({
      'cancellationScale.1.minDaysBefore': 'List the steps longest notice first',
    });
    expect(termsProblems(values({ cancellationScale: [step('30', '50')] }), GST_RATES)).toEqual({
      'cancellationScale.0.minDaysBefore': 'The last step must start at 0 days, so every cancellation has a rule',
    });
    expect(termsProblems(values({ cancellationScale: [] }), GST_RATES)).toEqual({
      cancellationScale: 'Give 1 to 10 steps, the last at 0 days',
    });
  });

  it('refuses numbers out of range, fractions and GST rates outside the slabs', () => {
    expect(
      termsProblems(values({ holdHours: '0', guaranteeCutoffDays: '7.5', advancePercent: '', hallGstBp: '1500' }), GST_RATES),
    ).toEqual({
      advancePercent: 'The advance is a whole percent from 1 to 100',
      guaranteeCutoffDays: 'The count freezes 0 to 60 days before the event',
      holdHours: 'A hold lasts 1 to 720 hours (30 days)',
      hallGstBp: 'Choose 0%, 5%, 12% or 18%',
    });
  });
});

describe('termsInWords', () => {
  it('says the default terms the way the customer reads them', () => {
    expect(termsInWords(DEFAULTS)).toEqual([
      'Advance 25% to confirm the booking.',
      'Second payment 50%, 30 days before the event.',
      'Balance before the event 25%, 7 days before the event.',
      'The menu and the guaranteed number of plates are fixed 7 days before the event; plates beyond the guarantee are billed at actuals.',
      'A provisional hold keeps the date for 72 hours (3 days).',
      'Cancelled 90+ days before: 90% of the money paid back.',
      'Cancelled 30 to 89 days before: 50% of the money paid back.',
      'Cancelled less than 30 days before: nothing paid back.',
      'GST: 18% on the hall rent, 5% on the food.',
    ]);
  });

  it('names what is left for after the event, and a scale of one step', () => {
    const words = termsInWords({
      ...DEFAULTS,
      milestones: [],
      holdHours: 36,
      cancellationScale: [{ minDaysBefore: 0, refundPercent: 50 }],
    });
    expect(words).toContain('The rest, 75%, is settled after the event on the final count.');
    expect(words).toContain('A provisional hold keeps the date for 36 hours.');
    expect(words).toContain('Cancelled at any time: 50% of the money paid back.');
  });
});
