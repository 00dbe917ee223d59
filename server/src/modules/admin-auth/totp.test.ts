import { base32Decode, base32Encode, hotp, matchingTotpStep, newTotpSecret, otpauthUri, totpCode, totpStep } from './totp';

// RFC 4226 Appendix D and RFC 6238 Appendix B use this ASCII secret for HMAC-SHA1.
const RFC_KEY = Buffer.from('12345678901234567890', 'ascii');

describe('HOTP (RFC 4226 Appendix D)', () => {
  it.each([
    [0, '755224'],
    [1, '287082'],
    [2, '359152'],
    [3, '969429'],
    [4, '338314'],
    [5, '254676'],
    [6, '287922'],
    [7, '162583'],
    [8, '399871'],
    [9, '520489'],
  ])('counter %i gives %s', (counter, code) => {
    expect(hotp(RFC_KEY, counter)).toBe(code);
  });
});

describe('TOTP (RFC 6238 Appendix B, SHA1, 8 digits)', () => {
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('at %i s gives %s', (seconds, code) => {
    expect(totpCode(RFC_KEY, new Date(seconds * 1000), 8)).toBe(code);
  });

  it('gives the vectors’ last six digits at the default length', () => {
    expect(totpCode(RFC_KEY, new Date(1111111109 * 1000))).toBe('081804');
    expect(totpCode(RFC_KEY, new Date(59 * 1000))).toBe('287082');
  });
});

describe('matchingTotpStep', () => {
  const at = new Date(1234567890 * 1000);
  const now = totpStep(at);

  it('finds the step of a code from one step before, now, or one step after', () => {
    expect(matchingTotpStep(RFC_KEY, hotp(RFC_KEY, now - 1), at)).toBe(now - 1);
    expect(matchingTotpStep(RFC_KEY, hotp(RFC_KEY, now), at)).toBe(now);
    expect(matchingTotpStep(RFC_KEY, hotp(RFC_KEY, now + 1), at)).toBe(now + 1);
  });

  it('refuses codes two steps away, wrong codes, and anything but six digits', () => {
    expect(matchingTotpStep(RFC_KEY, hotp(RFC_KEY, now - 2), at)).toBeNull();
    expect(matchingTotpStep(RFC_KEY, hotp(RFC_KEY, now + 2), at)).toBeNull();
    const wrong = String((Number(hotp(RFC_KEY, now)) + 1) % 1_000_000).padStart(6, '0');
    expect(matchingTotpStep(RFC_KEY, wrong, at)).toBeNull();
    expect(matchingTotpStep(RFC_KEY, ' ' + hotp(RFC_KEY, now), at)).toBeNull();
    expect(matchingTotpStep(RFC_KEY, '89005924', at)).toBeNull();
  });
});

describe('base32 and secrets', () => {
  it('encodes RFC 4648’s test vectors (unpadded) and reads them back', () => {
    const vectors: [string, string][] = [
      ['f', 'MY'],
      ['fo', 'MZXQ'],
      ['foo', 'MZXW6'],
      ['foob', 'MZXW6YQ'],
      ['fooba', 'MZXW6YTB'],
      ['foobar', 'MZXW6YTBOI'],
    ];
    for (const [text, encoded] of vectors) {
      expect(base32Encode(Buffer.from(text))).toBe(encoded);
      expect(base32Decode(encoded).toString()).toBe(text);
    }
    expect(base32Decode('mzxw 6ytb oi==').toString()).toBe('foobar');
    expect(() => base32Decode('MZ1')).toThrow();
  });

  it('makes 160-bit secrets (32 base32 characters), a new one each time', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
    expect(newTotpSecret()).not.toBe(secret);
  });

  it('writes the otpauth link with the issuer as label prefix and parameter', () => {
    expect(otpauthUri('JBSWY3DPEHPK3PXP', 'Hotel Sunrise & Banquets', 'asha@hotel.in')).toBe(
      'otpauth://totp/Hotel%20Sunrise%20%26%20Banquets:asha%40hotel.in?secret=JBSWY3DPEHPK3PXP&issuer=Hotel%20Sunrise%20%26%20Banquets&algorithm=SHA1&digits=6&period=30',
    );
  });
});
