import type { ReactNode } from 'react';
import './admin-kit.css';

/** What a status means to the owner, as a colour hint: done, needs attention, went wrong, for information, over. */
export type Tone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

/** A status in words, on a tinted pill (colour is a hint only; the word carries the meaning). */
export function StatusBadge({ tone, children }: { tone: Tone; children: ReactNode }) {
  return <span className={`status-badge status-badge--${tone}`}>{children}</span>;
}
