import { randomUUID } from 'node:crypto';
import { DEMO_GSTIN } from '../src/config-hotel';
import { AuditEntry } from '../src/modules/audit/audit-entry.entity';
import { HotelSettings } from '../src/modules/hotel-settings/hotel-settings.entity';
import { TaxDocument } from '../src/modules/billing/documents/tax-document.entity';
import { errorCodes, gql } from './support/graphql';
import { useTestApp } from './support/test-app';

const app = useTestApp();
let token: string;
beforeAll(async () => (token = await app.adminToken()));

const FIELDS = 'legalName tradeName address pincode stateCode stateName gstin invoicePrefix signatory';
const SETTINGS = `{ hotelSettings { ${FIELDS} } }`;
const UPDATE = `mutation Update($input: HotelSettingsInput!) {
  updateHotelSettings(input: $input) { errors { field code message } settings { ${FIELDS} } }
}`;
const FACTS = `{ gstFacts { ratesIncludeGst roomSac schedules {
  from until inForce source
  slabs { rateBp aboveTaxable upToTaxable upToInclusiveRent }
  inclusiveBands { from to rateBp }
} states { code name } } }`;

/** A hotel in Maharashtra with a real-shaped GSTIN whose check character is right. */
const MUMBAI = {
  legalName: 'Sea View Hospitality Pvt Ltd',
  tradeName: 'Hotel Sea View',
  address: '4 Marine Drive, Mumbai',
  pincode: '400020',
  stateCode: '27',
  gstin: '27AAPFU0939F1ZV',
  invoicePrefix: 'sv',
  signatory: 'Meera Kapoor, Director',
};

const stored = () => app.database.dataSource.getRepository(HotelSettings).findOneByOrFail({ id: 1 });

describe('hotelSettings and updateHotelSettings', () => {
  it('starts from the HOTEL_* defaults and is for admins only', async () => {
    const reply = await gql(app, SETTINGS, {}, { token });
    expect(reply.data.hotelSettings).toMatchObject({
      stateCode: '09',
      stateName: 'Uttar Pradesh',
      gstin: DEMO_GSTIN,
      invoicePrefix: 'AR',
    });
    expect(errorCodes(await gql(app, SETTINGS))).toEqual(['UNAUTHENTICATED']);
    expect(errorCodes(await gql(app, UPDATE, { input: MUMBAI }))).toEqual(['UNAUTHENTICATED']);
  });

  it('saves an edit, audits what changed, and leaves issued documents as they were', async () => {
    const before = await app.services.hotelSettings.get();
    const issued = await app.database.dataSource.getRepository(TaxDocument).save({
      kind: 'invoice' as const,
      number: 'AR/26-27/1',
      financialYear: '2026-27',
      issueDate: '2026-11-21',
      bookingId: randomUUID(),
      bookCode: 'ABC234',
      supplier: { ...before, stateName: 'Uttar Pradesh' },
      recipient: { name: 'Asha', address: null, email: null, phone: null, businessName: null, gstin: null },
      lines: [],
      placeOfSupply: 'Uttar Pradesh (09)',
      taxablePaise: 0,
      cgstPaise: 0,
      sgstPaise: 0,
      totalPaise: 0,
    });

    const reply = await gql(app, UPDATE, { input: { ...MUMBAI, gstin: ' 27aapfu0939f1zv ' } }, { token });
    expect(reply.data.updateHotelSettings.errors).toEqual([]);
    expect(reply.data.updateHotelSettings.settings).toMatchObject({
      stateName: 'Maharashtra',
      gstin: '27AAPFU0939F1ZV',
      invoicePrefix: 'SV',
    });
    expect(await stored()).toMatchObject({ ...MUMBAI, invoicePrefix: 'SV' });

    const audit = await app.database.dataSource.getRepository(AuditEntry).findOneByOrFail({ action: 'settings_changed' });
    expect(audit.actor).toContain('owner@hotel.test');
    expect(audit.detail).toContain(`GSTIN ${DEMO_GSTIN} → 27AAPFU0939F1ZV`);
    expect(audit.detail).toContain('state Uttar Pradesh (09) → Maharashtra (27)');
    expect(audit.detail).toContain('invoice prefix AR → SV');

    const document = await app.database.dataSource.getRepository(TaxDocument).findOneByOrFail({ id: issued.id });
    expect(document.supplier).toMatchObject({ gstin: DEMO_GSTIN, stateCode: '09', legalName: before.legalName });
  });

  it('refuses wrong fields all at once, each at its field, and changes nothing', async () => {
    const before = await stored();
    const reply = await gql(
      app,
      UPDATE,
      {
        input: {
          legalName: ' ',
          tradeName: 'x'.repeat(121),
          address: '',
          pincode: '2430',
          stateCode: '99',
          gstin: '',
          invoicePrefix: 'AR-1',
          signatory: '',
        },
      },
      { token },
    );
    expect(reply.data.updateHotelSettings.settings).toBeNull();
    expect(reply.data.updateHotelSettings.errors).toEqual([
      { field: 'legalName', code: 'SETTINGS_LEGAL_NAME_INVALID', message: 'Enter the legal name registered for GST' },
      { field: 'tradeName', code: 'SETTINGS_TRADE_NAME_INVALID', message: 'The trade name can be at most 120 characters' },
      { field: 'address', code: 'SETTINGS_ADDRESS_INVALID', message: "Enter the hotel's address as on its GST registration" },
      {
        field: 'signatory',
        code: 'SETTINGS_SIGNATORY_INVALID',
        message: 'Enter who signs the invoices, e.g. Authorised signatory',
      },
      { field: 'pincode', code: 'SETTINGS_PINCODE_INVALID', message: 'The PIN code is 6 digits, e.g. 243001' },
      { field: 'stateCode', code: 'SETTINGS_STATE_INVALID', message: 'Choose the state the hotel is in' },
      { field: 'gstin', code: 'GSTIN_INVALID', message: "Enter the hotel's 15-character GSTIN" },
      {
        field: 'invoicePrefix',
        code: 'SETTINGS_PREFIX_INVALID',
        message: 'The invoice prefix is 1 to 4 letters or digits, e.g. AR',
      },
    ]);
    expect(await stored()).toEqual(before);
  });

  it.each([
    [
      '27AAPFU0939F1ZW',
      'gstin',
      'GSTIN_INVALID',
      "This GSTIN's last character does not match: please check it for a typing mistake",
    ],
    ['27AAPFU0939F1Z', 'gstin', 'GSTIN_INVALID', 'Enter the 15-character GSTIN, e.g. 27AAPFU0939F1ZV'],
  ])('refuses the GSTIN %s', async (gstin, field, code, message) => {
    const reply = await gql(app, UPDATE, { input: { ...MUMBAI, gstin } }, { token });
    expect(reply.data.updateHotelSettings.errors).toEqual([{ field, code, message }]);
  });

  it('names both states when the GSTIN is of another state than the hotel', async () => {
    const reply = await gql(app, UPDATE, { input: { ...MUMBAI, stateCode: '09' } }, { token });
    expect(reply.data.updateHotelSettings.errors).toEqual([
      {
        field: 'gstin',
        code: 'SETTINGS_GSTIN_STATE_MISMATCH',
        message: 'The GSTIN starts with 27 (Maharashtra) but the hotel is in 09 (Uttar Pradesh)',
      },
    ]);
  });

  it.each(['RC', 'rv', 'CN', 'RF'])('keeps the prefix %s for the documents that use it', async (invoicePrefix) => {
    const reply = await gql(app, UPDATE, { input: { ...MUMBAI, invoicePrefix } }, { token });
    expect(reply.data.updateHotelSettings.errors).toEqual([
      expect.objectContaining({
        field: 'invoicePrefix',
        code: 'SETTINGS_PREFIX_TAKEN',
        message: expect.stringMatching(/^[A-Z]{2} is the prefix of .+: choose another one for invoices$/),
      }),
    ]);
  });

  it('does not write to the audit log when nothing changed', async () => {
    await gql(app, UPDATE, { input: MUMBAI }, { token });
    const count = await app.database.dataSource.getRepository(AuditEntry).countBy({ action: 'settings_changed' });
    const reply = await gql(app, UPDATE, { input: MUMBAI }, { token });
    expect(reply.data.updateHotelSettings.errors).toEqual([]);
    expect(await app.database.dataSource.getRepository(AuditEntry).countBy({ action: 'settings_changed' })).toBe(count);
  });
});

describe('gstFacts', () => {
  it('reads the room slabs the server prices with, and what they mean for rents that include GST', async () => {
    const reply = await gql(app, FACTS, {}, { token });
    expect(reply.errors).toBeUndefined();
    const { ratesIncludeGst, roomSac, schedules, states } = reply.data.gstFacts;
    expect(states.slice(0, 2)).toEqual([
      { code: '01', name: 'Jammu and Kashmir' },
      { code: '02', name: 'Himachal Pradesh' },
    ]);
    expect(states).toContainEqual({ code: '09', name: 'Uttar Pradesh' });
    expect({ ratesIncludeGst, roomSac }).toEqual({ ratesIncludeGst: true, roomSac: '996311' });
    // Each schedule runs until the day before the next one starts; the last has no end.
    type Dated = { from: string; until: string | null };
    schedules.slice(0, -1).forEach((schedule: Dated, index: number) => {
      const next = new Date(`${schedules[index + 1].from}T00:00:00Z`);
      expect(schedule.until).toBe(new Date(next.getTime() - 86_400_000).toISOString().slice(0, 10));
    });
    const current = schedules[schedules.length - 1];
    expect(current.from).toBe('2025-09-22');
    expect(current).toMatchObject({
      until: null,
      inForce: true,
      source: expect.stringContaining('2025'),
      slabs: [
        { rateBp: 500, aboveTaxable: null, upToTaxable: 7500, upToInclusiveRent: 7875 },
        { rateBp: 1800, aboveTaxable: 7500, upToTaxable: null, upToInclusiveRent: null },
      ],
      inclusiveBands: [{ from: 7875.01, to: 8850, rateBp: 1800 }],
    });
    // With rents that include GST, each slab's largest rent is its ceiling with that slab's tax on top.
    const before = schedules.find((schedule: Dated) => schedule.from === '2019-10-01');
    expect(before.slabs.map((slab: { rateBp: number; upToInclusiveRent: number | null }) => slab.upToInclusiveRent)).toEqual([
      1000,
      8400,
      null,
    ]);
    expect(errorCodes(await gql(app, FACTS))).toEqual(['UNAUTHENTICATED']);
  });
});
