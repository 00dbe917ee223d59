import { Paise } from '../../shared/money';

/** What the desk keeps of a stay sold on an OTA: the booking's reference there and the OTA's commission. */
export interface OtaSale {
  /** The booking's reference on the OTA (1–64 characters). */
  reference: string;
  /** The commission on the rent before GST, in basis points (1500 = 15%). */
  commissionBp: number;
}

/** The highest commission the desk may enter: 50% (OTAs in India take 15–25%; more is a typo). */
export const OTA_COMMISSION_MAX_BP = 5_000;

/**
 * The OTA's commission on a stay: its percentage of the rent before GST (the taxable value of the
 * stay's nights), to the paisa. OTAs in India invoice their commission on the room's rent without
 * the hotel's GST, and charge their own GST on it, which is theirs to add.
 */
export const otaCommissionPaise = (taxablePaise: Paise, commissionBp: number): Paise =>
  Math.round((taxablePaise * commissionBp) / 10_000);
