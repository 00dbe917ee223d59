import { prefersReducedMotion } from './media';

/**
 * Scrolls to a section (smoothly unless the visitor asked for reduced motion) and moves keyboard
 * focus there, so the next Tab continues from the section rather than from the menu.
 * Waits one frame, so a just-closed mobile menu has given the page its scrolling back.
 */
export function scrollToSection(id: string): void {
  const run = () => {
    const section = document.getElementById(id);
    if (!section) return;
    section.scrollIntoView?.({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    section.focus({ preventScroll: true });
  };
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(run);
  else run();
}
