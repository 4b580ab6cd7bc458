/** Coastal towns: Cape Coast Castle, Elmina harbour, the Accra skyline at dusk. */
import { canoe } from "../boats";
import { arch, crenels, ghanaFlag } from "../buildings";
import { band, bumps, cloud, lamp, land, ridge, scatter, sparkles, stars, sun } from "../landscape";
import { between, pick, type Rand } from "../random";
import { circle, ellipse, line, n, type Painter, path, poly, rect, star5, W } from "../svg";

const CASTLE_WALL = "#f3efe4";
const CASTLE_SHADE = "#d8d1c0";

/** Castle bastion sloping from the shore (x0…x3 at y 580) up to a battlemented top (x1…x2). */
const bastion = (x0: number, x1: number, x2: number, x3: number, top: number) =>
  poly(`${x0},580 ${x1},${top} ${x2},${top} ${x3},580`, CASTLE_WALL) +
  poly(`${x2 - 40},${top} ${x2},${top} ${x3},580 ${x3 - 40},580`, CASTLE_SHADE) +
  crenels(x1, x2, 26, top - 16, 15, 18, CASTLE_WALL);

export const capeCoastCastle: Painter = (sc, r) => {
  const [wall, shade] = [CASTLE_WALL, CASTLE_SHADE];
  sc.add(band(sc, 0, 440, "0 #2f86cf, 1 #bfe3f4"));
  sc.add(
    cloud(220, 110, 1.2, "#fff", 0.9),
    cloud(880, 70, 1, "#fff", 0.8),
    cloud(1100, 180, 0.6, "#fff", 0.7),
  );
  sc.add(band(sc, 420, 220, "0 #1a6aa0, 1 #3aa6c2"));
  sc.add(sparkles(r, 40, [0, W], [430, 620], "#e6f7ff", 60));
  sc.add(rect(120, 420, 960, 160, wall), rect(120, 540, 960, 40, shade));
  sc.add(crenels(120, 1080, 28, 404, 16, 18, wall));
  sc.add(bastion(80, 110, 260, 280, 380), bastion(920, 940, 1100, 1130, 360));
  // keep, its upper storey and their roofs
  sc.add(
    rect(460, 270, 320, 310, wall),
    rect(700, 270, 80, 310, shade),
    rect(520, 210, 200, 70, wall),
    rect(680, 210, 40, 70, shade),
  );
  sc.add(
    poly("450,272 790,272 760,252 480,252", "#c6bfae"),
    poly("510,212 730,212 705,196 535,196", "#c6bfae"),
  );
  for (let row = 0; row < 3; row++) {
    for (let col = 0; col < 6; col++) {
      const [x, y] = [480 + col * 48, 300 + row * 78];
      sc.add(arch(x, 24, y + 40, y + 12, y, "#3c3a38"));
    }
  }
  for (let i = 0; i < 5; i++) sc.add(rect(170 + i * 150, 470, 40, 26, "#5d5852"));
  for (const x of [320, 380, 860, 810]) sc.add(rect(x, 396, 30, 9, "#2c2b2a", 'rx="4"'));
  sc.add(ghanaFlag(620, 130, 70, 6));
  // rocks with breaking foam, then the beach
  sc.add(path(bumps(r, 600, 30, 70, 680), "#6b5b4a"), path(bumps(r, 620, 25, 55, 700), "#51463b"));
  sc.add(
    scatter(r, 9, {
      x: [0, W],
      y: [600, 640],
      size: [30, 80],
      ry: [10, 22],
      fill: "#ffffff",
      opacity: [0.6, 0.95],
    }),
  );
  sc.add(land(sc, r, 670, 8, 2, "0 #eed3a0, 1 #d9b27a", 660));
  sc.add(
    canoe(120, 740, 300, ["#1f6f43", "#f0c419", "#c0392b"], "#c0392b"),
    canoe(520, 760, 340, ["#2a55a1", "#f0c419", "#ffffff"], "#f0c419"),
    canoe(930, 735, 250, ["#b03a2e", "#ffffff", "#1f6f43"]),
  );
};

export const elminaHarbour: Painter = (sc, r) => {
  sc.add(band(sc, 0, 460, "0 #7fb6dd, 0.75 #f6dcc0, 1 #fbe6c8"));
  sc.add(sun(sc, 980, 170, 30, "#fff6df", "#ffe1a8", 200));
  sc.add(path(ridge(r, 360, 40, { freq: 0.8, bottom: 470 }), "#6f9a6a"));
  // Fort St Jago on its hill
  sc.add(path("M820 330 Q900 250 1020 300 L1220 330 L1220 470 L820 470Z", "#5f8a5b"));
  sc.add(
    rect(915, 262, 70, 40, "#f1ece0"),
    rect(935, 244, 30, 20, "#f1ece0"),
    rect(965, 262, 20, 40, "#d5cdbd"),
  );
  // Elmina Castle
  sc.add(
    rect(60, 370, 360, 100, "#f1ece0"),
    rect(150, 320, 160, 60, "#f1ece0"),
    rect(280, 320, 30, 60, "#d5cdbd"),
    rect(360, 370, 60, 100, "#d5cdbd"),
  );
  sc.add(crenels(60, 420, 20, 360, 11, 12, "#f1ece0"));
  sc.add(poly("140,322 320,322 300,305 160,305", "#b8503a"));
  sc.add(band(sc, 460, 340, "0 #5c9aa3, 1 #2c6670"));
  sc.add(sparkles(r, 30, [0, W], [470, 780], "#e8f4ee", 50));
  const palette = [
    ["#c0392b", "#f1c40f", "#1e8449"],
    ["#1f4e9c", "#ffffff", "#f1c40f"],
    ["#1e8449", "#f1c40f", "#c0392b"],
    ["#f1c40f", "#c0392b", "#111111"],
    ["#ffffff", "#1f4e9c", "#c0392b"],
  ];
  const flags = ["#c0392b", "#f1c40f", "#1e8449", "#1f4e9c", "#ffffff"];
  // rows of moored canoes, larger towards the viewer
  for (let row = 0; row < 5; row++) {
    const y = 500 + row * row * 14 + row * 30;
    const len = 160 + row * 70;
    for (let x = -60 + ((row * 97) % 150); x < W; x += len * 0.72) {
      const bands = pick(r, palette);
      sc.add(
        ellipse(x + len / 2, y + len * 0.08, len * 0.5, len * 0.04, "#1d4a52", 'opacity="0.35"'),
      );
      sc.add(canoe(x, y, len, bands, r() < 0.6 ? pick(r, flags) : undefined));
    }
  }
};

/** A row of tower blocks standing on baseY, with a random share (`density`) of windows lit. */
function skyline(
  r: Rand,
  baseY: number,
  [minH, maxH]: [number, number],
  color: string,
  lit: string,
  density: number,
) {
  let out = "";
  let x = -10;
  while (x < W) {
    const w = between(r, 40, 110);
    const h = between(r, minH, maxH);
    out += rect(x, baseY - h, w, h + 200, color);
    if (r() < 0.25)
      out += line(x + w / 2, baseY - h, x + w / 2, baseY - h - between(r, 20, 60), color, 3);
    for (let wy = baseY - h + 12; wy < baseY - 8; wy += 16) {
      for (let wx = x + 8; wx < x + w - 10; wx += 14) {
        if (r() < density) out += rect(wx, wy, 7, 9, lit, `opacity="${n(between(r, 0.55, 1))}"`);
      }
    }
    x += w + between(r, 2, 14);
  }
  return out;
}

/** The fill between the top of an arch (crown at y 556… springing at 590) and the lintel above. */
const spandrel = (x: number, w: number, fill: string) =>
  path(`M${x} 590 Q${x + w / 2} 556 ${x + w} 590 L${x + w} 556 L${x} 556Z`, fill);

export const accraSkyline: Painter = (sc, r) => {
  sc.add(band(sc, 0, 620, "0 #141a45, 0.35 #3f2a6b, 0.62 #b2456e, 0.82 #f0795a, 1 #ffc078"));
  sc.add(stars(r, 70, 220));
  sc.add(circle(1030, 110, 26, "#fdf3dc"), circle(1040, 104, 24, "#3a2a67"));
  sc.add(skyline(r, 610, [120, 300], "#2a2148", "#ffd98a", 0.18));
  sc.add(
    path("M560 610 L560 260 Q600 200 640 260 L640 610Z", "#231c3e"),
    line(600, 222, 600, 160, "#231c3e", 4),
    circle(600, 158, 4, "#ff6b6b"),
  );
  sc.add(skyline(r, 660, [60, 170], "#1a1530", "#ffcf70", 0.3));
  // Black Star Gate against the afterglow
  const gate = "#0f0c1c";
  sc.add(rect(380, 500, 440, 190, sc.linear("0 #ffcf8a, 1 #f08a5a", 500, 690)));
  sc.add(
    rect(380, 500, 440, 56, gate),
    rect(380, 556, 64, 134, gate),
    rect(756, 556, 64, 134, gate),
    rect(532, 556, 44, 134, gate),
    rect(624, 556, 44, 134, gate),
  );
  sc.add(spandrel(444, 88, gate), spandrel(576, 48, gate), spandrel(668, 88, gate));
  sc.add(star5(600, 456, 50, gate), star5(600, 456, 18, "#ffd76a"));
  sc.add(rect(380, 500, 440, 3, "#ffb86b", 'opacity="0.7"'));
  // the road: light trails and street lamps
  sc.add(band(sc, 680, 120, "0 #15122a, 1 #07060f"));
  const trail = sc.blur(1.5);
  for (let i = 0; i < 18; i++) {
    const [y, x, w] = [between(r, 700, 780), between(r, -200, W), between(r, 150, 500)];
    const color = i % 2 ? "#ff4f4f" : "#fff1c9";
    sc.add(rect(x, y, w, 2.5, color, `opacity="${n(between(r, 0.5, 0.95))}" filter="${trail}"`));
  }
  const lampGlow = sc.radial("0 #ffd98a 0.9, 1 #ffd98a 0", 0, 0, 30);
  for (let x = 40; x < W; x += 160)
    sc.add(line(x, 690, x, 600, "#0f0c1c", 3), lamp(lampGlow, 30, x, 600, 4, "#fff3c9"));
};
