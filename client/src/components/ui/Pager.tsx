import { Button } from './Button';
import './pager.css';

export interface PagerProps {
  /** 1 for the first page. */
  page: number;
  pageSize: number;
  /** How many rows the whole list has. */
  total: number;
  /** What is paged, e.g. "Bookings": names the navigation for screen readers. */
  label: string;
  onPageChange(page: number): void;
}

/**
 * "Showing 26–50 of 73" with Previous and Next. At either end the button stays focusable
 * (aria-disabled, not disabled), so focus never falls off the page when the last page is reached;
 * the range is announced as it changes.
 */
export function Pager({ page, pageSize, total, label, onPageChange }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  const past = first > total && total > 0;
  const hasPrevious = page > 1;
  const hasNext = page < pages;
  const status =
    total === 0
      ? 'Nothing to show'
      : past
        ? `Page ${page} is past the end. There ${pages === 1 ? 'is 1 page' : `are ${pages} pages`}: go back with Previous.`
        : `Showing ${first}–${last} of ${total}`;
  return (
    <nav className="pager" aria-label={`${label} pages`}>
      <p className="pager__status" aria-live="polite">
        {status}
      </p>
      <div className="pager__buttons">
        <Button
          variant="secondary"
          className="btn--small"
          aria-label="Previous page"
          aria-disabled={!hasPrevious}
          onClick={() => hasPrevious && onPageChange(Math.min(page - 1, pages))}
        >
          Previous
        </Button>
        <span className="pager__page">
          Page {Math.min(page, pages)} of {pages}
        </span>
        <Button
          variant="secondary"
          className="btn--small"
          aria-label="Next page"
          aria-disabled={!hasNext}
          onClick={() => hasNext && onPageChange(page + 1)}
        >
          Next
        </Button>
      </div>
    </nav>
  );
}
