import { ReactNode } from 'react';

/** Line icons drawn on a 24px grid; decorative, the tile's title says what they mean. */
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="32"
      height="32"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const CalendarCheckIcon = () => (
  <Icon>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4M9 15.5l2 2 4-4" />
  </Icon>
);

export const ChatIcon = () => (
  <Icon>
    <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.8A8 8 0 1 1 21 12z" />
    <path d="M8.5 12h.01M12 12h.01M15.5 12h.01" />
  </Icon>
);

export const SofaIcon = () => (
  <Icon>
    <path d="M5 11V8a3 3 0 0 1 3-3h8a3 3 0 0 1 3 3v3" />
    <path d="M3 13a2 2 0 0 1 4 0v2h10v-2a2 2 0 0 1 4 0v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" />
    <path d="M6 19v2M18 19v2" />
  </Icon>
);

export const ConciergeBellIcon = () => (
  <Icon>
    <path d="M4 17a8 8 0 0 1 16 0" />
    <path d="M2 17h20M12 9V7M10 7h4M3 20h18" />
  </Icon>
);

export const UtensilsIcon = () => (
  <Icon>
    <path d="M6 3v7a2 2 0 0 0 2 2h0a2 2 0 0 0 2-2V3M8 12v9" />
    <path d="M17 21V3c-2 1.5-3 4-3 7v3h3" />
  </Icon>
);

export const DumbbellIcon = () => (
  <Icon>
    <path d="M6.5 6.5l11 11M4 9l5-5M15 20l5-5M2.5 10.5l3 3M10.5 2.5l3 3M18.5 10.5l3 3M10.5 18.5l3 3" />
  </Icon>
);
