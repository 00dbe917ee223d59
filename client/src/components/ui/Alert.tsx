import { ReactNode } from 'react';

/** A message in a coloured box; errors are announced to screen readers at once. */
export function Alert({
  tone,
  title,
  children,
}: {
  tone: 'danger' | 'success' | 'info' | 'warning';
  title?: string;
  children: ReactNode;
}) {
  return (
    <div className={`alert alert--${tone}`} role={tone === 'danger' ? 'alert' : 'status'}>
      {title && <p className="alert__title">{title}</p>}
      <div>{children}</div>
    </div>
  );
}
