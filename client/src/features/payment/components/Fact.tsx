import type { ReactNode } from 'react';

/** One term and value of a `.pay-facts` list; `stacked` puts a long value under its term. */
export function Fact({ term, children, stacked = false }: { term: string; children: ReactNode; stacked?: boolean }) {
  return (
    <div className={stacked ? 'pay-facts__stacked' : undefined}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
