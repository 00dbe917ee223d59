/** The guests module as other code sees it: everything else in this folder is its own. */
export { Guest } from './guest.entity';
export { GuestsResolver } from './guests.resolver';
export { guestsRoutes } from './guests.routes';
export { GuestsService } from './guests.service';
export type { GuestInput } from './guests.service';
export type { GuestRules } from './guest-validation';
