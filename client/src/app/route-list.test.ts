import { routePaths } from './route-list';

describe('the route list the server reads', () => {
  it('names every page by its full address, nested admin pages joined to /admin, each once', () => {
    const paths = routePaths();
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/check-rooms-and-rates',
        '/room/:id',
        '/booking/:id',
        '/pending-payment',
        '/find-booking',
        '/banquet',
        '/login',
        '/admin',
        '/admin/rooms/edit/:id',
        '/admin/events/:id/sheet',
        '/admin/shifts',
        '/admin/shifts/:id',
        '/admin/day-close',
      ]),
    );
    expect(new Set(paths).size).toBe(paths.length);
    // The pages in Hindi so far (HINDI_PAGES), under /hi; the admin area only in English.
    expect(paths.filter((path) => path === '/hi' || path.startsWith('/hi/'))).toEqual([
      '/hi',
      '/hi/check-rooms-and-rates',
      '/hi/user-details',
      '/hi/room/:id',
      '/hi/payment',
      '/hi/booking/:id',
      '/hi/receipt',
      '/hi/pending-payment',
      '/hi/find-booking',
    ]);
    expect(paths.filter((path) => !path.startsWith('/') || path.includes('*') || path.includes('//'))).toEqual([]);
  });

  it('joins children to their parents, an index route standing for its parent', () => {
    expect(
      routePaths([
        { children: [{ path: '/a', children: [{ index: true }, { path: 'b/:id' }, { path: '/c' }] }] },
        { path: '/d/', children: [{ path: 'e' }] },
      ]),
    ).toEqual(['/a', '/a/b/:id', '/c', '/d/', '/d/e']);
  });
});
