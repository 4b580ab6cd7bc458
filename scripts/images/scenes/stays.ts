/** Places to stay: a villa pool at dusk, a hotel room, a guesthouse garden, a forest treehouse. */
import { arch } from "../buildings";
import { band, bumps, cloud, glow, lamp, reflect, scatter, stars } from "../landscape";
import { DAY_PALM, leafyTree, palm } from "../plants";
import { between, eitherSide } from "../random";
import {
  circle,
  ellipse,
  fmt,
  group,
  H,
  line,
  n,
  type Painter,
  path,
  poly,
  quad,
  rect,
  stroke,
  W,
} from "../svg";

/** A white sun lounger on the pool deck. */
const lounger = (x: number) =>
  poly(
    `${x},505 ${x + 110},505 ${x + 130},480 ${x + 120},476 ${x + 100},498 ${x + 6},498`,
    "#ffffff",
  ) +
  line(x + 10, 505, x + 10, 515, "#777", 3) +
  line(x + 100, 505, x + 100, 515, "#777", 3);

export const villaPool: Painter = (sc, r) => {
  sc.add(band(sc, 0, 520, "0 #3c5a9a, 0.55 #c28bb0, 1 #f7c59a"));
  sc.add(cloud(260, 120, 1, "#f3c7d6", 0.6), cloud(980, 90, 1.3, "#f0b8c8", 0.5));
  // the villa, its windows lit
  const lit = sc.linear("0 #ffe2a8, 1 #f5a95a", 240, 470);
  sc.add(
    rect(220, 210, 560, 270, "#f2efe9"),
    rect(220, 200, 600, 16, "#e2ddd4"),
    rect(540, 120, 420, 100, "#f2efe9"),
    rect(520, 110, 460, 14, "#e2ddd4"),
  );
  sc.add(
    rect(560, 140, 380, 70, lit),
    rect(250, 250, 250, 200, lit),
    rect(520, 250, 240, 200, lit),
    rect(800, 220, 160, 260, "#e6e1d8"),
  );
  for (let x = 812; x < 955; x += 12) sc.add(rect(x, 226, 6, 248, "#9b6a43"));
  for (const x of [330, 420, 600, 680, 660, 760]) sc.add(rect(x, 250, 3, 200, "#6d6a66"));
  sc.add(rect(250, 250, 250, 200, "#fff", 'opacity="0.12"'));
  sc.add(
    rect(300, 380, 60, 70, "#8b5a3c", 'opacity="0.6"'),
    circle(620, 300, 20, "#fff6d0", 'opacity="0.8"'),
  );
  // the pool, reflecting the windows
  sc.add(rect(0, 480, W, 40, "#d9cfc0"));
  sc.add(band(sc, 520, 280, "0 #2bb3c9, 0.5 #1a92b3, 1 #0e6d92"));
  const windows = rect(250, 250, 250, 200, "#ffd38a") + rect(520, 250, 240, 200, "#ffd38a");
  sc.add(reflect(windows, 500, `opacity="0.22" filter="${sc.blur(6)}"`));
  for (let i = 0; i < 30; i++) {
    const [x, y] = [between(r, 0, W), between(r, 540, 790)];
    const ripple = `stroke="#c9f3fb" stroke-width="2" opacity="${n(between(r, 0.3, 0.7))}"`;
    sc.add(stroke(fmt`M${x} ${y} q20 -8 40 0 t40 0`, ripple));
  }
  sc.add(rect(0, 515, W, 8, "#f4efe6"));
  sc.add(lounger(860), lounger(1010));
  sc.add(palm(r, 80, 505, 420, 50, DAY_PALM), palm(r, 1140, 505, 380, -70, DAY_PALM));
  for (const x of [180, 540, 820])
    sc.add(circle(x, 470, 10, "#ffe3a0"), glow(sc, x, 470, 30, "0 #ffd98a 0.7, 1 #ffd98a 0"));
};

export const hotelRoom: Painter = (sc, r) => {
  sc.add(band(sc, 0, 620, "0 #efe3cf, 1 #e2d0b4"));
  sc.add(band(sc, 600, 200, "0 #8a5a3a, 1 #6a4128"));
  for (let y = 620; y < 800; y += 30) sc.add(line(0, y, W, y, "#5a3622", 2, 'opacity="0.5"'));
  // window with a sea view
  const view = sc.linear("0 #6fb8e6, 0.6 #cfe9f5, 0.61 #2e8fb8, 1 #3fa9c2", 100, 480);
  sc.add(rect(60, 80, 330, 420, "#f8f2e6"), rect(80, 100, 290, 380, view));
  sc.add(group(palm(r, 300, 540, 330, -50, DAY_PALM), `clip-path="${sc.clip(80, 100, 290, 380)}"`));
  sc.add(line(225, 100, 225, 480, "#f8f2e6", 8), line(80, 290, 370, 290, "#f8f2e6", 8));
  sc.add(
    path("M40 60 Q70 300 50 560 L110 560 Q100 300 120 60Z", "#e9d6b8"),
    path("M330 60 Q350 300 340 560 L410 560 Q390 300 410 60Z", "#e9d6b8"),
  );
  sc.add(rect(30, 50, 400, 12, "#6a4128", 'rx="6"'));
  // artwork: an Adinkra-like symbol
  sc.add(rect(640, 110, 240, 170, "#2c3e50"), rect(652, 122, 216, 146, "#f2b705"));
  sc.add(
    circle(760, 195, 40, "none", 'stroke="#2c3e50" stroke-width="10"'),
    line(760, 150, 760, 240, "#2c3e50", 10),
    line(715, 195, 805, 195, "#2c3e50", 10),
  );
  // bed with a kente runner
  sc.add(
    rect(520, 300, 480, 240, "#5c3a24", 'rx="10"'),
    rect(540, 320, 440, 200, "#7a5236", 'rx="6"'),
  );
  sc.add(
    rect(470, 470, 580, 200, "#ffffff", 'rx="16"'),
    rect(470, 600, 580, 70, "#eceae5", 'rx="10"'),
  );
  sc.add(
    ellipse(610, 462, 100, 40, "#f7f5f1"),
    ellipse(830, 462, 100, 40, "#f7f5f1"),
    rect(650, 450, 140, 56, "#c0392b", 'rx="14"'),
    rect(662, 462, 116, 32, "#f2b705", 'rx="8" opacity="0.6"'),
  );
  sc.add(rect(470, 560, 580, 60, "#f2b705"));
  const runner = ["#f2b705", "#1b7f3b", "#c0392b", "#151515", "#f2b705", "#1b7f3b"];
  sc.add(...runner.map((c, i) => rect(470, 566 + i * 8, 580, 4, c)));
  for (let x = 490; x < 1040; x += 60) sc.add(rect(x, 560, 24, 60, "#1b7f3b", 'opacity="0.8"'));
  // nightstand and lamp
  sc.add(rect(1070, 520, 110, 120, "#5c3a24"), rect(1080, 560, 90, 6, "#3e2616"));
  sc.add(glow(sc, 1125, 430, 160, "0 #ffe0a0 0.8, 1 #ffe0a0 0"));
  sc.add(
    line(1125, 520, 1125, 460, "#3e2616", 5),
    poly("1090,460 1160,460 1145,400 1105,400", "#fff0cf"),
  );
  // potted plant and rug
  sc.add(rect(430, 560, 60, 110, "#b5572e", 'rx="8"'));
  sc.add(
    path("M460 560 Q420 470 440 420 Q460 480 462 560Z", "#2e7d32"),
    path("M462 560 Q500 460 490 400 Q470 470 458 560Z", "#3f9a3f"),
    path("M460 560 Q440 500 400 470 Q450 500 466 560Z", "#276b2b"),
  );
  sc.add(ellipse(760, 730, 420, 50, "#b5572e", 'opacity="0.6"'));
};

export const guesthouseGarden: Painter = (sc, r) => {
  sc.add(band(sc, 0, 600, "0 #3d8ed6, 1 #cde9f6", 0, 500));
  sc.add(cloud(1000, 110, 1.1, "#fff", 0.85), cloud(180, 90, 0.8, "#fff", 0.7));
  sc.add(path(bumps(r, 520, 20, 45), "#3f7f3a"), path(bumps(r, 555, 18, 36), "#4d9443"));
  sc.add(leafyTree(r, 1060, 560, 1.8, { trunk: "#4a3424", dark: "#2f6b33", light: "#4f9a43" }));
  // the guesthouse: tiled roof, shuttered upper windows, an arcade below
  const cream = "#f4e6c8";
  const shade = "#dcc9a4";
  sc.add(rect(200, 230, 760, 350, cream), rect(200, 230, 760, 20, shade));
  sc.add(
    poly("170,240 990,240 900,150 260,150", "#b5533a"),
    poly("170,240 990,240 985,232 175,232", "#8e3d2a"),
  );
  for (let x = 280; x < 900; x += 40)
    sc.add(line(x, 152, x - 20 + ((x - 580) / 320) * 40, 236, "#9a4330", 2, 'opacity="0.6"'));
  for (let i = 0; i < 6; i++) {
    const x = 240 + i * 120;
    sc.add(
      rect(x, 280, 60, 80, "#2f5a45"),
      rect(x + 6, 286, 48, 68, "#5b8b7a"),
      line(x + 30, 280, x + 30, 360, "#2f5a45", 3),
    );
    sc.add(rect(x - 12, 280, 12, 80, "#1f6b4a"), rect(x + 60, 280, 12, 80, "#1f6b4a"));
  }
  sc.add(rect(200, 400, 760, 14, shade), rect(200, 570, 760, 14, "#c9b38a"));
  for (let i = 0; i < 6; i++) {
    const x = 210 + i * 126;
    sc.add(arch(x, 116, 580, 470, 410, "#6b4a32"), arch(x + 8, 100, 580, 474, 424, "#3d2a1e"));
  }
  for (let i = 0; i < 7; i++) sc.add(rect(202 + i * 126, 414, 14, 166, cream));
  // bougainvillea on both ends
  const blossom = ["#d6246e", "#e84393", "#b81d5b", "#f06fa4", "#2e6b2e"];
  sc.add(
    scatter(r, 70, {
      x: eitherSide([170, 300], [840, 990]),
      y: [230, 560],
      size: [8, 20],
      fill: blossom,
    }),
  );
  // lawn and path
  sc.add(band(sc, 580, 220, "0 #5fa845, 1 #3a7a2e"));
  sc.add(path("M520 800 Q560 680 580 584 L640 584 Q660 680 720 800Z", "#d9c39a"));
  sc.add(
    scatter(r, 14, {
      x: [0, W],
      y: [600, 790],
      size: [30, 70],
      ry: [10, 20],
      fill: "#2f6b2a",
      opacity: 0.6,
    }),
  );
  sc.add(palm(r, 80, 820, 560, 60, DAY_PALM));
};

export const forestCabin: Painter = (sc, r) => {
  sc.add(band(sc, 0, H, "0 #0f2a3a, 0.6 #2f5a5a, 1 #6a8a6a", 0, 560));
  sc.add(stars(r, 40, 200));
  sc.add(path(bumps(r, 320, 40, 80), "#17342e"), path(bumps(r, 420, 40, 90), "#10261f"));
  for (let i = 0; i < 9; i++) {
    const x = between(r, 0, W);
    sc.add(path(fmt`M${x - 14} 800 L${x - 6} 80 L${x + 6} 80 L${x + 14} 800Z`, "#0b1a16"));
  }
  sc.add(rect(0, 640, W, 160, "#0a1612"));
  // treehouse cabin on stilts
  const wood = "#6a4528";
  sc.add(
    line(440, 800, 450, 520, "#3a2616", 14),
    line(760, 800, 750, 520, "#3a2616", 14),
    line(600, 800, 600, 520, "#3a2616", 12),
  );
  sc.add(rect(380, 500, 440, 22, "#4a3020"), rect(420, 330, 360, 172, wood));
  for (let y = 340; y < 500; y += 18) sc.add(line(420, y, 780, y, "#4f321c", 2));
  sc.add(
    poly("390,336 600,210 810,336", "#2b1d14"),
    poly("600,210 810,336 780,336 600,228", "#1a120c"),
  );
  const warm = sc.linear("0 #ffe3a0, 1 #f59f45", 360, 470);
  sc.add(rect(450, 370, 90, 80, warm), rect(660, 370, 90, 80, warm), rect(560, 390, 70, 110, warm));
  sc.add(line(495, 370, 495, 450, wood, 4), line(705, 370, 705, 450, wood, 4));
  sc.add(glow(sc, 600, 420, 300, "0 #ffcf80 0.35, 1 #ffcf80 0"));
  // deck railing and the ladder up
  sc.add(
    line(380, 500, 380, 460, "#3a2616", 4),
    line(820, 500, 820, 460, "#3a2616", 4),
    line(380, 462, 820, 462, "#3a2616", 4),
  );
  for (let i = 0; i < 12; i++)
    sc.add(line(300 + i * 14, 800 - i * 24, 330 + i * 14, 800 - i * 24, "#4a3020", 5));
  // a string of bulbs under the eaves, and fireflies
  const bulb = sc.radial("0 #ffe9a8 1, 1 #ffe9a8 0", 0, 0, 12);
  for (let t = 0; t <= 1.0001; t += 1 / 14) {
    const [x, y] = quad([380, 300], [600, 380], [820, 300], t);
    sc.add(lamp(bulb, 12, x, y, 2.5, "#fff6d8"));
  }
  sc.add(stroke("M380 300 Q600 380 820 300", 'stroke="#1a120c" stroke-width="1.5"'));
  sc.add(
    scatter(r, 30, {
      x: [0, W],
      y: [450, 780],
      size: [1.5, 3],
      fill: "#e8ff8a",
      opacity: [0.4, 0.9],
    }),
  );
};
