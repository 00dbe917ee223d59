import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import rule from './words-from-catalogue.mjs';

const tester = new RuleTester({
  languageOptions: {
    parser: tseslint.parser,
    ecmaVersion: 2022,
    sourceType: 'module',
    parserOptions: { ecmaFeatures: { jsx: true } },
  },
});

tester.run('words-from-catalogue', rule, {
  valid: [
    "const Title = () => <h1>{t('notFoundTitle')}</h1>;",
    "const Call = () => <p>{rich('notFoundCallUs', { phone: <a href={tel}>{phone}</a> })}</p>;",
    "const Sep = () => <span>{' '}·{' '}–{' '}₹ 10</span>;",
    'const Nav = () => <nav aria-label={t(\'siteNav\')} className="site-nav" />;',
    // Attributes nobody reads aloud may hold any string.
    'const Link1 = () => <a className="btn btn--primary" href="/find-booking" data-testid="find" />;',
  ],
  invalid: [
    { code: 'const Title = () => <h1>Page not found</h1>;', errors: [{ messageId: 'text', data: { text: 'Page not found' } }] },
    { code: 'const Title = () => <h1>पेज नहीं मिला</h1>;', errors: [{ messageId: 'text' }] },
    { code: "const Title = () => <h1>{'Page not found'}</h1>;", errors: [{ messageId: 'text' }] },
    { code: "const Title = ({ busy }) => <p>{busy ? 'Saving…' : t('save')}</p>;", errors: [{ messageId: 'text' }] },
    { code: 'const Nav = () => <nav aria-label="Site pages" />;', errors: [{ messageId: 'text' }] },
    { code: 'const Img = () => <img alt={`Room ${name}`} src={src} />;', errors: [{ messageId: 'text' }] },
  ],
});
