import { DASH } from '../lib/display';
import { signedRupees } from './shift-count';

/** Counted less expected, signed, red when short and amber when over (the sign carries the meaning). */
export function Difference({ paise }: { paise: number | null }) {
  if (paise === null) return <>{DASH}</>;
  const tone = paise < 0 ? 'shift-short' : paise > 0 ? 'shift-over' : undefined;
  return <span className={tone}>{signedRupees(paise)}</span>;
}
