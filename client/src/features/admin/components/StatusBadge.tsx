import { humanize } from '../lib/display';

const TONES: Record<string, string> = {
  paid: 'success',
  confirmed: 'success',
  processed: 'success',
  pending: 'warning',
  held: 'warning',
  created: 'neutral',
  failed: 'danger',
  cancelled: 'danger',
  expired: 'neutral',
  refunded: 'info',
  partially_refunded: 'info',
};

/** A status in words, on a tinted pill (colour is a hint only; the word carries the meaning). */
export function StatusBadge({ value }: { value: string | null | undefined }) {
  const tone = (value && TONES[value]) ?? 'neutral';
  return <span className={`status-badge status-badge--${tone}`}>{humanize(value)}</span>;
}
