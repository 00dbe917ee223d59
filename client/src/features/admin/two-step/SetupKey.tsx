import { useState } from 'react';
import type { TwoStepSetup } from '../login/login-request';

/** The key in groups of four, as authenticator apps show it and people type it. */
export const groupedKey = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/**
 * What to add to the authenticator app: on a phone, the otpauth link opens the app with
 * everything filled in; elsewhere the key is typed in (no QR code: no QR library is installed).
 */
export function SetupKey({ setup }: { setup: TwoStepSetup }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(setup.secret);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className="two-step-key">
      <ol className="two-step-key__steps">
        <li>Open an authenticator app (Google Authenticator, Microsoft Authenticator, Authy, 1Password…) and add an account.</li>
        <li>
          On this phone, <a href={setup.otpauthUri}>open the key in your authenticator app</a>; or choose “Enter a setup key” and
          type:
          <dl className="two-step-key__facts">
            <dt>Account</dt>
            <dd>
              {setup.issuer} ({setup.account})
            </dd>
            <dt>Key</dt>
            <dd>
              <code className="two-step-key__secret" aria-label={`Key: ${setup.secret.split('').join(' ')}`}>
                {groupedKey(setup.secret)}
              </code>{' '}
              <button type="button" className="two-step-key__copy" onClick={() => void copy()}>
                {copied ? 'Copied' : 'Copy key'}
              </button>
            </dd>
            <dt>Type</dt>
            <dd>Time based, 6 digits</dd>
          </dl>
        </li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
    </div>
  );
}
