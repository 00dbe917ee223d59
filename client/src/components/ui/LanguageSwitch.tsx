import { useLocation } from 'react-router-dom';
import { otherLanguageAddress, useLocale, useMessages } from '../../i18n';

/**
 * "हिन्दी" on an English page, "English" on a Hindi one: a plain link to the same page in the other
 * language (a page load: the other language's words and font come with it), shown on pages that
 * exist in both. The server remembers the choice (server/src/client-pages/language-choice.ts).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { pathname, search } = useLocation();
  const locale = useLocale();
  const { t } = useMessages('common');
  const href = otherLanguageAddress(pathname, search, locale);
  if (!href) return null;
  const other = locale === 'en' ? 'hi' : 'en';
  return (
    <a className={className ? `language-switch ${className}` : 'language-switch'} href={href} hrefLang={other} lang={other}>
      {t('otherLanguage')}
    </a>
  );
}
