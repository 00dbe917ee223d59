import { forwardRef, type SelectHTMLAttributes } from 'react';
import { INDIA, PHONE_COUNTRIES, phoneCountry } from '@server-pure/phone-countries';
import { preloadPhoneLibrary } from '../../lib/phone';
import { ENGLISH_FORM_WORDS, useFormWords, type FormWords } from '../ui/form-words';
import './phone-input.css';

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'children'>;

/**
 * The country code in front of a phone box: a native <select> (the phone's own picker), India
 * first. Closed, it shows the short "IN +91" over the select; open, the countries' names. Picking
 * another country than India starts fetching the phone library its numbers are checked with.
 */
export const PhoneCountrySelect = forwardRef<HTMLSelectElement, SelectProps & { shown: string }>(function PhoneCountrySelect(
  { shown, onChange, ...props },
  ref,
) {
  const country = phoneCountry(shown) ?? INDIA;
  const { t } = useFormWords();
  return (
    <span className="phone-country">
      <span className="phone-country__shown" aria-hidden="true">
        {country.code} +{country.dial}
      </span>
      <select
        ref={ref}
        aria-label={t('countryCode')}
        className="phone-country__select"
        {...props}
        onChange={(event) => {
          if (event.target.value !== INDIA.code) preloadPhoneLibrary();
          return onChange?.(event);
        }}
      >
        {PHONE_COUNTRIES.map(({ code, name, dial }) => (
          <option key={code} value={code}>
            {name} +{dial}
          </option>
        ))}
      </select>
    </span>
  );
});

/** How the number box is described under it, for the country picked. */
export function phoneHint(country: string, words: FormWords = ENGLISH_FORM_WORDS): string {
  const picked = phoneCountry(country) ?? INDIA;
  return picked === INDIA ? words.t('phoneHintIndia') : words.t('phoneHintAbroad', { dial: picked.dial });
}
