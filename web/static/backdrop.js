// What never moves on the board, drawn in SVG as rendering/static.py draws it for the
// PNG: the track, the home rows, the yards, start squares and goal in the players'
// colours (grey for colours nobody plays), the arrows where pieces come in and turn
// home, and each colour's letter, so that no place is told apart by colour alone.

const SVG = "http://www.w3.org/2000/svg";

export function el(name, attrs = {}, parent = null) {
  const node = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  if (parent) parent.appendChild(node);
  return node;
}

export function round(v) {
  return Math.round(v * 100) / 100;
}

export function disc(parent, [x, y], r, fill, stroke, width, shadow) {
  if (shadow) el("circle", { cx: x, cy: y + r * 0.12, r, fill: shadow }, parent);
  return el("circle", { cx: x, cy: y, r, fill, stroke, "stroke-width": width }, parent);
}

export function towards(a, b, dist) {
  const length = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
  return [a[0] + ((b[0] - a[0]) * dist) / length, a[1] + ((b[1] - a[1]) * dist) / length];
}

/** A solid arrow from `tail` to `tip`, as rendering.static._arrow. */
export function arrow(parent, tail, tip, width, fill, stroke) {
  const length = Math.hypot(tip[0] - tail[0], tip[1] - tail[1]);
  if (length < 1) return;
  const ux = (tip[0] - tail[0]) / length;
  const uy = (tip[1] - tail[1]) / length;
  const vx = -uy;
  const vy = ux;
  const head = Math.min(length * 0.6, width * 2.2);
  const hw = width * 1.2;
  const sw = width / 2;
  const bx = tip[0] - ux * head;
  const by = tip[1] - uy * head;
  const pts = [
    [tail[0] + vx * sw, tail[1] + vy * sw],
    [bx + vx * sw, by + vy * sw],
    [bx + vx * hw, by + vy * hw],
    tip,
    [bx - vx * hw, by - vy * hw],
    [bx - vx * sw, by - vy * sw],
    [tail[0] - vx * sw, tail[1] - vy * sw],
  ];
  el(
    "polygon",
    {
      points: pts.map((p) => `${round(p[0])},${round(p[1])}`).join(" "),
      fill,
      stroke,
      "stroke-width": Math.max(1, width * 0.18),
    },
    parent,
  );
}

export function letter(parent, [x, y], text, px, fill) {
  const size = px * (text.length < 2 ? 1 : 0.72);
  const node = el(
    "text",
    {
      x,
      y,
      fill,
      "font-size": round(size),
      "text-anchor": "middle",
      "dominant-baseline": "central",
      class: "mark",
      "aria-hidden": "true",
    },
    parent,
  );
  node.textContent = text;
  return node;
}

export function wedge(parent, [cx, cy], r, from, to, fill) {
  const a = (from * Math.PI) / 180;
  const b = (to * Math.PI) / 180;
  const d = [
    `M ${cx} ${cy}`,
    `L ${round(cx + r * Math.cos(a))} ${round(cy + r * Math.sin(a))}`,
    `A ${r} ${r} 0 0 1 ${round(cx + r * Math.cos(b))} ${round(cy + r * Math.sin(b))}`,
    "Z",
  ].join(" ");
  el("path", { d, fill }, parent);
}

export function drawClassic(board) {
  const { g, back } = board;
  const ink = g.ink;
  const cell = g.cell;
  const r = g.square_radius;
  const line = Math.max(1, cell * 0.055);
  const n = g.colours.length;
  const [cx, cy] = g.centre;
  const rr = cell * 0.46;
  disc(back, g.centre, rr, ink.track, ink.line, line, ink.shadow);
  g.colours.forEach((_, c) => {
    const h = g.home[c][0];
    const ang = (Math.atan2(h[1] - cy, h[0] - cx) * 180) / Math.PI;
    wedge(back, g.centre, rr * 0.8, ang - 180 / n + 4, ang + 180 / n - 4, board.tones(c).base);
  });
  disc(back, g.centre, rr * 0.28, ink.track, ink.line, line);
  const loop = [...g.track, g.track[0], g.track[1]];
  el(
    "polyline",
    {
      points: loop.map((p) => p.join(",")).join(" "),
      fill: "none",
      stroke: ink.path,
      "stroke-width": Math.max(1, cell * 0.12),
      "stroke-linejoin": "round",
    },
    back,
  );
  g.colours.forEach((_, c) => {
    const lane = [g.entry[c], ...g.home[c]];
    el(
      "polyline",
      {
        points: lane.map((p) => p.join(",")).join(" "),
        fill: "none",
        stroke: board.tones(c).lane,
        "stroke-width": Math.max(1, cell * 0.16),
      },
      back,
    );
  });
  for (const p of g.track) disc(back, p, r, ink.track, ink.line, line, ink.shadow);
  g.colours.forEach((name, c) => {
    const t = board.tones(c);
    const mark = board.words.letter(name);
    for (const p of g.home[c]) disc(back, p, r, t.home, t.dark, line, ink.shadow);
    const a = towards(g.entry[c], g.home[c][0], r * 0.7);
    const b = towards(g.entry[c], g.home[c][0], cell - r * 0.55);
    arrow(back, a, b, cell * 0.12, t.base, t.dark);
    const yc = g.yard_centre[c];
    if (n === 4) {
      const half = cell * g.yard_reach;
      el(
        "rect",
        {
          x: yc[0] - half + cell * 0.05,
          y: yc[1] - half + cell * 0.1,
          width: 2 * half - cell * 0.05,
          height: 2 * half - cell * 0.1,
          rx: cell * 0.5,
          fill: ink.shadow,
        },
        back,
      );
      el(
        "rect",
        {
          x: yc[0] - half,
          y: yc[1] - half,
          width: 2 * half,
          height: 2 * half,
          rx: cell * 0.5,
          fill: t.yard,
          stroke: t.yard_edge,
          "stroke-width": line,
        },
        back,
      );
    } else {
      disc(back, yc, cell * g.yard_reach, t.yard, t.yard_edge, line, ink.shadow);
    }
    for (const p of g.yard[c]) disc(back, p, r * 0.9, t.spot, t.dark, line);
    letter(back, yc, mark, cell * 0.42, t.mark);
    const start = g.start[c];
    const edge = cell * g.yard_reach * 1.02;
    const tail = towards(yc, start, edge);
    const tip = towards(start, yc, r * 1.08);
    if (Math.hypot(tail[0] - tip[0], tail[1] - tip[1]) > cell * 0.25) {
      arrow(back, tail, tip, cell * 0.1, t.base, t.dark);
    }
    disc(back, start, r * 1.06, t.base, t.dark, line, ink.shadow);
    letter(back, start, mark, cell * 0.46, t.on);
  });
}

export function drawCross(board) {
  const { g, back } = board;
  const ink = g.ink;
  const cell = g.cell;
  const half = cell / 2;
  const line = Math.max(1, cell * 0.035);
  const [cx, cy] = g.centre;
  const square = (p, fill) =>
    el(
      "rect",
      {
        x: p[0] - half,
        y: p[1] - half,
        width: cell,
        height: cell,
        fill,
        stroke: ink.grid,
        "stroke-width": line,
      },
      back,
    );
  const x0 = cx - 7.5 * cell;
  const y0 = cy - 7.5 * cell;
  el(
    "rect",
    { x: x0 + cell * 0.06, y: y0 + cell * 0.1, width: 15 * cell, height: 15 * cell, fill: ink.shadow },
    back,
  );
  el(
    "rect",
    { x: x0, y: y0, width: 15 * cell, height: 15 * cell, fill: ink.track, stroke: ink.grid, "stroke-width": line },
    back,
  );
  for (const p of g.track) square(p, ink.track);
  g.colours.forEach((name, c) => {
    const t = board.tones(c);
    const mark = board.words.letter(name);
    for (const p of g.home[c]) square(p, t.base);
    square(g.start[c], t.base);
    letter(back, g.start[c], mark, cell * 0.5, t.on);
    const entry = g.entry[c];
    const lane = g.home[c][0];
    arrow(back, towards(entry, lane, -cell * 0.36), towards(entry, lane, cell * 0.38), cell * 0.17, t.base, t.dark);
    const [ycx, ycy] = g.yard_centre[c];
    el(
      "rect",
      {
        x: ycx - 3 * cell,
        y: ycy - 3 * cell,
        width: 6 * cell,
        height: 6 * cell,
        fill: t.base,
        stroke: ink.grid,
        "stroke-width": line,
      },
      back,
    );
    const court = 2.05 * cell;
    el(
      "rect",
      {
        x: ycx - court + cell * 0.06,
        y: ycy - court + cell * 0.1,
        width: 2 * court - cell * 0.06,
        height: 2 * court - cell * 0.1,
        rx: cell * 0.45,
        fill: t.court_shadow,
      },
      back,
    );
    el(
      "rect",
      { x: ycx - court, y: ycy - court, width: 2 * court, height: 2 * court, rx: cell * 0.45, fill: t.court },
      back,
    );
    for (const p of g.yard[c]) disc(back, p, cell * 0.5, t.court_spot, t.dark, line, t.court_spot_shadow);
    letter(back, [ycx, ycy], mark, cell * 0.62, t.court_mark);
    const end = g.home[c][g.home[c].length - 1];
    const dist = Math.hypot(end[0] - cx, end[1] - cy);
    const ux = (end[0] - cx) / dist;
    const uy = (end[1] - cy) / dist;
    const vx = -uy;
    const vy = ux;
    const tri = [
      [cx + (ux + vx) * 1.5 * cell, cy + (uy + vy) * 1.5 * cell],
      [cx + (ux - vx) * 1.5 * cell, cy + (uy - vy) * 1.5 * cell],
      [cx, cy],
    ];
    el(
      "polygon",
      { points: tri.map((p) => p.map(round).join(",")).join(" "), fill: t.base, stroke: ink.grid, "stroke-width": line },
      back,
    );
  });
  disc(back, g.centre, cell * 0.42, ink.track, ink.grid, line);
  const star = [];
  for (let i = 0; i < 10; i++) {
    const rad = cell * (i % 2 === 0 ? 0.32 : 0.13);
    star.push([cx + rad * Math.sin((i * Math.PI) / 5), cy - rad * Math.cos((i * Math.PI) / 5)]);
  }
  el(
    "polygon",
    { points: star.map((p) => p.map(round).join(",")).join(" "), fill: ink.gold, stroke: ink.gold_edge, "stroke-width": line },
    back,
  );
}

/** A piece's own group: its shape with its number, the ring when it may move. */
