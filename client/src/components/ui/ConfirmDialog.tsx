import { KeyboardEvent, ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import './confirm-dialog.css';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled])';

interface ConfirmDialogProps {
  title: string;
  /** What will happen, in a sentence or a few paragraphs. */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** The work runs: both choices wait, and the confirm button says `busyLabel` when given. */
  busy?: boolean;
  busyLabel?: string;
  /** The confirmed action cannot be undone (a delete, a cancellation). */
  danger?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * Asks before something that matters. A modal alert dialog: focus starts on the safe choice, Tab
 * stays inside, Escape backs out (unless busy), and focus returns to whatever opened it.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  busy = false,
  busyLabel,
  danger = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const id = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const safeChoice = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    safeChoice.current?.focus();
    return () => opener?.focus();
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && !busy) {
      event.stopPropagation();
      onCancel();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  }

  return createPortal(
    <div className="confirm-dialog__backdrop">
      <div
        ref={dialog}
        className="confirm-dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-body`}
        onKeyDown={onKeyDown}
      >
        <h2 id={`${id}-title`} className="confirm-dialog__title">
          {title}
        </h2>
        <div id={`${id}-body`} className="confirm-dialog__body">
          {children}
        </div>
        <div className="confirm-dialog__actions">
          {/* While busy the buttons say so (aria-disabled) but keep focus, which disabled ones would drop. */}
          <button
            ref={safeChoice}
            type="button"
            className="btn btn--secondary"
            aria-disabled={busy}
            onClick={() => busy || onCancel()}
          >
            {cancelLabel}
          </button>
          <button
            type="button"
            className={`btn ${danger ? 'btn--danger' : 'btn--primary'}`}
            aria-disabled={busy}
            onClick={() => busy || onConfirm()}
          >
            {busy && busyLabel ? busyLabel : confirmLabel}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
