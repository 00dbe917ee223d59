import { jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { StayPriceTag } from '../../components/price/StayPriceTag';
import { NightPrices } from '../../components/price/NightPrices';
import { aNight, aStayPrice } from '../../components/price/testing';
import { JourneySteps } from '../../components/ui/JourneySteps';
import { TopBar } from '../../components/ui/TopBar';
import { RoomType } from '../../graphql/generated';
import { translator } from '../../i18n';
import hindiCommon from '../../i18n/generated/hi/common';
import hindiRooms from '../../i18n/generated/hi/rooms';
import { AvailableRoomsView } from './components/AvailableRoomsView';
import { RoomChoice } from './components/RoomChoice';
import { StaySummary } from './components/StaySummary';
import { sizeAdvice, pickedRooms, offerKey, type RoomOffer } from './room-choice';
import { validateStay } from './stay-rules';
import { DELUXE_ROOM, SINGLE_ROOM } from './testing/priced-rooms';
import { renderInJourney } from './testing/render';

const HINDI = { rooms: translator(hindiRooms, 'hi'), common: translator(hindiCommon, 'hi') };

const deluxe = DELUXE_ROOM;
const single = SINGLE_ROOM;
const offers: RoomOffer[] = [
  { type: RoomType.SingleAc, sleeps: 1, left: 1, rooms: [{ id: single.id, name: single.name, stayTotal: 3000 }] },
  { type: RoomType.Deluxe, sleeps: 2, left: 1, rooms: [{ id: deluxe.id, name: deluxe.name, stayTotal: 6400 }] },
];
const stay = { checkIn: '2026-12-04', checkOut: '2026-12-06' };
const HINDI_ROOMS_PAGE = '/hi/check-rooms-and-rates';

describe('the rooms page in Hindi (/hi/check-rooms-and-rates)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => jest.restoreAllMocks());

  it('words the room cards in Hindi, amounts as in English, and books one room in one tap', async () => {
    renderInJourney(<RoomChoice offers={offers} rooms={[single, deluxe]} party={{ adults: 2, children: 0 }} />, {
      path: HINDI_ROOMS_PAGE,
      draft: { ...stay, guest: 2 },
    });
    expect(screen.getByText(/2 बड़ों के लिए एक कमरा।/)).toBeInTheDocument();
    expect(screen.getByText('आपकी तारीखों पर 2 कमरे खाली हैं')).toBeInTheDocument();
    const card = within(screen.getByRole('article', { name: 'Deluxe King 201' }));
    expect(card.getByText('प्रकार').nextSibling).toHaveTextContent('डीलक्स');
    expect(card.getByText('एक रात का किराया').nextSibling).toHaveTextContent('₹3,200');
    expect(card.getByText('₹6,400').parentElement).toHaveTextContent('₹6,400 GST सहित 2 रातों के लिए');
    expect(card.getByRole('link', { name: 'पूरी जानकारी देखें (Deluxe King 201)' })).toHaveAttribute(
      'href',
      '/hi/room/room-deluxe-201',
    );
    // The single sleeps one: not offered alone to two adults, and says why in Hindi.
    expect(
      within(screen.getByRole('article', { name: 'Single AC 102' })).getByText(
        'इसमें 1 मेहमान ठहर सकते हैं: 2 बड़ों के लिए एक से ज़्यादा कमरे बुक करें',
      ),
    ).toBeInTheDocument();
    // Book goes on to the guest details page in Hindi.
    await userEvent.click(card.getByRole('button', { name: 'बुक करें (Deluxe King 201)' }));
    expect(screen.getByTestId('landed')).toHaveTextContent('details /hi/user-details');
  });

  it('chooses several rooms with Hindi counts, advice and total', async () => {
    renderInJourney(<RoomChoice offers={offers} rooms={[single, deluxe]} party={{ adults: 3, children: 1 }} />, {
      path: HINDI_ROOMS_PAGE,
      draft: { ...stay, guest: 3, children: 1 },
    });
    expect(screen.getByRole('heading', { name: '3 बड़ों और 1 बच्चे के लिए कमरे चुनें' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('कमरे Single AC 102 जैसे'), '1');
    expect(screen.getByRole('heading', { name: '3 बड़ों और 1 बच्चे के लिए 1 कमरा' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/^सिंगल AC कमरे में 1 मेहमान ठहर सकते हैं — 3 बड़ों और 1 बच्चे के लिए/);
    await userEvent.selectOptions(screen.getByLabelText('कमरे Deluxe King 201 जैसे'), '1');
    expect(screen.getByText('कुल').parentElement).toHaveTextContent('कुल ₹9,400 (GST सहित)');
    expect(screen.getByRole('button', { name: 'आगे बढ़ें' })).toBeDisabled();
  });

  it('says the stay in Hindi, with Hindi dates, and its rules in Hindi', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={[HINDI_ROOMS_PAGE]}>
        <StaySummary stay={{ ...stay, guest: 2 }} children={1} onChange={() => undefined} />
      </MemoryRouter>,
    );
    expect(screen.getByText('शुक्रवार, 4 दिसंबर 2026')).toBeInTheDocument();
    expect(screen.getByText('मेहमान').nextSibling).toHaveTextContent('2 बड़े, 1 बच्चा');
    await userEvent.click(screen.getByRole('button', { name: 'तारीखें बदलें' }));
    await userEvent.clear(screen.getByLabelText('चेक-आउट'));
    await userEvent.type(screen.getByLabelText('चेक-आउट'), '2026-12-04');
    await userEvent.click(screen.getByRole('button', { name: 'कमरे और रेट देखें' }));
    expect(alert).toHaveBeenCalledWith('चेक-आउट की तारीख चेक-इन के बाद की होनी चाहिए');
  });

  it('says an empty list and a stay too long in Hindi', () => {
    render(
      <MemoryRouter initialEntries={[HINDI_ROOMS_PAGE]}>
        <AvailableRoomsView state={{ status: 'ready', rooms: [] }} onBook={() => undefined} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'कोई कमरा खाली नहीं है' })).toBeInTheDocument();
    expect(validateStay({ checkIn: '2026-12-01', checkOut: '2027-03-01', guest: 1 }, '2026-11-29', HINDI).errors.checkOut).toBe(
      'एक बुकिंग में ज़्यादा से ज़्यादा 30 रातें हो सकती हैं',
    );
    const two = pickedRooms(offers, { [offerKey(offers[0])]: 1, [offerKey(offers[1])]: 1 });
    expect(sizeAdvice(offers, two, { adults: 1, children: 0 }, HINDI)).toBe(
      'हर कमरे में एक बड़े का होना ज़रूरी है: 1 बड़े के लिए ज़्यादा से ज़्यादा 1 कमरा चुनें।',
    );
  });

  it('prices nights, the top bar and the steps in Hindi, with the switch back to English', () => {
    render(
      <MemoryRouter initialEntries={[`${HINDI_ROOMS_PAGE}?checkIn=2026-12-04&checkOut=2026-12-06`]}>
        <TopBar />
        <JourneySteps current="Room" />
        <StayPriceTag price={aStayPrice([aNight('2026-12-04', 3500)])} />
        <NightPrices nights={[aNight('2026-12-04', 3500), aNight('2026-12-05', 3500), aNight('2026-12-06', 4000)]} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute(
      'href',
      '/check-rooms-and-rates?checkIn=2026-12-04&checkOut=2026-12-06&lang=en',
    );
    expect(screen.getByRole('link', { name: /कॉल करें/ })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'बुकिंग के चरण' }))
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual(['1कमरा', '2आपकी जानकारी', '3भुगतान', '4पूरा']);
    expect(screen.getByText('₹3,500').parentElement).toHaveTextContent('₹3,500 GST सहित 1 रात के लिए');
    expect(screen.getByText('हर रात का रेट, GST सहित')).toBeInTheDocument();
    expect(
      screen
        .getAllByRole('listitem', { hidden: true })
        .map((item) => item.textContent)
        .slice(-2),
    ).toEqual(['शुक्रवार, 4 दिसंबर से शनिवार, 5 दिसंबर तक (2 रातें)₹3,500 प्रति रात', 'रविवार, 6 दिसंबर₹4,000']);
  });
});
