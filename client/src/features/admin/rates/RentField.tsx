import { useId } from 'react';
import { formatRupees } from '../../../lib/format';
import { RentGstCheck, useRentGstCheck } from './use-rates';

/** "Guests pay ₹8,000 a night: ₹6,779.66 + ₹1,220.34 GST (18%)." */
export function guestPaysText(check: RentGstCheck): string {
  return `Guests pay ${formatRupees(check.guestPays)} a night: ${formatRupees(check.taxable)} + ${formatRupees(check.gst)} GST (${check.gstRateBp / 100}%).`;
}

interface RentFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  /** What a blank field means, or another word on the rent. */
  hint?: string;
  placeholder?: string;
  /** The nights the rent is for (a season's); today when left out. */
  from?: string;
  to?: string;
  /** The warning the server answered when the rent was saved, until the rent is edited again. */
  savedWarning?: string | null;
}

/**
 * A rent in rupees with the server's live word on it while it is typed: what the guest pays with
 * GST, and a warning when the rent fits neither GST slab (the rate form's warning of issue 12).
 */
export function RentField({ label, value, onChange, error, hint, placeholder, from, to, savedWarning }: RentFieldProps) {
  const id = useId();
  const check = useRentGstCheck(value, from, to);
  const warning = check ? check.gstWarning : savedWarning;
  const describedBy = [hint && `${id}-hint`, `${id}-gst`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={`field rent-field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={value}
        placeholder={placeholder}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {/* Polite: the words follow the typing without interrupting it. */}
      <div id={`${id}-gst`} aria-live="polite">
        {check && !error && <p className="field__hint rent-field__gst">{guestPaysText(check)}</p>}
        {warning && !error && (
          <p className="rent-field__warning">
            <strong>GST: </strong>
            {warning}
          </p>
        )}
      </div>
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
