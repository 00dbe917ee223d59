import { normalisePhone } from './phone';

describe('normalisePhone', () => {
  it('removes a leading +91, 91 or 0 however it is written, and the spaces and dashes', () => {
    for (const written of [
      '+91 98765 43210',
      '+91-98765-43210',
      '+919876543210',
      '919876543210',
      '91 98765 43210',
      '098765 43210',
      '09876543210',
      '98765-43210',
    ]) {
      expect(normalisePhone(written)).toBe('9876543210');
    }
  });

  it('keeps a ten-digit number that starts with 91, and leaves a wrong length for the rules to refuse', () => {
    expect(normalisePhone('9123456789')).toBe('9123456789');
    expect(normalisePhone('98765 4321')).toBe('987654321');
    expect(normalisePhone(undefined)).toBe('');
  });
});
