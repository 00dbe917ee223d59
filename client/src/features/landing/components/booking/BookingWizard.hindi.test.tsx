import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aNight, aStayPrice } from '../../../../components/price/testing';
import { RoomType } from '../../../../graphql/generated';
import { translator } from '../../../../i18n';
import hindiWizard from '../../../../i18n/generated/hi/wizard';
import type { AvailableRoom } from '../../landing-types';
import { renderOnLanding } from '../../testing/render';
import { AvailableRoomsList } from './AvailableRoomsList';
import { BookingWizard, type RoomChoice } from './BookingWizard';
import type { RoomTypeOption } from './wizard-model';
import { useWizardWords } from './wizard-words';

const TYPE_OPTIONS: RoomTypeOption[] = [
  { type: RoomType.SingleAc, fromRent: 1500, roomSizes: [1] },
  { type: RoomType.Standard, fromRent: 1800, roomSizes: [2, 2] },
  { type: RoomType.Double, fromRent: 2400, roomSizes: [3] },
  { type: RoomType.Deluxe, fromRent: 3200, roomSizes: [3, 2] },
];

const FREE_ROOM: AvailableRoom = {
  id: 'room-201',
  name: 'Deluxe King 201',
  type: RoomType.Deluxe,
  rentPerDay: 3200,
  maxCount: 2,
  photos: [],
  amenities: [],
  stayPrice: aStayPrice([aNight('2099-03-10', 3200), aNight('2099-03-11', 3200)]),
};

/** The free rooms as the container shows them: in the page's words. */
function FreeRooms({ choice }: { choice: RoomChoice }) {
  const words = useWizardWords();
  return (
    <AvailableRoomsList
      rooms={[FREE_ROOM].filter((room) => room.type === choice.roomType)}
      loading={false}
      selectedRoomId={choice.selectedRoomId}
      onSelect={choice.onSelect}
      words={words}
    />
  );
}

function renderHindiWizard() {
  return renderOnLanding(
    <BookingWizard roomTypes={TYPE_OPTIONS} renderAvailableRooms={(_search, choice) => <FreeRooms choice={choice} />} />,
    { at: '/hi' },
  );
}

const progress = () => screen.getByRole('progressbar', { name: 'बुकिंग की प्रगति' });
const next = () => screen.getByRole('button', { name: 'आगे बढ़ें' });

async function completeDates(user: ReturnType<typeof userEvent.setup>, from = '2099-03-10', to = '2099-03-12') {
  await user.type(screen.getByLabelText('चेक-इन'), from);
  await user.clear(screen.getByLabelText('चेक-आउट'));
  await user.type(screen.getByLabelText('चेक-आउट'), to);
  await user.click(next());
}

async function completeGuests(user: ReturnType<typeof userEvent.setup>, adults: string, type: RoomType) {
  await user.clear(screen.getByLabelText('बड़े'));
  await user.type(screen.getByLabelText('बड़े'), adults);
  await user.selectOptions(screen.getByLabelText('कमरे का प्रकार'), type);
  await user.click(next());
}

beforeEach(() => localStorage.clear());

describe('the booking wizard in Hindi, at /hi', () => {
  it('names its stages in Hindi', () => {
    renderHindiWizard();
    const names = within(screen.getByRole('list'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(names).toEqual(['1तारीखें', '2मेहमान और कमरे', '3जानकारी', '4पुष्टि']);
    expect(screen.getByRole('heading', { name: '4 में से चरण 1: तारीखें' })).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuetext', '4 में से चरण 1: तारीखें (25%)');
  });

  it('says in Hindi what is missing, and stays on the dates', async () => {
    const user = userEvent.setup();
    renderHindiWizard();
    await user.click(next());
    expect(screen.getByText('चेक-इन की तारीख चुनें')).toBeInTheDocument();
    expect(screen.getByText('चेक-आउट की तारीख चुनें')).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', '25');
  });

  it('refuses a stay over the longest one in Hindi nights', async () => {
    const user = userEvent.setup();
    renderHindiWizard();
    await completeDates(user, '2099-03-10', '2100-03-10');
    expect(screen.getByText('एक बुकिंग में ज़्यादा से ज़्यादा 30 रातें हो सकती हैं')).toBeInTheDocument();
    // One night is singular in Hindi too.
    expect(translator(hindiWizard, 'hi').t('stayTooLong', { nights: 1 })).toBe('एक बुकिंग में ज़्यादा से ज़्यादा 1 रात हो सकती है');
  });

  it('names the room types in Hindi, in the options and in what does not fit', async () => {
    const user = userEvent.setup();
    renderHindiWizard();
    await completeDates(user);
    const options = within(screen.getByLabelText('कमरे का प्रकार'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual([
      'कमरे का प्रकार चुनें',
      'सिंगल AC — ₹1,500 प्रति रात से',
      'स्टैंडर्ड — ₹1,800 प्रति रात से',
      'डबल — ₹2,400 प्रति रात से',
      'डीलक्स — ₹3,200 प्रति रात से',
    ]);
    await completeGuests(user, '3', RoomType.Standard);
    expect(screen.getByText('स्टैंडर्ड कमरे में 2 मेहमान ठहर सकते हैं — एक कमरा और जोड़ें या डबल या डीलक्स चुनें')).toBeInTheDocument();
    await completeGuests(user, '14', RoomType.Deluxe);
    expect(
      screen.getByText(
        'हमारे कमरों में 14 बड़ों के ठहरने की जगह नहीं है: हर कमरे में एक बड़े के साथ ज़्यादा से ज़्यादा 13 मेहमान ठहर सकते हैं। कृपया हमें फ़ोन करें।',
      ),
    ).toBeInTheDocument();
  });

  it('sums the stay up with Hindi dates, lists the free rooms in Hindi and goes on to the guest details', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderHindiWizard();
    await completeDates(user);
    await completeGuests(user, '2', RoomType.Deluxe);
    const summary = screen.getByLabelText('आपकी बुकिंग');
    expect(summary).toHaveTextContent('चेक-इनमंगलवार, 10 मार्च 2099');
    expect(summary).toHaveTextContent('चेक-आउटगुरुवार, 12 मार्च 2099');
    expect(summary).toHaveTextContent('कमरे का प्रकारडीलक्स');
    expect(screen.getByRole('group', { name: 'अपना कमरा चुनें' })).toHaveTextContent('ज़्यादा से ज़्यादा 2 मेहमान');
    await user.click(screen.getByRole('button', { name: 'आगे बढ़ें और अपनी जानकारी भरें' }));
    expect(screen.getByRole('alert')).toHaveTextContent('आगे बढ़ने के लिए एक कमरा चुनें');
    await user.click(screen.getByRole('radio', { name: /Deluxe King 201/ }));
    await user.click(screen.getByRole('button', { name: 'आगे बढ़ें और अपनी जानकारी भरें' }));
    // The guest details page is not in Hindi yet: the wizard goes to the English one, never to a 404.
    await waitFor(() => expect(screen.getByTestId('arrived')).toHaveAttribute('data-path', '/hi/user-details'));
    expect(alert).not.toHaveBeenCalled();
    alert.mockRestore();
  });
});
