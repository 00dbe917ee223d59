import { forwardRef, InputHTMLAttributes, useState } from 'react';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>;

/** A password box with a show/hide toggle; the toggle keeps its name and reports aria-pressed. */
export const PasswordInput = forwardRef<HTMLInputElement, Props>(function PasswordInput(props, ref) {
  const [shown, setShown] = useState(false);
  return (
    <div className="password-input">
      <input ref={ref} type={shown ? 'text' : 'password'} {...props} />
      <button
        type="button"
        className="password-input__toggle"
        aria-pressed={shown}
        aria-controls={props.id}
        onClick={() => setShown((value) => !value)}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" fill="none" stroke="currentColor" strokeWidth="2" />
          <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
          {shown && <path d="M4 4l16 16" stroke="currentColor" strokeWidth="2" />}
        </svg>
        <span className="visually-hidden">Show password</span>
      </button>
    </div>
  );
});
