import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import {
  CloseDayDocument,
  DayCloseDocument,
  DayCloseStateName,
  PaymentMethod,
  type DayCloseFieldsFragment,
} from '../../../graphql/generated';
import { saveSession } from '../../../lib/admin-session';
import { withTypename } from '../../../../test/graphql-mocks';
import { AdminSessionProvider } from '../session/AdminSessionContext';
import { testSession } from '../testing/test-session';
import DayClosePage from './DayClosePage';
import { dayToClose } from './use-day-close';

const DATE = '2026-11-20';

const stay = (bookCode: string, guestName: string, balanceDue = 0) =>
  withTypename('DayCloseStayRow', {
    bookingId: `b-${bookCode}`,
    bookCode,
    guestName,
    rooms: 'Room 101',
    checkIn: '2026-11-19',
    checkOut: '2026-11-20',
    balanceDue,
  });

function view(state: DayCloseStateName, closed?: { at: string; by: string }): DayCloseFieldsFragment {
  return withTypename('DayCloseResult', {
    date: DATE,
    state,
    closedAt: closed?.at ?? null,
    closedBy: closed?.by ?? null,
    noShows: [stay('NS1234', 'Kiran Rao', 2400)],
    overstays: [stay('OV5678', 'Meena Iyer', 1200)],
    arrivalsNotCheckedIn: [],
    nightsPosted: [
      withTypename('DayCloseNightRow', { bookingId: 'b-IN9', bookCode: 'IN9999', roomName: 'Room 102', amount: 3000 }),
    ],
    unpaid: [stay('OV5678', 'Meena Iyer', 1200)],
    openShifts: [
      withTypename('DayCloseShiftRow', {
        id: 's1',
        openedBy: 'Ravi Kumar <ravi@hotel.test>',
        openedAt: '2026-11-20T03:30:00.000Z',
        float: 2000,
      }),
    ],
    outsideShifts: 0,
    report: withTypename('DayReportResult', {
      roomNightsAvailable: 10,
      roomNightsSold: 4,
      occupancyPercent: 40,
      roomRevenue: 12000,
      adr: 3000,
      revpar: 1200,
      banquetEvents: 1,
      banquetRevenue: 50000,
      moneyReceived: [
        withTypename('DayCloseMoneyRow', { method: PaymentMethod.Cash, amount: 4500 }),
        withTypename('DayCloseMoneyRow', { method: PaymentMethod.Upi, amount: 1000 }),
      ],
      moneyReceivedTotal: 5500,
      refunds: 0,
      gstTaxable: 11428.57,
      cgst: 285.72,
      sgst: 285.71,
    }),
    pdfUrl: `/api/admin/day-close/${DATE}.pdf`,
    csvUrl: `/api/admin/day-close/${DATE}.csv`,
  });
}

const previewMock = (answer = view(DayCloseStateName.Open)): MockLink.MockedResponse => ({
  request: { query: DayCloseDocument, variables: { date: DATE } },
  result: { data: { dayClose: answer } },
});

function renderPage(mocks: MockLink.MockedResponse[], permissions?: string[]) {
  const session = testSession();
  saveSession({ ...session, admin: { ...session.admin, permissions } });
  render(
    <MockedProvider mocks={mocks}>
      <AdminSessionProvider>
        <MemoryRouter initialEntries={[`/admin/day-close?date=${DATE}`]}>
          <Routes>
            <Route path="/admin/day-close" element={<DayClosePage />} />
          </Routes>
        </MemoryRouter>
      </AdminSessionProvider>
    </MockedProvider>,
  );
}

describe('the day close screen', () => {
  beforeEach(() => localStorage.clear());

  it('previews what closing the day would do, with the day report', async () => {
    renderPage([previewMock()]);
    expect(await screen.findByText('Not closed yet.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'No-shows to mark (1)' })).toHaveTextContent('NS1234Kiran Rao');
    expect(screen.getByRole('region', { name: 'Overstays (due out, still in) (1)' })).toHaveTextContent('Meena Iyer');
    expect(screen.getByRole('region', { name: 'Arrivals never checked in (0)' })).toHaveTextContent(
      'Every arrival due by this day has checked in.',
    );
    expect(screen.getByRole('region', { name: 'Nights to post (1)' })).toHaveTextContent('Total: ₹3,000');
    expect(screen.getByRole('region', { name: 'Open shifts (1)' })).toHaveTextContent('Ravi Kumar');
    const figures = screen.getByLabelText('The day in figures');
    expect(figures).toHaveTextContent('Occupancy40%4 of 10 rooms sold');
    expect(figures).toHaveTextContent('ADR₹3,000');
    expect(figures).toHaveTextContent('RevPAR₹1,200');
    expect(figures).toHaveTextContent('Banquet revenue₹50,0001 event');
    expect(figures).toHaveTextContent('GST collected₹571.43on ₹11,428.57');
    expect(screen.getByRole('table', { name: 'Money received by method' })).toHaveTextContent('Cash₹4,500UPI₹1,000Total₹5,500');
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeInTheDocument();
  });

  it('closes the day after asking, says what it did, and shows the day closed and locked', async () => {
    const closed = view(DayCloseStateName.Closed, { at: '2026-11-20T18:00:00.000Z', by: 'Hotel Admin <owner@hotel.test>' });
    const seen: string[] = [];
    renderPage([
      previewMock(),
      {
        request: { query: CloseDayDocument, variables: (variables) => (seen.push(variables.date), variables.date === DATE) },
        result: { data: { closeDay: withTypename('DayClosePayload', { errors: [], dayClose: closed }) } },
      },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Close the day' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Close Fri, 20 Nov 2026?' });
    expect(dialog).toHaveTextContent('This marks 1 no-show, posts 1 night to the folios');
    expect(dialog).toHaveTextContent('1 cash shift is still open');
    expect(seen).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close the day' }));
    expect(
      await screen.findByText(/is closed: 1 no-show marked, 1 overstay and 0 arrivals not checked in flagged, 1 night posted/),
    ).toBeInTheDocument();
    expect(seen).toEqual([DATE]);
    const state = (await screen.findByText('Closed')).closest('p');
    expect(state).toHaveTextContent(/^Closed on 20 Nov 2026, 11:30 pm by Hotel Admin\.$/i);
    expect(screen.getByText(/^The day is locked: a change that touches it needs the owner/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Marked no-show (1)' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Nights posted (1)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close the day' })).not.toBeInTheDocument();
  });

  it('lets a role that may only read the day (the accountant) see it without the button', async () => {
    renderPage([previewMock()], ['Query.dayClose', 'GET /api/admin/day-close/:date.pdf']);
    expect(await screen.findByText('Not closed yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close the day' })).not.toBeInTheDocument();
    expect(screen.getByText('The owner or a manager closes the day.')).toBeInTheDocument();
  });

  it('offers the night just ended before noon at the hotel, and the day itself from noon', () => {
    expect(dayToClose(new Date('2026-11-21T22:30:00.000Z'))).toBe('2026-11-21'); // 04:00 on the 22nd
    expect(dayToClose(new Date('2026-11-22T06:29:00.000Z'))).toBe('2026-11-21'); // 11:59
    expect(dayToClose(new Date('2026-11-22T06:30:00.000Z'))).toBe('2026-11-22'); // noon
  });
});
