import { ModuleContext } from '../../shared/module-context';
import type { AuditService } from '../audit';
import type { AvailabilityService } from '../availability';
import type { HotelProfileReader } from '../hotel-settings';
import type { RoomsService } from '../rooms';
import { GoogleFeedTokens } from './feed-tokens';
import { GoogleFeeds } from './google-feeds.service';

export interface GoogleLinksServices {
  /** Google free booking links: the Hotel List Feed, the price feed, their secret addresses and the landing link. */
  googleFeeds: GoogleFeeds;
}

export function createGoogleLinksModule(
  context: ModuleContext,
  needs: {
    audit: AuditService;
    availability: Pick<AvailabilityService, 'availableRoomsPricedForStays' | 'newCache'>;
    rooms: Pick<RoomsService, 'list'>;
    hotelProfile: HotelProfileReader;
  },
): GoogleLinksServices {
  const { dataSource, clock, config } = context;
  const tokens = new GoogleFeedTokens(dataSource, needs.audit, clock);
  return {
    googleFeeds: new GoogleFeeds({ ...needs, tokens, publicBaseUrl: config.publicBaseUrl, clock }),
  };
}
