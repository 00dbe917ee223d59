import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { Field } from '../../../components/ui/Field';
import { ConvertChannelStayDocument } from '../../../graphql/generated';
import { problemText } from '../../../lib/graphql-errors';
import { OTA_CHANNEL_LABELS } from '../../../lib/labels';
import { shortDate } from './TodayScreen';
import type { FrontDeskDay } from './use-desk-stay';

type ChannelStayRow = FrontDeskDay['channelStays'][number];

const FIELDS = ['name', 'phone', 'email', 'adults', 'otaReference', 'nightlyRent', 'commissionPercent', 'otaCollected'] as const;
type FormField = (typeof FIELDS)[number];

/** The server's field names as this form's (the quote names the guest's fields its own way). */
function formFieldOf(field: string | null | undefined): FormField | null {
  if (!field) return null;
  if (field === 'userEmail') return 'email';
  if (field === 'userName') return 'name';
  if (field.startsWith('bookingInfo') || field.startsWith('guests')) return 'adults';
  return (FIELDS as readonly string[]).includes(field) ? (field as FormField) : null;
}

const FAILED = 'Something went wrong. Please try again.';

const EMPTY: Record<FormField, string> = {
  name: '',
  phone: '',
  email: '',
  adults: '2',
  otaReference: '',
  nightlyRent: '',
  commissionPercent: '',
  otaCollected: '0',
};

/**
 * Makes a stay sold on an OTA a full booking when its guest comes: who they are, and what the
 * OTA's extranet says (its reference, the rent it sold each night at before GST, its commission,
 * and what it collected from the guest). The server takes the stay's nights for the booking at
 * once and confirms it; what the OTA did not collect is to be paid at the hotel.
 */
export function ConvertChannelStayDialog({ row, onClose }: { row: ChannelStayRow; onClose(done: string | null): void }) {
  const [values, setValues] = useState(EMPTY);
  const [problem, setProblem] = useState<{ field: FormField | null; message: string } | null>(null);
  const [convert, { loading }] = useMutation(ConvertChannelStayDocument, {
    refetchQueries: ['FrontDesk', 'RoomStatuses'],
    awaitRefetchQueries: true,
  });
  const channel = OTA_CHANNEL_LABELS[row.stay.channel];
  const set = (field: FormField) => (event: { target: { value: string } }) =>
    setValues((before) => ({ ...before, [field]: event.target.value }));
  const at = (field: FormField) => (problem?.field === field ? problem.message : undefined);
  const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

  async function submit() {
    setProblem(null);
    try {
      const answer = await convert({
        variables: {
          input: {
            channelStayId: row.stay.id,
            guest: { name: values.name, phone: values.phone, email: values.email.trim() || undefined },
            adults: Number.parseInt(values.adults, 10) || 0,
            otaReference: values.otaReference,
            nightlyRent: number(values.nightlyRent) || 0,
            commissionPercent: Number.isNaN(number(values.commissionPercent)) ? -1 : number(values.commissionPercent),
            otaCollected: number(values.otaCollected) || 0,
          },
        },
      });
      const result = answer.data?.convertChannelStay;
      const error = result?.errors[0];
      if (error || !result?.booking) {
        setProblem({ field: formFieldOf(error?.field), message: error?.message ?? FAILED });
        return;
      }
      onClose(`Booking ${result.booking.bookCode} made for ${result.booking.userName}: check them in under Arrivals.`);
    } catch (error) {
      setProblem({ field: null, message: problemText(error, { refused: FAILED, failed: FAILED }) });
    }
  }

  const text = (
    field: FormField,
    label: string,
    props: { inputMode?: 'numeric' | 'decimal' | 'tel' | 'email'; hint?: string } = {},
  ) => (
    <Field label={label} error={at(field)} hint={props.hint}>
      {(fieldProps) => <input {...fieldProps} inputMode={props.inputMode} value={values[field]} onChange={set(field)} />}
    </Field>
  );

  return (
    <ConfirmDialog
      title={`Make a booking of the ${channel} stay in room ${row.roomName}`}
      confirmLabel="Make the booking"
      busy={loading}
      busyLabel="Making…"
      onConfirm={() => void submit()}
      onCancel={() => onClose(null)}
    >
      <p>
        {shortDate(row.stay.checkIn)} – {shortDate(row.stay.checkOut)}. Copy the guest and the booking from {channel}&apos;s
        extranet: the booking takes these nights and is confirmed; whatever {channel} did not collect is paid at the hotel.
      </p>
      {text('name', 'Guest name')}
      {text('phone', 'Phone', { inputMode: 'tel' })}
      {text('email', 'Email (optional)', { inputMode: 'email' })}
      {text('adults', 'Adults', { inputMode: 'numeric' })}
      {text('otaReference', `${channel} reference`)}
      {text('nightlyRent', 'Rent a night, before GST (₹)', { inputMode: 'decimal', hint: 'What the OTA sold each night at.' })}
      {text('commissionPercent', 'Commission (%)', { inputMode: 'decimal', hint: 'On the rent before GST.' })}
      {text('otaCollected', `Collected by ${channel} (₹)`, {
        inputMode: 'decimal',
        hint: '0 when the guest pays at the hotel.',
      })}
      {problem && problem.field === null && <Alert tone="danger">{problem.message}</Alert>}
    </ConfirmDialog>
  );
}
