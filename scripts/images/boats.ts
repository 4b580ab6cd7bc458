/** Ghanaian fishing canoes. */
import { fmt, line, n, path, poly, stroke } from "./svg";

/** Fishing canoe painted in bands, prow to the left, waterline at y; optional pennant. */
export function canoe(x: number, y: number, len: number, bands: string[], flag?: string) {
  const h = len * 0.14;
  const hull = fmt`M${x} ${y - h} Q${x + len * 0.1} ${y + h * 0.6} ${x + len * 0.5} ${y + h * 0.5} Q${x + len * 0.9} ${y + h * 0.6} ${x + len} ${y - h * 1.1} Q${x + len * 0.5} ${y - h * 0.3} ${x} ${y - h}Z`;
  let out = path(hull, bands[0] ?? "#333");
  bands.slice(1).forEach((color, i) => {
    const off = (i + 1) * (h / (bands.length + 0.5));
    out += stroke(
      fmt`M${x + len * 0.04} ${y - h * 0.85 + off} Q${x + len * 0.5} ${y - h * 0.15 + off} ${x + len * 0.96} ${y - h * 0.95 + off}`,
      `stroke="${color}" stroke-width="${n(h * 0.22)}" stroke-linecap="round"`,
    );
  });
  if (flag) {
    const mast = x + len * 0.7;
    out += line(mast, y - h * 0.6, mast, y - h * 4, "#3a2a1a", 2);
    out += poly(
      `${mast},${y - h * 4} ${mast + h * 1.6},${y - h * 3.6} ${mast},${y - h * 3.2}`,
      flag,
    );
  }
  return out;
}
