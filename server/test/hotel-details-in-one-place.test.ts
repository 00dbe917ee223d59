import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO_HOTEL_IDENTITY, DEMO_HOTEL_PROFILE } from '../src/db/seeds/demo-hotel-profile';

/**
 * The hotel is data its owner edits (its profile, /admin/settings): nothing about the demo hotel
 * is written in the code that makes pages, mails and documents, only in the demo seed. Tests may
 * use the demo hotel (they run on the seeded profile).
 */
const ROOT = path.resolve(__dirname, '..', '..');
const SEED = path.join('server', 'src', 'db', 'seeds');
const SOURCES = ['server/src', 'client/src', 'client/scripts', 'client/index.html', 'client/public'];

function sourceFiles(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (!readdirSync(path.dirname(full)).includes(path.basename(full))) return [];
  if (/\.(tsx?|mjs|cjs|js|html|css|svg|json|webmanifest|txt)$/.test(entry)) return [entry];
  return readdirSync(full, { withFileTypes: true }).flatMap((child) => {
    const inner = path.join(entry, child.name);
    if (child.isDirectory()) return child.name === 'node_modules' || child.name === 'dist' ? [] : sourceFiles(inner);
    return /\.(tsx?|mjs|cjs|js|html|css|svg|json|webmanifest|txt)$/.test(child.name) ? [inner] : [];
  });
}

const isTestFile = (file: string) => /\.test\.tsx?$/.test(file) || file.includes(`${path.sep}test-support${path.sep}`);

/** A phone's digits with any spaces, hyphens or brackets between them. */
const phonePattern = (phone: string) => new RegExp(phone.replace(/^\+91/, '').replace(/\D/g, '').split('').join('[\\s()-]*'));

describe("the demo hotel's details", () => {
  const needles: [string, RegExp][] = [
    ['name', new RegExp(DEMO_HOTEL_PROFILE.shortName.replace(/&/g, '\\&'), 'i')],
    [
      'legal name',
      new RegExp(DEMO_HOTEL_IDENTITY.legalName.split(' ')[0] + ' ' + DEMO_HOTEL_IDENTITY.legalName.split(' ')[1], 'i'),
    ],
    ['town', new RegExp(`\\b${DEMO_HOTEL_PROFILE.city}\\b`, 'i')],
    ['front desk phone', phonePattern(DEMO_HOTEL_PROFILE.frontDeskPhone)],
    ['reservations phone', phonePattern(DEMO_HOTEL_PROFILE.reservationsPhone)],
    ['mail domain', new RegExp(DEMO_HOTEL_PROFILE.reservationsEmail.split('@')[1].replace(/\./g, '\\.'), 'i')],
  ];

  it('are written only in the demo seed: no page, mail, document or script has them', () => {
    const files = SOURCES.flatMap(sourceFiles).filter((file) => !file.startsWith(SEED) && !isTestFile(file));
    expect(files.length).toBeGreaterThan(300);
    const found = files.flatMap((file) => {
      const text = readFileSync(path.join(ROOT, file), 'utf8');
      return needles.filter(([, pattern]) => pattern.test(text)).map(([what]) => `${file}: the demo hotel's ${what}`);
    });
    expect(found).toEqual([]);
  });

  it('are in the seed, so the test above looks for what is really there', () => {
    const seed = readFileSync(path.join(ROOT, SEED, 'demo-hotel-profile.ts'), 'utf8');
    for (const [, pattern] of needles) expect(seed).toMatch(pattern);
  });
});
