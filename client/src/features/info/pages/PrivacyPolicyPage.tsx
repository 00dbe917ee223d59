import { useHotel } from '../../../lib/hotel';
import {
  FULL_NOTICE,
  grievanceContactOf,
  PRIVACY_NOTICE_UPDATED,
  PRIVACY_REQUESTS_PATH,
  type NoticeLanguage,
} from '../../../lib/privacy-notices';
import { InfoLayout } from '../components/InfoLayout';

const LANGUAGES: { language: NoticeLanguage; label: string; id: string }[] = [
  { language: 'en', label: 'English', id: 'notice-en' },
  { language: 'hi', label: 'हिन्दी', id: 'notice-hi' },
];

/**
 * /privacy-policy: the full privacy notice (issue 29, item 3), each kind of data with why, on
 * what basis, how long and with whom; the guest's rights, whom to ask and the Board. English and
 * Hindi on the one page, each a jump away. The words: lib/privacy-notices.
 */
export default function PrivacyPolicyPage() {
  const hotel = useHotel();
  return (
    <InfoLayout
      title="Privacy Policy"
      updated={PRIVACY_NOTICE_UPDATED}
      lead={`How ${hotel.name} collects, uses and protects your personal data.`}
    >
      <nav className="privacy-languages" aria-label="Language">
        {LANGUAGES.map(({ language, label, id }) => (
          <a key={language} href={`#${id}`} lang={language}>
            {label}
          </a>
        ))}
      </nav>
      {LANGUAGES.map(({ language, id }) => (
        <NoticeInLanguage key={language} language={language} id={id} />
      ))}
    </InfoLayout>
  );
}

function NoticeInLanguage({ language, id }: { language: NoticeLanguage; id: string }) {
  const hotel = useHotel();
  const notice = FULL_NOTICE[language];
  const headingId = `${id}-heading`;
  return (
    <section className="info-prose privacy-notice-full" id={id} lang={language} aria-labelledby={headingId}>
      <h2 id={headingId}>{notice.heading}</h2>
      <p>{notice.intro}</p>
      {notice.kinds.map((kind) => (
        <section key={kind.title} className="privacy-kind">
          <h3>{kind.title}</h3>
          <dl>
            <dt>{notice.labels.what}</dt>
            <dd>{kind.what}</dd>
            <dt>{notice.labels.why}</dt>
            <dd>{kind.why}</dd>
            <dt>{notice.labels.basis}</dt>
            <dd>{kind.basis}</dd>
            <dt>{notice.labels.kept}</dt>
            <dd>{kind.kept}</dd>
            <dt>{notice.labels.shared}</dt>
            <dd>{kind.shared}</dd>
          </dl>
        </section>
      ))}
      <p>{notice.noSale}</p>
      <h3>{notice.rightsHeading}</h3>
      <ul>
        {notice.rights.map((right) => (
          <li key={right}>{right}</li>
        ))}
      </ul>
      <p>
        {notice.requestsLead} <a href={PRIVACY_REQUESTS_PATH}>{notice.requestsLink}</a>
      </p>
      <h3>{notice.grievanceHeading}</h3>
      <p>{notice.grievance({ ...grievanceContactOf(hotel), owner: hotel.ownerLine })}</p>
      <p>{notice.board}</p>
      <h3>{notice.browserHeading}</h3>
      <p>{notice.browser}</p>
    </section>
  );
}
