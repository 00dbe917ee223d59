import { refusal, useServiceHarness } from '../../../test/support/service-harness';
import { Guest } from './guest.entity';

const harness = useServiceHarness();

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
