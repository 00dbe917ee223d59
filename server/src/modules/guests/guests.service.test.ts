import { visitorAt } from '../../../test/support/fixtures';
import { refusal, useServiceHarness } from '../../../test/support/service-harness';
import { Guest } from './guest.entity';

/** Three tries an hour per address, email and phone at the guest details form. */
const harness = useServiceHarness({ GUEST_DETAILS_RATE_LIMIT: '3/h' });
let addressCounter = 0;
const someone = () => visitorAt(`198.51.100.${++addressCounter}`);

const guests = () => harness.database.dataSource.getRepository(Guest);

describe('guest registration (add_reservation, and every hold)', () => {
  it('adds a new guest with trimmed values, a lower-case email and the phone in E.164', async () => {
    const guest = await harness.services.guests.register({
      name: '  Ravi Kumar ',
      email: ' Ravi@Example.com',
      phone: '+91 98765-43210',
      address: { city: ' Agra ', zip: '' },
    });
    expect(await guests().findOneByOrFail({ id: guest.id })).toMatchObject({
      name: 'Ravi Kumar',
      email: 'ravi@example.com',
      phone: '+919876543210',
      address: { city: 'Agra', zip: null, street: null },
    });
  });

  it('answers the known guest’s id for a known email and changes nothing stored about them', async () => {
    const meera = await harness.services.guests.register({
      name: 'Meera',
      email: 'meera@example.com',
      phone: '9123456780',
      address: { city: 'Kanpur', street: 'Mall Road' },
    });
    const before = await guests().findOneByOrFail({ id: meera.id });
    const again = await harness.services.guests.register({
      name: 'Someone Else',
      email: 'MEERA@example.com',
      phone: '8123456780',
      address: { city: 'Lucknow', state: 'Uttar Pradesh' },
    });
    expect(again.id).toBe(meera.id);
    expect(await guests().findBy({ email: 'meera@example.com' })).toEqual([before]);
  });

  const REQUIRED = 'Name, Email and Phone are required';
  const PHONE = 'Phone number must start with 6-9 and be exactly 10 digits';
  it.each([
    [{ email: 'a@b.co', phone: '9876543210' }, 'name', 'GUEST_FIELDS_REQUIRED', REQUIRED],
    [{ name: 'A', phone: '9876543210' }, 'email', 'GUEST_FIELDS_REQUIRED', REQUIRED],
    [{ name: 'A', email: 'a@b.co', phone: '   ' }, 'phone', 'GUEST_FIELDS_REQUIRED', REQUIRED],
    [
      { name: 'x'.repeat(121), email: 'a@b.co', phone: '9876543210' },
      'name',
      'GUEST_NAME_TOO_LONG',
      'Name cannot exceed 120 characters',
    ],
    [{ name: 'A', email: 'a@b', phone: '9876543210' }, 'email', 'GUEST_EMAIL_INVALID', 'Please enter a valid email address'],
    [{ name: 'A', email: 'a@b.co', phone: '5876543210' }, 'phone', 'GUEST_PHONE_INVALID', PHONE],
    [{ name: 'A', email: 'a@b.co', phone: '98765432' }, 'phone', 'GUEST_PHONE_INVALID', PHONE],
    [{ name: 'A', email: 'a@b.co', phone: '987654321012' }, 'phone', 'GUEST_PHONE_INVALID', PHONE],
    [{ name: 'A', email: 'a@b.co', phone: '+91 58765 43210' }, 'phone', 'GUEST_PHONE_INVALID', PHONE],
    [
      { name: 'A', email: 'a@b.co', phone: '+44 1111 111111' },
      'phone',
      'GUEST_PHONE_INVALID',
      'This is not a valid number for United Kingdom',
    ],
    [
      { name: 'A', email: 'a@b.co', phone: '+44 7911' },
      'phone',
      'GUEST_PHONE_INVALID',
      'This number is too short for United Kingdom',
    ],
  ])('refuses %p on %s (%s) and writes nothing', async (input, field, code, message) => {
    const before = await guests().count();
    expect(await refusal(() => harness.services.guests.register(input))).toMatchObject({ field, code, message });
    expect(await guests().count()).toBe(before);
  });

  it.each([
    ['+44 7911 123456', '+447911123456'],
    ['+971 50 123 4567', '+971501234567'],
    ['00971 50 123 4567', '+971501234567'],
  ])('takes the number abroad %s, kept as %s', async (phone, e164) => {
    const guest = await harness.services.guests.register({ name: 'Abroad', email: `abroad${e164}@example.com`, phone });
    expect(await guests().findOneByOrFail({ id: guest.id })).toMatchObject({ phone: e164 });
  });

  it('deletes a guest; unknown and malformed ids are not found', async () => {
    const guest = await harness.services.guests.register({ name: 'Temp', email: 'temp@example.com', phone: '7000000000' });
    await harness.services.guests.delete(guest.id);
    expect(await guests().countBy({ id: guest.id })).toBe(0);
    expect((await refusal(() => harness.services.guests.delete(guest.id))).kind).toBe('not_found');
    expect((await refusal(() => harness.services.guests.delete('DROP TABLE guest'))).kind).toBe('not_found');
  });
});

describe('the guest details form from anyone (upsertGuest, add_reservation)', () => {
  const details = (email: string, phone = '9123400001') => ({ name: 'Asha', email, phone, address: { city: 'Agra' } });

  it('stores nothing, and answers the id the guest gets when their booking adds them, the same every time', async () => {
    const first = await harness.services.guests.saveDetails(details('asha.new@example.com'), someone());
    const again = await harness.services.guests.saveDetails(details('ASHA.NEW@example.com', '8123400002'), someone());
    expect(again).toEqual(first);
    expect(await guests().countBy({ email: 'asha.new@example.com' })).toBe(0);
    const added = await harness.services.guests.register(details('asha.new@example.com', '7123400003'));
    expect(added.id).toBe(first.id);
    expect(await guests().findOneByOrFail({ id: first.id })).toMatchObject({ phone: '+917123400003' });
  });

  it('answers a known guest’s id and changes nothing stored; an admin’s call adds a new guest', async () => {
    const known = await harness.services.guests.register(details('known.guest@example.com', '9000000011'));
    const before = await guests().findOneByOrFail({ id: known.id });
    const answer = await harness.services.guests.saveDetails(
      { name: 'Stranger', email: 'known.guest@example.com', phone: '8000000012', address: { city: 'Pune' } },
      someone(),
    );
    expect(answer).toEqual({ id: known.id });
    expect(await guests().findOneByOrFail({ id: known.id })).toEqual(before);
    const byAdmin = await harness.services.guests.saveDetails(details('desk.added@example.com'), {
      address: '10.0.0.1',
      admin: true,
    });
    expect(await guests().findOneByOrFail({ id: byAdmin.id })).toMatchObject({ email: 'desk.added@example.com' });
  });

  it('is limited per address, and per email and phone from anywhere; a refused call answers in plain words', async () => {
    const visitor = someone();
    for (let i = 0; i < 3; i += 1)
      await harness.services.guests.saveDetails(details(`many${i}@example.com`, `91234000${20 + i}`), visitor);
    const fromAddress = await refusal(() =>
      harness.services.guests.saveDetails(details('many9@example.com', '9123400029'), visitor),
    );
    expect(fromAddress).toMatchObject({ code: 'GUEST_DETAILS_RATE_LIMITED', kind: 'rate_limited' });
    expect(fromAddress.message).toMatch(/^Too many tries\. Please try again in 30 minutes, or call us on \+91/);

    for (let i = 0; i < 3; i += 1)
      await harness.services.guests.saveDetails(details('one.email@example.com', `91234000${30 + i}`), someone());
    await expect(
      refusal(() => harness.services.guests.saveDetails(details('one.email@example.com', '9123400039'), someone())),
    ).resolves.toMatchObject({ code: 'GUEST_DETAILS_RATE_LIMITED' });

    for (let i = 0; i < 3; i += 1)
      await harness.services.guests.saveDetails(details(`phone${i}@example.com`, '9123400040'), someone());
    await expect(
      refusal(() => harness.services.guests.saveDetails(details('phone9@example.com', '+91 91234 00040'), someone())),
    ).resolves.toMatchObject({ code: 'GUEST_DETAILS_RATE_LIMITED' });
  });
});
