import { AuditEntry } from '../src/modules/audit/audit-entry.entity';
import { HotelProfile } from '../src/modules/hotel-settings/hotel-profile.entity';
import { DEMO_HOTEL } from './support/demo-hotel';
import { errorCodes, gql } from './support/graphql';
import { useTestApp } from './support/test-app';

const app = useTestApp();
let token: string;
beforeAll(async () => (token = await app.adminToken()));

const PUBLIC_FIELDS = `name shortName ownerLine street locality city state pincode country mapUrl
  frontDeskPhone frontDeskHours reservationsPhone reservationsHours reservationsEmail banquetEmail infoEmail
  checkInTime checkOutTime facebookUrl instagramUrl xUrl heroText aboutTitle aboutText
  highlights { value label } features { title text } gallery { image category title description alt }`;
const PROFILE = `{ hotelProfile { ${PUBLIC_FIELDS} } }`;
const UPDATE = `mutation Update($input: HotelProfileInput!) {
  updateHotelProfile(input: $input) { errors { field code message } profile { ${PUBLIC_FIELDS} alertsEmail } }
}`;

/** What the Settings page sends: every field of the profile as it is now. */
async function currentInput(): Promise<Record<string, unknown>> {
  const reply = await gql(app, `{ hotelProfile { ${PUBLIC_FIELDS} alertsEmail } }`, {}, { token });
  return reply.data.hotelProfile;
}

const stored = () => app.database.dataSource.getRepository(HotelProfile).findOneByOrFail({ id: 1 });

describe('hotelProfile and updateHotelProfile', () => {
  it('answers anyone with the demo seed, and keeps the alerts address to admins', async () => {
    const reply = await gql(app, PROFILE);
    expect(reply.data.hotelProfile).toMatchObject({
      name: DEMO_HOTEL.name,
      frontDeskPhone: DEMO_HOTEL.frontDeskPhone,
      frontDeskHours: '24/7',
      reservationsHours: DEMO_HOTEL.reservationsHours,
      checkInTime: '15:00',
    });
    expect(reply.data.hotelProfile.gallery).toHaveLength(8);
    expect(errorCodes(await gql(app, '{ hotelProfile { alertsEmail } }'))).toEqual(['UNAUTHENTICATED']);
    expect(errorCodes(await gql(app, UPDATE, { input: await currentInput() }))).toEqual(['UNAUTHENTICATED']);
  });

  it('saves an owner edit, audits what changed, and every later read has it', async () => {
    const input = {
      ...(await currentInput()),
      frontDeskPhone: ' +91 99887  76655 ',
      alertsEmail: 'Owner@Example.com',
      name: 'Hotel <Sunrise> & Hall',
    };
    const reply = await gql(app, UPDATE, { input }, { token });
    expect(reply.data.updateHotelProfile.errors).toEqual([]);
    expect(reply.data.updateHotelProfile.profile).toMatchObject({
      frontDeskPhone: '+91 99887 76655',
      alertsEmail: 'owner@example.com',
      name: 'Hotel <Sunrise> & Hall',
    });
    expect((await gql(app, PROFILE)).data.hotelProfile.frontDeskPhone).toBe('+91 99887 76655');
    const audit = await app.database.dataSource.getRepository(AuditEntry).findOneByOrFail({ action: 'settings_changed' });
    expect(audit.detail).toContain(`frontDeskPhone ${DEMO_HOTEL.frontDeskPhone} → +91 99887 76655`);
    expect(audit.detail).toContain('alertsEmail');

    const again = await gql(app, UPDATE, { input }, { token });
    expect(again.data.updateHotelProfile.errors).toEqual([]);
    expect(await app.database.dataSource.getRepository(AuditEntry).countBy({ action: 'settings_changed' })).toBe(1);
  });

  it('refuses bad input field by field and changes nothing', async () => {
    const before = await stored();
    const input = {
      ...(await currentInput()),
      frontDeskPhone: '12345',
      reservationsEmail: 'not-an-email',
      pincode: '0123',
      mapUrl: 'javascript:alert(1)',
      facebookUrl: 'http://facebook.com/x',
      checkInTime: '25:00',
      name: '',
      heroText: 'x'.repeat(401),
      features: [],
      gallery: [{ image: '../../etc/passwd', category: 'Rooms', title: 'A', description: 'B', alt: 'C' }],
    };
    const reply = await gql(app, UPDATE, { input }, { token });
    const errors: { field: string; code: string; message: string }[] = reply.data.updateHotelProfile.errors;
    expect(Object.fromEntries(errors.map((error) => [error.field, error.message]))).toEqual({
      name: "Enter the hotel's full name",
      frontDeskPhone: "Enter the front desk's phone as guests dial it, e.g. +91 581 250 0000",
      reservationsEmail: 'Enter the reservations email as an email address',
      pincode: 'The PIN code is 6 digits, e.g. 243001',
      mapUrl: 'The map link is a web address starting with https://',
      facebookUrl: 'The Facebook link is a web address starting with https://',
      checkInTime: 'Check-in is a time like 14:00',
      heroText: 'The first words of the home page can be at most 400 characters',
      features: 'Give from 1 to 9',
      gallery: 'Number 1: Choose one of the gallery photos',
    });
    expect(new Set(errors.map((error) => error.code))).toEqual(new Set(['PROFILE_INVALID']));
    expect(reply.data.updateHotelProfile.profile).toBeNull();
    expect(await stored()).toEqual(before);
  });
});
