import { formatRupees } from '../../../lib/format';
import type { ReportGrouping } from './report-range';
import { formatPercent, periodLabel } from './report-words';
import type { ReportRow } from './use-hotel-report';

export type ChartMeasure = 'occupancy' | 'revenue';

const WIDTH = 600;
const HEIGHT = 200;
const GAP = 0.2;
/** A bar is never wider than this (a month or two alone would fill the plot). */
const MAX_BAR = 48;

const MEASURES = {
  occupancy: { name: 'Occupancy', value: (row: ReportRow) => row.occupancyPercent, format: formatPercent },
  revenue: { name: 'Room revenue', value: (row: ReportRow) => row.roomRevenue, format: formatRupees },
} as const;

/**
 * Bars of occupancy or room revenue per period, in plain SVG that stretches to the width it is
 * given (labels are HTML, so they stay readable on a phone). The table below holds the same data,
 * so the chart is one image with a summary for screen readers.
 */
export function ReportChart({ rows, measure, by }: { rows: ReportRow[]; measure: ChartMeasure; by: ReportGrouping }) {
  const { name, value, format } = MEASURES[measure];
  const values = rows.map(value);
  const top = measure === 'occupancy' ? 100 : Math.max(...values, 0) || 1;
  const highest = rows.reduce<ReportRow | null>((best, row) => (best && value(best) >= value(row) ? best : row), null);
  const slot = WIDTH / Math.max(rows.length, 1);
  const barWidth = Math.min(slot * (1 - GAP), MAX_BAR);
  const first = rows[0];
  const last = rows[rows.length - 1];
  const label =
    highest && first && last
      ? `${name} per ${by}, ${periodLabel(first.period, by)} to ${periodLabel(last.period, by)}: highest ${format(value(highest))} on ${periodLabel(highest.period, by)}. The table below has every figure.`
      : `${name}: nothing to show.`;

  return (
    <figure className="report-chart">
      <div className="report-chart__scale" aria-hidden="true">
        <span>{format(top)}</span>
        <span>{format(0)}</span>
      </div>
      <svg
        className="report-chart__plot"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={label}
      >
        <line x1="0" y1={HEIGHT / 2} x2={WIDTH} y2={HEIGHT / 2} className="report-chart__grid" />
        {rows.map((row, index) => {
          const height = (Math.max(value(row), 0) / top) * HEIGHT;
          return (
            <rect
              key={row.period}
              className="report-chart__bar"
              x={index * slot + (slot - barWidth) / 2}
              y={HEIGHT - height}
              width={barWidth}
              height={height}
            >
              <title>{`${periodLabel(row.period, by)}: ${format(value(row))}`}</title>
            </rect>
          );
        })}
      </svg>
      {first && last && (
        <figcaption className="report-chart__axis" aria-hidden="true">
          <span>{periodLabel(first.period, by)}</span>
          {rows.length > 1 && <span>{periodLabel(last.period, by)}</span>}
        </figcaption>
      )}
    </figure>
  );
}
