import { ReactNode, useEffect, useRef } from 'react';
import { Alert } from '../ui/Alert';
import './admin-kit.css';

/**
 * The outcome of an action the admin just confirmed. It takes the focus when it appears, since
 * the button that started the action may be gone (a deleted row, a cancelled booking).
 */
export function Notice({ tone, title, children }: { tone: 'success' | 'danger'; title?: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <div ref={box} tabIndex={-1} className="admin-notice">
      <Alert tone={tone} title={title}>
        {children}
      </Alert>
    </div>
  );
}
