/** Google free booking links (issue 30, item 6) as other code sees them: everything else in this folder is its own. */
export { GoogleFeedToken } from './google-feed-token.entity';
