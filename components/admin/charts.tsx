import { formatMonth } from "@/lib/date-format";

// Server-rendered SVG charts of the dashboard, one value per calendar month. Each chart is a
// <figure> whose SVG is an image named by its <title> and described by a <desc> summary, and
// whose numbers are also in a visually hidden data table for screen readers. Axis labels are
// HTML beside the drawing, so they stay legible at any width (the drawing itself stretches).

export interface ChartPoint {
  /** "2026-03" */
  month: string;
  value: number;
}

interface MonthlyChartProps {
  id: string;
  title: string;
  kind: "bar" | "line";
  points: ChartPoint[];
  /** The data table's value column header, e.g. "Bookings" or "Revenue (GH₵)". */
  valueHeader: string;
  /** The full value, e.g. "12 bookings" or "GH₵ 1,250.50". */
  formatValue: (value: number) => string;
  /** A short axis value, e.g. "12" or "GH₵ 12K". */
  formatTick: (value: number) => string;
  summary: string;
}

const WIDTH = 1200;
const HEIGHT = 400;
const TICKS = 4;

/** A round upper bound for the axis: 1, 2, 2.5 or 5 times a power of ten, with TICKS steps. */
function niceMax(max: number): number {
  if (max <= 0) return TICKS;
  const rawStep = max / TICKS;
  const power = 10 ** Math.floor(Math.log10(rawStep));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= rawStep) ?? rawStep;
  // Whole counts need whole steps.
  return Math.max(step, Number.isInteger(max) && step < 1 ? 1 : step) * TICKS;
}

export function MonthlyChart({
  id,
  title,
  kind,
  points,
  valueHeader,
  formatValue,
  formatTick,
  summary,
}: MonthlyChartProps) {
  const top = niceMax(Math.max(0, ...points.map((point) => point.value)));
  const slot = WIDTH / Math.max(points.length, 1);
  const y = (value: number) => HEIGHT - (Math.max(0, value) / top) * HEIGHT;
  const ticks = Array.from({ length: TICKS + 1 }, (_, index) => (top / TICKS) * index);
  const captionId = `${id}-caption`;
  const titleId = `${id}-title`;
  const descId = `${id}-desc`;
  const linePoints = points.map((point, index) => ({
    x: (index + 0.5) * slot,
    y: y(point.value),
    point,
  }));
  const linePath = linePoints
    .map((p, index) => `${index === 0 ? "M" : "L"}${p.x.toFixed(1)},${p.y.toFixed(1)}`)
    .join(" ");
  const first = linePoints[0];
  const last = linePoints.at(-1);
  const areaPath =
    first && last
      ? `${linePath} L${last.x.toFixed(1)},${HEIGHT} L${first.x.toFixed(1)},${HEIGHT} Z`
      : "";

  return (
    <figure
      aria-labelledby={captionId}
      className="relative min-w-0 rounded-2xl border border-sand-200 bg-white p-4 shadow-card sm:p-6"
    >
      <figcaption id={captionId}>
        <span className="block text-lg font-semibold text-ink-900">{title}</span>
        <span className="mt-1 block text-sm text-ink-600">{summary}</span>
      </figcaption>

      <div className="mt-5 flex gap-2">
        <div
          aria-hidden="true"
          className="relative h-52 w-14 shrink-0 text-right text-xs text-ink-600"
        >
          {ticks.map((tick) => (
            <span
              key={tick}
              className="absolute right-0 translate-y-1/2 leading-none tabular-nums"
              style={{ bottom: `${(tick / top) * 100}%` }}
            >
              {formatTick(tick)}
            </span>
          ))}
        </div>
        <div className="relative h-52 min-w-0 flex-1">
          <svg
            role="img"
            aria-labelledby={`${titleId} ${descId}`}
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            preserveAspectRatio="none"
            className="absolute inset-0 size-full overflow-visible"
          >
            <title id={titleId}>{title}</title>
            <desc id={descId}>{summary}</desc>
            {ticks.map((tick) => (
              <line
                key={tick}
                x1={0}
                x2={WIDTH}
                y1={y(tick)}
                y2={y(tick)}
                stroke={tick === 0 ? "#5a5145" : "#eadfcc"}
                strokeWidth={tick === 0 ? 1.5 : 1}
                strokeDasharray={tick === 0 ? undefined : "4 4"}
                vectorEffect="non-scaling-stroke"
              />
            ))}
            {kind === "bar" ? (
              points.map((point, index) => {
                const height = HEIGHT - y(point.value);
                const isLast = index === points.length - 1;
                return (
                  <rect
                    key={point.month}
                    x={index * slot + slot * 0.18}
                    width={slot * 0.64}
                    y={y(point.value)}
                    height={height}
                    fill={isLast ? "#2a8663" : "#17513c"}
                  >
                    <title>{`${formatMonth(point.month, true)}: ${formatValue(point.value)}`}</title>
                  </rect>
                );
              })
            ) : (
              <>
                <path d={areaPath} fill="#f6c965" fillOpacity={0.3} />
                <path
                  d={linePath}
                  fill="none"
                  stroke="#b3471d"
                  strokeWidth={2.5}
                  strokeLinejoin="round"
                  strokeLinecap="round"
                  vectorEffect="non-scaling-stroke"
                />
                {linePoints.map((p) => (
                  <rect
                    key={p.point.month}
                    x={p.x - slot / 2}
                    width={slot}
                    y={0}
                    height={HEIGHT}
                    fill="transparent"
                  >
                    <title>{`${formatMonth(p.point.month, true)}: ${formatValue(p.point.value)}`}</title>
                  </rect>
                ))}
              </>
            )}
          </svg>
          {kind === "line"
            ? linePoints.map((p) => (
                <span
                  key={p.point.month}
                  aria-hidden="true"
                  className="pointer-events-none absolute size-2.5 -translate-x-1/2 translate-y-[-50%] rounded-full bg-clay-600 ring-2 ring-white"
                  style={{ left: `${(p.x / WIDTH) * 100}%`, top: `${(p.y / HEIGHT) * 100}%` }}
                />
              ))
            : null}
        </div>
      </div>
      <ol
        aria-hidden="true"
        className="mt-2 ml-16 grid text-center text-[0.7rem] text-ink-600 sm:text-xs"
        style={{ gridTemplateColumns: `repeat(${Math.max(points.length, 1)}, minmax(0, 1fr))` }}
      >
        {points.map((point, index) => {
          const [year, month] = point.month.split("-");
          // The year under each January, and under the first month unless a January is right
          // beside it (the two would run into each other).
          const showYear = month === "01" || (index === 0 && Number(month) <= 10);
          return (
            <li key={point.month} className="min-w-0 leading-tight">
              <span className="max-sm:hidden">{formatMonth(point.month).split(" ")[0]}</span>
              <span className="sm:hidden">{formatMonth(point.month).charAt(0)}</span>
              {showYear ? <span className="block text-ink-500">{year}</span> : null}
            </li>
          );
        })}
      </ol>

      <table className="sr-only">
        <caption>{`${title}: data`}</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">{valueHeader}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.month}>
              <th scope="row">{formatMonth(point.month, true)}</th>
              <td>{formatValue(point.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
