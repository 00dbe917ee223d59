import { ReactNode } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Field } from '../../../components/ui/Field';
import type { Problems } from '../api/use-banquet-setup';

/** What became of the last save: a success line or the form's own problem (field problems sit at their fields). */
export function SaveResult({ saved, problems }: { saved: string | null; problems: Problems }) {
  if (problems['']) return <Alert tone="danger">{problems['']}</Alert>;
  if (saved) return <Alert tone="success">{saved}</Alert>;
  return null;
}

/** A labelled text or number input bound to one value of a form's state. */
export function TextField({
  label,
  value,
  onChange,
  error,
  hint,
  type = 'text',
  inputMode,
  maxLength,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  hint?: string;
  type?: 'text' | 'time';
  inputMode?: 'numeric' | 'decimal';
  maxLength?: number;
}) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(props) => (
        <input
          {...props}
          type={type}
          inputMode={inputMode}
          maxLength={maxLength}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

export function ActiveToggle({
  checked,
  onChange,
  children,
}: {
  checked: boolean;
  onChange(v: boolean): void;
  children: ReactNode;
}) {
  return (
    <label className="banquet-check">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} /> {children}
    </label>
  );
}
