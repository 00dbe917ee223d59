import { minimumStayText, usePriceWords } from './price-words';
import './price.css';

/** A room whose season asks for a longer stay than the dates chosen: it cannot be booked for them. */
export function MinimumStayNote({ minimum, id }: { minimum: { nights: number; seasonName: string }; id?: string }) {
  const words = usePriceWords();
  return (
    <p className="minimum-stay" id={id}>
      <strong>{minimumStayText(minimum, words)}</strong>
      <span>{words.t('minimumStayAdvice', { nights: minimum.nights })}</span>
    </p>
  );
}
