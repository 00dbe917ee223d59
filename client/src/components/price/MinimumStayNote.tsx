import { minimumStayText } from './price-words';
import './price.css';

/** A room whose season asks for a longer stay than the dates chosen: it cannot be booked for them. */
export function MinimumStayNote({ minimum, id }: { minimum: { nights: number; seasonName: string }; id?: string }) {
  return (
    <p className="minimum-stay" id={id}>
      <strong>{minimumStayText(minimum)}</strong>
      <span> Choose dates with at least {minimum.nights} nights to book this room.</span>
    </p>
  );
}
