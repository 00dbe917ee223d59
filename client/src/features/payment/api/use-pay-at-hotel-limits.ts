import { useQuery } from '@apollo/client/react';
import { PayAtHotelLimitsDocument } from '../../../graphql/generated';
import type { PayAtHotelLimits } from '../lib/pay-at-hotel';

/** How long and how large a stay may be to pay at the hotel; undefined until the server says. */
export function usePayAtHotelLimits(): PayAtHotelLimits | undefined {
  const { data } = useQuery(PayAtHotelLimitsDocument);
  const config = data?.paymentConfig;
  return config ? { maxNights: config.payAtHotelMaxNights, maxRooms: config.payAtHotelMaxRooms } : undefined;
}

/** ADVANCE_PERCENT: the share a guest may pay now (0: not offered); undefined until the server says. */
export function useAdvancePercent(): number | undefined {
  const { data } = useQuery(PayAtHotelLimitsDocument);
  return data?.paymentConfig.advancePercent;
}
