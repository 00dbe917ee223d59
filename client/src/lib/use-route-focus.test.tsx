import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef, useState } from 'react';
import { Link, MemoryRouter, useRoutes } from 'react-router-dom';
import { useRouteFocus } from './use-route-focus';

/** A page whose heading arrives after its data, with a stand-in heading while it loads. */
function SlowPage() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return <main>{ready ? <h1>Booking details</h1> : <h1 className="visually-hidden">Loading</h1>}</main>;
}

/** A page that puts focus on its own field when it opens. */
function FormPage() {
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), []);
  return (
    <main>
      <h1>Find my booking</h1>
      <input ref={field} aria-label="Booking code" />
    </main>
  );
}

function Site() {
  useRouteFocus();
  return useRoutes([
    {
      path: '/',
      element: (
        <main>
          <h1>Welcome</h1>
          <Link to="/policy">Policy</Link> <Link to="/booking">Booking</Link> <Link to="/find">Find</Link>
        </main>
      ),
    },
    {
      path: '/policy',
      element: (
        <main>
          <h1>Privacy Policy</h1>
          <Link to="/#booking">Book now</Link>
        </main>
      ),
    },
    { path: '/booking', element: <SlowPage /> },
    { path: '/find', element: <FormPage /> },
  ]);
}

describe('useRouteFocus', () => {
  let scrollTo: jest.SpyInstance;
  beforeEach(() => {
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => scrollTo.mockRestore());

  it('leaves the first page as it opens', () => {
    render(
      <MemoryRouter>
        <Site />
      </MemoryRouter>,
    );
    expect(scrollTo).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(document.body);
  });

  it('opens a new page at its top with focus on its heading, which no Tab stops at', async () => {
    render(
      <MemoryRouter>
        <Site />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Policy' }));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    const heading = screen.getByRole('heading', { level: 1, name: 'Privacy Policy' });
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('follows a loading page to its real heading', async () => {
    render(
      <MemoryRouter>
        <Site />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Booking' }));
    expect(document.activeElement?.textContent).toBe('Loading');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Booking details' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(document.activeElement).toBe(heading);
  });

  it('keeps the focus a page gives itself', async () => {
    render(
      <MemoryRouter>
        <Site />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Find' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Booking code' }));
  });

  it('leaves a link to a section (#booking) to the page', async () => {
    render(
      <MemoryRouter initialEntries={['/policy']}>
        <Site />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Book now' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome' })).toBeTruthy();
    expect(scrollTo).not.toHaveBeenCalled();
    expect(document.activeElement).not.toBe(screen.getByRole('heading', { level: 1, name: 'Welcome' }));
  });
});
