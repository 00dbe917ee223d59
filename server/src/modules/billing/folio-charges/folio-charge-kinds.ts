import { Paise } from '../../../shared/money';
import { RateBp, ROOM_SAC } from '../../pricing';

/**
 * What the desk may charge to a stay beyond its room nights, each kind with the SAC and GST rate
 * it starts from (the owner changes them in Settings: folio_charge_default). docs/folio-charges.md
 * says where each default comes from and why the owner may need another.
 */
export const FolioChargeKind = {
  RESTAURANT: 'restaurant',
  ROOM_SERVICE: 'room_service',
  LAUNDRY: 'laundry',
  EXTRA_BED: 'extra_bed',
  LATE_CHECK_OUT: 'late_check_out',
  MINIBAR: 'minibar',
  OTHER: 'other',
} as const;
export type FolioChargeKind = (typeof FolioChargeKind)[keyof typeof FolioChargeKind];

export const FOLIO_CHARGE_KINDS: readonly FolioChargeKind[] = Object.values(FolioChargeKind);

/** SAC 996331: restaurants and similar eating facilities, "including take away, room services and door delivery". */
export const RESTAURANT_SAC = '996331';
/** SAC 999712: dry-cleaning and laundry services. */
export const LAUNDRY_SAC = '999712';

export interface FolioChargeDefaultFacts {
  /** "Laundry": what the folio and the invoice call it. */
  label: string;
  sac: string;
  rateBp: RateBp;
  /** The usual price of one, before GST, or null when it differs each time (a restaurant bill). */
  unitPricePaise: Paise | null;
}

/**
 * The defaults of a hotel that set none. Food in a hotel whose rooms are all up to ₹7,500 a night
 * is 5% without input tax credit; laundry and other services 18%; an extra bed and a late
 * check-out are part of the room's accommodation (SAC 996311) at the room's 5% slab.
 */
export const FOLIO_CHARGE_DEFAULTS: Readonly<Record<FolioChargeKind, FolioChargeDefaultFacts>> = {
  restaurant: { label: 'Restaurant', sac: RESTAURANT_SAC, rateBp: 500, unitPricePaise: null },
  room_service: { label: 'Room service', sac: RESTAURANT_SAC, rateBp: 500, unitPricePaise: null },
  laundry: { label: 'Laundry', sac: LAUNDRY_SAC, rateBp: 1800, unitPricePaise: null },
  extra_bed: { label: 'Extra bed', sac: ROOM_SAC, rateBp: 500, unitPricePaise: 500_00 },
  late_check_out: { label: 'Late check-out', sac: ROOM_SAC, rateBp: 500, unitPricePaise: null },
  minibar: { label: 'Minibar', sac: RESTAURANT_SAC, rateBp: 500, unitPricePaise: null },
  other: { label: 'Other', sac: '999799', rateBp: 1800, unitPricePaise: null },
};

/** The GST rates a charge may carry (basis points): those of Indian GST on services. */
export const FOLIO_CHARGE_RATES: readonly RateBp[] = [0, 500, 1200, 1800, 2800, 4000];

export function isFolioChargeKind(value: unknown): value is FolioChargeKind {
  return typeof value === 'string' && (FOLIO_CHARGE_KINDS as readonly string[]).includes(value);
}
