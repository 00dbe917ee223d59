import { FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { Spinner } from '../../../components/ui/Spinner';
import { LoadFailure } from '../../../components/admin/LoadState';
import { FolioChargeDefaultRow, useFolioChargeDefaults, useUpdateFolioChargeDefaults } from './use-folio-charges';
import './folio-charges.css';

const GST_RATES = [0, 5, 12, 18, 28, 40];

interface Row {
  kind: FolioChargeDefaultRow['kind'];
  label: string;
  sac: string;
  gstRate: string;
  unitPrice: string;
}

const rowOf = (item: FolioChargeDefaultRow): Row => ({
  kind: item.kind,
  label: item.label,
  sac: item.sac,
  gstRate: String(item.gstRate),
  unitPrice: item.unitPrice === null ? '' : String(item.unitPrice),
});

function DefaultsTable({ initial }: { initial: FolioChargeDefaultRow[] }) {
  const save = useUpdateFolioChargeDefaults();
  const [rows, setRows] = useState(() => initial.map(rowOf));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const change = (index: number, field: 'sac' | 'gstRate' | 'unitPrice', value: string) =>
    setRows((current) => current.map((row, at) => (at === index ? { ...row, [field]: value } : row)));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    const result = await save(
      rows.map((row) => ({
        kind: row.kind,
        sac: row.sac.trim(),
        gstRate: Number(row.gstRate),
        unitPrice: row.unitPrice.trim() === '' ? null : Number(row.unitPrice.trim()),
      })),
    );
    setBusy(false);
    if (result.ok) {
      setErrors({});
      setMessage({ tone: 'success', text: 'Charge defaults saved. Charges posted before keep their own.' });
    } else {
      setErrors(Object.fromEntries(result.errors.map((error) => [error.field ?? '', error.message])));
      setMessage({ tone: 'danger', text: 'Some defaults need a fix: see below.' });
    }
  }

  const errorOf = (index: number, field: string) => errors[`defaults.${index}.${field}`];
  return (
    <form className="charge-defaults" noValidate onSubmit={submit} aria-busy={busy} aria-label="Charge defaults">
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      {rows.map((row, index) => (
        <fieldset key={row.kind} className="charge-defaults__row">
          <legend>{row.label}</legend>
          <Field label="SAC" error={errorOf(index, 'sac')}>
            {(field) => (
              <input
                {...field}
                value={row.sac}
                inputMode="numeric"
                maxLength={6}
                onChange={(event) => change(index, 'sac', event.target.value)}
              />
            )}
          </Field>
          <Field label="GST" error={errorOf(index, 'gstRate')}>
            {(field) => (
              <select {...field} value={row.gstRate} onChange={(event) => change(index, 'gstRate', event.target.value)}>
                {GST_RATES.map((rate) => (
                  <option key={rate} value={String(rate)}>
                    {rate}%
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Usual price (₹, before GST)" error={errorOf(index, 'unitPrice')}>
            {(field) => (
              <input
                {...field}
                value={row.unitPrice}
                inputMode="decimal"
                placeholder="Differs each time"
                onChange={(event) => change(index, 'unitPrice', event.target.value)}
              />
            )}
          </Field>
        </fieldset>
      ))}
      <Button type="submit" disabled={busy}>
        {busy ? 'Saving…' : 'Save charge defaults'}
      </Button>
    </form>
  );
}

/**
 * Settings: what the desk's "Post a charge" starts from for each kind (restaurant, laundry…): the
 * SAC and GST rate the invoice prints, and the usual price. Ask the accountant before changing GST.
 */
export function ChargeDefaultsPanel() {
  const defaults = useFolioChargeDefaults();
  return (
    <section className="admin-panel charge-defaults-panel" aria-labelledby="charge-defaults-title">
      <h2 id="charge-defaults-title">Extras charged to a stay</h2>
      <p className="admin-muted">
        The SAC and GST rate each kind of charge is invoiced at, and its usual price. Ask your accountant before changing a GST
        rate; charges already posted keep theirs.
      </p>
      {defaults.status === 'loading' && <Spinner label="Loading the charge defaults…" />}
      {defaults.status === 'error' && <LoadFailure title="Failed to load the charge defaults" refusal={defaults.refusal} />}
      {defaults.status === 'ready' && <DefaultsTable initial={defaults.data} />}
    </section>
  );
}
