import { useId, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import './copy-row.css';

/** A link to paste somewhere (an OTA's extranet, Hotel Center), read-only, with a Copy button. */
export function CopyRow({
  label,
  value,
  hint,
  hideLabel = false,
  copyLabel = `Copy ${label.toLowerCase()}`,
}: {
  label: string;
  value: string;
  hint?: string;
  /** The label is read out but not shown (a heading beside the row says it already). */
  hideLabel?: boolean;
  /** What the Copy button says to a screen reader. */
  copyLabel?: string;
}) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className="copy-row">
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : undefined}>
        {label}
      </label>
      <div className="copy-row__copy">
        <input id={id} readOnly value={value} onFocus={(event) => event.target.select()} />
        <Button variant="secondary" onClick={() => void copy()} aria-label={copyLabel}>
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
      {hint && <p className="copy-row__hint">{hint}</p>}
    </div>
  );
}
