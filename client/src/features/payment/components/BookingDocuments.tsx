import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { formatDate, formatRupees } from '../../../lib/format';
import { downloadBookingDocument } from '../api/document-download';
import { forgetBookingProof, readBookingProof, rememberBookingProof } from '../lib/booking-proof';
import type { PaymentBooking } from '../flow/payment-flow';
import { ENGLISH_MY_BOOKING_WORDS, useMyBookingWords, type MyBookingWords } from '../my-booking-words';
import './booking-documents.css';

type BookingDocument = PaymentBooking['documents'][number];
type BookingProofInput = { contact?: string; key?: string };

/** The English page's words for a download asked without a contact. */
export const CONTACT_REQUIRED = ENGLISH_MY_BOOKING_WORDS.mybooking.t('contactRequired');

interface ProofValues {
  contact: string;
}

/**
 * /booking/{id}: the booking's invoices, credit notes and vouchers with a Download button each.
 * The page is public (its id is the secret) but a PDF carries the guest's name and address, so
 * the first download asks for the email or phone the booking was made with; the server checks
 * it. Once it is accepted it is kept for the other documents and the tab's self-service
 * (sessionStorage); a proof the tab already has (the mail's key, or a contact typed before) is
 * used without asking. Hidden when the booking has no document yet.
 */
export function BookingDocuments({ booking }: { booking: PaymentBooking }) {
  const [contact, setContact] = useState<string | null>(null);
  const [asking, setAsking] = useState<BookingDocument | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const documents = booking.documents;
  const words = useMyBookingWords();
  const { t, locale } = words.mybooking;

  async function fetchDocument(document: BookingDocument, proof: BookingProofInput): Promise<boolean> {
    setBusy(document.id);
    setRefusal(null);
    const result = await downloadBookingDocument(booking.id, document, proof);
    setBusy(null);
    if (result.ok) {
      if (proof.contact) {
        setContact(proof.contact);
        if (!proof.key) rememberBookingProof(booking.id, { contact: proof.contact });
      }
      setAsking(null);
      return true;
    }
    setRefusal(result.message);
    // A proof refused (403), or a stale key that proved nothing (400): ask for the contact.
    if (result.status === 403 || (result.status === 400 && !proof.contact)) {
      setContact(null);
      forgetBookingProof(booking.id);
      setAsking(document);
    }
    return false;
  }

  function download(document: BookingDocument) {
    // The tab's proof (typed on this page or in Find my booking, or the mail's key) spares typing it again.
    const proof = contact ? { contact } : readBookingProof(booking.id);
    if (proof) void fetchDocument(document, proof);
    else {
      setRefusal(null);
      setAsking(document);
    }
  }

  if (documents.length === 0) return null;
  return (
    <section className="card booking-documents" aria-labelledby="documents-title">
      <h2 id="documents-title">{t('documentsTitle')}</h2>
      <ul className="booking-documents__list">
        {documents.map((document) => {
          const label = t('documentKind', { kind: document.kind });
          return (
            <li key={document.id} className="booking-documents__item">
              <div className="booking-documents__facts">
                <strong>{label}</strong>
                <span className="booking-documents__number">{document.number}</span>
                <span className="booking-documents__meta">
                  {formatDate(document.issueDate, locale)} · {formatRupees(document.total, locale)}
                </span>
              </div>
              <Button
                variant="secondary"
                className="no-print"
                disabled={busy !== null}
                aria-expanded={asking?.id === document.id}
                onClick={() => download(document)}
              >
                {busy === document.id ? t('downloading') : t('download')}
                <span className="visually-hidden">
                  {' '}
                  {label} {document.number}
                </span>
              </Button>
            </li>
          );
        })}
      </ul>
      {refusal && !asking && <Alert tone="danger">{refusal}</Alert>}
      {asking && (
        <ContactProof
          words={words}
          document={asking}
          refusal={refusal}
          busy={busy !== null}
          onSubmit={(proof) => fetchDocument(asking, { contact: proof })}
          onCancel={() => {
            setAsking(null);
            setRefusal(null);
          }}
        />
      )}
    </section>
  );
}

/** The small form that asks for the booking's email or phone before the first download. */
function ContactProof({
  words,
  document,
  refusal,
  busy,
  onSubmit,
  onCancel,
}: {
  words: MyBookingWords;
  document: BookingDocument;
  refusal: string | null;
  busy: boolean;
  onSubmit(contact: string): Promise<boolean>;
  onCancel(): void;
}) {
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<ProofValues>({ defaultValues: { contact: '' } });
  useEffect(() => {
    setFocus('contact');
  }, [document.id, setFocus]);

  const { t, rich } = words.mybooking;
  const submit = handleSubmit(async ({ contact }) => {
    await onSubmit(contact.trim());
  });

  return (
    <form className="booking-documents__proof no-print" noValidate onSubmit={submit} aria-busy={busy}>
      <p className="booking-documents__ask">
        {rich('downloadAsk', { kind: document.kind, number: <strong>{document.number}</strong> })}
      </p>
      {refusal && <Alert tone="danger">{refusal}</Alert>}
      <Field label={t('emailOrPhone')} error={errors.contact?.message}>
        {(field) => (
          <input
            {...field}
            type="text"
            autoComplete="email"
            spellCheck={false}
            {...register('contact', { validate: (value) => (value.trim() === '' ? t('contactRequired') : true) })}
          />
        )}
      </Field>
      <div className="booking-documents__actions">
        <Button type="submit" disabled={busy}>
          {busy ? t('downloading') : t('download')}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
