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

  it('masks a number kept in E.164 like the ten digits: an Indian one without its +91, another with its + code', () => {
    expect(maskPhone('+919876542233')).toBe('******2233');
    expect(maskPhone('+447911123456')).toBe('+44 ******3456');
    expect(maskPhone('+971501234567')).toBe('+971 *****4567');
  });

  it('masks a booking’s email and phone together', () => {
    expect(maskedContact({ userEmail: 'neha@example.com', userPhone: '9876543210' })).toEqual({
      userEmail: 'ne***@example.com',
      userPhone: '******3210',
    });
  });
});
