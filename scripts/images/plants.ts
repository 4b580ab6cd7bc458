/** Trees: coconut palms, savanna acacias and broad leafy trees. */
import { between, type Rand, type Spread, sample } from "./random";
import { circle, ellipse, fmt, line, type Pt, path, poly, quad, W } from "./svg";

/** One palm frond: a drooping spine with serrated leaflets on both sides. */
function frond(top: Pt, angle: number, len: number, fill: string) {
  const tip: Pt = [
    top[0] + Math.cos(angle) * len,
    top[1] + Math.sin(angle) * len + len * 0.45 * Math.abs(Math.cos(angle)),
  ];
  const ctrl: Pt = [
    top[0] + Math.cos(angle) * len * 0.6,
    top[1] + Math.sin(angle) * len * 0.6 - len * 0.25,
  ];
  const upper: Pt[] = [];
  const lower: Pt[] = [];
  const steps = 16;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const p = quad(top, ctrl, tip, t);
    const q = quad(top, ctrl, tip, Math.min(1, t + 0.01));
    let dx = q[0] - p[0];
    let dy = q[1] - p[1];
    const m = Math.hypot(dx, dy) || 1;
    dx /= m;
    dy /= m;
    let nx = -dy;
    let ny = dx;
    if (ny < 0) {
      nx = -nx;
      ny = -ny;
    }
    const leaf = len * 0.2 * Math.sin(Math.PI * Math.min(1, t * 1.15)) + 2;
    const sweep = leaf * 0.6;
    if (i % 2 === 0) {
      upper.push([p[0] - nx * 2, p[1] - ny * 2]);
      lower.push([p[0] + nx * 2, p[1] + ny * 2]);
    } else {
      upper.push([p[0] - nx * leaf * 0.55 + dx * sweep, p[1] - ny * leaf * 0.55 + dy * sweep]);
      lower.push([p[0] + nx * leaf + dx * sweep, p[1] + ny * leaf + dy * sweep]);
    }
  }
  return poly([...upper, ...lower.reverse()], fill);
}

export interface PalmColors {
  trunk: string;
  ring?: string;
  leaf: string;
  leafDark: string;
  nut?: string;
}

/** Coconut palm in daylight, with trunk rings and nuts. */
export const DAY_PALM: PalmColors = {
  trunk: "#8b6b47",
  ring: "#5e4630",
  leaf: "#2e7d32",
  leafDark: "#1d5b24",
  nut: "#5b4220",
};

/** Coconut palm rooted at (x, y), h tall, its crown shifted sideways by `lean`. */
export function palm(r: Rand, x: number, y: number, h: number, lean: number, colors: PalmColors) {
  const top: Pt = [x + lean, y - h];
  const ctrl: Pt = [x + lean * 0.1, y - h * 0.55];
  const left: Pt[] = [];
  const right: Pt[] = [];
  let rings = "";
  for (let i = 0; i <= 20; i++) {
    const t = i / 20;
    const p = quad([x, y], ctrl, top, t);
    const w = h * (0.045 - 0.022 * t);
    left.push([p[0] - w, p[1]]);
    right.push([p[0] + w, p[1]]);
    if (colors.ring && i % 2 === 1)
      rings += line(p[0] - w, p[1], p[0] + w, p[1] + 2, colors.ring, 2, 'opacity="0.5"');
  }
  let leaves = "";
  const len = h * 0.42;
  const back = [-2.9, -2.3, -1.7, -1.2, -0.6, -0.15];
  const front = [-3.05, -2.6, -1.9, -1.45, -0.9, -0.35, 0.05];
  for (const a of back) {
    const angle = a + between(r, -0.12, 0.12);
    leaves += frond(top, angle, len * between(r, 0.85, 1.05), colors.leafDark);
  }
  if (colors.nut) {
    leaves +=
      circle(top[0] - 6, top[1] + 8, h * 0.018, colors.nut) +
      circle(top[0] + 6, top[1] + 10, h * 0.018, colors.nut);
  }
  for (const a of front) {
    const angle = a + between(r, -0.12, 0.12);
    leaves += frond(top, angle, len * between(r, 0.8, 1.1), colors.leaf);
  }
  return poly([...left, ...right.reverse()], colors.trunk) + rings + leaves;
}

/** Flat-topped savanna acacia. */
export function acacia(r: Rand, x: number, y: number, s: number, trunk: string, crown: string) {
  let out = path(
    fmt`M${x - 6 * s} ${y} L${x - 3 * s} ${y - 60 * s} L${x - 40 * s} ${y - 105 * s} L${x - 34 * s} ${y - 108 * s} L${x} ${y - 72 * s} L${x + 36 * s} ${y - 110 * s} L${x + 42 * s} ${y - 106 * s} L${x + 5 * s} ${y - 58 * s} L${x + 6 * s} ${y}Z`,
    trunk,
  );
  for (let i = 0; i < 7; i++) {
    const [cx, cy] = [x + between(r, -70, 70) * s, y - between(r, 108, 125) * s];
    out += ellipse(cx, cy, between(r, 30, 55) * s, between(r, 9, 15) * s, crown);
  }
  return out;
}

export interface TreeColors {
  trunk: string;
  dark: string;
  light: string;
}

/** Broad leafy tree: trunk plus a cluster of circles, lit from the upper left. */
export function leafyTree(r: Rand, x: number, y: number, s: number, colors: TreeColors) {
  let out = path(
    fmt`M${x - 8 * s} ${y} Q${x - 4 * s} ${y - 60 * s} ${x - 2 * s} ${y - 110 * s} L${x + 4 * s} ${y - 110 * s} Q${x + 6 * s} ${y - 60 * s} ${x + 10 * s} ${y}Z`,
    colors.trunk,
  );
  for (let i = 0; i < 9; i++) {
    const [cx, cy] = [x + between(r, -55, 55) * s, y - between(r, 110, 175) * s];
    out += circle(cx, cy, between(r, 28, 45) * s, colors.dark);
  }
  for (let i = 0; i < 5; i++) {
    const [cx, cy] = [x + between(r, -50, 20) * s, y - between(r, 140, 185) * s];
    out += circle(cx, cy, between(r, 16, 28) * s, colors.light, 'opacity="0.8"');
  }
  return out;
}

/** `count` leafy trees spread across the width, feet and scale drawn from the given ranges. */
export function grove(r: Rand, count: number, y: Spread, s: Spread, colors: TreeColors) {
  let out = "";
  for (let i = 0; i < count; i++)
    out += leafyTree(r, between(r, 0, W), sample(r, y), sample(r, s), colors);
  return out;
}
