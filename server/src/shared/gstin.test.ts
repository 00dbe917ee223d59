import { gstinCheckCharacter, gstinProblem } from './gstin';
import { DEMO_GSTIN } from '../config-hotel';
import { parseBusinessRecipient } from '../modules/bookings/business-recipient';

describe('GSTIN', () => {
  it('computes the check character of the GSTN’s published example', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinProblem('27AAPFU0939F1ZV')).toBeNull();
  });

  it('refuses a wrong check character, a wrong shape and an unknown state', () => {
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe('check');
    expect(gstinProblem('27AAPFU0939F1Z')).toBe('shape');
    expect(gstinProblem('99AAPFU0939F1ZV')).toBe('state');
  });

  it('gives the demo hotel a GSTIN that passes', () => {
    expect(gstinProblem(DEMO_GSTIN)).toBeNull();
  });

  it('reads a business GSTIN as typed (spaces, lower case) and explains a typing mistake', () => {
    expect(parseBusinessRecipient(' Acme Traders ', '27aapfu 0939 f1zv')).toEqual({
      name: 'Acme Traders',
      gstin: '27AAPFU0939F1ZV',
    });
    expect(parseBusinessRecipient('', '')).toBeNull();
    expect(() => parseBusinessRecipient('Acme', '27AAPFU0939F1ZX')).toThrow(/does not match/);
    expect(() => parseBusinessRecipient('', '27AAPFU0939F1ZV')).toThrow('Enter the business name for this GSTIN');
  });
});
