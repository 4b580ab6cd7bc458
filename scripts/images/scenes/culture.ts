/** Culture: a kente cloth market, a drumming night, a plate of jollof. */
import { hut } from "../buildings";
import { drummer, figure } from "../figures";
import { band, glow, scatter, stars } from "../landscape";
import { between, pick, type Rand } from "../random";
import {
  circle,
  ellipse,
  group,
  H,
  line,
  n,
  type Painter,
  parsePts,
  path,
  poly,
  rect,
  stroke,
  W,
} from "../svg";

const KENTE = ["#f2b705", "#1b7f3b", "#c0392b", "#151515", "#1f4e9c"];

/** A length of kente: woven strips of gold-ground blocks, alternately striped and lozenged. */
function kenteCloth(r: Rand, x: number, y: number, w: number, h: number) {
  let out = "";
  const strips = Math.max(2, Math.round(w / 60));
  const sw = w / strips;
  for (let s = 0; s < strips; s++) {
    const sx = x + s * sw;
    let by = y;
    let k = s % 2;
    while (by < y + h) {
      const bh = Math.min(between(r, 48, 80), y + h - by);
      const base = k % 2 === 0 ? "#f2b705" : pick(r, KENTE);
      const others = KENTE.filter((c) => c !== base);
      const accent = pick(r, others);
      out += rect(sx, by, sw, bh, base);
      if (k % 2 === 0) {
        for (let ly = by + 8; ly < by + bh - 6; ly += 16) out += rect(sx, ly, sw, 7, accent);
      } else {
        const diamond = `${sx + sw / 2},${by + 6} ${sx + sw - 6},${by + bh / 2} ${sx + sw / 2},${by + bh - 6} ${sx + 6},${by + bh / 2}`;
        out += poly(diamond, accent);
        out += rect(sx + sw / 2 - 3, by + 4, 6, bh - 8, "#f2b705", 'opacity="0.7"');
      }
      by += bh;
      k += 1;
    }
    out += line(sx, y, sx, y + h, "#000", 1, 'opacity="0.25"');
  }
  return out;
}

export const kenteMarket: Painter = (sc, r) => {
  sc.add(band(sc, 0, H, "0 #f3d9a6, 1 #d9ab6a"));
  // scalloped awning and the rail the cloths hang from
  const scallops = Array.from({ length: 13 }, (_, i) => `Q${i * 100 + 50} 130 ${(i + 1) * 100} 90`);
  sc.add(
    rect(0, 0, W, 90, "#6b3d22"),
    path(`M0 90 ${scallops.join(" ")} L1200 0 L0 0Z`, "#8a4e2b"),
  );
  sc.add(line(0, 140, W, 140, "#4a2b18", 6));
  for (const [i, [x, h]] of parsePts("40,520 250,470 460,540 690,480 910,520").entries()) {
    const [y, w] = [150, 180 + (i % 2) * 20];
    sc.add(kenteCloth(r, x, y, w, h));
    sc.add(
      rect(
        x,
        y,
        w,
        h,
        sc.linear("0 #000 0.25, 0.2 #000 0, 0.8 #000 0, 1 #000 0.3", 0, 0, x, x + w),
      ),
    );
    sc.add(rect(x - 4, y - 6, w + 8, 10, "#4a2b18", 'rx="3"'));
  }
  // the stall counter with folded cloths stacked on it
  sc.add(rect(0, 640, W, 160, "#5a3620"), rect(0, 640, W, 14, "#7a4a2b"));
  for (let i = 0; i < 7; i++) {
    const x = 40 + i * 165;
    for (let j = 0; j < 3; j++) {
      const y = 612 - j * 22;
      sc.add(
        rect(x, y, 130, 20, pick(r, KENTE), 'rx="3"'),
        rect(x, y + 7, 130, 6, "#f2b705"),
        rect(x + 40, y, 14, 20, "#151515", 'opacity="0.6"'),
      );
    }
  }
  sc.add(rect(0, 0, W, H, sc.radial("0 #000 0, 0.7 #000 0, 1 #000 0.35", 600, 400, 760)));
};

export const drummingNight: Painter = (sc, r) => {
  sc.add(band(sc, 0, 560, "0 #070b24, 0.7 #1b2353, 1 #3a2a55"));
  sc.add(stars(r, 160, 420));
  sc.add(glow(sc, 1000, 120, 120, "0 #fdf6dc 0.5, 1 #fdf6dc 0"), circle(1000, 120, 40, "#fbf3d5"));
  const [wall, roof, roofShade] = ["#100c1c", "#140f22", "#0d0a18"];
  sc.add(
    hut(160, 540, 120, wall, roof, roofShade),
    hut(300, 550, 90, wall, roof, roofShade),
    hut(950, 545, 130, wall, roof, roofShade),
  );
  sc.add(path("M-20 540 L1220 540 L1220 560 L-20 560Z", "#120d1f"));
  sc.add(band(sc, 550, 250, "0 #1c1220, 1 #0a070d"));
  // the fire and its light on the ground
  const firelight = sc.radial("0 #ff9a3c 0.75, 0.5 #d4552a 0.3, 1 #d4552a 0", 600, 650, 520, 0.35);
  sc.add(ellipse(600, 650, 520, 150, firelight));
  sc.add(glow(sc, 600, 560, 260, "0 #ffb347 0.5, 1 #ff7a2f 0"));
  sc.add(ellipse(600, 672, 70, 14, "#2a1a12"));
  sc.add(
    path(
      "M545 672 Q540 600 575 560 Q570 610 590 620 Q585 560 610 500 Q625 580 640 600 Q650 570 660 560 Q675 620 655 672Z",
      "#e8542a",
    ),
  );
  sc.add(
    path(
      "M565 672 Q565 620 590 590 Q595 630 605 635 Q610 590 625 560 Q640 630 640 672Z",
      "#ffa53a",
    ),
    path("M585 672 Q590 640 605 620 Q615 645 625 672Z", "#ffe28a"),
  );
  sc.add(
    scatter(r, 30, {
      x: [520, 680],
      y: [380, 560],
      size: [1, 2.5],
      fill: "#ffcf6a",
      opacity: [0.4, 1],
    }),
  );
  // drummers and dancers in silhouette
  const ink = "#0d0812";
  sc.add(
    drummer(250, 700, 1.3, ink, "#2a1810", "#d98a3a"),
    drummer(380, 690, 1.1, ink, "#2a1810", "#d98a3a"),
    group(
      drummer(0, 0, 1.25, ink, "#2a1810", "#d98a3a"),
      'transform="translate(950 700) scale(-1 1)"',
    ),
  );
  sc.add(
    figure(470, 660, 1.25, ink, { armL: 150, armR: 120, legs: 14, lean: -8, skirt: true }),
    figure(740, 664, 1.3, ink, { armL: 110, armR: 160, legs: 16, lean: 8 }),
    figure(840, 650, 1.05, ink, { armL: 140, armR: 140, legs: 12, skirt: true }),
  );
};

export const jollofPlate: Painter = (sc, r) => {
  // plank table top
  sc.add(rect(0, 0, W, H, "#7a4a2a"));
  for (let y = 0; y < H; y += 100) {
    sc.add(
      rect(0, y, W, 96, pick(r, ["#8a5632", "#7d4c2c", "#93603a"])),
      rect(0, y + 96, W, 4, "#4a2a16"),
    );
    for (let i = 0; i < 6; i++) {
      const grain = `M0 ${y + between(r, 10, 90)} Q600 ${y + between(r, 10, 90)} 1200 ${y + between(r, 10, 90)}`;
      sc.add(stroke(grain, 'stroke="#5a3420" stroke-width="1.5" opacity="0.35"'));
    }
  }
  // striped napkin
  const napkin = 'transform="rotate(-12 220 660)"';
  sc.add(rect(-40, 520, 520, 300, "#f5efe2", napkin));
  for (let i = 0; i < 5; i++)
    sc.add(rect(-40, 540 + i * 14, 520, 6, pick(r, ["#f2b705", "#1b7f3b", "#c0392b"]), napkin));
  // the plate, heaped with rice
  sc.add(circle(640, 410, 330, "#000", `opacity="0.25" filter="${sc.blur(14)}"`));
  sc.add(
    circle(620, 390, 320, "#f7f5f0"),
    circle(620, 390, 250, "#ece8df"),
    circle(620, 390, 244, "#f9f8f4"),
  );
  sc.add(circle(560, 360, 150, "#d2521f"));
  const rice = ["#e8682a", "#c9461a", "#f08a3c", "#b83a16"];
  for (let i = 0; i < 420; i++) {
    const a = between(r, 0, Math.PI * 2);
    const d = Math.sqrt(r()) * 145;
    const [x, y] = [560 + Math.cos(a) * d, 360 + Math.sin(a) * d];
    sc.add(
      ellipse(
        x,
        y,
        5,
        2.4,
        pick(r, rice),
        `transform="rotate(${n(between(r, 0, 180))} ${n(x)} ${n(y)})"`,
      ),
    );
  }
  for (const [x, y] of parsePts("520,310 600,400 540,420"))
    sc.add(circle(x, y, 7, "#3f8f3a"), circle(x + 18, y - 8, 5, "#f3c44a"));
  // grilled chicken
  sc.add(
    path(
      "M720 400 Q760 330 830 350 Q880 370 860 430 Q840 480 780 470 Q735 462 720 400Z",
      "#a8561f",
    ),
    stroke(
      "M740 405 Q770 360 820 372 Q850 385 842 425",
      'stroke="#d98a3a" stroke-width="8" opacity="0.6" stroke-linecap="round"',
    ),
    path("M840 450 L900 500 Q912 510 902 518 Q892 524 884 512 L830 465Z", "#e9dcc0"),
  );
  // fried plantain
  for (let i = 0; i < 6; i++) {
    const x = 520 + i * 44 + between(r, -6, 6);
    const y = 580 + (i % 2) * 26;
    const turned = () => `transform="rotate(${n(between(r, -30, 30))} ${n(x)} ${n(y)})"`;
    sc.add(ellipse(x, y, 30, 18, "#e59a1c", turned()), ellipse(x, y, 22, 11, "#f6c441", turned()));
  }
  // salad: lettuce, tomato, onion ring
  sc.add(
    ellipse(760, 260, 70, 40, "#4f9a3a", 'transform="rotate(-20 760 260)"'),
    ellipse(800, 230, 50, 28, "#6fbf4a", 'transform="rotate(30 800 230)"'),
    circle(730, 250, 18, "#d62f2f"),
    circle(770, 285, 16, "#e23b3b"),
    circle(800, 250, 18, "none", 'stroke="#f3e7f0" stroke-width="4"'),
  );
  // side dishes and a spoon
  sc.add(
    circle(1010, 180, 110, "#000", `opacity="0.25" filter="${sc.blur(10)}"`),
    circle(1000, 170, 105, "#3a2418"),
    circle(1000, 170, 92, "#c2451c"),
    circle(985, 160, 48, "#f3ead6"),
    ellipse(970, 145, 18, 10, "#fff", 'opacity="0.6"'),
    circle(1040, 200, 10, "#7a2a10"),
  );
  sc.add(
    circle(1050, 560, 60, "#2a1a10"),
    circle(1050, 560, 50, "#3b1d12"),
    circle(1040, 550, 12, "#7a2d12", 'opacity="0.6"'),
  );
  sc.add(
    rect(230, 120, 12, 320, "#c9ccd1", 'rx="6" transform="rotate(8 236 280)"'),
    rect(216, 100, 40, 70, "#c9ccd1", 'rx="12" transform="rotate(8 236 280)"'),
  );
};
