/** Sky, land and water: gradient bands, horizons, clouds, sun, stars, birds, glints and scatter. */
import { between, pick, type Rand, type Spread, sample } from "./random";
import {
  circle,
  ellipse,
  fmt,
  group,
  H,
  n,
  type Pt,
  path,
  poly,
  rect,
  type Scene,
  stroke,
  W,
} from "./svg";

/** A full-width band (sky, sea, ground) with a vertical gradient, by default over the band. */
export const band = (sc: Scene, y: number, h: number, stops: string, y1 = y, y2 = y + h) =>
  rect(0, y, W, h, sc.linear(stops, y1, y2));

/** A rolling horizon: sum of three sines with seeded phases, closed down to the bottom edge. */
export function ridge(
  r: Rand,
  baseY: number,
  amp: number,
  opts: { freq?: number; bottom?: number } = {},
) {
  const freq = opts.freq ?? 1;
  const bottom = opts.bottom ?? H;
  const waves = [0, 1, 2].map((k) => ({
    f: (freq * (k + 1) * (0.8 + r() * 0.6) * Math.PI * 2) / W,
    p: r() * Math.PI * 2,
    a: 1 / (k + 1.2),
  }));
  const ys: Pt[] = [];
  for (let x = -20; x <= W + 20; x += 20) {
    const y = baseY - amp * waves.reduce((sum, w) => sum + w.a * Math.sin(x * w.f + w.p), 0);
    ys.push([x, y]);
  }
  return `M-20 ${bottom} L${ys.map(([x, y]) => `${n(x)} ${n(y)}`).join(" L")} L${W + 20} ${bottom}Z`;
}

/** Foreground land: a ridge from y down to the bottom edge, shaded from `top` to the bottom. */
export const land = (
  sc: Scene,
  r: Rand,
  y: number,
  amp: number,
  freq: number,
  stops: string,
  top: number,
) => path(ridge(r, y, amp, { freq }), sc.linear(stops, top, H));

/** A line of breaking surf: a thin white ridge from y down to `bottom`. */
export const surf = (
  r: Rand,
  y: number,
  amp: number,
  freq: number,
  bottom: number,
  opacity: number,
) => path(ridge(r, y, amp, { freq, bottom }), "#ffffff", `opacity="${n(opacity)}"`);

/** A cloud-like or canopy-like top edge: a chain of bumps of random radius. */
export function bumps(r: Rand, baseY: number, minR: number, maxR: number, bottom = H) {
  let d = `M-40 ${bottom} L-40 ${n(baseY)}`;
  let x = -40;
  while (x < W + 40) {
    const rad = between(r, minR, maxR);
    const y = baseY + between(r, -maxR * 0.4, maxR * 0.4);
    d += ` L${n(x)} ${n(y)} A${n(rad)} ${n(rad * 0.8)} 0 0 1 ${n(x + rad * 2)} ${n(y)}`;
    x += rad * 2 - rad * 0.3;
  }
  return `${d} L${n(x)} ${bottom}Z`;
}

/** Fair-weather cloud: a flat ellipse with three puffs on top. */
export function cloud(x: number, y: number, s: number, fill: string, opacity = 0.9) {
  const parts = [
    ellipse(x, y, 90 * s, 26 * s, fill),
    circle(x - 40 * s, y - 12 * s, 30 * s, fill),
    circle(x + 5 * s, y - 28 * s, 42 * s, fill),
    circle(x + 50 * s, y - 10 * s, 28 * s, fill),
  ];
  return group(parts.join(""), `opacity="${opacity}"`);
}

/** Night sky: `count` stars above maxY, a few of them bright. */
export function stars(r: Rand, count: number, maxY: number) {
  let out = "";
  for (let i = 0; i < count; i++) {
    const size = r() < 0.1 ? between(r, 1.4, 2.2) : between(r, 0.5, 1.2);
    const [x, y, opacity] = [between(r, 0, W), between(r, 0, maxY), between(r, 0.4, 1)];
    out += circle(x, y, size, "#fff", `opacity="${n(opacity)}"`);
  }
  return out;
}

/** `count` gliding birds, drawn as little "v" strokes, scattered around (x0, y0). */
export function birds(
  r: Rand,
  count: number,
  x0: number,
  y0: number,
  spread: number,
  color: string,
) {
  let out = "";
  for (let i = 0; i < count; i++) {
    const x = x0 + between(r, -spread, spread);
    const y = y0 + between(r, -spread * 0.4, spread * 0.4);
    const s = between(r, 5, 10);
    out += stroke(
      fmt`M${x - s} ${y - s * 0.3} Q${x - s * 0.5} ${y - s * 0.7} ${x} ${y} Q${x + s * 0.5} ${y - s * 0.7} ${x + s} ${y - s * 0.3}`,
      `stroke="${color}" stroke-width="1.8" stroke-linecap="round"`,
    );
  }
  return out;
}

/** A disc filled with a radial gradient centred on it: halos, lamp light, firelight. */
export const glow = (sc: Scene, x: number, y: number, rad: number, stops: string) =>
  circle(x, y, rad, sc.radial(stops, x, y, rad));

/** A lamp: a glow gradient made once at the origin (shared by many lamps), moved to (x, y), over a bright core. */
export const lamp = (
  glowFill: string,
  rad: number,
  x: number,
  y: number,
  coreR: number,
  core: string,
) =>
  group(circle(0, 0, rad, glowFill), `transform="translate(${n(x)} ${n(y)})"`) +
  circle(x, y, coreR, core);

/** Sun disc with a soft halo. */
export const sun = (
  sc: Scene,
  x: number,
  y: number,
  rad: number,
  core: string,
  halo: string,
  haloR: number,
) =>
  glow(sc, x, y, haloR, `0 ${halo} 0.75, 0.35 ${halo} 0.25, 1 ${halo} 0`) + circle(x, y, rad, core);

/** A slanting shaft of light from the top edge (x…x+top) to the bottom (x+left…x+right). */
export const lightShaft = (
  x: number,
  top: number,
  left: number,
  right: number,
  fill: string,
  opacity: number,
) => poly(`${x},0 ${x + top},0 ${x + right},${H} ${x + left},${H}`, fill, `opacity="${opacity}"`);

/** Glints on water: short horizontal strokes that grow wider and bolder towards the viewer. */
export function sparkles(
  r: Rand,
  count: number,
  [x0, x1]: [number, number],
  [y0, y1]: [number, number],
  color: string,
  maxW = 60,
) {
  let out = "";
  for (let i = 0; i < count; i++) {
    const y = between(r, y0, y1);
    const depth = (y - y0) / Math.max(1, y1 - y0);
    const w = between(r, 8, maxW) * (0.4 + depth);
    const x = between(r, x0, x1);
    const opacity = between(r, 0.25, 0.7);
    out += rect(x, y, w, 1.5 + depth * 2, color, `opacity="${n(opacity)}" rx="1"`);
  }
  return out;
}

/** A soft white bank of mist across the full width. */
export const mist = (sc: Scene, y: number, h: number, opacity: number, blur: number) =>
  rect(0, y, W, h, "#ffffff", `opacity="${opacity}" filter="${sc.blur(blur)}"`);

/** Content mirrored upside down about the line y = axis (reflections in water). */
export const reflect = (content: string, axis: number, extra: string) =>
  group(content, `transform="translate(0 ${axis * 2}) scale(1 -1)" ${extra}`);

export interface Scatter {
  x: Spread;
  y: Spread;
  /** Radius, or the x radius when `ry` makes it an ellipse. */
  size: Spread;
  ry?: Spread;
  fill: string | readonly string[];
  opacity?: Spread;
  /** Rotation in degrees about (x, pivotY ?? y). */
  rotate?: Spread;
  pivotY?: number;
}

/**
 * `count` circles (or ellipses) drawn from the spec: leaves, flowers, foam, embers, fireflies.
 * Each draws x, y, size, ry, fill, opacity, rotation from `r`, in that order, skipping fixed ones.
 */
export function scatter(r: Rand, count: number, spec: Scatter) {
  let out = "";
  for (let i = 0; i < count; i++) {
    const x = sample(r, spec.x);
    const y = sample(r, spec.y);
    const size = sample(r, spec.size);
    const ry = spec.ry === undefined ? undefined : sample(r, spec.ry);
    const fill = typeof spec.fill === "string" ? spec.fill : pick(r, spec.fill);
    const extra: string[] = [];
    if (spec.opacity !== undefined) extra.push(`opacity="${n(sample(r, spec.opacity))}"`);
    if (spec.rotate !== undefined) {
      const a = sample(r, spec.rotate);
      extra.push(`transform="rotate(${n(a)} ${n(x)} ${n(spec.pivotY ?? y)})"`);
    }
    out +=
      ry === undefined
        ? circle(x, y, size, fill, extra.join(" "))
        : ellipse(x, y, size, ry, fill, extra.join(" "));
  }
  return out;
}
