/** SVG building blocks: number formatting, the scene document, and primitive shapes. */
import type { Rand } from "./random";

export const W = 1200;
export const H = 800;

/** One decimal is plenty at 1200×800 and keeps the SVG small. */
export const n = (v: number) => String(Math.round(v * 10) / 10);

export type Pt = [number, number];

const pts = (points: Pt[]) => points.map(([x, y]) => `${n(x)},${n(y)}`).join(" ");

/** A template tag for path data that prints each interpolated number with `num`. */
const tagWith =
  (num: (v: number) => string) =>
  (strings: TemplateStringsArray, ...values: number[]) =>
    String.raw({ raw: strings.raw }, ...values.map(num));

export type Tag = ReturnType<typeof tagWith>;

/** Path data with every number rounded by `n`: fmt`M${x} ${y}`. */
export const fmt: Tag = tagWith(n);

/** Path data with numbers printed exactly as JavaScript does (no rounding). */
export const raw: Tag = tagWith(String);

/** Parses "x,y x,y …" into points. */
export const parsePts = (text: string): Pt[] =>
  text
    .trim()
    .split(/\s+/)
    .map((pair) => {
      const [x = Number.NaN, y = Number.NaN] = pair.split(",").map(Number);
      return [x, y];
    });

/** Parses "a,b,c a,b,c …" into number triples. */
export const parseTriples = (text: string): [number, number, number][] =>
  text
    .trim()
    .split(/\s+/)
    .map((triple) => {
      const [a = Number.NaN, b = Number.NaN, c = Number.NaN] = triple.split(",").map(Number);
      return [a, b, c];
    });

/** Quadratic Bézier point at t. */
export function quad(p0: Pt, c: Pt, p1: Pt, t: number): Pt {
  const u = 1 - t;
  return [
    u * u * p0[0] + 2 * u * t * c[0] + t * t * p1[0],
    u * u * p0[1] + 2 * u * t * c[1] + t * t * p1[1],
  ];
}

// ---------------------------------------------------------------------------------------------
// Scene: an SVG document with gradient/filter definitions handed out by id
// ---------------------------------------------------------------------------------------------

/** Gradient stops written compactly: "offset color [opacity], …", e.g. "0 #fff 0.5, 1 #fff 0". */
function stopTags(stops: string) {
  return stops
    .split(",")
    .map((stop) => {
      const [o, c, a] = stop.trim().split(/\s+/);
      const opacity = a === undefined ? "" : ` stop-opacity="${Number(a)}"`;
      return `<stop offset="${Number(o)}" stop-color="${c}"${opacity}/>`;
    })
    .join("");
}

export class Scene {
  private defs: string[] = [];
  private body: string[] = [];
  private next = 0;

  private id(prefix: string) {
    this.next += 1;
    return `${prefix}${this.next}`;
  }

  /** Linear gradient in user space; vertical from y1 to y2 unless x's are given. */
  linear(stops: string, y1: number, y2: number, x1 = 0, x2 = 0): string {
    const id = this.id("l");
    this.defs.push(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}">${stopTags(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** Radial gradient in user space, squashed vertically about cy by `sy`. */
  radial(stops: string, cx: number, cy: number, r: number, sy = 1): string {
    const id = this.id("r");
    const transform =
      sy === 1
        ? ""
        : ` gradientTransform="translate(0 ${n(cy)}) scale(1 ${sy}) translate(0 ${n(-cy)})"`;
    this.defs.push(
      `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"${transform}>${stopTags(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  clip(x: number, y: number, w: number, h: number): string {
    const id = this.id("c");
    this.defs.push(`<clipPath id="${id}">${rect(x, y, w, h, "#000")}</clipPath>`);
    return `url(#${id})`;
  }

  blur(std: number): string {
    const id = this.id("f");
    this.defs.push(
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${std}"/></filter>`,
    );
    return `url(#${id})`;
  }

  add(...parts: string[]) {
    this.body.push(...parts);
    return this;
  }

  svg(): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${this.defs.join("")}</defs>${this.body.join("")}</svg>`;
  }
}

/** Paints one scene; `r` is the scene's seeded generator. */
export type Painter = (sc: Scene, r: Rand) => void;

// ---------------------------------------------------------------------------------------------
// Primitive shapes; `extra` is appended verbatim as further attributes
// ---------------------------------------------------------------------------------------------

const attrs = (extra: string) => (extra ? ` ${extra}` : "");

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = "") =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${attrs(extra)}/>`;

export const circle = (cx: number, cy: number, r: number, fill: string, extra = "") =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${attrs(extra)}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = "") =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${attrs(extra)}/>`;

export const path = (d: string, fill: string, extra = "") =>
  `<path d="${d}" fill="${fill}"${attrs(extra)}/>`;

/** Polygon from points, or from a "x,y x,y …" string (numbers are re-rounded either way). */
export const poly = (points: Pt[] | string, fill: string, extra = "") =>
  `<polygon points="${pts(typeof points === "string" ? parsePts(points) : points)}" fill="${fill}"${attrs(extra)}/>`;

export const line = (
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width: number,
  extra = "",
) =>
  `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${n(width)}"${attrs(extra)}/>`;

export const group = (content: string, extra: string) => `<g ${extra}>${content}</g>`;

/** Unstroked path drawn as a line: `stroke` attributes go in `extra`. */
export const stroke = (d: string, extra: string) => path(d, "none", extra);

/** Five-pointed star. */
export function star5(cx: number, cy: number, outer: number, fill: string) {
  const p: Pt[] = [];
  for (let i = 0; i < 10; i++) {
    const rad = i % 2 === 0 ? outer : outer * 0.4;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    p.push([cx + rad * Math.cos(a), cy + rad * Math.sin(a)]);
  }
  return poly(p, fill);
}
