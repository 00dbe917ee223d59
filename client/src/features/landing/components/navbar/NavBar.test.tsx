import { jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { UiStateProvider } from '../../../../app/state/ui-state';
import { NAV_ITEMS } from '../../content/sections';
import { NavBar } from './NavBar';

const scrollIntoView = jest.fn();

function renderNavBar() {
  return render(
    <MemoryRouter>
      <UiStateProvider>
        <NavBar />
        <main>
          {NAV_ITEMS.map((item) => (
            <section key={item.id} id={item.id} tabIndex={-1}>
              {item.label}
            </section>
          ))}
        </main>
      </UiStateProvider>
    </MemoryRouter>,
  );
}

const burger = () => screen.getByRole('button', { name: 'Menu' });
const menu = () => document.getElementById(burger().getAttribute('aria-controls')!)!;

beforeAll(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
});
beforeEach(() => {
  scrollIntoView.mockClear();
  document.body.style.overflow = '';
});

describe('the navigation bar', () => {
  it('links to every section, in the spec order', () => {
    renderNavBar();
    const links = screen.getAllByRole('link').filter((link) => link.closest('nav') && link.getAttribute('href')?.startsWith('#'));
    expect(links.map((link) => link.textContent)).toEqual([
      'Home',
      'About Us',
      'Gallery',
      'Contact Us',
      'Rooms',
      'Accommodations',
      'Book Now',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(NAV_ITEMS.map((item) => `#${item.id}`));
  });

  it('also leads to the banquet hall and to finding a booking, before Book Now', () => {
    renderNavBar();
    const links = screen.getAllByRole('link').filter((link) => link.closest('nav'));
    expect(links.slice(-3).map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Banquet', '/banquet'],
      ['Find my booking', '/find-booking'],
      ['Book Now', '#booking'],
    ]);
  });

  it('opens and closes the mobile menu with the burger, locking the page scroll while open', async () => {
    const user = userEvent.setup();
    document.body.style.overflow = 'scroll';
    renderNavBar();
    expect(burger()).toHaveAttribute('aria-expanded', 'false');
    expect(menu()).not.toHaveClass('navbar__menu--open');

    await user.click(burger());
    expect(burger()).toHaveAttribute('aria-expanded', 'true');
    expect(menu()).toHaveClass('navbar__menu--open');
    expect(document.body.style.overflow).toBe('hidden');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();

    await user.click(burger());
    expect(burger()).toHaveAttribute('aria-expanded', 'false');
    expect(document.body.style.overflow).toBe('scroll');
  });

  it('closes on Escape and gives focus back to the burger', async () => {
    const user = userEvent.setup();
    renderNavBar();
    await user.click(burger());
    await user.keyboard('{Escape}');
    expect(burger()).toHaveAttribute('aria-expanded', 'false');
    expect(burger()).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes the menu when a section is chosen, and scrolls to it and focuses it', async () => {
    const user = userEvent.setup();
    renderNavBar();
    await user.click(burger());
    await user.click(screen.getByRole('link', { name: 'Gallery' }));
    expect(burger()).toHaveAttribute('aria-expanded', 'false');
    expect(document.body.style.overflow).toBe('');
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' }));
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(document.getElementById('gallery'));
    expect(document.getElementById('gallery')).toHaveFocus();
  });

  it('scrolls without animation for visitors who asked for reduced motion', async () => {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({
        matches: query.includes('reduce'),
        media: query,
        addEventListener() {},
        removeEventListener() {},
      }),
    });
    const user = userEvent.setup();
    renderNavBar();
    await user.click(screen.getByRole('link', { name: 'Book Now' }));
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' }));
    delete (window as { matchMedia?: unknown }).matchMedia;
  });

  it('gives the page its scroll back when it goes away with the menu open', async () => {
    const user = userEvent.setup();
    const { unmount } = renderNavBar();
    await user.click(burger());
    expect(document.body.style.overflow).toBe('hidden');
    unmount();
    expect(document.body.style.overflow).toBe('');
  });

  it('takes the scrolled style after 50px of scroll', () => {
    renderNavBar();
    const header = screen.getByRole('banner');
    const scrollTo = (y: number) => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
      fireEvent.scroll(window);
    };
    expect(header).not.toHaveClass('navbar--scrolled');
    scrollTo(50);
    expect(header).not.toHaveClass('navbar--scrolled');
    scrollTo(51);
    expect(header).toHaveClass('navbar--scrolled');
    scrollTo(0);
    expect(header).not.toHaveClass('navbar--scrolled');
  });
});
