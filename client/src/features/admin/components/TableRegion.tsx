import { ReactNode } from 'react';

/**
 * A wide table scrolls sideways inside this region on phones; the region is focusable so keyboard
 * users can scroll it too, and named so screen readers announce what it holds.
 */
export function TableRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="table-region" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
