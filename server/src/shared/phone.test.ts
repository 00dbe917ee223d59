import { checkPhone, normalisePhone, samePhone } from './phone';

const INDIAN_RULE = 'Phone number must start with 6-9 and be exactly 10 digits';

describe('normalisePhone (the digits phones are searched by)', () => {
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

  it('keeps the digits of another country’s number', () => {
    expect(normalisePhone('+44 7911 123456')).toBe('447911123456');
  });
});

describe('checkPhone', () => {
  it.each(['98765 43210', '+91 98765 43210', '919876543210', '098765-43210', '0091 98765 43210'])(
    'keeps the Indian number %s as +919876543210',
    (typed) => expect(checkPhone(typed)).toEqual({ phone: '+919876543210' }),
  );

  it.each(['5876543210', '98765 4321', '+91 5876543210', '+91 98765 432101'])(
    'refuses the Indian number %s with the spec’s words',
    (typed) => expect(checkPhone(typed)).toEqual({ problem: 'invalid', message: INDIAN_RULE }),
  );

  it.each([
    ['+44 7911 123456', undefined, '+447911123456'],
    ['07911 123456', 'GB', '+447911123456'],
    ['7911 123456', 'GB', '+447911123456'],
    ['+971 50 123 4567', undefined, '+971501234567'],
    ['050 123 4567', 'AE', '+971501234567'],
    ['00971 50 123 4567', 'IN', '+971501234567'],
    ['+1 201 555 0123', undefined, '+12015550123'],
  ])('keeps %s (picked: %s) as %s', (typed, country, phone) => expect(checkPhone(typed, country)).toEqual({ phone }));

  it('says in plain words why another country’s number is refused', () => {
    expect(checkPhone('+44 1111 111111')).toEqual({
      problem: 'invalid',
      message: 'This is not a valid number for United Kingdom',
    });
    expect(checkPhone('1111 111111', 'GB')).toEqual({
      problem: 'invalid',
      message: 'This is not a valid number for United Kingdom',
    });
    expect(checkPhone('+44 7911')).toEqual({ problem: 'invalid', message: 'This number is too short for United Kingdom' });
    expect(checkPhone('+44 7911 1234567')).toEqual({ problem: 'invalid', message: 'This number is too long for United Kingdom' });
    expect(checkPhone('+971 11 123 4567')).toEqual({
      problem: 'invalid',
      message: 'This is not a valid number for United Arab Emirates',
    });
    expect(checkPhone('+1 555 123 4567')).toEqual({
      problem: 'invalid',
      message: 'This is not a valid number for United States',
    });
    expect(checkPhone('+999 1234')).toEqual({ problem: 'invalid', message: 'This is not a valid phone number' });
  });

  it('calls a box with no digits empty', () => {
    expect(checkPhone('  ')).toMatchObject({ problem: 'required' });
    expect(checkPhone('+')).toMatchObject({ problem: 'required' });
    expect(checkPhone(undefined, 'GB')).toMatchObject({ problem: 'required' });
  });
});

describe('samePhone', () => {
  it('matches a number however it is typed, stored in E.164 or as the ten digits kept before', () => {
    for (const stored of ['+919876543210', '9876543210']) {
      for (const typed of ['98765 43210', '+91 98765 43210', '098765 43210', '919876543210']) {
        expect({ typed, stored, same: samePhone(typed, stored) }).toEqual({ typed, stored, same: true });
      }
    }
    expect(samePhone('+44 7911 123456', '+447911123456')).toBe(true);
    expect(samePhone('07911 123456', '+447911123456')).toBe(true);
    expect(samePhone('050 123 4567', '+971501234567')).toBe(true);
  });

  it('matches no other number', () => {
    expect(samePhone('98765 43211', '+919876543210')).toBe(false);
    expect(samePhone('+44 98765 43210', '+919876543210')).toBe(false);
    expect(samePhone('07911 123457', '+447911123456')).toBe(false);
    expect(samePhone('3456', '+447911123456')).toBe(false);
    expect(samePhone('', '+447911123456')).toBe(false);
  });
});
