import type { MockLink } from '@apollo/client/testing';
import { AdminRentGstCheckDocument, RoomType } from '../../../graphql/generated';
import { withTypename } from '../../../../test/graphql-mocks';
import type { RatePlan, RateSeason } from './use-rates';

/** Test data of the rate screens: the server's answers as the generated types describe them. */

export const EIGHT_THOUSAND_WARNING =
  '₹8,000 a night including GST fits neither GST slab, so it is taxed at 18%: ₹6,779.66 plus ₹1,220.34 GST, no more than ' +
  'the ₹7,500 a rent of ₹7,875 leaves at 5%. Choose ₹7,875 or less (5%), or more than ₹8,850 (18%).';

export const wedding: RateSeason = withTypename('RateSeason', {
  id: 's-1',
  name: 'Wedding season',
  startsOn: '2026-12-10',
  endsOn: '2026-12-20',
  rent: 8000,
  minStay: 2,
  roomType: RoomType.Deluxe,
  roomId: null,
  scope: 'Deluxe rooms',
  gstWarning: EIGHT_THOUSAND_WARNING,
});

export const deluxePlan: RatePlan = withTypename('RatePlan', {
  roomType: RoomType.Deluxe,
  roomId: null,
  roomName: null,
  scope: 'Deluxe rooms',
  roomCount: 2,
  baseRent: withTypename('Rent', { rent: 3200, gstWarning: null }),
  weekdayRents: [withTypename('WeekdayRent', { id: 'w-6', weekday: 6, rent: 4800, gstWarning: null })],
  seasons: [wedding],
});

export const room201: RatePlan = withTypename('RatePlan', {
  roomType: RoomType.Deluxe,
  roomId: 'r-201',
  roomName: '201',
  scope: 'Room 201',
  roomCount: 1,
  baseRent: withTypename('Rent', { rent: 3200, gstWarning: null }),
  weekdayRents: [],
  seasons: [],
});

/** Answers every live GST check: 18% above ₹7,875 (with the warning up to ₹8,850), else 5%, GST included. */
export function rentCheckMock(): MockLink.MockedResponse {
  return {
    request: { query: AdminRentGstCheckDocument, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (variables: Record<string, unknown>) => {
      const rent = Number(variables.rent);
      const rateBp = rent > 7875 ? 1800 : 500;
      const taxable = Math.round(((rent * 10_000) / (10_000 + rateBp)) * 100) / 100;
      return {
        data: {
          rentGstCheck: withTypename('RentGstCheck', {
            rent,
            ratesIncludeGst: true,
            gstRateBp: rateBp,
            taxable,
            gst: Math.round((rent - taxable) * 100) / 100,
            guestPays: rent,
            gstWarning: rent === 8000 ? EIGHT_THOUSAND_WARNING : null,
          }),
        },
      };
    },
  };
}
