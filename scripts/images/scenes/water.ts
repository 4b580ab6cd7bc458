/** Rivers and lakes: the Ada estuary, Lake Volta at dusk, Lake Bosumtwi in its crater. */
import { canoe } from "../boats";
import { gabled } from "../buildings";
import { figure } from "../figures";
import { band, birds, bumps, cloud, reflect, ridge, sparkles, sun, surf } from "../landscape";
import { grove, palm } from "../plants";
import { between, pick } from "../random";
import { ellipse, line, n, type Painter, parsePts, path, rect, stroke, W } from "../svg";

export const adaEstuary: Painter = (sc, r) => {
  sc.add(band(sc, 0, 380, "0 #8fc9e6, 0.7 #f4dcb2, 1 #fbd18c"));
  sc.add(sun(sc, 240, 300, 36, "#fff3c9", "#ffd58a", 280));
  sc.add(cloud(820, 120, 1.1, "#fff7ea", 0.8), cloud(1050, 200, 0.7, "#fff7ea", 0.7));
  sc.add(band(sc, 370, 60, "0 #3e8fb0, 1 #5fb3c0"));
  sc.add(surf(r, 372, 3, 8, 380, 0.4));
  // sandbar between the ocean (back) and the river (front)
  sc.add(
    path(
      "M-20 470 Q300 420 620 440 Q900 455 1220 410 L1220 440 Q900 490 620 480 Q300 470 -20 505Z",
      "#ecd2a0",
    ),
  );
  sc.add(band(sc, 480, 320, "0 #4aa3a8, 0.5 #2f8a93, 1 #1c6470"));
  sc.add(
    path(
      "M-20 500 Q300 462 620 476 Q900 488 1220 436 L1220 450 Q900 500 620 488 Q300 480 -20 512Z",
      "#d9bb85",
    ),
  );
  const small = { trunk: "#4b3a2a", leaf: "#2d5a2a", leafDark: "#22471f" };
  for (const [x, h] of parsePts("120,110 160,90 930,120 980,95 1030,130"))
    sc.add(palm(r, x, 470 - (x > 600 ? 25 : 0), h, between(r, -20, 20), small));
  // huts on stilts along the sandbar
  for (const x of [420, 500, 580, 700]) {
    const y = 455;
    sc.add(
      line(x - 18, y, x - 18, y + 22, "#5a4630", 3),
      line(x + 18, y, x + 18, y + 22, "#5a4630", 3),
    );
    sc.add(
      gabled(x - 24, y - 22, 48, 24, y - 20, 10, y - 52, "#b7894f", "#8d6a3a"),
      rect(x - 6, y - 14, 12, 16, "#4a3522"),
    );
  }
  sc.add(sparkles(r, 50, [0, W], [520, 780], "#dff6f3", 80));
  sc.add(canoe(700, 650, 300, ["#c0392b", "#f1c40f", "#1e8449"]));
  sc.add(
    figure(820, 628, 0.75, "#2b1d14", { armL: 120, armR: 40, legs: 10 }),
    line(796, 578, 760, 700, "#3a2a1a", 3),
  );
  sc.add(birds(r, 7, 640, 210, 140, "#3e3a44"));
};

/** The Adomi arch bridge over the Volta at Atimpoku, deck at y 372. */
function adomiBridge() {
  let out = stroke("M380 372 Q600 250 830 372", 'stroke="#e8e4f0" stroke-width="7"');
  out += line(360, 372, 850, 372, "#3d3b5e", 6);
  for (let x = 410; x < 820; x += 22) {
    const t = (x - 380) / 450;
    out += line(x, 372 - 2 * t * (1 - t) * 122, x, 372, "#d8d4e4", 1.5);
  }
  return out;
}

export const voltaLake: Painter = (sc, r) => {
  sc.add(band(sc, 0, 430, "0 #7c97c9, 0.55 #c7b8d8, 1 #f7c9b8"));
  sc.add(sun(sc, 760, 380, 34, "#fff1dc", "#ffd0a8", 240));
  const land =
    path("M-20 430 L-20 250 Q120 200 260 280 Q360 330 460 430Z", "#6c6a96") +
    path("M700 430 Q800 300 920 260 Q1060 220 1220 280 L1220 430Z", "#5e5c88") +
    path("M-20 430 L-20 320 Q140 290 300 360 Q360 390 390 430Z", "#4f4d78") +
    path("M860 430 Q960 340 1100 330 L1220 340 L1220 430Z", "#47456e") +
    adomiBridge();
  sc.add(land);
  sc.add(band(sc, 430, 370, "0 #f3c3b4, 0.3 #b6a6c9, 1 #5d6c9c"));
  sc.add(reflect(land, 430, 'opacity="0.35"'));
  sc.add(sparkles(r, 40, [600, 900], [432, 640], "#fff0e0", 60));
  sc.add(sparkles(r, 40, [0, W], [440, 780], "#e6e0f2", 50));
  // fishermen casting a net from a canoe
  sc.add(
    canoe(380, 650, 320, ["#26203a"]),
    figure(470, 624, 0.9, "#26203a", { armL: 150, armR: 120, legs: 12 }),
    figure(620, 628, 0.7, "#26203a", { armL: 40, armR: 60 }),
  );
  sc.add(stroke("M420 540 Q470 500 520 548", 'stroke="#26203a" stroke-width="1.5" opacity="0.5"'));
  for (let i = 0; i < 3; i++) {
    const ripple = `stroke="#e9e3f5" stroke-width="1.5" opacity="${n(0.4 - i * 0.1)}"`;
    sc.add(ellipse(520, 660, 200 + i * 70, 14 + i * 6, "none", ripple));
  }
  sc.add(birds(r, 5, 300, 160, 100, "#4a4670"));
};

export const lakeBosumtwi: Painter = (sc, r) => {
  sc.add(band(sc, 0, 300, "0 #5fa3d8, 1 #cfe8f2"));
  sc.add(cloud(300, 100, 1.2, "#fff", 0.9), cloud(900, 140, 1.4, "#fff", 0.85));
  sc.add(
    path(ridge(r, 250, 28, { freq: 1.5 }), "#6f9a84"),
    path(ridge(r, 290, 22, { freq: 2 }), "#4f8a5c"),
  );
  sc.add(ellipse(600, 470, 640, 180, sc.linear("0 #6fa9c9, 0.5 #2f77a2, 1 #1f5a80", 300, 650)));
  sc.add(sparkles(r, 60, [80, 1120], [330, 620], "#e4f3fb", 70));
  // villages on the far shore
  for (let i = 0; i < 16; i++) {
    const x = between(r, 60, 1140);
    const y = 318 + between(r, -6, 10);
    sc.add(gabled(x, y - 8, 14, 8, y - 8, 2, y - 14, "#e8dcc4", pick(r, ["#a8aeb2", "#9c5b3a"])));
  }
  sc.add(
    path(
      "M-20 800 L-20 560 Q200 600 380 660 Q600 700 820 650 Q1000 610 1220 540 L1220 800Z",
      "#2f6b3a",
    ),
  );
  sc.add(path(bumps(r, 640, 30, 60), "#245a2e"), path(bumps(r, 720, 30, 70), "#1c4a26"));
  sc.add(
    grove(r, 8, [690, 760], [0.5, 0.9], { trunk: "#3d2c1f", dark: "#1f5129", light: "#3f8a3f" }),
  );
  // a fisherman on his padua plank
  sc.add(
    rect(560, 520, 110, 8, "#5a4330"),
    figure(600, 520, 0.55, "#2b1d14", { armL: 60, armR: 100, legs: 10 }),
    line(612, 488, 680, 530, "#2b1d14", 2),
  );
  sc.add(ellipse(615, 528, 90, 6, "#ffffff", 'opacity="0.3"'));
  sc.add(birds(r, 5, 700, 120, 120, "#33505f"));
};
