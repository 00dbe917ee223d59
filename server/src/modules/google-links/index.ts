/** Google free booking links (issue 30, item 6) as other code sees them: everything else in this folder is its own. */
export { GoogleFeedToken } from './google-feed-token.entity';
export { createGoogleLinksModule } from './google-links.module';
export type { GoogleLinksServices } from './google-links.module';
export { GoogleLinksResolver } from './google-links.resolver';
export { googleLinksRoutes } from './google-links.routes';
export { GOOGLE_PROPERTY_ID, GoogleFeeds, PRICE_FEED_MAX_AGE_MS } from './google-feeds.service';
export type { FeedDocument, GoogleFeedLinks } from './google-feeds.service';
export { FEED_CHECK_IN_DAYS, FEED_MAX_ADULTS, FEED_MAX_NIGHTS } from './price-grid';
