/** The front-desk module as other code sees it: everything else in this folder is its own. */
export { BookingChangesService } from './booking-changes.service';
export { ChannelStayConversionResolver } from './channel-stay-conversion.resolver';
export { ChannelStayConversionService } from './channel-stay-conversion.service';
export { CreditNotesResolver } from './credit-notes.resolver';
export { DeskBookingsResolver } from './desk-bookings.resolver';
export { DeskBookingsService } from './desk-bookings.service';
export { FrontDeskResolver } from './front-desk.resolver';
export { FrontDeskService } from './front-desk.service';
export { StayDeskService } from './stay-desk.service';
export { createFrontDeskModule } from './front-desk.module';
export type { FrontDeskServices } from './front-desk.module';
