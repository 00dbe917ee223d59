import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import {
  BookingChannel,
  HotelReportDocument,
  PaymentMethod,
  type HotelReportQuery,
  type HotelReportQueryVariables,
} from '../../../graphql/generated';
import { saveSession } from '../../../lib/admin-session';
import { withTypename } from '../../../../test/graphql-mocks';
import { testSession } from '../testing/test-session';
import { thisMonth } from './report-range';
import ReportsPage from './ReportsPage';

type Row = HotelReportQuery['reports']['totals'];

const hasReception = (period: string) => period === '2026-12-03' || period.includes('/');

const row = (period: string, sold: number, available: number, revenue: number, received: Row['moneyReceived'] = []): Row =>
  withTypename('ReportRow', {
    period,
    roomNightsAvailable: available,
    roomNightsSold: sold,
    occupancyPercent: available ? Math.round((sold / available) * 10000) / 100 : 0,
    roomRevenue: revenue,
    adr: sold ? Math.round((revenue / sold) * 100) / 100 : 0,
    revpar: available ? Math.round((revenue / available) * 100) / 100 : 0,
    // One reception in the hall, on 3 Dec.
    banquetEvents: hasReception(period) ? 1 : 0,
    banquetRevenue: hasReception(period) ? 118000 : 0,
    totalRevenue: revenue + (hasReception(period) ? 118000 : 0),
    moneyReceived: received,
    moneyReceivedTotal: received.reduce((sum, entry) => sum + entry.amount, 0),
    refunds: 0,
    netReceived: received.reduce((sum, entry) => sum + entry.amount, 0),
  });

const money = (method: PaymentMethod, amount: number) => withTypename('MoneyByMethod', { method, amount });
const channelRow = (channel: BookingChannel, nights: number, revenue: number, commission: number, notBooked: number) =>
  withTypename('ChannelRevenueRow', {
    channel,
    roomNightsSold: nights,
    roomRevenue: revenue,
    commission,
    netRevenue: revenue - commission,
    staysNotBookedNights: notBooked,
  });

function reportMock(from: string, to: string): MockLink.MockedResponse<HotelReportQuery, HotelReportQueryVariables> {
  const days = [
    row('2026-12-01', 1, 3, 3000),
    row('2026-12-02', 0, 3, 0),
    row('2026-12-03', 2, 3, 5000, [money(PaymentMethod.Upi, 6000), money(PaymentMethod.Cash, 6500)]),
  ];
  const totals = row(`${from}/${to}`, 3, 9, 8000, [money(PaymentMethod.Upi, 6000), money(PaymentMethod.Cash, 6500)]);
  return {
    request: { query: HotelReportDocument, variables: { from, to } },
    result: {
      data: {
        reports: withTypename('HotelReportResult', {
          from,
          to,
          days,
          months: [{ ...totals, period: '2026-12' }],
          totals,
          byChannel: [
            channelRow(BookingChannel.Website, 1, 3000, 0, 0),
            channelRow(BookingChannel.BookingCom, 2, 5000, 714.29, 3),
          ],
        }),
      },
    },
  };
}

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.search}</output>;
}

function renderAt(path: string, mocks: MockLink.MockedResponse[]) {
  render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/admin/reports"
            element={
              <>
                <ReportsPage />
                <Address />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('the reports page', () => {
  it('shows the figures, a chart with a summary, and the table per day with the totals', async () => {
    renderAt('/admin/reports?from=2026-12-01&to=2026-12-03&by=day', [reportMock('2026-12-01', '2026-12-03')]);
    const figures = await screen.findByLabelText('Figures for the range');
    expect(figures).toHaveTextContent('Occupancy33.3%3 of 9 room nights');
    expect(figures).toHaveTextContent('ADR₹2,666.67');
    expect(figures).toHaveTextContent('RevPAR₹888.89');
    expect(figures).toHaveTextContent('Room revenue₹8,000');
    expect(figures).toHaveTextContent('Banquet revenue₹1,18,0001 event held · ₹1,26,000 with rooms');
    expect(figures).toHaveTextContent('Money received₹12,500');
    expect(screen.getByLabelText('Money received by method')).toHaveTextContent('UPI₹6,000Cash₹6,500');

    expect(screen.getByRole('img')).toHaveAccessibleName(
      'Occupancy per day, Tue, 1 Dec to Thu, 3 Dec: highest 66.7% on Thu, 3 Dec. The table below has every figure.',
    );
    const table = screen.getByRole('table', { name: /^Figures per/ });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(1 + 3 + 1);
    expect(
      within(rows[3])
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '2 / 3',
      '66.7%',
      '₹5,000Banquet ₹1,18,000 (1 event)',
      '₹2,500',
      '₹1,666.67',
      '₹12,500UPI ₹6,000 · Cash ₹6,500',
      '₹0',
    ]);
    expect(within(rows[4]).getByRole('rowheader')).toHaveTextContent('Total');
  });

  it('shows the rooms by channel with each OTA’s commission', async () => {
    renderAt('/admin/reports?from=2026-12-01&to=2026-12-03&by=day', [reportMock('2026-12-01', '2026-12-03')]);
    const table = await screen.findByRole('table', { name: /^By channel/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['Website1₹3,000₹0₹3,0000', 'Booking.com2₹5,000₹714.29₹4,285.713']);
  });

  it('switches the chart to revenue and the rows to months', async () => {
    const user = userEvent.setup();
    renderAt('/admin/reports?from=2026-12-01&to=2026-12-03', [reportMock('2026-12-01', '2026-12-03')]);
    await screen.findByRole('table', { name: /^Figures per/ });
    await user.click(screen.getByRole('radio', { name: 'Revenue' }));
    expect(screen.getByRole('img').getAttribute('aria-label')).toMatch(/^Room revenue per day, .*highest ₹5,000 on Thu, 3 Dec/);
    await user.click(screen.getByRole('radio', { name: 'Month' }));
    expect(screen.getByTestId('address')).toHaveTextContent('?from=2026-12-01&to=2026-12-03&by=month');
    const rows = within(await screen.findByRole('table', { name: /^Figures per/ })).getAllByRole('rowheader');
    expect(rows.map((cell) => cell.textContent)).toEqual(['Dec 2026', 'Total']);
  });

  it('opens on this month and downloads the CSV of the range shown with the admin token', async () => {
    const month = thisMonth();
    saveSession(testSession());
    const fetchMock = jest.fn().mockResolvedValue({
      ok: true,
      status: 200,
      headers: { get: () => 'attachment; filename="report.csv"' },
      blob: () => Promise.resolve(new Blob(['Date (IST)\r\n'], { type: 'text/csv' })),
    });
    const originalFetch = global.fetch;
    global.fetch = fetchMock;
    URL.createObjectURL = jest.fn(() => 'blob:report');
    URL.revokeObjectURL = jest.fn();
    const save = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    try {
      renderAt('/admin/reports', [reportMock(month.from, month.to)]);
      expect(await screen.findByLabelText('From')).toHaveValue(month.from);
      expect(screen.getByLabelText('To (included)')).toHaveValue(month.to);
      await userEvent.setup().click(screen.getByRole('button', { name: 'Download CSV' }));
      expect(fetchMock).toHaveBeenCalledWith(`/api/admin/reports.csv?from=${month.from}&to=${month.to}&by=day`, {
        headers: { authorization: 'Bearer token-abc', accept: 'text/csv' },
      });
      expect(save).toHaveBeenCalled();
    } finally {
      global.fetch = originalFetch;
      save.mockRestore();
    }
  });
});

describe('this month', () => {
  it('runs from the first to the last day of the hotel’s month', () => {
    expect(thisMonth('2026-02-14')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(thisMonth('2028-02-29')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(thisMonth('2026-12-31')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });
});
