import {
  NOTICE_WORDS,
  PRIVACY_POLICY_PATH,
  PRIVACY_REQUESTS_PATH,
  READ_IN_ENGLISH,
  READ_IN_HINDI,
  SHORT_NOTICES,
  grievanceContactOf,
  type GrievanceContact,
  type NoticeLanguage,
  type NoticePlace,
} from '../../lib/privacy-notices';
import { useLocale } from '../../i18n';

/**
 * The short privacy notice at a place that collects personal data (issue 29, item 3): what, why,
 * how long, the guest's rights and whom to ask, in the page's language with the other one a tap away in place.
 * A region of its own; its links open in a new tab, so a half-filled form (or the desk's dialog) stays as it was.
 * Styles: app/styles.css, as the consent boxes'.
 */
export function PrivacyNotice({ place, hotel }: { place: NoticePlace; hotel: { infoEmail: string; frontDeskPhone: string } }) {
  const contact = grievanceContactOf(hotel);
  const language = useLocale();
  const other = language === 'en' ? 'hi' : 'en';
  return (
    <section className="privacy-notice" aria-label={NOTICE_WORDS[language].title}>
      <NoticeBody place={place} contact={contact} language={language} />
      <details className="privacy-notice__other" lang={other}>
        <summary>{other === 'hi' ? READ_IN_HINDI : READ_IN_ENGLISH}</summary>
        <NoticeBody place={place} contact={contact} language={other} />
      </details>
    </section>
  );
}

function NoticeBody({ place, contact, language }: { place: NoticePlace; contact: GrievanceContact; language: NoticeLanguage }) {
  const words = NOTICE_WORDS[language];
  const lines = SHORT_NOTICES[place][language];
  return (
    <div className="privacy-notice__body">
      <p className="privacy-notice__title">{words.title}</p>
      <ul className="privacy-notice__lines">
        <li>
          <strong>{words.collectedLabel}:</strong> {lines.collected}
        </li>
        <li>
          <strong>{words.whyLabel}:</strong> {lines.why}
        </li>
        <li>
          <strong>{words.keptLabel}:</strong> {lines.kept}
        </li>
      </ul>
      <p>
        {words.rights}{' '}
        <a href={PRIVACY_REQUESTS_PATH} target="_blank" rel="noopener">
          {words.rightsLink}
        </a>
        {words.fullStop} {words.contact(contact)}
      </p>
      <p className="privacy-notice__full">
        <a href={PRIVACY_POLICY_PATH} target="_blank" rel="noopener">
          {words.fullNotice}
        </a>
      </p>
    </div>
  );
}
