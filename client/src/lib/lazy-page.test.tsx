import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { lazyPage } from './lazy-page';

function Hello() {
  return <h1>Hello</h1>;
}

describe('a lazy page', () => {
  it('waits for its chunk the first time in the browser, showing the fallback meanwhile', async () => {
    let arrive!: () => void;
    const Page = lazyPage(() => new Promise((resolve) => (arrive = () => resolve({ default: Hello }))));
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    await act(async () => arrive());
    expect(screen.getByRole('heading', { name: 'Hello' })).toBeInTheDocument();
  });

  it('renders in one pass once preloaded, as the server renders it', async () => {
    const Page = lazyPage(() => Promise.resolve({ default: Hello }));
    await Page.preload();
    expect(
      renderToString(
        <Suspense fallback={<p>Loading…</p>}>
          <Page />
        </Suspense>,
      ),
    ).toContain('<h1>Hello</h1>');
  });
});
