import { Link } from 'react-router-dom';
import { Alert } from '../../../components/ui/Alert';
import type { FrontDeskDay } from './use-desk-stay';

const HOUR = 3_600_000;

/** "in 5 h", "in under 1 h", or "overdue by 3 h" for the soonest deadline. */
export function deadlineWords(soonestDueAt: string, now: Date = new Date()): { words: string; overdue: boolean } {
  const left = new Date(soonestDueAt).getTime() - now.getTime();
  if (left < 0) {
    const late = Math.floor(-left / HOUR);
    return { words: late < 1 ? 'overdue' : `overdue by ${late} h`, overdue: true };
  }
  const hours = Math.floor(left / HOUR);
  return { words: hours < 1 ? 'due in under 1 h' : `due in ${hours} h`, overdue: false };
}

/**
 * Today's reminder of foreign guests' Form III reports (24 hours from arrival or departure):
 * "Form III due in 5 h — 2 guests", red once the soonest is overdue; nothing when none is due.
 */
export function FormIIIDeadline({ due, now }: { due: FrontDeskDay['formIIIDue']; now?: Date }) {
  if (due.count === 0 || !due.soonestDueAt) return null;
  const { words, overdue } = deadlineWords(due.soonestDueAt, now);
  const guests = `${due.count} ${due.count === 1 ? 'guest' : 'guests'}`;
  return (
    <Alert tone={overdue ? 'danger' : 'warning'}>
      <span className="form-iii-due">
        <strong>
          Form III {words} — {guests}
        </strong>
        <Link to="/admin/form-iii">Open the Form III reports</Link>
      </span>
    </Alert>
  );
}
