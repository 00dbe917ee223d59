/** What the calendar shows: every day and session, or only weekends, or only evening sessions. */
export interface CalendarFilter {
  weekendsOnly: boolean;
  eveningsOnly: boolean;
}

export const NO_FILTER: CalendarFilter = { weekendsOnly: false, eveningsOnly: false };

/** Two switches over the calendar; the evening one only when the hall has an evening session. */
export function CalendarFilters({
  filter,
  hasEvenings,
  onChange,
}: {
  filter: CalendarFilter;
  hasEvenings: boolean;
  onChange: (filter: CalendarFilter) => void;
}) {
  return (
    <div className="banquet-filters" role="group" aria-label="Show only">
      <label className="banquet-filter">
        <input
          type="checkbox"
          checked={filter.weekendsOnly}
          onChange={(event) => onChange({ ...filter, weekendsOnly: event.target.checked })}
        />
        Weekends only
      </label>
      {hasEvenings && (
        <label className="banquet-filter">
          <input
            type="checkbox"
            checked={filter.eveningsOnly}
            onChange={(event) => onChange({ ...filter, eveningsOnly: event.target.checked })}
          />
          Evenings only
        </label>
      )}
    </div>
  );
}
