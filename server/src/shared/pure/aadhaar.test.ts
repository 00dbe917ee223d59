import { aadhaarLastFour, maskAadhaarNumbersIn, maskedAadhaar } from './aadhaar';

describe('an Aadhaar as the desk types it', () => {
  it.each([
    ['1234 5678 9012', '9012'],
    ['123456789012', '9012'],
    ['1234-5678-9012', '9012'],
    ['XXXX XXXX 9012', '9012'],
    ['xxxx-xxxx-9012', '9012'],
    ['********9012', '9012'],
    ['9012', '9012'],
    [' 90 12 ', '9012'],
  ])('%p keeps %p', (typed, kept) => {
    expect(aadhaarLastFour(typed)).toBe(kept);
  });

  it.each(['', '901', '12345', '1234 5678 901', '1234 5678 9012 3', 'XXXX 5678 9012', 'XXXX XXXX XXXX', 'ABCD EFGH 9012'])(
    '%p is not one',
    (typed) => {
      expect(aadhaarLastFour(typed)).toBeNull();
    },
  );

  it('prints as a masked Aadhaar does', () => {
    expect(maskedAadhaar('9012')).toBe('XXXX XXXX 9012');
  });
});

describe('Aadhaar numbers in free text', () => {
  it.each([
    ['Aadhaar 2345 6789 0123 seen', 'Aadhaar XXXX XXXX 0123 seen'],
    ['aadhar no. 234567890123', 'aadhar no. XXXX XXXX 0123'],
    ['ADHAAR: 2345-6789-0123; wife’s Aadhaar 3456 7890 1234', 'ADHAAR: XXXX XXXX 0123; wife’s Aadhaar XXXX XXXX 1234'],
    ['UID 2345 6789 0123', 'UID XXXX XXXX 0123'],
  ])('%p becomes %p', (text, masked) => {
    expect(maskAadhaarNumbersIn(text)).toBe(masked);
  });

  it.each([
    '₹1,200 UPI (ref 412345678901), receipt RC/2026-27/00012',
    'Aadhaar seen; room 101',
    'Aadhaar ending 0123',
    'Aadhaar XXXX XXXX 0123',
    'Aadhaar 2345678901234 (13 digits)',
    'Aadhaar\n2345 6789 0123',
  ])('%p stays as it is', (text) => {
    expect(maskAadhaarNumbersIn(text)).toBe(text);
  });
});
