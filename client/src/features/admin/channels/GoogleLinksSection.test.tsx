import { jest } from '@jest/globals';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GoogleFeedsDocument, RegenerateGoogleFeedTokenDocument } from '../../../graphql/generated';
import { saveSession } from '../../../lib/admin-session';
import { withTypename } from '../../../../test/graphql-mocks';
import { AdminSessionProvider } from '../session/AdminSessionContext';
import { testSession } from '../testing/test-session';
import { GoogleLinksSection } from './GoogleLinksSection';

const BASE = 'https://hotel.example';
const feeds = (token: string) =>
  withTypename('GoogleFeeds', {
    hotelListUrl: `${BASE}/google/hotel-list/${token}.xml`,
    pricesUrl: `${BASE}/google/prices/${token}.xml`,
    landingUrlPattern: `${BASE}/book?checkIn=(CHECKINYEAR)-(CHECKINMONTH)-(CHECKINDAY)&nights=(LENGTH)&adults=(NUM-ADULTS)&rooms=1`,
    landingUrlExample: `${BASE}/book?checkIn=2026-11-22&nights=2&adults=2&rooms=1`,
    propertyId: '1',
    issuedAt: '2026-11-20T04:30:00.000Z',
  });
const feedsMock: MockLink.MockedResponse = {
  request: { query: GoogleFeedsDocument },
  result: { data: { googleFeeds: feeds('old-token') } },
};

function renderSection(mocks: MockLink.MockedResponse[], permissions?: string[]) {
  const session = testSession();
  saveSession({ ...session, admin: { ...session.admin, permissions } });
  render(
    <MockedProvider mocks={mocks}>
      <AdminSessionProvider>
        <GoogleLinksSection />
      </AdminSessionProvider>
    </MockedProvider>,
  );
}

describe('Google free booking links', () => {
  let writeText: jest.Mock<(text: string) => Promise<void>>;
  beforeEach(() => {
    localStorage.clear();
    writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  });

  it('shows the two feed links and the landing link pattern, each to copy', async () => {
    renderSection([feedsMock]);
    expect(await screen.findByLabelText('Hotel list')).toHaveValue(`${BASE}/google/hotel-list/old-token.xml`);
    expect(screen.getByLabelText('Prices')).toHaveValue(`${BASE}/google/prices/old-token.xml`);
    expect(screen.getByLabelText('Landing page')).toHaveValue(feeds('old-token').landingUrlPattern);
    expect(screen.getByText(/e\.g\. https:\/\/hotel\.example\/book\?checkIn=2026-11-22&nights=2/)).toBeInTheDocument();
    expect(screen.getByText(/Links made 20 Nov 2026, 10:00 am/i)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Copy prices' }));
    expect(writeText).toHaveBeenCalledWith(`${BASE}/google/prices/old-token.xml`);
    expect(screen.getByRole('button', { name: 'Copy prices' })).toHaveTextContent('Copied');
  });

  it('makes new links only after asking, and shows them', async () => {
    let asked = 0;
    renderSection([
      feedsMock,
      {
        request: { query: RegenerateGoogleFeedTokenDocument },
        result: () => {
          asked += 1;
          return {
            data: { regenerateGoogleFeedToken: withTypename('GoogleFeedsPayload', { errors: [], feeds: feeds('new-token') }) },
          };
        },
      },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Make new links' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Make new links?' });
    expect(dialog).toHaveTextContent('The old links stop working. Paste the new ones in Hotel Center.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(asked).toBe(0);
    expect(screen.getByLabelText('Prices')).toHaveValue(`${BASE}/google/prices/old-token.xml`);

    await userEvent.click(screen.getByRole('button', { name: 'Make new links' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Make new links' }));
    expect(await screen.findByText('New links made. Paste them in Hotel Center now.')).toBeInTheDocument();
    expect(asked).toBe(1);
    expect(screen.getByLabelText('Prices')).toHaveValue(`${BASE}/google/prices/new-token.xml`);
    expect(screen.getByLabelText('Hotel list')).toHaveValue(`${BASE}/google/hotel-list/new-token.xml`);
  });

  it('lets the manager read and copy the links, without making new ones', async () => {
    renderSection([feedsMock], ['Query.googleFeeds']);
    expect(await screen.findByLabelText('Prices')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make new links' })).not.toBeInTheDocument();
    expect(screen.getByText('Only the owner can make new links.')).toBeInTheDocument();
  });
});
