/** Beaches: Labadi by day, Busua at sunset, a bungalow resort. */
import { canoe } from "../boats";
import { figure } from "../figures";
import { band, birds, cloud, land, ridge, scatter, sparkles, sun, surf } from "../landscape";
import { DAY_PALM, palm } from "../plants";
import { ellipse, fmt, line, type Painter, path, poly, rect, stroke, W } from "../svg";

/** Beach umbrella planted at (x, y), canopy in colour a with a centre panel in b. */
const umbrella = (x: number, y: number, s: number, a: string, b: string) =>
  line(x, y - 80 * s, x + 4 * s, y, "#5b4330", 3 * s) +
  path(fmt`M${x - 55 * s} ${y - 70 * s} Q${x} ${y - 130 * s} ${x + 55 * s} ${y - 70 * s}Z`, a) +
  path(
    fmt`M${x - 18 * s} ${y - 100 * s} Q${x} ${y - 124 * s} ${x + 18 * s} ${y - 100 * s} L${x + 20 * s} ${y - 70 * s} L${x - 20 * s} ${y - 70 * s}Z`,
    b,
  ) +
  ellipse(x + 20 * s, y + 2, 50 * s, 7 * s, "#7a5a30", 'opacity="0.2"');

/** Thatched beach bungalow standing on (x, y). */
function bungalow(x: number, y: number, s: number) {
  const w = 200 * s;
  const eaves = Array.from(
    { length: 9 },
    (_, i) =>
      fmt`M${x - w * 0.6 + i * w * 0.15} ${y - 78 * s} L${x - w * 0.6 + i * w * 0.15 + 4} ${y - 70 * s}`,
  );
  return (
    ellipse(x, y + 6, w * 0.6, 10 * s, "#9c7a4a", 'opacity="0.3"') +
    rect(x - w * 0.4, y - 90 * s, w * 0.8, 90 * s, "#c99a62") +
    rect(x - w * 0.1, y - 60 * s, w * 0.2, 60 * s, "#5a3a22") +
    rect(x - w * 0.34, y - 70 * s, w * 0.16, 30 * s, "#3a2a1a") +
    rect(x + w * 0.18, y - 70 * s, w * 0.16, 30 * s, "#3a2a1a") +
    poly(
      `${x - w * 0.62},${y - 80 * s} ${x + w * 0.62},${y - 80 * s} ${x},${y - 190 * s}`,
      "#b38a4a",
    ) +
    poly(
      `${x},${y - 190 * s} ${x + w * 0.62},${y - 80 * s} ${x + w * 0.3},${y - 80 * s}`,
      "#8c6a35",
    ) +
    stroke(eaves.join(" "), 'stroke="#8c6a35" stroke-width="3"')
  );
}

export const labadiBeach: Painter = (sc, r) => {
  sc.add(band(sc, 0, 440, "0 #1f7fd0, 0.6 #7cc4ef, 1 #d6eef8"));
  sc.add(sun(sc, 960, 120, 42, "#fffbe6", "#fff4b8", 260));
  sc.add(
    cloud(300, 140, 1.3, "#ffffff", 0.85),
    cloud(700, 90, 0.9, "#ffffff", 0.75),
    cloud(1080, 260, 0.7, "#ffffff", 0.7),
  );
  sc.add(band(sc, 430, 170, "0 #0e5f99, 0.55 #1b93bd, 1 #55cbc9"));
  // a ship on the horizon
  sc.add(
    path("M860 428 L930 428 L920 436 L868 436Z", "#4d5f73"),
    rect(885, 418, 22, 10, "#4d5f73"),
  );
  sc.add(sparkles(r, 40, [0, W], [440, 560], "#e8fbff", 70));
  for (let i = 0; i < 4; i++) sc.add(surf(r, 560 + i * 12, 4, 6, 570 + i * 12, 0.35 + i * 0.15));
  sc.add(rect(0, 605, W, 30, "#d8b98c"));
  sc.add(land(sc, r, 625, 6, 3, "0 #f3dcaa, 1 #e0b676", 620));
  sc.add(
    ellipse(330, 760, 260, 28, "#7a5a30", 'opacity="0.18"'),
    ellipse(1000, 770, 220, 24, "#7a5a30", 'opacity="0.18"'),
  );
  sc.add(
    umbrella(560, 690, 1, "#d62f2f", "#f6c431"),
    umbrella(760, 660, 0.8, "#1f8a4c", "#f6c431"),
    umbrella(930, 700, 1.05, "#f6c431", "#d62f2f"),
  );
  sc.add(
    figure(640, 600, 0.45, "#3b2a20", { armR: 40 }),
    figure(665, 604, 0.38, "#5a3a26", { skirt: true }),
    figure(420, 598, 0.4, "#3b2a20", { legs: 12 }),
  );
  sc.add(
    palm(r, 60, 830, 560, 150, DAY_PALM),
    palm(r, 330, 820, 400, -30, DAY_PALM),
    palm(r, 1130, 840, 560, -170, DAY_PALM),
  );
};

export const busuaSunset: Painter = (sc, r) => {
  sc.add(band(sc, 0, 480, "0 #2a1b4d, 0.35 #7a3a6d, 0.62 #e2674b, 0.82 #f7a44c, 1 #ffd98c"));
  sc.add(sun(sc, 620, 470, 88, "#ffe6a3", "#ffb35c", 460));
  const streaks = ["#f28b6a", "#c5527a", "#ffb980"];
  sc.add(
    scatter(r, 7, {
      x: [0, W],
      y: [120, 380],
      size: [90, 240],
      ry: [4, 10],
      fill: streaks,
      opacity: [0.35, 0.7],
    }),
  );
  sc.add(band(sc, 470, 180, "0 #8a4062, 0.5 #5a2b55, 1 #2f1a3e"));
  sc.add(sparkles(r, 70, [480, 760], [472, 640], "#ffd27a", 90));
  sc.add(sparkles(r, 30, [0, W], [480, 640], "#f5a0a0", 40));
  // a paddle-boarder on the sun's path
  sc.add(
    figure(300, 560, 0.28, "#2a1530", { armL: 70, armR: 70, legs: 8 }),
    path("M270 562 L338 562 L334 567 L274 567Z", "#2a1530"),
  );
  sc.add(path(ridge(r, 640, 5, { freq: 4 }), "#f3b28a", 'opacity="0.6"'));
  sc.add(land(sc, r, 648, 8, 2, "0 #3a1f33, 1 #160c18", 640));
  sc.add(canoe(560, 690, 260, ["#1b0e1d"]), canoe(820, 720, 200, ["#1b0e1d"]));
  const dusk = { trunk: "#1a0d1c", leaf: "#1f1022", leafDark: "#160a18" };
  sc.add(
    palm(r, 90, 820, 600, 110, dusk),
    palm(r, 230, 810, 420, 30, dusk),
    palm(r, 1080, 830, 560, -120, dusk),
    palm(r, 1180, 820, 380, -40, dusk),
  );
  sc.add(birds(r, 6, 820, 230, 120, "#2a1530"));
};

export const beachResort: Painter = (sc, r) => {
  sc.add(band(sc, 0, 400, "0 #3196e0, 1 #c6ecf7"));
  sc.add(cloud(600, 100, 1.2, "#fff", 0.85), cloud(200, 170, 0.8, "#fff", 0.75));
  sc.add(band(sc, 390, 150, "0 #0d6fa8, 0.5 #1ab0c8, 1 #7fe0d6"));
  sc.add(sparkles(r, 30, [0, W], [400, 520], "#ecfdff", 70));
  sc.add(surf(r, 536, 5, 5, 548, 0.8));
  sc.add(land(sc, r, 548, 6, 2, "0 #f6e6c4, 1 #e8cd95", 540));
  sc.add(bungalow(420, 600, 0.8), bungalow(700, 590, 0.65), bungalow(180, 640, 1.1));
  sc.add(palm(r, 560, 620, 330, 30, DAY_PALM), palm(r, 880, 640, 400, 60, DAY_PALM));
  // hammock
  sc.add(
    line(960, 700, 1080, 690, "#e8e0d0", 2),
    stroke("M960 690 Q1020 740 1090 690", 'stroke="#c0392b" stroke-width="12"'),
    stroke("M960 690 Q1020 730 1090 690", 'stroke="#f2b705" stroke-width="4"'),
  );
  sc.add(palm(r, 1130, 840, 620, -120, DAY_PALM), palm(r, 960, 840, 460, 40, DAY_PALM));
  sc.add(figure(300, 520, 0.4, "#3b2a20", { armR: 40 }));
};
