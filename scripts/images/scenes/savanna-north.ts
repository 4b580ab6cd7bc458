/** The north: elephants at Mole, painted houses at Sirigu, the Larabanga mosque. */
import { arch, hutRoof, hutWall } from "../buildings";
import { elephant, figure } from "../figures";
import { band, birds, cloud, reflect, ridge, scatter, sun } from "../landscape";
import { acacia, leafyTree } from "../plants";
import { between, pick } from "../random";
import { circle, ellipse, fmt, line, type Painter, path, poly, raw, rect, W } from "../svg";

export const moleSavanna: Painter = (sc, r) => {
  sc.add(band(sc, 0, 470, "0 #7fa9cf, 0.55 #e9c79a, 1 #f6b868"));
  sc.add(sun(sc, 240, 330, 40, "#fff1c4", "#ffcf80", 320));
  const escarpment =
    "M-20 470 L-20 410 L180 400 L240 380 L520 376 L560 392 L820 388 L880 372 L1220 380 L1220 470Z";
  sc.add(path(escarpment, "#9c8fa0", 'opacity="0.8"'));
  sc.add(path(ridge(r, 440, 10, { freq: 3 }), "#b98f56"));
  sc.add(
    scatter(r, 24, { x: [0, W], y: [436, 462], size: [14, 36], ry: [8, 14], fill: "#6f6a38" }),
  );
  sc.add(
    acacia(r, 930, 470, 1.1, "#3a2d22", "#4f5a2a"),
    acacia(r, 180, 468, 0.8, "#3a2d22", "#55602e"),
  );
  sc.add(band(sc, 460, 340, "0 #d8a24a, 0.5 #c88d38, 1 #9c6a28"));
  // elephants at the waterhole
  sc.add(ellipse(620, 600, 300, 42, sc.linear("0 #a9c2cf, 1 #6f8e9a", 560, 640)));
  sc.add(ellipse(620, 590, 250, 10, "#e8f0f2", 'opacity="0.5"'));
  sc.add(
    elephant(500, 590, 1.5, "#5c5047", "#6e6157"),
    elephant(760, 596, 1.7, "#574b43", "#6b5e54", true),
    elephant(640, 594, 0.9, "#615549", "#74675c"),
  );
  sc.add(reflect(elephant(500, 590, 1.5, "#3c3530", "#3c3530"), 595, 'opacity="0.25"'));
  // tall grass, longer towards the viewer
  const grass = ["#8a5e22", "#e0b35c", "#b07a30", "#f0c877"];
  for (let i = 0; i < 260; i++) {
    const [x, y] = [between(r, 0, W), between(r, 640, 820)];
    const h = between(r, 20, 60) * ((y - 600) / 200);
    sc.add(line(x, y, x + between(r, -10, 10), y - h, pick(r, grass), 2, 'stroke-linecap="round"'));
  }
  sc.add(acacia(r, 1080, 760, 2, "#2e241b", "#3f4a22"));
  sc.add(birds(r, 6, 700, 180, 140, "#5a4a40"));
};

/** A Sirigu house w wide on (x, y): walls painted with a zigzag frieze, a thatched conical roof. */
function paintedHouse(x: number, y: number, w: number) {
  const h = w * 0.62;
  let out = hutWall(x, y, w, h, 0.1, "#d7a36a", raw);
  const frieze = y - h * 0.55;
  for (let t = x - w / 2; t < x + w / 2 - 10; t += 20) {
    out += poly(`${t},${frieze} ${t + 10},${frieze - 16} ${t + 20},${frieze}`, "#1d1410");
    const end = Math.min(t + 30, x + w / 2);
    out += poly(`${t + 10},${frieze - 16} ${t + 20},${frieze} ${end},${frieze - 16}`, "#f4ecd8");
  }
  out += rect(x - w / 2, frieze, w, 10, "#8c3b22");
  out += rect(x - w / 2, y - h * 0.22, w, 6, "#1d1410");
  out += arch(x - 12, 24, y + 4, y - h * 0.45, y - h * 0.58, "#2a1a12");
  out += hutRoof(x, y, w, h, w * 0.72, "#b88a4a", "#8d6532", raw);
  for (let k = 0; k < 8; k++)
    out += line(
      x,
      y - h - w * 0.7,
      x - w * 0.6 + k * w * 0.16,
      y - h + 8,
      "#6e4d26",
      1,
      'opacity="0.5"',
    );
  return out;
}

export const siriguVillage: Painter = (sc, r) => {
  sc.add(band(sc, 0, 520, "0 #3f3a74, 0.45 #c0607a, 0.8 #f29a5c, 1 #ffd28a"));
  sc.add(circle(980, 150, 34, "#fff0d0", 'opacity="0.95"'));
  sc.add(band(sc, 510, 290, "0 #c07a45, 1 #8a4f2a"));
  // baobab
  sc.add(
    path(
      "M150 520 Q140 420 170 330 L130 250 L150 245 L185 310 L200 230 L220 232 L215 320 L260 260 L275 270 L235 345 Q255 430 250 520Z",
      "#3a2620",
    ),
  );
  sc.add(scatter(r, 10, { x: [110, 300], y: [220, 280], size: [14, 26], fill: "#4a4a2a" }));
  // compound wall and houses
  sc.add(
    path("M300 560 L1200 560 L1200 610 L300 610Z", "#b8733f"),
    rect(300, 556, 900, 6, "#1d1410"),
  );
  sc.add(paintedHouse(460, 600, 170), paintedHouse(720, 590, 210), paintedHouse(1000, 600, 180));
  sc.add(
    figure(600, 640, 0.7, "#2a1610", { skirt: true, armR: 160 }),
    ellipse(624, 566, 22, 8, "#8c3b22"),
  );
  sc.add(figure(860, 660, 0.55, "#2a1610"));
  sc.add(rect(0, 700, W, 100, "#6e3c1f", 'opacity="0.4"'));
  sc.add(birds(r, 5, 600, 180, 120, "#2a2440"));
};

const MUD = "#f1e8d6";
const MUD_SHADOW = "#cdbf9f";

/** Tapering mud-brick tower with a rounded top and timber stakes (toron) jutting from it. */
function mudTower(x: number, base: number, w: number, h: number) {
  let out = poly(
    `${x - w / 2},${base} ${x - w * 0.32},${base - h} ${x + w * 0.32},${base - h} ${x + w / 2},${base}`,
    MUD,
  );
  out += poly(
    `${x + w * 0.1},${base} ${x + w * 0.25},${base - h} ${x + w * 0.32},${base - h} ${x + w / 2},${base}`,
    MUD_SHADOW,
  );
  out += path(
    fmt`M${x - w * 0.32} ${base - h} Q${x} ${base - h - w * 0.5} ${x + w * 0.32} ${base - h}Z`,
    MUD,
  );
  for (let y = base - 30; y > base - h; y -= 38) {
    const half = (w / 2) * (1 - ((base - y) / h) * 0.36);
    out += line(x - half - 22, y, x + half + 22, y, "#4a2f1c", 6, 'stroke-linecap="round"');
  }
  return out;
}

export const larabangaMosque: Painter = (sc, r) => {
  sc.add(band(sc, 0, 560, "0 #2f7fd0, 1 #cfe8f5"));
  sc.add(cloud(950, 120, 1, "#fff", 0.8), cloud(250, 180, 0.7, "#fff", 0.6));
  sc.add(band(sc, 550, 250, "0 #e0a560, 1 #b9783a"));
  sc.add(rect(260, 420, 700, 160, MUD), rect(260, 540, 700, 40, MUD_SHADOW));
  for (let x = 280; x < 960; x += 80)
    sc.add(poly(`${x},580 ${x + 10},430 ${x + 40},430 ${x + 50},580`, MUD_SHADOW, 'opacity="0.6"'));
  for (let x = 300; x < 960; x += 60)
    sc.add(line(x - 14, 450, x + 28, 450, "#4a2f1c", 5, 'stroke-linecap="round"'));
  sc.add(mudTower(330, 580, 130, 330), mudTower(880, 580, 150, 370), mudTower(610, 440, 90, 120));
  for (const x of [460, 560, 760]) sc.add(arch(x, 40, 580, 500, 478, "#3a2414"));
  sc.add(ellipse(620, 600, 420, 24, "#8a5a2a", 'opacity="0.35"'));
  const tree = { trunk: "#4a3424", dark: "#3b6b2c", light: "#5d9a43" };
  sc.add(leafyTree(r, 1100, 600, 1.3, tree), leafyTree(r, 90, 610, 1.1, tree));
  sc.add(
    figure(720, 660, 0.7, "#ffffff", { skirt: true }),
    figure(750, 662, 0.65, "#1f4e9c", { skirt: true }),
  );
  sc.add(
    scatter(r, 40, {
      x: [0, W],
      y: [640, 800],
      size: [10, 40],
      ry: [2, 5],
      fill: "#a56a32",
      opacity: 0.5,
    }),
  );
};
