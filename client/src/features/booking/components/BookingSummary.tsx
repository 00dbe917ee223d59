import { Link } from 'react-router-dom';
import { NightPrices } from '../../../components/price/NightPrices';
import { nightPrices, nightsText, usePriceWords } from '../../../components/price/price-words';
import { TotalWithGst } from '../../../components/price/TotalWithGst';
import type { BookableRoomFragment, StayTaxFieldsFragment } from '../../../graphql/generated';
import { formatDate, formatRupees } from '../../../lib/format';
import { useLocalePath } from '../../../i18n';
import { ENGLISH_DETAILS_WORDS, roomTypeName, useDetailsWords, type DetailsWords } from '../details-words';
import { photoFromUrl, ResponsivePhoto } from '../../../components/ui/ResponsivePhoto';

/** The room's cover; a choice kept from before photos had sizes (saved in the browser) has only its address. */
const summaryPhoto = (room: Pick<BookableRoomFragment, 'photos' | 'imageUrls'>) =>
  room.photos?.[0] ?? (room.imageUrls[0] ? photoFromUrl(room.imageUrls[0]) : undefined);

export type ChosenRoomsState =
  { status: 'loading' } | { status: 'ready'; rooms: BookableRoomFragment[] } | { status: 'missing' } | { status: 'error' };
export type PriceState =
  | { status: 'loading' }
  | {
      status: 'ready';
      nights: number;
      total: number;
      tax: StayTaxFieldsFragment;
      /** Each room's share of the total, in rupees, by room id. */
      lineAmounts?: ReadonlyMap<string, number>;
    }
  | { status: 'error'; detail?: string };

/** Who sleeps in one room of the booking. */
export interface RoomGuests {
  adults: number;
  children: number;
}

/** "2 adults, 1 child". */
export const guestsWords = ({ adults, children }: RoomGuests, words: DetailsWords = ENGLISH_DETAILS_WORDS) =>
  words.details.t('guests', { adults, children });

/** A non-breaking space: a line of text to come, as tall as the text (the placeholders' content). */
const TO_COME = '\u00a0';

/** The rooms while they load: as many rows as rooms chosen, each the size of a room's row. */
function RoomsLoading({ count, words }: { count: number; words: DetailsWords }) {
  return (
    <>
      <p className="visually-hidden">{words.details.t('loadingRoom')}</p>
      <ul className="summary-rooms" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="summary-room">
            <span className="summary-room__photo summary-room__photo--loading" />
            <div>
              <p className="summary-room__name">{TO_COME}</p>
              <p className="summary-room__meta">{TO_COME}</p>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

function RoomsPart({
  state,
  guests,
  price,
  count,
  words,
}: {
  state: ChosenRoomsState;
  guests: readonly RoomGuests[];
  price: PriceState;
  count: number;
  words: DetailsWords;
}) {
  const { t, locale } = words.details;
  const localePath = useLocalePath();
  if (state.status === 'loading') return <RoomsLoading count={count} words={words} />;
  if (state.status !== 'ready') {
    return (
      <div className="alert alert--danger" role="alert">
        <p className="alert__title">{t(state.status === 'missing' ? 'roomGone' : 'roomFailed')}</p>
        <Link to={localePath('/check-rooms-and-rates')}>{t('chooseRoomAgain')}</Link>
      </div>
    );
  }
  const several = state.rooms.length > 1;
  return (
    <ul className="summary-rooms">
      {state.rooms.map((room, index) => {
        const amount = price.status === 'ready' && several ? price.lineAmounts?.get(room.id) : undefined;
        const cover = summaryPhoto(room);
        return (
          <li key={room.id} className="summary-room">
            {cover && <ResponsivePhoto photo={cover} alt="" sizes="120px" fallbackSize={{ width: 120, height: 80 }} />}
            <div>
              <p className="summary-room__name">{room.name}</p>
              <p className="summary-room__meta">
                {/* The room's own rent is not what these nights cost (weekends, seasons): the total below is. */}
                {roomTypeName(words, room.type)}
                {guests[index] && ` · ${guestsWords(guests[index], words)}`}
              </p>
              {amount !== undefined && <p className="summary-room__amount">{formatRupees(amount, locale)}</p>}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function PricePart({ price, words }: { price: PriceState; words: DetailsWords }) {
  const { t } = words.details;
  const priceWords = usePriceWords();
  if (price.status === 'ready') {
    return (
      <>
        <div>
          <dt>{t('nights')}</dt>
          <dd>{nightsText(price.nights, priceWords)}</dd>
        </div>
        <div className="summary-total">
          <dt>{t('total')}</dt>
          <dd>
            <TotalWithGst price={price.tax} />
          </dd>
        </div>
      </>
    );
  }
  return (
    <>
      {/* While it loads, the nights' line is kept in its place: the total does not move down after. */}
      {price.status === 'loading' && (
        <div>
          <dt>{t('nights')}</dt>
          <dd>{TO_COME}</dd>
        </div>
      )}
      <div className="summary-total">
        <dt>{t('total')}</dt>
        <dd>{t(price.status === 'loading' ? 'calculating' : 'shownOnPaymentPage')}</dd>
      </div>
    </>
  );
}

/**
 * The stay the guest is about to book: each room with its guests (and, with several, its share),
 * dates, nights and the server's total. Whether a room takes its guests is the server's rule too:
 * its refusal shows here in its own words.
 */
export function BookingSummary({
  rooms,
  price,
  stay,
  guests,
  roomCount = 1,
}: {
  rooms: ChosenRoomsState;
  price: PriceState;
  /** Empty in the server's frame (no draft yet): its lines are then placeholders. */
  stay: { checkIn: string; checkOut: string };
  guests: readonly RoomGuests[];
  /** How many rooms are coming, for their placeholders while they load. */
  roomCount?: number;
}) {
  const party = guests.reduce((sum, room) => ({ adults: sum.adults + room.adults, children: sum.children + room.children }), {
    adults: 0,
    children: 0,
  });
  const words = useDetailsWords();
  const { t, locale } = words.details;
  const localePath = useLocalePath();
  return (
    <section className="booking-summary card" aria-labelledby="booking-summary-title" aria-busy={rooms.status === 'loading'}>
      <h2 id="booking-summary-title">{t('yourBooking')}</h2>
      <RoomsPart state={rooms} guests={guests} price={price} count={roomCount} words={words} />
      <dl className="summary-lines">
        <div>
          <dt>{t('checkIn')}</dt>
          <dd>{stay.checkIn ? formatDate(stay.checkIn, locale) : TO_COME}</dd>
        </div>
        <div>
          <dt>{t('checkOut')}</dt>
          <dd>{stay.checkOut ? formatDate(stay.checkOut, locale) : stay.checkIn ? '—' : TO_COME}</dd>
        </div>
        <div>
          <dt>{t('guestsLabel')}</dt>
          <dd>{guests.length > 0 ? guestsWords(party, words) : TO_COME}</dd>
        </div>
        <PricePart price={price} words={words} />
      </dl>
      {price.status === 'ready' && price.tax.lines.some((line) => line.nightsDiffer) && (
        <NightPrices nights={nightPrices(price.tax.lines.flatMap((line) => line.nights))} />
      )}
      {price.status === 'error' && price.detail && (
        <div className="alert alert--warning" role="alert">
          <p className="alert__title">{price.detail}</p>
          <Link to={localePath('/check-rooms-and-rates')}>{t('chooseAnother')}</Link>
        </div>
      )}
      <Link className="booking-summary__change" to={localePath('/check-rooms-and-rates')}>
        {t('changeRooms', { rooms: rooms.status === 'ready' ? rooms.rooms.length : 1 })}
      </Link>
    </section>
  );
}
