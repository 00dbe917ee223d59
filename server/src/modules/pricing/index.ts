/** The pricing module as other code sees it: everything else in this folder is its own. */
export { RateRule } from './rate-rule.entity';
export { RatesResolver } from './rates.resolver';
export { RatesService } from './rates.service';
export {
  ROOM_SAC,
  ROOM_TAX_SCHEDULES,
  RoomPricing,
  ambiguousInclusiveRent,
  formatRate,
  proportionalTax,
  roomSlabRate,
  scheduleOn,
  taxAmount,
  totalsByRate,
} from './room-pricing.service';
export type { PricedNight, RateBp, RateTotals, RoomTaxSchedule, TaxedAmount } from './room-pricing.service';
export { RoomStayPriceResolver } from './room-stay-price.resolver';
export { MinimumStayNeeded, RoomStayPriceService, StayPrice } from './room-stay-price.service';
export { StayTax, stayTax } from './stay-tax';
