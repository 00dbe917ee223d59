import { termsInWords, type BanquetTermsView } from '../terms-words';

/** Every term a family agrees to, in plain words, before anything is paid. */
export function TermsSummary({ terms }: { terms: BanquetTermsView }) {
  return (
    <section className="banquet-section" aria-labelledby="banquet-terms-title">
      <h2 id="banquet-terms-title">Our terms, in plain words</h2>
      <dl className="banquet-terms">
        {termsInWords(terms).map((term) => (
          <div key={term.title}>
            <dt>{term.title}</dt>
            <dd>{term.text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
