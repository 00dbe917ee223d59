import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useBookingDraft, type BookingDraft } from '../../../app/state/booking-draft';
import { useLocalePath } from '../../../i18n';

/**
 * Sends the guest back to the start (/) when the booking draft lacks what this step needs; the
 * server's frame, which knows no draft, is drawn as the step (its scripts decide).
 */
export function RequireDraft({ needs, children }: { needs: (keyof BookingDraft)[]; children: ReactNode }) {
  const { draft, known } = useBookingDraft();
  const home = useLocalePath()('/');
  if (known && needs.some((key) => !draft[key])) return <Navigate to={home} replace />;
  return <>{children}</>;
}
