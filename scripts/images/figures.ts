/** Silhouettes: people (standing, dancing, drumming) and elephants. */
import { circle, ellipse, group, line, n, path, poly } from "./svg";

export interface Pose {
  armL?: number; // degrees from straight down, positive raises the arm outward
  armR?: number;
  legs?: number; // half spread of the feet
  skirt?: boolean;
  lean?: number;
}

/** A person as a silhouette, feet at (x, y), about 100·s tall. */
export function figure(x: number, y: number, s: number, color: string, pose: Pose = {}) {
  const armL = ((pose.armL ?? 15) * Math.PI) / 180;
  const armR = ((pose.armR ?? 15) * Math.PI) / 180;
  const legs = pose.legs ?? 7;
  const round = 'stroke-linecap="round"';
  const parts = [
    line(0, -46, -legs, 0, color, 9, round),
    line(0, -46, legs, 0, color, 9, round),
    line(0, -76, 0, -44, color, 15, round),
    line(-3, -72, -3 - Math.sin(armL) * 32, -72 + Math.cos(armL) * 32, color, 6, round),
    line(3, -72, 3 + Math.sin(armR) * 32, -72 + Math.cos(armR) * 32, color, 6, round),
    circle(0, -88, 8, color),
  ];
  if (pose.skirt) parts.push(poly("-8,-50 8,-50 15,-16 -15,-16", color));
  return group(
    parts.join(""),
    `transform="translate(${n(x)} ${n(y)}) rotate(${pose.lean ?? 0}) scale(${n(s)})"`,
  );
}

/** Seated drummer behind a tall drum. */
export function drummer(x: number, y: number, s: number, color: string, drum: string, rim: string) {
  const parts = [
    figure(0, 0, 1, color, { armL: 60, armR: 70, legs: 16 }),
    path("M14 -54 L48 -54 L44 0 L18 0Z", drum),
    ellipse(31, -54, 17, 5, rim),
    line(18, -30, 44, -30, rim, 2, 'opacity="0.6"'),
  ];
  return group(parts.join(""), `transform="translate(${n(x)} ${n(y)}) scale(${n(s)})"`);
}

/** Elephant facing left (right if flipped), feet at (x, y), 120×90 at s = 1. */
export function elephant(x: number, y: number, s: number, body: string, ear: string, flip = false) {
  const d =
    "M28 18 C45 4 80 6 100 16 C114 24 118 42 114 56 L118 68 L115 69 L111 60 L112 90 L98 90 L97 68 C92 71 88 71 84 69 L84 90 L72 90 L70 68 C64 70 58 70 52 67 L52 90 L40 90 L38 64 L36 90 L26 90 L26 60 C24 62 22 64 21 68 C19 76 18 84 22 90 L14 90 C8 80 9 64 13 52 C13 38 18 26 28 18Z";
  const earD = "M34 24 C50 18 60 34 56 52 C50 62 38 58 36 48 Z";
  const tusk = "M22 55 Q12 62 6 57";
  return group(
    path(d, body) +
      path(earD, ear) +
      path(tusk, "none", 'stroke="#efe6d2" stroke-width="3" stroke-linecap="round"'),
    `transform="translate(${n(x)} ${n(y)}) scale(${n(flip ? -s : s)} ${n(s)}) translate(-60 -90)"`,
  );
}
