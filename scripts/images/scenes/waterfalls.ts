/** Waterfalls of the Volta Region and the Eastern Region: Wli and Boti. */
import { figure } from "../figures";
import { band, bumps, scatter } from "../landscape";
import { between, eitherSide, pick, type Rand, type Spread, sample } from "../random";
import { ellipse, fmt, H, line, n, type Painter, path, stroke, W } from "../svg";

interface Streaks {
  x: Spread;
  y1: Spread;
  /** Random sideways offset of the lower end, on top of the fixed `shift`. */
  dx: Spread;
  shift?: number;
  y2: Spread;
  color: string | readonly string[];
  width: Spread;
  opacity: number;
}

/** Long thin lines from (x, y1) down to (x + shift + dx, y2): threads of falling water, rock seams. */
function streaks(r: Rand, count: number, s: Streaks) {
  let out = "";
  for (let i = 0; i < count; i++) {
    const x = sample(r, s.x);
    const [y1, x2, y2] = [sample(r, s.y1), x + (s.shift ?? 0) + sample(r, s.dx), sample(r, s.y2)];
    const color = typeof s.color === "string" ? s.color : pick(r, s.color);
    out += line(x, y1, x2, y2, color, sample(r, s.width), `opacity="${s.opacity}"`);
  }
  return out;
}

/** Ten jittered path vertices stepping from (x0, y0) by (dx, dy): a ragged forest edge. */
const ragged = (r: Rand, x0: number, dx: number, y0: number, dy: number) =>
  Array.from({ length: 10 }, (_, i) => {
    const x = x0 + i * dx + between(r, -10, 10);
    return fmt`L${x} ${y0 + i * dy + between(r, -30, 30)}`;
  }).join(" ");

export const wliFalls: Painter = (sc, r) => {
  sc.add(band(sc, 0, H, "0 #cfe6f0, 1 #a4c8b0", 0, 300));
  const cliff = sc.linear("0 #6b6e5c, 0.6 #4e5243, 1 #3a3d32", 40, 800);
  sc.add(path("M300 800 L330 140 Q360 60 470 40 L760 30 Q880 50 900 150 L930 800Z", cliff));
  sc.add(
    streaks(r, 16, {
      x: [340, 880],
      y1: [80, 300],
      dx: [-20, 20],
      y2: [400, 700],
      color: "#2f3228",
      width: [2, 5],
      opacity: 0.35,
    }),
  );
  sc.add(path(bumps(r, 60, 25, 50, 140), "#3f7a3a", 'transform="translate(0 0)"'));
  sc.add(path(`M0 800 L0 120 ${ragged(r, 40, 30, 160, 60)} L340 800Z`, "#2f6a34"));
  sc.add(path(`M1200 800 L1200 100 ${ragged(r, 1160, -28, 150, 62)} L880 800Z`, "#2a6130"));
  const foliage = ["#3b7d3c", "#2f6b33", "#4a8f45"];
  sc.add(
    scatter(r, 40, {
      x: eitherSide([0, 330], [880, W]),
      y: [100, 700],
      size: [20, 46],
      fill: foliage,
    }),
  );
  const fall = sc.linear("0 #f4fbff, 0.5 #d9eef6, 1 #ffffff", 0, 0, 560, 660);
  sc.add(
    path("M570 70 Q560 300 548 640 L680 640 Q660 300 640 70Z", fall, `filter="${sc.blur(2)}"`),
  );
  const water = ["#ffffff", "#b9d9e6"];
  sc.add(
    streaks(r, 22, {
      x: [565, 650],
      y1: [80, 200],
      shift: -8,
      dx: [-6, 6],
      y2: [420, 640],
      color: water,
      width: [1.5, 4],
      opacity: 0.7,
    }),
  );
  // plunge pool, spray, rocks and leaves
  sc.add(ellipse(610, 690, 330, 70, sc.linear("0 #6fb7b0, 1 #2f7f7a", 620, 760)));
  sc.add(ellipse(610, 640, 170, 60, "#ffffff", `opacity="0.75" filter="${sc.blur(22)}"`));
  sc.add(path(bumps(r, 740, 30, 70), "#464a3c"), path(bumps(r, 770, 20, 40), "#2f3328"));
  sc.add(
    scatter(r, 10, { x: [0, W], y: 770, size: 60, ry: 16, fill: "#1f4a25", rotate: [-40, 40] }),
  );
  sc.add(
    figure(820, 716, 0.5, "#c0392b", { armR: 140 }),
    figure(850, 718, 0.46, "#1f4e9c", { skirt: true }),
  );
};

export const botiFalls: Painter = (sc, r) => {
  sc.add(band(sc, 0, H, "0 #bcdcea, 1 #e8efe0", 0, 300));
  const cliff = sc.linear("0 #8d5a3a, 0.5 #6d452e, 1 #4a2f20", 60, 700);
  sc.add(path("M0 800 L0 80 Q200 30 400 70 Q600 100 800 60 Q1000 30 1200 90 L1200 800Z", cliff));
  // rock strata
  for (let i = 0; i < 26; i++) {
    const y = between(r, 120, 560);
    sc.add(
      stroke(
        fmt`M${between(r, 0, 300)} ${y} Q${between(r, 300, 900)} ${y + between(r, -30, 30)} ${between(r, 900, 1200)} ${y + between(r, -20, 20)}`,
        `stroke="#3d261a" stroke-width="${n(between(r, 2, 5))}" opacity="0.3"`,
      ),
    );
  }
  sc.add(path(bumps(r, 70, 30, 60, 150), "#3d7a3a"));
  // the twin falls, widening as they drop
  const sheet = sc.linear("0 #ffffff, 1 #dcecf2", 0, 0, 0, 100);
  const fall = (x: number, w: number) =>
    path(
      `M${x} 110 Q${x - 6} 350 ${x - 16} 600 L${x + w + 16} 600 Q${x + w + 6} 350 ${x + w} 110Z`,
      sheet,
      'opacity="0.95"',
    ) +
    streaks(r, 12, {
      x: [x, x + w],
      y1: 130,
      dx: [-10, 10],
      y2: 590,
      color: "#a9cfdc",
      width: [1.5, 3],
      opacity: 0.6,
    });
  sc.add(fall(430, 70), fall(700, 60));
  sc.add(ellipse(600, 640, 460, 90, sc.linear("0 #5f9f8f, 1 #2f6a5a", 560, 720)));
  sc.add(
    ellipse(470, 600, 160, 50, "#ffffff", `opacity="0.7" filter="${sc.blur(20)}"`),
    ellipse(730, 600, 150, 50, "#ffffff", `opacity="0.7" filter="${sc.blur(20)}"`),
  );
  // a rainbow in the spray
  const rainbow = ["#ff5a5a", "#ffa94d", "#ffe066", "#69db7c", "#4dabf7", "#9775fa"];
  rainbow.forEach((color, i) => {
    const rad = 300 - i * 9;
    const arc = `M${600 - rad} 620 A${rad} ${rad * 0.9} 0 0 1 ${600 + rad} 620`;
    sc.add(stroke(arc, `stroke="${color}" stroke-width="9" opacity="0.28"`));
  });
  sc.add(path(bumps(r, 720, 30, 70), "#3a2a20"));
  const foliage = ["#2f6b33", "#3b7d3c", "#245a2a"];
  sc.add(
    scatter(r, 30, {
      x: eitherSide([-20, 250], [950, 1220]),
      y: [420, 800],
      size: [25, 55],
      fill: foliage,
    }),
  );
  sc.add(
    figure(600, 700, 0.45, "#f1c40f", { armL: 150, armR: 150 }),
    figure(640, 704, 0.42, "#1e8449"),
  );
};
