import { maskEmail, maskedContact, maskPhone } from './contact-masking';

describe('contact masking', () => {
  it('keeps the first two characters of the email’s local part and the whole domain', () => {
    expect(maskEmail('amrita@example.in')).toBe('am***@example.in');
    expect(maskEmail('a@example.in')).toBe('a***@example.in');
    expect(maskEmail('removed-7@invalid')).toBe('re***@invalid');
  });

  it('keeps only the last four digits of a phone', () => {
    expect(maskPhone('9876542233')).toBe('******2233');
    expect(maskPhone('2233')).toBe('****');
  });

  it('masks a booking’s email and phone together', () => {
    expect(maskedContact({ userEmail: 'neha@example.com', userPhone: '9876543210' })).toEqual({
      userEmail: 'ne***@example.com',
      userPhone: '******3210',
    });
  });
});
