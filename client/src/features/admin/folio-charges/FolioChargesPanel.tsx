import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Panel } from '../../../components/admin/AdminPage';
import { LoadFailure } from '../../../components/admin/LoadState';
import { Notice } from '../../../components/admin/Notice';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { ReasonDialog } from '../../../components/admin/ReasonDialog';
import { Field } from '../../../components/ui/Field';
import { Spinner } from '../../../components/ui/Spinner';
import { FolioChargeKind } from '../../../graphql/generated';
import { formatDate, formatRupees } from '../../../lib/format';
import { recorderName } from '../lib/display';
import {
  FolioChargeDefaultRow,
  FolioChargeRow,
  useAddFolioCharge,
  useFolioCharges,
  useReverseFolioCharge,
} from './use-folio-charges';
import './folio-charges.css';

const NOTE_MAX = 120;
const REASON_MAX = 500;

interface ChargeForm {
  kind: FolioChargeKind;
  quantity: string;
  unitPrice: string;
  note: string;
}

const FIELDS = ['kind', 'quantity', 'unitPrice', 'note'] as const;
const isField = (field: string | null): field is (typeof FIELDS)[number] => FIELDS.includes(field as never);
/** "₹354", or "−₹94.50" on a reversing line. */
const signedRupees = (rupees: number) => (rupees < 0 ? `−${formatRupees(-rupees)}` : formatRupees(rupees));
const priceText = (rupees: number | null) => (rupees === null ? '' : String(rupees));

/** "Post a charge": what it is, how many, the price of one before GST; the kind's SAC and GST are the hotel's (Settings). */
function PostChargeForm({ bookingId, defaults }: { bookingId: string; defaults: FolioChargeDefaultRow[] }) {
  const add = useAddFolioCharge(bookingId);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const first = defaults[0];
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChargeForm>({
    defaultValues: { kind: first?.kind, quantity: '1', unitPrice: priceText(first?.unitPrice ?? null), note: '' },
  });
  const chosen = defaults.find((item) => item.kind === watch('kind'));

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    setDone(null);
    const result = await add({
      kind: values.kind,
      quantity: Number(values.quantity.trim()),
      unitPrice: Number(values.unitPrice.trim()),
      note: values.note,
    });
    if (result.ok) {
      setDone(`${chosen?.label ?? 'Charge'} posted.`);
      reset({ kind: values.kind, quantity: '1', unitPrice: priceText(chosen?.unitPrice ?? null), note: '' });
      return;
    }
    for (const error of result.errors) {
      if (isField(error.field)) setError(error.field, { message: error.message }, { shouldFocus: true });
      else setFailure(error.message);
    }
  });

  return (
    <form className="folio-charge-form" noValidate onSubmit={submit} aria-busy={isSubmitting} aria-label="Post a charge">
      {done && <Alert tone="success">{done}</Alert>}
      {failure && <Alert tone="danger">{failure}</Alert>}
      <Field label="Charge" error={errors.kind?.message}>
        {(field) => (
          <select
            {...field}
            {...register('kind', {
              onChange: (event: { target: { value: string } }) => {
                const next = defaults.find((item) => item.kind === event.target.value);
                setValue('unitPrice', priceText(next?.unitPrice ?? null));
              },
            })}
          >
            {defaults.map((item) => (
              <option key={item.kind} value={item.kind}>
                {item.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Quantity" error={errors.quantity?.message}>
        {(field) => (
          <input
            {...field}
            inputMode="numeric"
            autoComplete="off"
            {...register('quantity', {
              validate: (value) =>
                /^\d{1,3}$/.test(value.trim()) && Number(value) >= 1 ? true : 'Enter a quantity from 1 to 999.',
            })}
          />
        )}
      </Field>
      <Field
        label="Price of one (₹, before GST)"
        error={errors.unitPrice?.message}
        hint={chosen ? `GST ${chosen.gstRate}% · SAC ${chosen.sac}` : undefined}
      >
        {(field) => (
          <input
            {...field}
            inputMode="decimal"
            autoComplete="off"
            {...register('unitPrice', {
              validate: (value) =>
                (/^\d+(\.\d{1,2})?$/.test(value.trim()) && Number(value) > 0) ||
                'Enter the price of one in rupees before GST, greater than zero, with at most two decimals.',
            })}
          />
        )}
      </Field>
      <Field label={watch('kind') === FolioChargeKind.Other ? 'What it is for' : 'Note (optional)'} error={errors.note?.message}>
        {(field) => (
          <input
            {...field}
            maxLength={NOTE_MAX}
            {...register('note', {
              maxLength: { value: NOTE_MAX, message: `Keep the note to one line of up to ${NOTE_MAX} characters.` },
            })}
          />
        )}
      </Field>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Posting…' : 'Post charge'}
      </Button>
    </form>
  );
}

/** The charges, newest last; a reversed one is struck through, its reversing line under it. */
function ChargeList({ charges, onReverse }: { charges: FolioChargeRow[]; onReverse?(charge: FolioChargeRow): void }) {
  if (charges.length === 0) return <p className="admin-muted">No extras on this stay.</p>;
  return (
    <ul className="folio-charges__list" aria-label="Extras on this stay">
      {charges.map((charge) => (
        <li key={charge.id} className={`folio-charge${charge.reversed ? ' folio-charge--reversed' : ''}`}>
          <div className="folio-charge__main">
            <span className="folio-charge__what">{charge.description}</span>
            <span className="folio-charge__total">{signedRupees(charge.total)}</span>
          </div>
          <div className="folio-charge__meta">
            {Math.abs(charge.quantity)} × {formatRupees(charge.unitPrice)} + GST {charge.gstRate}% (SAC {charge.sac}) ·{' '}
            {formatDate(charge.postedOn)} · {recorderName(charge.postedBy)}
            {charge.reason && ` · ${charge.reason}`}
          </div>
          {onReverse && !charge.reversed && !charge.reversesId && (
            <div className="folio-charge__actions">
              <Button variant="ghost" onClick={() => onReverse(charge)}>
                Reverse
              </Button>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

function ReverseChargeDialog({ charge, onDone }: { charge: FolioChargeRow; onDone(message: string | null): void }) {
  const reverse = useReverseFolioCharge();
  return (
    <ReasonDialog
      title={`Reverse ${charge.description}?`}
      confirmLabel={`Reverse ${formatRupees(charge.total)}`}
      maxLength={REASON_MAX}
      tooLong={`Keep the reason to ${REASON_MAX} characters.`}
      onConfirm={async (reason) => {
        const result = await reverse(charge.id, reason);
        if (!result.ok) return result.errors[0].message;
        onDone(`${charge.description} was reversed.`);
        return null;
      }}
      onCancel={() => onDone(null)}
    >
      <p>A reversing line of −{formatRupees(charge.total)} takes it off the bill; both stay on the folio.</p>
    </ReasonDialog>
  );
}

/** Extras on the stay: what was charged beyond the rooms, posting one while the guest is in, reversing a wrong one. */
export function FolioChargesPanel({ bookingId }: { bookingId: string }) {
  const charges = useFolioCharges(bookingId);
  const [reversing, setReversing] = useState<FolioChargeRow | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <Panel title="Extras" className="folio-charges">
      {charges.status === 'loading' && <Spinner label="Loading the extras…" />}
      {charges.status === 'error' && <LoadFailure title="Failed to load the extras" refusal={charges.refusal} />}
      {charges.status === 'ready' && (
        <>
          {notice && <Notice tone="success">{notice}</Notice>}
          <ChargeList charges={charges.data.charges} onReverse={charges.data.inHouse ? setReversing : undefined} />
          {charges.data.inHouse ? (
            <>
              <h3 className="folio-charges__heading">Post a charge</h3>
              <PostChargeForm bookingId={bookingId} defaults={charges.data.defaults} />
            </>
          ) : (
            <p className="admin-muted">Extras are posted while the guest is checked in; they are on the invoice at check-out.</p>
          )}
        </>
      )}
      {reversing && (
        <ReverseChargeDialog
          charge={reversing}
          onDone={(message) => {
            setReversing(null);
            if (message) setNotice(message);
          }}
        />
      )}
    </Panel>
  );
}
