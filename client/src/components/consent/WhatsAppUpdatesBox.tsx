import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import { ENGLISH_FORM_WORDS, useFormWords } from '../ui/form-words';

/** What the line under the box says on the guests' forms: what it is for, and how to stop. */
export const WHATSAPP_BOX_HINT = ENGLISH_FORM_WORDS.t('whatsappHint');

/**
 * "Send me updates on WhatsApp from {hotel}" (issue 28): the opt-in WhatsApp's rules ask for,
 * naming the business, unticked unless the guest ticks it, with a line on what it is for and how
 * to stop. The booking form, the banquet enquiry and the desk's booking (which asks the guest)
 * show the same box; `hint` says it for each. Takes a react-hook-form registration (or any props
 * of a checkbox). Its styles are the shared ones of app/styles.css (a stylesheet of its own would be
 * one more file in every page's first script's list of chunks).
 */
export const WhatsAppUpdatesBox = forwardRef<
  HTMLInputElement,
  Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { hotelName: string; hint?: string }
>(function WhatsAppUpdatesBox({ hotelName, hint, ...input }, ref) {
  const hintId = useId();
  const { t } = useFormWords();
  return (
    <div className="whatsapp-box">
      <label className="whatsapp-box__check">
        <input ref={ref} type="checkbox" aria-describedby={hintId} {...input} />
        <span>{t('whatsappUpdates', { hotel: hotelName })}</span>
      </label>
      <p className="whatsapp-box__hint" id={hintId}>
        {hint ?? t('whatsappHint')}
      </p>
    </div>
  );
});
