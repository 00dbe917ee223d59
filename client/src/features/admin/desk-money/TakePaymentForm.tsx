import {
  DESK_MONEY_MESSAGES,
  DESK_NOTE_MAX_LENGTH,
  DESK_REFERENCE_MAX_LENGTH,
  deskReferenceProblem,
  deskReferenceRule,
} from '@server-pure/desk-money';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { DeskPaymentMethod, UserErrorCode } from '../../../graphql/generated';
import { DESK_PAYMENT_METHOD_LABELS, labelledOptions } from '../../../lib/labels';
import { rupeesFromPaise } from '../lib/display';
import { OpenShiftForm, openedWords } from '../shifts/OpenShiftForm';
import { TakePaymentValues, useRecordPayment } from './use-desk-money';
import './desk-money.css';

/** Money the desk just took: its ledger entry and receipt number. */
export interface RecordedReceipt {
  id: string;
  number: string;
  amountPaise: number;
}

interface FormValues {
  amount: string;
  method: DeskPaymentMethod;
  reference: string;
  note: string;
}

const FIELDS = ['amount', 'method', 'reference', 'note'] as const;
const isField = (field: string | null): field is (typeof FIELDS)[number] => FIELDS.includes(field as never);

/** Paise as the amount field shows them: "4500" or "4500.50". */
const rupeesText = (paise: number) => (paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2));

function checkAmount(value: string, balanceDuePaise: number): string | true {
  const trimmed = value.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed) || Number(trimmed) <= 0) {
    return 'Enter an amount in rupees greater than zero, with at most two decimals.';
  }
  if (Math.round(Number(trimmed) * 100) > balanceDuePaise) {
    return `The balance due is ${rupeesFromPaise(balanceDuePaise)}; the desk cannot take more than that.`;
  }
  return true;
}

/**
 * "Take payment": money received at the desk (amount prefilled with the balance due), how, and a
 * reference. The server gives the receipt number; the form then offers to print the receipt.
 */
export function TakePaymentForm({
  bookingId,
  balanceDuePaise,
  onRecorded,
}: {
  bookingId: string;
  balanceDuePaise: number;
  /** Told the receipt of the money just recorded. */
  onRecorded?: (receipt: RecordedReceipt) => void;
}) {
  const record = useRecordPayment(bookingId);
  const [receipt, setReceipt] = useState<RecordedReceipt | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // The server refused cash without an open shift: its words, and the way to open one here.
  const [shiftNeeded, setShiftNeeded] = useState<string | null>(null);
  const [shiftOpened, setShiftOpened] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    setValue,
    watch,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    defaultValues: { amount: rupeesText(Math.max(balanceDuePaise, 0)), method: DeskPaymentMethod.Cash, reference: '', note: '' },
  });
  const method = watch('method');
  // UPI, card and bank transfer need their reference (the server's rule and words): the field says which.
  const referenceRule = deskReferenceRule(method) ?? deskReferenceRule('cash')!;
  // Another method asks another reference (or none): the last one's complaint no longer applies.
  useEffect(() => clearErrors(['reference', 'method']), [method, clearErrors]);
  // After a payment (here or in another panel) the amount offered is the new balance.
  useEffect(() => setValue('amount', rupeesText(Math.max(balanceDuePaise, 0))), [balanceDuePaise, setValue]);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    setShiftNeeded(null);
    setShiftOpened(null);
    const input: TakePaymentValues = { ...values, amount: Number(values.amount.trim()) };
    const result = await record(input);
    if (!result.ok) {
      if (result.errors.some((error) => error.code === UserErrorCode.ShiftRequired)) {
        setShiftNeeded(result.message);
        return;
      }
      let shown = false;
      for (const error of result.errors) {
        if (isField(error.field)) {
          setError(error.field, { message: error.message }, { shouldFocus: !shown });
          shown = true;
        }
      }
      if (!shown) setFailure(result.message);
      return;
    }
    const entry = result.entry!;
    setReceipt({ id: entry.id, number: entry.receiptNumber ?? '', amountPaise: entry.amountPaise });
    reset({
      amount: rupeesText(Math.max(balanceDuePaise - entry.amountPaise, 0)),
      method: values.method,
      reference: '',
      note: '',
    });
    onRecorded?.({ id: entry.id, number: entry.receiptNumber ?? '', amountPaise: entry.amountPaise });
  });

  if (balanceDuePaise <= 0 && !receipt) {
    return <p className="admin-muted">Nothing is due on this booking.</p>;
  }

  return (
    <div className="take-payment">
      {receipt && (
        <Alert tone="success" title={`Receipt ${receipt.number}`}>
          <p>
            {rupeesFromPaise(receipt.amountPaise)} received.{' '}
            <Link to={`/admin/receipt/${receipt.id}`} className="take-payment__print">
              Print receipt
            </Link>
          </p>
        </Alert>
      )}
      {failure && <Alert tone="danger">{failure}</Alert>}
      {balanceDuePaise > 0 && (
        <form className="take-payment__form" noValidate onSubmit={submit} aria-busy={isSubmitting} aria-label="Take payment">
          <Field label="Amount (₹)" hint={`Balance due: ${rupeesFromPaise(balanceDuePaise)}`} error={errors.amount?.message}>
            {(field) => (
              <input
                {...field}

                inputMode="decimal"
                autoComplete="off"
                {...register('amount', { validate: (value) => checkAmount(value, balanceDuePaise) })}
              />
            )}
          </Field>
          <fieldset className="take-payment__methods">
            <legend className="field__label">Paid by</legend>
            {labelledOptions(DESK_PAYMENT_METHOD_LABELS).map((option) => (
              <label key={option.value} className="take-payment__method">
                <input type="radio" value={option.value} {...register('method')} />
                {option.label}
              </label>
            ))}
            {errors.method && <p className="field__error">{errors.method.message}</p>}
          </fieldset>
          {shiftNeeded && (
            <Alert tone="warning" title={shiftNeeded}>
              <p>Count the cash in the drawer now, open your shift, then record the payment.</p>
              <OpenShiftForm
                onOpened={(shift) => {
                  setShiftNeeded(null);
                  setShiftOpened(`${openedWords(shift)} Record the payment now.`);
                }}
              />
            </Alert>
          )}
          {shiftOpened && <Alert tone="success">{shiftOpened}</Alert>}
          <Field label={referenceRule.label} hint={referenceRule.hint} error={errors.reference?.message}>
            {(field) => (
              <input
                {...field}
                autoComplete="off"
                maxLength={DESK_REFERENCE_MAX_LENGTH}
                aria-required={referenceRule.missing !== null}
                {...register('reference', {
                  validate: (value, values) => deskReferenceProblem(values.method, value.trim()) ?? true,
                })}
              />
            )}
          </Field>
          <Field label="Note" error={errors.note?.message}>
            {(field) => (
              <textarea
                {...field}

                rows={2}
                {...register('note', {
                  maxLength: { value: DESK_NOTE_MAX_LENGTH, message: DESK_MONEY_MESSAGES.noteTooLong },
                })}
              />
            )}
          </Field>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Recording…' : 'Record payment'}
          </Button>
        </form>
      )}
    </div>
  );
}
