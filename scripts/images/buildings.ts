/** Buildings and their trimmings: round huts, arched openings, battlements, the national flag. */
import { fmt, line, path, poly, rect, star5, type Tag } from "./svg";

/** Round hut wall centred on x, standing on y, its base bulging down by w·bulge. */
export const hutWall = (
  x: number,
  y: number,
  w: number,
  wallH: number,
  bulge: number,
  fill: string,
  f: Tag = fmt,
) =>
  path(
    f`M${x - w / 2} ${y - wallH} L${x + w / 2} ${y - wallH} L${x + w / 2} ${y} Q${x} ${y + w * bulge} ${x - w / 2} ${y}Z`,
    fill,
  );

/** Conical thatched roof on a hut wall, the right side in shade. */
export const hutRoof = (
  x: number,
  y: number,
  w: number,
  wallH: number,
  roofH: number,
  roof: string,
  shade: string,
  f: Tag = fmt,
) =>
  path(
    f`M${x - w * 0.62} ${y - wallH + 4} Q${x} ${y - wallH + w * 0.16} ${x + w * 0.62} ${y - wallH + 4} L${x} ${y - wallH - roofH}Z`,
    roof,
  ) +
  path(
    f`M${x} ${y - wallH - roofH} L${x + w * 0.62} ${y - wallH + 4} Q${x + w * 0.3} ${y - wallH + w * 0.12} ${x + w * 0.1} ${y - wallH + w * 0.14}Z`,
    shade,
  );

/** Plain round hut w wide, standing on (x, y). */
export const hut = (
  x: number,
  y: number,
  w: number,
  wall: string,
  roof: string,
  roofShade: string,
) => hutWall(x, y, w, w * 0.6, 0.12, wall) + hutRoof(x, y, w, w * 0.6, w * 0.75, roof, roofShade);

/** Round-arched opening (door, window, arcade): sides from `bottom` up to `spring`, crown at `top`. */
export const arch = (
  x: number,
  w: number,
  bottom: number,
  spring: number,
  top: number,
  fill: string,
) =>
  path(
    `M${x} ${bottom} L${x} ${spring} Q${x + w / 2} ${top} ${x + w} ${spring} L${x + w} ${bottom}Z`,
    fill,
  );

/** Box house with a pitched roof: a w×h wall at (x, y), roof eaves at roofY overhanging by `eave`. */
export const gabled = (
  x: number,
  y: number,
  w: number,
  h: number,
  roofY: number,
  eave: number,
  apexY: number,
  wall: string,
  roof: string,
) =>
  rect(x, y, w, h, wall) +
  poly(`${x - eave},${roofY} ${x + w + eave},${roofY} ${x + w / 2},${apexY}`, roof);

/** Merlons along a wall top: w×h blocks every `step` from x0 up to (not including) x1. */
export function crenels(
  x0: number,
  x1: number,
  step: number,
  y: number,
  w: number,
  h: number,
  fill: string,
) {
  let out = "";
  for (let x = x0; x < x1; x += step) out += rect(x, y, w, h, fill);
  return out;
}

/** Ghana's flag on a pole: red, gold and green bands with a black star, waving by `wave`. */
export function ghanaFlag(x: number, y: number, w: number, wave = 0) {
  const h = w * 0.66;
  const stripe = (i: number, color: string) => {
    const [top, bottom] = [y + (i * h) / 3, y + ((i + 1) * h) / 3];
    return path(
      fmt`M${x} ${top} Q${x + w / 2} ${top - wave} ${x + w} ${top} L${x + w} ${bottom} Q${x + w / 2} ${bottom - wave} ${x} ${bottom}Z`,
      color,
    );
  };
  return (
    line(x, y - 4, x, y + h * 2.4, "#3b3b3b", 3) +
    stripe(0, "#ce1126") +
    stripe(1, "#fcd116") +
    stripe(2, "#006b3f") +
    star5(x + w / 2, y + h / 2 - wave / 2, h / 6, "#111")
  );
}
