import { Router } from 'express';
import { isInHindi, pathInLocale } from './shared/pure/locale';
import { Room } from './modules/rooms';
import { Services } from './services';

/** The client's public pages worth a search engine's visit; room pages come from the database. */
const PUBLIC_PAGES = [
  '/',
  '/check-rooms-and-rates',
  '/banquet',
  '/contact-us',
  '/privacy-policy',
  '/terms-and-conditions',
  '/cancellation-and-refund',
  '/shipping-and-delivery',
];

/** Pages of one guest's booking: nothing for a search index. */
const PRIVATE_GUEST_PATHS = [
  '/user-details',
  '/payment',
  '/receipt',
  '/booking/',
  '/pending-payment',
  '/find-booking',
  '/event/',
  '/messages/',
];

/**
 * The admin's pages and the guests' private ones, at their English and Hindi addresses (a guest's
 * page in Hindi is its English page under /hi: docs/i18n.md; the admin area is English only).
 */
const PRIVATE_PATHS = [
  '/admin',
  '/login',
  ...PRIVATE_GUEST_PATHS,
  ...PRIVATE_GUEST_PATHS.map((path) => pathInLocale(path, 'hi')),
];

/** /robots.txt and /sitemap.xml, with absolute addresses on the site's public base URL. */
export function seoRoutes(services: Pick<Services, 'rooms'>, publicBaseUrl: string): Router {
  const router = Router();
  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain').set('Cache-Control', 'public, max-age=3600').send(robotsTxt(publicBaseUrl));
  });
  router.get('/sitemap.xml', async (_req, res) => {
    // Rooms closed for booking are hidden from guests, so they stay out of the sitemap too.
    const rooms = await services.rooms.list({ onlyBookable: true });
    res.type('application/xml').set('Cache-Control', 'public, max-age=3600').send(sitemapXml(publicBaseUrl, rooms));
  });
  return router;
}

export function robotsTxt(publicBaseUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicBaseUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

export function sitemapXml(publicBaseUrl: string, rooms: Pick<Room, 'id' | 'updatedAt'>[]): string {
  const entries = [
    ...PUBLIC_PAGES.map((path) => urlEntry(publicBaseUrl + path)),
    // The pages in Hindi too, at their /hi addresses (each page names both in its head: hreflang).
    ...PUBLIC_PAGES.filter(isInHindi).map((path) => urlEntry(publicBaseUrl + pathInLocale(path, 'hi'))),
    ...rooms.flatMap((room) => roomPagePaths(room.id).map((path) => urlEntry(publicBaseUrl + path, room.updatedAt))),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** A room's page, and its Hindi page once the room page is in Hindi. */
function roomPagePaths(roomId: string): string[] {
  const english = `/room/${encodeURIComponent(roomId)}`;
  return isInHindi(english) ? [english, pathInLocale(english, 'hi')] : [english];
}

function urlEntry(loc: string, lastModified?: Date): string {
  const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : '';
  return `  <url><loc>${escapeXml(loc)}</loc>${lastmod}</url>`;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
