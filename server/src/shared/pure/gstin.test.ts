import { GSTIN_MESSAGES, gstinCheckCharacter, gstinMessage, gstinProblem, normaliseGstin } from './gstin';

describe('GSTIN check (the server and the browser)', () => {
  it('accepts real GSTINs, as typed with spaces, dashes and lower case', () => {
    // The GSTN's published example and the demo hotel's GSTIN (../../config-hotel.ts).
    expect(gstinProblem('27AAPFU0939F1ZV')).toBeNull();
    expect(gstinProblem('09ABKFA4521M1Z7')).toBeNull();
    expect(normaliseGstin(' 27aapfu0939f1zv ')).toBe('27AAPFU0939F1ZV');
    expect(gstinMessage('27 AAPFU 0939 F1Z-V')).toBeUndefined();
  });

  it('computes the modulo-36 check character over the first 14 characters', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinCheckCharacter('09ABKFA4521M1Z')).toBe('7');
  });

  it('catches every wrong check character and two swapped characters', () => {
    const wrongLast = [...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'].filter((c) => c !== 'V').map((c) => `27AAPFU0939F1Z${c}`);
    expect(wrongLast.map(gstinProblem)).toEqual(wrongLast.map(() => 'check'));
    expect(gstinProblem('27AAPFU0993F1ZV')).toBe('check');
    expect(gstinMessage('27AAPFU0939F1ZW')).toBe(
      "This GSTIN's last character does not match: please check it for a typing mistake",
    );
  });

  it('says what is wrong with the shape or the state code', () => {
    expect(gstinMessage('27AAPFU0939F1Z')).toBe(GSTIN_MESSAGES.shape);
    expect(gstinMessage('27AAPFU0939F1YV')).toBe(GSTIN_MESSAGES.shape);
    expect(gstinMessage('ABCDE')).toBe(GSTIN_MESSAGES.shape);
    expect(gstinProblem('25AAPFU0939F1ZV')).toBe('state');
    expect(gstinProblem('99AAPFU0939F1ZV')).toBe('state');
  });
});
