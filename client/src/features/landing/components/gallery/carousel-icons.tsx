const svgProps = { viewBox: '0 0 24 24', width: 24, height: 24, 'aria-hidden': true, focusable: false } as const;

export function ChevronIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg {...svgProps}>
      <path
        d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function PauseIcon() {
  return (
    <svg {...svgProps}>
      <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" fill="currentColor" />
    </svg>
  );
}

export function PlayIcon() {
  return (
    <svg {...svgProps}>
      <path d="M8 5v14l11-7z" fill="currentColor" />
    </svg>
  );
}
