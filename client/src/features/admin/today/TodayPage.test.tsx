import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import {
  BookingPaymentStatus,
  BookingStatus,
  CheckInGuestDocument,
  CurrentShiftDocument,
  EventStatus,
  FailedMessagesDocument,
  FrontDeskDocument,
  MessageChannel,
  MessageKind,
  MessageLanguage,
  MessageStatus,
  GuestIdType,
  PaymentMethod,
  RoomStatus,
  RoomStatusesDocument,
  RoomType,
  UserErrorCode,
  type CheckInGuestMutation,
  type CheckInGuestMutationVariables,
  type FrontDeskQuery,
  OtaChannel,
} from '../../../graphql/generated';
import { todayInHotel } from '../../../lib/format';
import { withTypename } from '../../../../test/graphql-mocks';
import TodayPage from './TodayPage';

const today = todayInHotel();
const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

const stay = (overrides: Partial<FrontDeskQuery['frontDesk']['arrivals'][number]['booking']> = {}) =>
  withTypename('Booking', {
    id: 'b1',
    bookCode: 'HB7Q2M',
    userName: 'Asha Verma',
    userPhone: '9876543210',
    checkIn: today,
    checkOut: tomorrow,
    nights: 1,
    status: BookingStatus.Confirmed,
    paymentStatus: BookingPaymentStatus.Pending,
    holdExpiresAt: null,
    checkedInAt: null,
    checkedOutAt: null,
    totalPaise: 240000,
    arrivalTime: null,
    specialRequest: null,
    lines: [
      withTypename('BookingLine', { id: 'l1', roomId: 'room-101', roomName: 'Room 101', checkIn: today, checkOut: tomorrow }),
    ],
    ...overrides,
  });

const row = (booking: ReturnType<typeof stay>, balanceDuePaise: number) =>
  withTypename('FrontDeskBooking', { balanceDue: balanceDuePaise / 100, balanceDuePaise, booking });

type DeskEvent = FrontDeskQuery['frontDesk']['events'][number];

const dinner = (balanceDuePaise: number): DeskEvent =>
  withTypename('FrontDeskEvent', {
    balanceDuePaise,
    event: withTypename('BanquetEvent', {
      id: 'e1',
      reference: 'EV7K3QM',
      status: EventStatus.Confirmed,
      occasion: 'Reception',
      hostName: 'Sharma family',
      hostPhone: '9812345678',
      expectedGuests: 180,
      guaranteedPlates: 150,
      hall: withTypename('Hall', { id: 'h1', name: 'Shagun Banquet Hall' }),
      session: withTypename('HallSession', { id: 's1', name: 'Dinner', startsAt: '19:00', endsAt: '23:30' }),
    }),
  });

function dayMock(
  date: string,
  arrivals: ReturnType<typeof row>[],
  events: DeskEvent[] = [],
  formIIIDue: { count: number; overdue: number; soonestDueAt: string | null } = { count: 0, overdue: 0, soonestDueAt: null },
  channelStays: FrontDeskQuery['frontDesk']['channelStays'] = [],
): MockLink.MockedResponse<FrontDeskQuery> {
  return {
    request: { query: FrontDeskDocument, variables: { date } },
    result: {
      data: {
        formIIIDue: withTypename('FormIIIDueSummary', formIIIDue),
        frontDesk: withTypename('FrontDesk', {
          date,
          arrivals,
          inHouse: [],
          departures: [],
          unpaid: [],
          holdsExpiring: [],
          events,
          channelStays: channelStays.map((row) =>
            withTypename('FrontDeskChannelStay', { ...row, stay: withTypename('ChannelStay', row.stay) }),
          ),
          figures: withTypename('FrontDeskFigures', {
            roomsOccupied: 3,
            roomsTotal: 12,
            arrivals: arrivals.length,
            departures: 0,
            cashToCollect: 2400,
          }),
        }),
      },
    },
    maxUsageCount: 5,
  };
}

function checkInMock(
  expected: CheckInGuestMutationVariables['registration'],
  answer: CheckInGuestMutation['checkIn'],
): MockLink.MockedResponse<CheckInGuestMutation, CheckInGuestMutationVariables> {
  return {
    request: {
      query: CheckInGuestDocument,
      variables: (variables) =>
        variables.bookingId === 'b1' && JSON.stringify(variables.registration) === JSON.stringify(expected),
    },
    result: { data: { checkIn: withTypename('StayPayload', answer) } },
  };
}

/** Room 101 in the housekeeping status `status` (the rooms board and the check-in warning read it). */
function statusesMock(status: RoomStatus = RoomStatus.Clean): MockLink.MockedResponse {
  const room = withTypename('RoomStatusEntry', {
    roomId: 'room-101',
    roomName: '101',
    roomType: RoomType.Deluxe,
    isAvailable: true,
    status,
    housekeepingStatus: status,
    statusSetAt: null,
    statusSetBy: null,
    occupied: false,
    arrivingToday: true,
    departingToday: false,
    closedTonight: null,
  });
  return { request: { query: RoomStatusesDocument }, result: { data: { roomStatuses: [room] } }, maxUsageCount: 5 };
}

/** The signed-in person's open shift: none, or one opened with ₹2,000 that took ₹4,500 in cash. */
function shiftMock(open: boolean): MockLink.MockedResponse {
  const shift = withTypename('ShiftReportResult', {
    open: true,
    float: 2000,
    difference: null,
    pdfUrl: '/api/admin/shifts/s1.pdf',
    shift: withTypename('CashShift', {
      id: 's1',
      openedBy: 'Hotel Admin <owner@hotel.test>',
      openedAt: '2026-11-21T03:30:00.000Z',
      floatPaise: 200000,
      closedAt: null,
      closedBy: null,
      closeNote: null,
      differencePaise: null,
    }),
    tally: [PaymentMethod.Cash, PaymentMethod.Upi, PaymentMethod.Card, PaymentMethod.BankTransfer].map((method) =>
      withTypename('ShiftTallyLine', {
        method,
        expected: method === PaymentMethod.Cash ? 6500 : 0,
        counted: null,
        difference: null,
      }),
    ),
  });
  return { request: { query: CurrentShiftDocument }, result: { data: { currentShift: open ? shift : null } }, maxUsageCount: 5 };
}

const FAILED_MESSAGE = withTypename('Message', {
  id: 'm1',
  kind: MessageKind.BookingConfirmed,
  channel: MessageChannel.Whatsapp,
  recipient: '******3210',
  language: MessageLanguage.En,
  status: MessageStatus.Failed,
  attempts: 1,
  lastError: '(#131026) Message undeliverable',
  providerMessageId: null,
  createdAt: '2026-11-21T03:00:00.000Z',
  sentAt: null,
  statusAt: '2026-11-21T03:00:00.000Z',
  bookingId: 'b1',
  eventId: null,
  canSendAgain: true,
});

/** The messages that failed, as Today reads them: none unless given. */
function failuresMock(items: (typeof FAILED_MESSAGE)[] = [], total = items.length): MockLink.MockedResponse {
  return {
    request: { query: FailedMessagesDocument, variables: { first: 5 } },
    result: { data: { failedMessages: withTypename('MessageFailures', { total, items }) } },
    maxUsageCount: 5,
  };
}

function renderToday(
  mocks: MockLink.MockedResponse[],
  url = '/admin/today',
  roomStatus?: RoomStatus,
  shiftOpen = false,
  failures = failuresMock(),
) {
  return render(
    <MockedProvider mocks={[...mocks, statusesMock(roomStatus), shiftMock(shiftOpen), failures]}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/admin/today" element={<TodayPage />} />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('the Today page', () => {
  it('names the messages that failed, each a link to its stay, and the way to all of them', async () => {
    renderToday([dayMock(today, [])], '/admin/today', undefined, false, failuresMock([FAILED_MESSAGE], 7));
    const failed = await screen.findByRole('region', { name: 'Messages that failed (7)' });
    expect(within(failed).getByRole('link', { name: 'Booking confirmed' })).toHaveAttribute('href', '/admin/booking/b1');
    expect(failed).toHaveTextContent('WhatsApp to ******3210');
    expect(failed).toHaveTextContent('(#131026) Message undeliverable');
    expect(failed).toHaveTextContent('and 6 more.');
    expect(within(failed).getByRole('link', { name: 'See failed messages' })).toHaveAttribute(
      'href',
      '/admin/messages?status=failed',
    );
  });

  it('says plainly when no message failed', async () => {
    renderToday([dayMock(today, [])]);
    expect(await screen.findByRole('region', { name: 'Messages that failed (0)' })).toHaveTextContent('No messages failed.');
  });

  it('shows the figures and a card per arrival, and says plainly when a section is empty', async () => {
    renderToday([dayMock(today, [row(stay(), 240000)])]);
    const figures = await screen.findByLabelText('The day in figures');
    expect(figures).toHaveTextContent('Rooms occupied3 of 12');
    expect(figures).toHaveTextContent('Cash to collect₹2,400');
    const arrivals = screen.getByRole('region', { name: /Arrivals/ });
    expect(within(arrivals).getByRole('link', { name: 'HB7Q2M' })).toHaveAttribute('href', '/admin/booking/b1');
    expect(within(arrivals).getByRole('link', { name: '9876543210' })).toHaveAttribute('href', 'tel:+919876543210');
    expect(within(arrivals).getByText('Room 101')).toBeInTheDocument();
    expect(within(arrivals).getByText('₹2,400')).toBeInTheDocument();
    expect(within(arrivals).getByRole('button', { name: 'Check in Asha Verma (HB7Q2M)' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Departures/ })).toHaveTextContent(/No departures on \d+ \w+ \d{4}\./);
  });

  it('shows the person’s cash shift above the day: the float and the cash taken, or the way to open one', async () => {
    renderToday([dayMock(today, [])], '/admin/today', undefined, true);
    const card = await screen.findByRole('region', { name: 'Your shift' });
    expect(card).toHaveTextContent('Float₹2,000Cash taken₹4,500In the drawer₹6,500');
    expect(within(card).getByRole('link', { name: 'Report' })).toHaveAttribute('href', '/admin/shifts/s1');
    expect(within(card).getByRole('button', { name: 'Close shift' })).toBeInTheDocument();
    // The card comes with the board, before the figures the desk reads.
    const figures = screen.getByLabelText('The day in figures');
    expect(card.compareDocumentPosition(figures) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('offers to open a shift with the float when none is open', async () => {
    renderToday([dayMock(today, [])]);
    const card = await screen.findByRole('region', { name: 'Your shift' });
    expect(card).toHaveTextContent('No shift open');
    expect(within(card).getByLabelText('Float in the drawer (₹)')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Open shift' })).toBeInTheDocument();
  });

  it('puts the hall’s events of the day on the board with their session and what is still owed', async () => {
    renderToday([dayMock(today, [], [dinner(5_000_000)])]);
    const events = await screen.findByRole('region', { name: /Banquet events/ });
    expect(within(events).getByRole('link', { name: 'EV7K3QM' })).toHaveAttribute('href', '/admin/events/e1');
    expect(events).toHaveTextContent('Reception · Sharma family');
    expect(events).toHaveTextContent('Dinner, 7:00 PM–11:30 PM');
    expect(events).toHaveTextContent('180 · 150 plates guaranteed');
    expect(within(events).getByText('₹50,000')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Other unpaid balances/ })).toHaveTextContent(/No other balances due/);
  });

  it('lists the stays sold on OTAs from their calendars, by room and without guest data, with the way to Channels', async () => {
    const stay = {
      id: 'cs-1',
      channel: OtaChannel.BookingCom,
      checkIn: '2026-11-24',
      checkOut: '2026-11-26',
      summary: 'CLOSED - Not available',
    };
    renderToday(
      [dayMock('2026-11-24', [], [], undefined, [{ roomName: '204', onTheDate: 'arriving', stay }])],
      '/admin/today?date=2026-11-24',
    );
    const section = (await screen.findByRole('heading', { name: /Stays sold on OTAs/ })).closest('section')!;
    expect(within(section).getByText('Room 204')).toBeInTheDocument();
    expect(within(section).getByText('Booking.com · CLOSED - Not available')).toBeInTheDocument();
    expect(within(section).getByText('Arrives')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Channels' })).toHaveAttribute('href', '/admin/channels');
  });

  it('shows the day the URL asks for', async () => {
    renderToday([dayMock('2026-11-24', [])], '/admin/today?date=2026-11-24');
    expect(await screen.findByText('No arrivals on 24 Nov 2026.')).toBeInTheDocument();
    expect(screen.getByLabelText('Day')).toHaveValue('2026-11-24');
  });

  it('checks a foreign guest in with a register row per adult and the Form III particulars, showing the server’s refusal at its field first', async () => {
    const registration = {
      adults: 2,
      children: 0,
      registerGuests: [
        {
          name: 'Asha Verma',
          address: '1 High Street, Leeds',
          nationality: 'British',
          comingFrom: 'Agra',
          goingTo: 'Varanasi',
          purpose: 'Tourism',
          passportNumber: 'GB1234567',
          visaNumber: 'V123',
          visaValidUntil: '2027-03-01',
        },
        {
          name: 'Ravi Verma',
          address: '',
          nationality: 'Indian',
          comingFrom: '',
          goingTo: '',
          purpose: '',
          idType: 'AADHAAR',
          idNumber: '1234',
        },
      ],
    };
    renderToday([
      dayMock(today, [row(stay(), 240000)]),
      checkInMock(registration as CheckInGuestMutationVariables['registration'], {
        errors: [
          withTypename('UserError', {
            field: 'registerGuests.0.visaNumber',
            code: UserErrorCode.RegisterGuestInvalid,
            message: 'Visa number must be 4 to 30 letters, digits, "/" or "-".',
          }),
        ],
        booking: null,
      }),
    ]);
    const arrivals = await screen.findByRole('region', { name: /Arrivals/ });
    await userEvent.click(within(arrivals).getByRole('button', { name: 'Check in Asha Verma (HB7Q2M)' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Check in Asha Verma (HB7Q2M)' });
    const adults = within(dialog).getByLabelText('Adults');
    await userEvent.clear(adults);
    await userEvent.type(adults, '2');
    const lead = within(dialog).getByRole('group', { name: 'Guest 1 (booking guest)' });
    const second = within(dialog).getByRole('group', { name: 'Guest 2' });
    expect(within(lead).getByLabelText('Name')).toHaveValue('Asha Verma');
    expect(within(lead).queryByLabelText('Passport number')).not.toBeInTheDocument();
    await userEvent.type(within(lead).getByLabelText('Address'), '1 High Street, Leeds');
    const nationality = within(lead).getByLabelText('Nationality');
    await userEvent.clear(nationality);
    await userEvent.type(nationality, 'British');
    await userEvent.type(within(lead).getByLabelText('Coming from'), 'Agra');
    await userEvent.type(within(lead).getByLabelText('Going to'), 'Varanasi');
    await userEvent.type(within(lead).getByLabelText('Purpose of visit'), 'Tourism');
    await userEvent.type(within(lead).getByLabelText('Passport number'), 'GB1234567');
    await userEvent.type(within(lead).getByLabelText('Visa number'), 'V123');
    await userEvent.type(within(lead).getByLabelText('Visa valid until'), '2027-03-01');
    await userEvent.type(within(second).getByLabelText('Name'), 'Ravi Verma');
    await userEvent.type(within(second).getByLabelText('ID number'), '1234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check in' }));
    expect(await within(dialog).findByText('Visa number must be 4 to 30 letters, digits, "/" or "-".')).toBeInTheDocument();
    expect(within(lead).getByLabelText('Visa number')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the soonest Form III deadline on Today, red once overdue', async () => {
    const inFiveHours = new Date(Date.now() + 5 * 3_600_000 + 20 * 60_000).toISOString();
    const { unmount } = renderToday([dayMock(today, [], [], { count: 2, overdue: 0, soonestDueAt: inFiveHours })]);
    const notice = await screen.findByText('Form III due in 5 h — 2 guests');
    expect(notice.closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Open the Form III reports' })).toHaveAttribute('href', '/admin/form-iii');
    unmount();
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000 - 60_000).toISOString();
    renderToday([dayMock(today, [], [], { count: 1, overdue: 1, soonestDueAt: twoHoursAgo })]);
    const overdue = await screen.findByText('Form III overdue by 2 h — 1 guest');
    expect(overdue.closest('[role="alert"]')).not.toBeNull();
  });

  it('takes a full or masked Aadhaar, saying only its last 4 digits are kept and showing them', async () => {
    renderToday([
      dayMock(today, [row(stay(), 240000)]),
      checkInMock(
        {
          adults: 1,
          children: 0,
          registerGuests: [
            {
              name: 'Asha Verma',
              address: '',
              nationality: 'Indian',
              comingFrom: '',
              goingTo: '',
              purpose: '',
              idType: GuestIdType.Aadhaar,
              idNumber: '2345 6789 4321',
            },
          ],
        },
        { errors: [], booking: null },
      ),
    ]);
    const arrivals = await screen.findByRole('region', { name: /Arrivals/ });
    await userEvent.click(within(arrivals).getByRole('button', { name: 'Check in Asha Verma (HB7Q2M)' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Check in Asha Verma (HB7Q2M)' });
    const idNumber = within(dialog).getByLabelText('ID number');
    expect(idNumber).toHaveAccessibleDescription('A masked Aadhaar is fine. Only the last 4 digits are kept.');
    await userEvent.type(idNumber, 'xxxx-xxxx-43');
    expect(idNumber).toHaveAccessibleDescription('A masked Aadhaar is fine. Only the last 4 digits are kept.');
    await userEvent.type(idNumber, '21');
    expect(idNumber).toHaveAccessibleDescription('A masked Aadhaar is fine. Only the last 4 digits are kept: XXXX XXXX 4321.');
    await userEvent.clear(idNumber);
    await userEvent.type(idNumber, '2345 6789 4321');
    expect(idNumber).toHaveAccessibleDescription('A masked Aadhaar is fine. Only the last 4 digits are kept: XXXX XXXX 4321.');
    // Other IDs keep their own rules: no such hint.
    await userEvent.selectOptions(within(dialog).getByLabelText('ID proof'), 'Passport');
    expect(idNumber).not.toHaveAccessibleDescription();
    await userEvent.selectOptions(within(dialog).getByLabelText('ID proof'), 'Aadhaar');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check in' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('shows each room’s status on the board, and warns at check-in when the room is not clean, still allowing it', async () => {
    renderToday([dayMock(today, [row(stay(), 240000)])], '/admin/today', RoomStatus.Dirty);
    const board = await screen.findByRole('list', { name: 'Rooms today' });
    expect(await within(board).findByText('Dirty')).toBeInTheDocument();
    expect(board).toHaveTextContent('Vacant');
    expect(board).toHaveTextContent('Today: arrival');
    const arrivals = screen.getByRole('region', { name: /Arrivals/ });
    await userEvent.click(within(arrivals).getByRole('button', { name: 'Check in Asha Verma (HB7Q2M)' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Check in Asha Verma (HB7Q2M)' });
    expect(await within(dialog).findByText('Room 101 is dirty — check in anyway?')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Check in' })).toBeEnabled();
  });

  it('asks before marking a no-show', async () => {
    renderToday([dayMock(today, [row(stay(), 240000)])]);
    const arrivals = await screen.findByRole('region', { name: /Arrivals/ });
    await userEvent.click(within(arrivals).getByRole('button', { name: 'No-show: Asha Verma (HB7Q2M)' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Mark HB7Q2M as a no-show?' });
    expect(dialog).toHaveTextContent('The cancellation policy decides what is kept');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep booking' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
