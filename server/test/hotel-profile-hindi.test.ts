import path from 'node:path';
import { AuditEntry } from '../src/modules/audit/audit-entry.entity';
import { HotelProfile } from '../src/modules/hotel-settings/hotel-profile.entity';
import { DEMO_HOTEL } from './support/demo-hotel';
import { errorCodes, gql } from './support/graphql';
import { useTestApp } from './support/test-app';

/**
 * The landing page's texts in Hindi (issue 31): the owner writes them with the profile, they are
 * kept when a client that does not know them saves, held to the English texts' rules and lists,
 * and carried by every page in the embedded profile. Reads the built client for the last.
 */
const CLIENT_DIST = path.resolve(process.env.CLIENT_DIST_DIR ?? path.join(__dirname, '..', '..', 'client', 'dist'));
const app = useTestApp({ CLIENT_DIST_DIR: CLIENT_DIST });
let token: string;
beforeAll(async () => (token = await app.adminToken()));

const HINDI_FIELDS = `hindi { heroText aboutTitle aboutText highlights { value label } features { title text }
  gallery { title description alt } }`;
/** What an older Settings page sends: every field but the Hindi texts. */
const ENGLISH_FIELDS = `name shortName ownerLine street locality city state pincode country mapUrl
  frontDeskPhone frontDeskHours reservationsPhone reservationsHours reservationsEmail banquetEmail infoEmail alertsEmail
  checkInTime checkOutTime facebookUrl instagramUrl xUrl heroText aboutTitle aboutText
  highlights { value label } features { title text } gallery { image category title description alt }`;
const UPDATE = `mutation Update($input: HotelProfileInput!) {
  updateHotelProfile(input: $input) { errors { field code message } profile { ${HINDI_FIELDS} } }
}`;

type Row = Record<string, string>;
interface HindiTexts {
  heroText: string;
  aboutTitle: string;
  aboutText: string;
  highlights: Row[];
  features: Row[];
  gallery: Row[];
}

async function englishInput(): Promise<Record<string, unknown>> {
  return (await gql(app, `{ hotelProfile { ${ENGLISH_FIELDS} } }`, {}, { token })).data.hotelProfile;
}

async function save(input: Record<string, unknown>) {
  const reply = await gql(app, UPDATE, { input }, { token });
  return reply.data.updateHotelProfile as { errors: { field: string; code: string; message: string }[]; profile: unknown };
}

const publicHindi = async (): Promise<HindiTexts> =>
  (await gql(app, `{ hotelProfile { ${HINDI_FIELDS} } }`)).data.hotelProfile.hindi;
const stored = () => app.database.dataSource.getRepository(HotelProfile).findOneByOrFail({ id: 1 });

const TRANSLATED: HindiTexts = {
  heroText: 'साफ़-सुथरे कमरे और शादी के लिए बैंक्वेट हॉल।',
  aboutTitle: 'बरेली में एक परिवार का होटल',
  aboutText: 'पहला पैराग्राफ़।\n\nदूसरा पैराग्राफ़।',
  highlights: [{ value: '4 मंज़िलें', label: 'दो लिफ़्ट के साथ' }],
  features: [
    { title: 'आसान बुकिंग', text: 'तारीखें चुनें और भुगतान करें।' },
    { title: '', text: 'सिर्फ़ टेक्स्ट का अनुवाद।' },
  ],
  gallery: [{ title: 'रिसेप्शन', description: '', alt: 'रिसेप्शन डेस्क वाली लॉबी' }],
};

describe("the landing page's texts in Hindi", () => {
  it("are the demo seed's until the owner edits them, one for each English figure, tile and slide", async () => {
    const hindi = await publicHindi();
    expect(hindi.heroText).toBe(DEMO_HOTEL.hindi.heroText);
    expect(hindi.highlights).toHaveLength(DEMO_HOTEL.highlights.length);
    expect(hindi.features).toHaveLength(DEMO_HOTEL.features.length);
    expect(hindi.gallery).toHaveLength(DEMO_HOTEL.gallery.length);
    // Every part written ("24/7" is the same in Hindi), every row in Hindi.
    for (const row of [...hindi.highlights, ...hindi.features, ...hindi.gallery]) {
      expect(Object.values(row)).not.toContain('');
      expect(Object.values(row).join(' ')).toMatch(/\p{Script=Devanagari}/u);
    }
    for (const text of [hindi.heroText, hindi.aboutTitle, hindi.aboutText]) expect(text).toMatch(/^\p{Script=Devanagari}/u);
  });

  it('are saved by the owner with the profile, trimmed, and read back by anyone (a shorter list, empty parts)', async () => {
    const untidy = {
      ...TRANSLATED,
      heroText: `  ${TRANSLATED.heroText.replace(' ', '   ')}\n`,
      aboutText: `पहला   पैराग्राफ़।\n \n\nदूसरा पैराग्राफ़।  `,
      features: TRANSLATED.features.map((tile) => ({ ...tile, title: ` ${tile.title} ` })),
    };
    const answer = await save({ ...(await englishInput()), hindi: untidy });
    expect(answer.errors).toEqual([]);
    expect(answer.profile).toEqual({ hindi: TRANSLATED });
    expect(await publicHindi()).toEqual(TRANSLATED);
    const row = await stored();
    expect(row.hindi).toEqual(TRANSLATED);
    // The English texts are untouched, and the audit log says what changed.
    expect(row.heroText).toBe(DEMO_HOTEL.heroText);
    const audit = await app.database.dataSource.getRepository(AuditEntry).findOneByOrFail({ action: 'settings_changed' });
    expect(audit.detail).toBe('Profile: hindi edited');
  });

  it('are kept when an edit does not send them (a client that does not know them)', async () => {
    expect((await save({ ...(await englishInput()), hindi: TRANSLATED })).errors).toEqual([]);
    const withoutHindi = { ...(await englishInput()), frontDeskPhone: '+91 99887 76655' };
    expect((await save(withoutHindi)).errors).toEqual([]);
    expect((await save({ ...withoutHindi, frontDeskHours: '6 AM to midnight', hindi: null })).errors).toEqual([]);
    const row = await stored();
    expect([row.frontDeskPhone, row.frontDeskHours]).toEqual(['+91 99887 76655', '6 AM to midnight']);
    expect(row.hindi).toEqual(TRANSLATED);
    expect(await publicHindi()).toEqual(TRANSLATED);
  });

  it('lose only the rows whose English row an edit without them removes', async () => {
    expect((await save({ ...(await englishInput()), hindi: TRANSLATED })).errors).toEqual([]);
    const english = await englishInput();
    expect((await save({ ...english, features: (english.features as unknown[]).slice(0, 1) })).errors).toEqual([]);
    expect((await stored()).hindi).toEqual({ ...TRANSLATED, features: TRANSLATED.features.slice(0, 1) });
    expect(await publicHindi()).toEqual({ ...TRANSLATED, features: TRANSLATED.features.slice(0, 1) });
    expect((await save(english)).errors).toEqual([]);
  });

  it('may all be emptied: nothing translated', async () => {
    const none = { heroText: '', aboutTitle: '', aboutText: '', highlights: [], features: [], gallery: [] };
    expect((await save({ ...(await englishInput()), hindi: { heroText: ' ' } })).errors).toEqual([]);
    expect((await stored()).hindi).toEqual(none);
    expect(await publicHindi()).toEqual(none);
  });

  it('refuses a Hindi list longer than its English one, field by field, and changes nothing', async () => {
    const english = await englishInput();
    expect((await save({ ...english, hindi: TRANSLATED })).errors).toEqual([]);
    const before = await stored();
    const tooMany = <T>(list: unknown[], row: T) => Array.from({ length: list.length + 1 }, () => row);
    const answer = await save({
      ...english,
      aboutTitle: 'Changed, but refused with the rest',
      hindi: {
        ...TRANSLATED,
        highlights: tooMany(english.highlights as unknown[], { value: 'एक', label: 'दो' }),
        features: tooMany(english.features as unknown[], { title: 'एक', text: 'दो' }),
        gallery: tooMany(english.gallery as unknown[], { title: 'एक', description: '', alt: '' }),
      },
    });
    expect(Object.fromEntries(answer.errors.map((error) => [error.field, error.message]))).toEqual({
      'hindi.highlights': `Give at most ${DEMO_HOTEL.highlights.length}, one for each figure in English`,
      'hindi.features': `Give at most ${DEMO_HOTEL.features.length}, one for each tile in English`,
      'hindi.gallery': `Give at most ${DEMO_HOTEL.gallery.length}, one for each slide in English`,
    });
    expect(new Set(answer.errors.map((error) => error.code))).toEqual(new Set(['PROFILE_INVALID']));
    expect(answer.profile).toBeNull();
    expect(await stored()).toEqual(before);
  });

  it('refuses Hindi texts longer than their English counterparts may be, or with control characters, and changes nothing', async () => {
    const english = await englishInput();
    expect((await save({ ...english, hindi: TRANSLATED })).errors).toEqual([]);
    const before = await stored();
    const answer = await save({
      ...english,
      hindi: {
        ...TRANSLATED,
        heroText: 'क'.repeat(401),
        aboutTitle: 'शीर्षक\u0007',
        aboutText: 'क'.repeat(3001),
        highlights: [{ value: 'क'.repeat(21), label: '' }],
        features: [
          { title: '', text: '' },
          { title: 'ठीक', text: 'क'.repeat(241) },
        ],
        gallery: [{ title: '', description: '', alt: 'क'.repeat(161) }],
      },
    });
    expect(Object.fromEntries(answer.errors.map((error) => [error.field, error.message]))).toEqual({
      'hindi.heroText': 'The first words of the home page in Hindi can be at most 400 characters',
      'hindi.aboutTitle': 'Remove the control characters',
      'hindi.aboutText': 'About Us in Hindi can be at most 3000 characters',
      'hindi.highlights': 'Number 1: Value can be at most 20 characters',
      'hindi.features': 'Number 2: Text can be at most 240 characters',
      'hindi.gallery': 'Number 1: Alt can be at most 160 characters',
    });
    expect(answer.profile).toBeNull();
    expect(await stored()).toEqual(before);
    // At the English limits exactly, they are saved.
    const atLimits = { ...TRANSLATED, heroText: 'क'.repeat(400), aboutText: 'क'.repeat(3000) };
    expect((await save({ ...english, hindi: atLimits })).errors).toEqual([]);
    expect((await stored()).hindi).toEqual(atLimits);
  });

  it('are for owners only', async () => {
    const reply = await gql(app, UPDATE, { input: { ...(await englishInput()), hindi: TRANSLATED } });
    expect(errorCodes(reply)).toEqual(['UNAUTHENTICATED']);
  });

  it('are carried by the Hindi pages in the embedded profile (English pages leave them out), from the next request after an edit', async () => {
    const siteConfigOf = async (address: string) => {
      const response = await fetch(app.baseUrl + address);
      const page = await response.text();
      return JSON.parse(/<script id="site-config" type="application\/json">([\s\S]*?)<\/script>/.exec(page)![1]) as {
        hotel: { hindi: HindiTexts };
      };
    };
    expect((await save({ ...(await englishInput()), hindi: TRANSLATED })).errors).toEqual([]);
    expect((await siteConfigOf('/hi')).hotel.hindi).toEqual(TRANSLATED);
    expect((await siteConfigOf('/hi/no-such-page')).hotel.hindi).toEqual(TRANSLATED);
    const none = { heroText: '', aboutTitle: '', aboutText: '', highlights: [], features: [], gallery: [] };
    expect((await siteConfigOf('/')).hotel.hindi).toEqual(none);
    expect((await siteConfigOf('/contact-us')).hotel.hindi).toEqual(none);

    const edited = { ...TRANSLATED, aboutTitle: 'हमारे बारे में' };
    expect((await save({ ...(await englishInput()), hindi: edited })).errors).toEqual([]);
    expect((await siteConfigOf('/hi')).hotel.hindi.aboutTitle).toBe('हमारे बारे में');
  });
});
