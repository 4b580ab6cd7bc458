/** Forest and farmland: Kakum's canopy walkway, the Afadjato hills, a cocoa farm. */
import { figure } from "../figures";
import { band, birds, bumps, lightShaft, mist, ridge, scatter, sun } from "../landscape";
import { grove } from "../plants";
import { between, pick } from "../random";
import {
  ellipse,
  group,
  H,
  line,
  n,
  type Painter,
  type Pt,
  parsePts,
  parseTriples,
  path,
  quad,
  rect,
  stroke,
  W,
} from "../svg";

/** A rope walkway slung from (x1, y1) to (x2, y2), sagging by `sag`, with netting up to its handrail. */
function walkway(x1: number, y1: number, x2: number, y2: number, sag: number, scale: number) {
  const mid: Pt = [(x1 + x2) / 2, Math.max(y1, y2) + sag];
  const railH = 42 * scale;
  let out = stroke(
    `M${x1} ${y1} Q${mid[0]} ${mid[1]} ${x2} ${y2}`,
    `stroke="#8a6a44" stroke-width="${n(8 * scale)}"`,
  );
  out += stroke(
    `M${x1} ${y1 - railH} Q${mid[0]} ${mid[1] - railH} ${x2} ${y2 - railH}`,
    `stroke="#c9b48a" stroke-width="${n(2.5 * scale)}"`,
  );
  for (let t = 0.02; t < 1; t += 0.035) {
    const p = quad([x1, y1], mid, [x2, y2], t);
    out += line(p[0], p[1], p[0], p[1] - railH, "#d8c8a2", 1.3 * scale, 'opacity="0.85"');
  }
  return out;
}

export const kakumCanopy: Painter = (sc, r) => {
  sc.add(band(sc, 0, H, "0 #e4f1dc, 0.5 #b9d7b0, 1 #6f9f6c"));
  const layers = ["#a6c8a1", "#85b27f", "#5f9460", "#3f7346", "#28573a"];
  layers.forEach((color, i) => {
    sc.add(path(bumps(r, 220 + i * 110, 30 + i * 10, 60 + i * 16), color));
    if (i < 4) sc.add(mist(sc, 250 + i * 110, 80, 0.28, 18));
  });
  for (let i = 0; i < 5; i++)
    sc.add(lightShaft(120 + i * 260 + between(r, -40, 40), 70, 140, 260, "#fffbe0", 0.09));
  // emergent trees holding the walkway platforms
  const trunk = "#5a4634";
  sc.add(
    path("M150 800 L170 120 L205 120 L235 800Z", trunk),
    path("M990 800 L1020 90 L1050 90 L1080 800Z", trunk),
  );
  sc.add(path("M520 470 L528 330 L540 330 L546 470Z", "#6a5644", 'opacity="0.8"'));
  sc.add(
    rect(130, 400, 120, 14, "#7b5b3b"),
    rect(960, 360, 130, 14, "#7b5b3b"),
    rect(500, 330, 70, 8, "#7b5b3b"),
  );
  sc.add(walkway(540, 332, 990, 364, 40, 0.6), walkway(210, 402, 528, 334, 40, 0.7));
  sc.add(walkway(236, 404, 968, 364, 120, 1));
  sc.add(
    figure(470, 520, 0.55, "#2e3b4e", { armL: 30, armR: 30 }),
    figure(560, 512, 0.5, "#8a2f2f", { skirt: true }),
    figure(700, 486, 0.5, "#e1a23a", { armR: 50 }),
  );
  sc.add(
    scatter(r, 14, {
      x: [-40, W + 40],
      y: [740, 820],
      size: [60, 120],
      ry: [20, 40],
      fill: "#1b3f27",
      rotate: [-30, 30],
      pivotY: 780,
    }),
  );
};

export const afadjatoHighlands: Painter = (sc, r) => {
  sc.add(band(sc, 0, H, "0 #9cc9e8, 0.6 #e9f1e6, 1 #f8efd6", 0, 500));
  sc.add(sun(sc, 230, 150, 44, "#fffbe8", "#fff0b8", 300));
  sc.add(
    path(
      "M600 420 Q760 180 880 140 Q960 130 1010 200 Q1120 330 1220 360 L1220 800 L600 800Z",
      "#a4c2b5",
    ),
  );
  // ridges fading into the haze
  const ridges: [baseY: number, amp: number, color: string][] = [
    [320, 50, "#b8cfc9"],
    [380, 60, "#96b9a6"],
    [450, 55, "#6e9f7c"],
    [530, 60, "#4c8557"],
    [620, 50, "#33693f"],
  ];
  ridges.forEach(([y, amp, color], i) => {
    sc.add(path(ridge(r, y, amp, { freq: 1.2 }), color));
    sc.add(mist(sc, y + 10, 60, 0.35, 16 + i * 2));
  });
  sc.add(
    grove(r, 18, [700, 760], [0.35, 0.6], { trunk: "#2b2419", dark: "#24552c", light: "#4f8f4a" }),
  );
  sc.add(path("M-20 800 L-20 690 Q300 640 620 700 Q900 750 1220 680 L1220 800Z", "#1f4b28"));
  sc.add(
    figure(860, 716, 0.8, "#1b2a3a", { armL: 20, armR: 160, legs: 12 }),
    figure(800, 712, 0.7, "#8b2b2b", { armL: 30, armR: 25, legs: 10 }),
    figure(740, 706, 0.65, "#d39a2c", { skirt: true }),
  );
  sc.add(birds(r, 6, 650, 200, 160, "#4d6070"));
};

/** A ridged cocoa pod hanging from its stalk at (x, y), turned by a degrees. */
const cocoaPod = (x: number, y: number, s: number, a: number, color: string) =>
  group(
    ellipse(0, 0, 16, 40, color) +
      stroke(
        "M-8 -36 Q-12 0 -8 36 M0 -40 L0 40 M8 -36 Q12 0 8 36",
        'stroke="#000" stroke-width="1.5" opacity="0.2"',
      ) +
      ellipse(-5, -10, 4, 18, "#fff", 'opacity="0.25"') +
      line(0, -40, 0, -52, "#5a4030", 3),
    `transform="translate(${n(x)} ${n(y)}) rotate(${n(a)}) scale(${n(s)})"`,
  );

/** A cocoa tree trunk w wide at its foot, narrowing to the top edge. */
const cocoaTrunk = (x: number, w: number) =>
  path(
    `M${x - w} 800 Q${x - w * 0.6} 400 ${x - w * 0.3} 0 L${x + w * 0.3} 0 Q${x + w * 0.6} 400 ${x + w} 800Z`,
    "#5a4030",
  );

export const cocoaFarm: Painter = (sc, r) => {
  sc.add(band(sc, 0, H, "0 #6f9d4a, 1 #2b4a22"));
  const canopy = ["#8cbf5a", "#5d8f3a", "#3f6f2c", "#a9d26a"];
  sc.add(
    scatter(r, 60, { x: [0, W], y: [0, 500], size: [30, 90], fill: canopy, opacity: [0.35, 0.8] }),
  );
  sc.add(rect(0, 0, W, 500, "#ffffff", `opacity="0.08"`));
  for (let i = 0; i < 4; i++) sc.add(lightShaft(200 + i * 260, 60, 100, 220, "#fff8d0", 0.1));
  sc.add(cocoaTrunk(260, 34), cocoaTrunk(900, 40), cocoaTrunk(600, 20));
  const podColors = ["#f2b705", "#e07b1a", "#c0392b", "#8aa832", "#d9531e"];
  // pods growing on the trunks: x, y, scale
  const pods = parseTriples(
    "250,360,1.3 288,430,1.1 230,520,1.4 270,600,1.2 880,300,1.3 930,390,1.5 870,480,1.2 915,560,1.4 600,420,0.8 615,480,0.7",
  );
  for (const [x, y, s] of pods) sc.add(cocoaPod(x, y, s, between(r, -15, 15), pick(r, podColors)));
  const leaves = ["#2f5e22", "#3d7a2c", "#4f8f34"];
  sc.add(
    scatter(r, 22, {
      x: [0, W],
      y: [0, 260],
      size: [50, 90],
      ry: [14, 22],
      fill: leaves,
      rotate: [-40, 40],
    }),
  );
  // drying table, a basket of pods, beans spread out to dry
  sc.add(
    rect(80, 660, 1040, 20, "#7a5a3c"),
    line(120, 680, 120, 800, "#5a4030", 8),
    line(1080, 680, 1080, 800, "#5a4030", 8),
    line(600, 680, 600, 800, "#5a4030", 8),
  );
  sc.add(rect(80, 640, 1040, 24, "#b08a52"));
  sc.add(ellipse(200, 770, 120, 40, "#7a5230"), ellipse(200, 748, 112, 26, "#5a3a20"));
  for (const [x, a] of parsePts("150,-70 195,-95 240,-60 175,-120 225,-110"))
    sc.add(cocoaPod(x, 742, 0.9, a, pick(r, podColors)));
  for (let i = 0; i < 5; i++)
    sc.add(
      stroke(
        `M80 ${760 + i * 8} Q200 ${800 + i * 8} 320 ${760 + i * 8}`,
        'stroke="#4a2f18" stroke-width="2" opacity="0.5"',
      ),
    );
  const beans = ["#6a3a1f", "#7e4a28", "#5a2f18", "#8e5630"];
  sc.add(scatter(r, 220, { x: [90, 1110], y: [640, 662], size: 6, ry: 3.5, fill: beans }));
};
