import { useEffect, useRef } from 'react';
import { formatDate, keepDatesWhole } from '../../../lib/format';
import { useHotel } from '../../../lib/hotel';

export interface SentEnquiry {
  reference: string;
  email: string;
  eventDate: string;
  sessionName: string;
}

/** After sending: the reference, where the mail went, and what happens next. Takes the focus. */
export function EnquiryThanks({ sent, onAnother }: { sent: SentEnquiry; onAnother: () => void }) {
  const hotel = useHotel();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="banquet-section banquet-thanks card" aria-labelledby="banquet-thanks-title">
      <h2 id="banquet-thanks-title" ref={heading} tabIndex={-1}>
        Thank you, we have your enquiry
      </h2>
      <p>
        We have sent the details to <strong>{sent.email}</strong>. Your enquiry reference is{' '}
        <strong className="banquet-thanks__reference">{sent.reference}</strong>.
      </p>
      <p>
        {sent.sessionName} on {keepDatesWhole(formatDate(sent.eventDate))}: we will call you within one working day with a quote.
        The date is not kept for you until we put it on hold or you pay the advance.
      </p>
      <p>
        Questions? Call <a href={`tel:${hotel.frontDeskPhone.replace(/[^\d+]/g, '')}`}>{hotel.frontDeskPhone}</a> and quote{' '}
        {sent.reference}.
      </p>
      <button type="button" className="btn btn--secondary" onClick={onAnother}>
        Send another enquiry
      </button>
    </section>
  );
}
