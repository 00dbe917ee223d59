import { useState } from 'react';
import { Button } from '../../../components/ui/Button';

/**
 * The eight recovery codes, shown this once: each signs in once in place of a code, when the phone
 * is lost. The person confirms they have kept them before going on.
 */
export function RecoveryCodes({ codes, onDone, doneLabel }: { codes: string[]; onDone(): void; doneLabel: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <section className="two-step-recovery" aria-labelledby="recovery-codes-heading">
      <h3 id="recovery-codes-heading" className="two-step-recovery__title">
        Your recovery codes
      </h3>
      <p>
        Two-step sign-in is on. Keep these codes somewhere safe (not on the same phone): if you lose the phone, each code signs
        you in once. They are shown only now.
      </p>
      <ol className="two-step-recovery__codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="two-step-recovery__actions">
        <Button variant="secondary" onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy codes'}
        </Button>
        <Button onClick={onDone}>{doneLabel}</Button>
      </div>
    </section>
  );
}
