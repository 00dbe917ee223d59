import { RoomType, ROOM_TYPE_LABELS } from '../rooms';
import { FeedBundle, FeedItinerary } from './price-grid';
import { rupees, xmlText } from './xml';

/** The one rate the site sells, as the one package every bundle names. */
export const PACKAGE_ID = 'website-rate';
const CURRENCY = 'INR';

/** A room type as the price feed describes it: Capacity is the most its rooms sleep. */
export interface FeedRoomType {
  roomType: RoomType;
  capacity: number;
}

/**
 * Google's Transaction message (ARI pull, "Pricing & Room Inventory (Transactions) XML
 * Reference"): a <PropertyDataSet> with a <RoomData> per room type and the package, then a
 * <Result> per check-in and length of stay. A Result carries a <RoomBundle> per room type and
 * party size, whose <Occupancy> (with <OccupancyDetails><NumAdults>) says how many adults the
 * price is for: that is where Google takes occupancy from (a Result's own <Occupancy> must be 2
 * or more, and other sizes need Google's approval). The Result's own price is the cheapest bundle
 * for 2 adults, Google's default party, when there is one. A type and party no free room fits
 * has no bundle (Google's way to take a bundle off sale); an itinerary with no bundle at all is
 * <Unavailable><NoVacancy/>.
 */
export function transactionXml(options: {
  id: string;
  timestamp: Date;
  propertyId: string;
  roomTypes: readonly FeedRoomType[];
  itineraries: readonly FeedItinerary[];
}): string {
  const property = xmlText(options.propertyId);
  const parts = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<Transaction timestamp="${options.timestamp.toISOString()}" id="${xmlText(options.id)}">`,
    propertyDataSet(property, options.roomTypes),
  ];
  for (const itinerary of options.itineraries) parts.push(result(property, itinerary));
  parts.push('</Transaction>', '');
  return parts.join('\n');
}

function propertyDataSet(property: string, roomTypes: readonly FeedRoomType[]): string {
  const rooms = roomTypes.map(
    ({ roomType, capacity }) =>
      `<RoomData><RoomID>${xmlText(roomType)}</RoomID><Name><Text text="${xmlText(ROOM_TYPE_LABELS[roomType])}" language="en"/></Name><Capacity>${capacity}</Capacity></RoomData>`,
  );
  const pkg = `<PackageData><PackageID>${PACKAGE_ID}</PackageID><Name><Text text="Best rate on our website" language="en"/></Name></PackageData>`;
  return [`<PropertyDataSet>`, `<Property>${property}</Property>`, ...rooms, pkg, `</PropertyDataSet>`].join('\n');
}

function result(property: string, itinerary: FeedItinerary): string {
  const head = `<Result><Property>${property}</Property><Checkin>${itinerary.checkIn}</Checkin><Nights>${itinerary.nights}</Nights>`;
  if (itinerary.bundles.length === 0) return `${head}<Unavailable><NoVacancy/></Unavailable></Result>`;
  const forTwo = itinerary.bundles
    .filter((bundle) => bundle.adults === 2)
    .sort((a, b) => a.totalPaise - b.totalPaise || a.roomType.localeCompare(b.roomType))[0];
  const base = forTwo ? amounts(forTwo) : '';
  return `${head}${base}${itinerary.bundles.map(roomBundle).join('')}</Result>`;
}

function roomBundle(bundle: FeedBundle): string {
  return (
    `<RoomBundle><RoomID>${xmlText(bundle.roomType)}</RoomID><PackageID>${PACKAGE_ID}</PackageID>` +
    `<Occupancy>${bundle.adults}</Occupancy><OccupancyDetails><NumAdults>${bundle.adults}</NumAdults></OccupancyDetails>` +
    `${amounts(bundle)}</RoomBundle>`
  );
}

function amounts(bundle: FeedBundle): string {
  return (
    `<Baserate currency="${CURRENCY}">${rupees(bundle.taxablePaise)}</Baserate>` +
    `<Tax currency="${CURRENCY}">${rupees(bundle.gstPaise)}</Tax>` +
    `<OtherFees currency="${CURRENCY}">0.00</OtherFees>`
  );
}
