/** Billing's public surface: what other modules may use of it. */
export {
  afterReceiving,
  balanceOf,
  folioPosition,
  folioTotals,
  moneyPosition,
  readFolioLines,
  refundableEntries,
  refundableOfEntry,
  refundShares,
} from './folio';
export type { FolioBalance, FolioCharge, FolioLines, FolioOf, FolioPosition, FolioTotals, RefundableEntry } from './folio';
export * from './charges';
