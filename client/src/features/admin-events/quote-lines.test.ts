import { EventLineKind, EventTaxClass } from '../../graphql/generated';
import { blankRow, quoteInput, rowAmount, rowErrors, rowsFromLines, withKind } from './quote-lines';

describe('the quote editor’s lines', () => {
  it('reads stored lines with their side from the SAC, and sends them back as rupees', () => {
    const rows = rowsFromLines([
      {
        kind: EventLineKind.HallRent,
        description: 'Hall, Dinner',
        sac: '997212',
        quantity: 1,
        unitPaise: 40_000_00,
        rateBp: 1800,
      },
      { kind: EventLineKind.Discount, description: 'Loyalty', sac: '996334', quantity: 1, unitPaise: 2500_50, rateBp: 500 },
    ]);
    expect(rows.map((row) => [row.taxClass, row.unit, row.rateBp])).toEqual([
      [EventTaxClass.Hall, '40000', '1800'],
      [EventTaxClass.Catering, '2500.5', '500'],
    ]);
    expect(quoteInput(rows)).toEqual([
      { kind: 'HALL_RENT', taxClass: 'HALL', description: 'Hall, Dinner', quantity: 1, unit: 40000, rateBp: 1800 },
      { kind: 'DISCOUNT', taxClass: 'CATERING', description: 'Loyalty', quantity: 1, unit: 2500.5, rateBp: 500 },
    ]);
    expect(rowAmount(rows[1])).toBe(-2500.5);
  });

  it('names each bad cell and sends nothing until all are right', () => {
    const row = { ...blankRow(), description: ' ', quantity: '0', unit: '10.005' };
    expect(rowErrors(row)).toEqual({
      description: 'Describe the line.',
      quantity: 'A whole number from 1 to 10,000.',
      unit: 'Rupees, 0 or more, at most two decimals.',
    });
    expect(quoteInput([row])).toBeNull();
    expect(quoteInput([])).toBeNull();
    expect(rowErrors({ ...row, description: 'x'.repeat(121), quantity: '10001', unit: '-5' })).toMatchObject({
      description: 'At most 120 characters.',
      quantity: 'A whole number from 1 to 10,000.',
    });
  });

  it('leaves the rate to the terms when none is chosen, and fixes the side of rent and plates', () => {
    const extra = { ...blankRow(), description: 'DJ', unit: '8000', taxClass: EventTaxClass.Hall };
    expect(quoteInput([extra])).toEqual([{ kind: 'EXTRA', taxClass: 'HALL', description: 'DJ', quantity: 1, unit: 8000 }]);
    expect(withKind(extra, EventLineKind.Catering).taxClass).toBe(EventTaxClass.Catering);
    expect(withKind({ ...extra, taxClass: EventTaxClass.Catering }, EventLineKind.Discount).taxClass).toBe(
      EventTaxClass.Catering,
    );
  });
});
