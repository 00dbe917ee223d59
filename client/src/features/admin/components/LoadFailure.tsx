import { Alert } from '../../../components/ui/Alert';

/** Spec section 8: the admin screens' load failure text, word for word. */
export const REFRESH_MESSAGE = 'Something went wrong. Please try again by refreshing the page.';

/** A failed load: the screen's title (e.g. 'Failed to load bookings') and the refresh message. */
export function LoadFailure({ title, refusal }: { title?: string; refusal?: string }) {
  return (
    <Alert tone="danger" title={title}>
      {refusal ?? REFRESH_MESSAGE}
    </Alert>
  );
}
