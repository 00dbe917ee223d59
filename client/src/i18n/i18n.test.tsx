import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import NotFoundPage from '../app/NotFoundPage';
import { cataloguesFor } from './catalogues';
import { linkInLocale } from './locale-path';
import { translator } from './translator';

describe('the catalogues', () => {
  it('give a message as text, and with React elements among its values', () => {
    const hindi = translator(cataloguesFor('hi').common, 'hi');
    expect(hindi.t('notFoundTitle')).toBe('पेज नहीं मिला');
    render(
      <p data-testid="message">{hindi.rich('notFoundCallUs', { phone: <a href="tel:+91">+91</a>, writeToUs: <b>हमें लिखें</b> })}</p>,
    );
    const message = screen.getByTestId('message');
    expect(message).toHaveTextContent('कुछ और चाहिए? हमें +91 पर फ़ोन करें या हमें लिखें।');
    expect(message.querySelector('a[href="tel:+91"]')).not.toBeNull();
  });

  it('keep the same keys in English and Hindi', () => {
    expect(Object.keys(cataloguesFor('hi').common).sort()).toEqual(Object.keys(cataloguesFor('en').common).sort());
  });
});

describe('links from a Hindi page', () => {
  it('go to the Hindi page where there is one, with its query, and to the English page until then', () => {
    expect(linkInLocale('/room/7?checkIn=2027-01-05', 'hi', ['/room/:id'])).toBe('/hi/room/7?checkIn=2027-01-05');
    expect(linkInLocale('/', 'hi', ['/'])).toBe('/hi');
    expect(linkInLocale('/find-booking', 'hi', ['/'])).toBe('/find-booking');
    expect(linkInLocale('/room/7', 'en', ['/room/:id'])).toBe('/room/7');
  });
});

describe('the not-found page', () => {
  const at = (path: string) =>
    render(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </MemoryRouter>,
    );

  it('speaks English at an English address, word for word as before', () => {
    at('/no-such-page');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('navigation', { name: 'Site pages' })).toHaveTextContent('Find my booking');
    expect(document.title).toMatch(/^Page not found \| /);
  });

  it('speaks Hindi under /hi/, its links going to the Hindi pages there are, else to the English ones', () => {
    at('/hi/no-such-page');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('पेज नहीं मिला');
    expect(screen.getByRole('link', { name: 'होम पर वापस जाएँ' })).toHaveAttribute('href', '/hi');
    expect(screen.getByRole('link', { name: 'हमें लिखें' })).toHaveAttribute('href', '/contact-us');
    expect(screen.getByRole('navigation', { name: 'साइट के पेज' })).toHaveTextContent('मेरी बुकिंग देखें');
    expect(screen.getByText('सीधे जानकारी पर जाएँ')).toHaveAttribute('href', '#main');
    expect(document.title).toMatch(/^पेज नहीं मिला \| /);
  });
});
