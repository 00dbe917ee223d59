import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import { ENGLISH_FORM_WORDS, useFormWords } from '../ui/form-words';

/**
 * "Send me offers and news from {hotel}" (issue 29, item 3): consent to marketing, apart from the
 * WhatsApp updates box and unticked unless the guest ticks it. Nothing sends marketing yet; a
 * ticked box is kept with the booking or enquiry (its time and form). Styles: app/styles.css.
 */
export const MARKETING_BOX_HINT = ENGLISH_FORM_WORDS.t('marketingHint');

export const MarketingConsentBox = forwardRef<
  HTMLInputElement,
  Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { hotelName: string }
>(function MarketingConsentBox({ hotelName, ...input }, ref) {
  const hintId = useId();
  const { t } = useFormWords();
  return (
    <div className="whatsapp-box marketing-box">
      <label className="whatsapp-box__check">
        <input ref={ref} type="checkbox" aria-describedby={hintId} {...input} />
        <span>{t('marketingConsent', { hotel: hotelName })}</span>
      </label>
      <p className="whatsapp-box__hint" id={hintId}>
        {t('marketingHint')}
      </p>
    </div>
  );
});
