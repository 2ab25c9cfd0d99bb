// The board in SVG, drawn as rendering/static.py and rendering/draw.py draw the PNG:
// the same places (web/geometry.py hands them over in the PNG's pixels, the SVG's view
// box is the PNG's board), the same colours, each colour's shape and letter. Pieces
// sharing a square are spread as rendering.draw.piece_spots spreads them; a moving
// piece walks its path square by square.

import { drawClassic, drawCross, el, round } from "./backdrop.js";

/** The longest a move's animation takes (the limit). */
export const MOVE_MS = 400;

/** Where a piece of `colour` at `progress` stands: bot.engine.board.where. */
export function where(g, limit, colour, progress) {
  if (progress === g.yard_progress) return ["yard", 0];
  if (progress === g.out_progress) return ["out", 0];
  if (progress < limit) return ["track", (g.starts[colour] + progress) % g.track_len];
  if (g.goal && progress === g.last) return ["goal", 0];
  return ["home", progress - g.lap];
}

function placeOf(g, colour, piece, [kind, index]) {
  if (kind === "yard") return g.yard[colour][piece];
  if (kind === "track") return g.track[index];
  if (kind === "home") return g.home[colour][index];
  if (kind === "goal") return g.goal_spots[colour];
  return null;
}

/** Where each piece is drawn, as rendering.draw.piece_spots: pieces sharing a place
 * are spread so all show. Returns a Map "colour:piece" -> {x, y, r, colour, piece}. */
export function pieceSpots(g, position) {
  const spots = new Map();
  const groups = new Map();
  const r = g.cell * 0.34;
  const colours = position.colour_seat.flatMap((seat, c) => (seat >= 0 ? [c] : []));
  for (const c of colours) {
    position.squares[c].forEach(([kind, index], i) => {
      if (kind === "out") return;
      if (kind === "yard") {
        const [x, y] = g.yard[c][i];
        spots.set(`${c}:${i}`, { x, y, r, colour: c, piece: i });
        return;
      }
      const key = `${kind}|${kind === "track" ? index : c}|${kind === "home" ? index : 0}`;
      if (!groups.has(key)) groups.set(key, { kind, index, colour: c, members: [] });
      groups.get(key).members.push([c, i]);
    });
  }
  for (const { kind, index, colour, members } of groups.values()) {
    const base = placeOf(g, colour, 0, [kind, index]);
    const n = members.length;
    if (n === 1) {
      const [c, i] = members[0];
      spots.set(`${c}:${i}`, { x: base[0], y: base[1], r, colour: c, piece: i });
      continue;
    }
    const same = members.every((m) => m[0] === members[0][0]);
    members.forEach(([c, i], k) => {
      if (same && kind !== "goal") {
        const off = (k - (n - 1) / 2) * g.cell * 0.14;
        spots.set(`${c}:${i}`, { x: base[0] - off, y: base[1] - off, r: r * 0.9, colour: c, piece: i });
      } else {
        const ang = -Math.PI / 2 + (2 * Math.PI * k) / n;
        const d = g.cell * (n <= 4 ? 0.22 : 0.3);
        spots.set(`${c}:${i}`, {
          x: base[0] + d * Math.cos(ang),
          y: base[1] + d * Math.sin(ang),
          r: r * 0.66,
          colour: c,
          piece: i,
        });
      }
    });
  }
  return spots;
}

export class Board {
  /** An SVG board for geometry `g` (web/geometry.py's board_geometry) in `host`. */
  constructor(host, g, words, inPlay) {
    this.g = g;
    this.words = words;
    const top = g.top;
    this.svg = el("svg", {
      viewBox: `0 ${top} ${g.width} ${g.size}`,
      role: "group",
      class: "board",
      "aria-label": words.t("web-board"),
    });
    this.svg.dataset.board = g.board;
    host.appendChild(this.svg);
    this.back = el("g", { class: "static" }, this.svg);
    this.marks = el("g", { class: "marks" }, this.svg);
    this.layer = el("g", { class: "pieces" }, this.svg);
    this.pieces = new Map();
    this.inPlay = inPlay;
    this.drawStatic(inPlay);
    this.onPick = null;
  }

  tones(c) {
    const name = this.g.colours[c];
    return this.inPlay.includes(c) ? this.g.tones[name] : this.g.tones.neutral;
  }

  drawStatic(inPlay) {
    const { g } = this;
    this.inPlay = inPlay;
    this.back.replaceChildren();
    const ink = g.ink;
    const cell = g.cell;
    const pad = cell * 0.22;
    const box = [pad, g.top + pad, g.width - 2 * pad, g.size - 2 * pad];
    const off = cell * 0.08;
    el(
      "rect",
      {
        x: box[0] + off,
        y: box[1] + off * 1.5,
        width: box[2],
        height: box[3],
        rx: cell * 0.7,
        fill: ink.panel_shadow,
        opacity: 0.45,
      },
      this.back,
    );
    el(
      "rect",
      {
        x: box[0],
        y: box[1],
        width: box[2],
        height: box[3],
        rx: cell * 0.7,
        fill: ink.board,
        stroke: ink.frame,
        "stroke-width": Math.max(1, cell * 0.06),
      },
      this.back,
    );
    const inset = cell * 0.16;
    el(
      "rect",
      {
        x: box[0] + inset,
        y: box[1] + inset,
        width: box[2] - 2 * inset,
        height: box[3] - 2 * inset,
        rx: cell * 0.7 - inset,
        fill: "none",
        stroke: ink.frame_inner,
        "stroke-width": Math.max(1, cell * 0.025),
      },
      this.back,
    );
    if (g.goal) drawCross(this);
    else drawClassic(this);
  }

  makePiece(c, i) {
    const { g } = this;
    const name = g.colours[c];
    const t = g.tones[name];
    const r = g.cell * 0.34;
    const node = el("g", { class: "piece", "data-colour": name, "data-piece": i }, this.layer);
    const ring = el("g", { class: "ring" }, node);
    el("circle", { r: r * 1.42, fill: g.ink.ink }, ring);
    el("circle", { r: r * 1.26, fill: g.ink.ring }, ring);
    const shape = g.shapes[name];
    const width = Math.max(2, r * 0.14);
    if (shape === null) {
      el("circle", { r, fill: t.base, stroke: t.piece_edge, "stroke-width": width }, node);
    } else {
      el(
        "polygon",
        {
          points: shape.map(([x, y]) => `${round(x * r)},${round(y * r)}`).join(" "),
          fill: t.base,
          stroke: t.piece_edge,
          "stroke-width": width,
        },
        node,
      );
    }
    const number = el(
      "text",
      {
        "font-size": round(r * 1.15),
        fill: t.on,
        "text-anchor": "middle",
        "dominant-baseline": "central",
        "aria-hidden": "true",
      },
      node,
    );
    number.textContent = String(i + 1);
    node.addEventListener("click", () => this.pick(node));
    node.addEventListener("keydown", (e) => {
      if (e.key === "Enter" || e.key === " ") {
        e.preventDefault();
        this.pick(node);
      }
    });
    return node;
  }

  pick(node) {
    if (node.dataset.choice && this.onPick) this.onPick(node.dataset.choice);
  }

  /** Put every piece where `position` has it; `old` (the position before) lets a
   * moved piece walk its path. `choices`: the moves this viewer may press, by piece. */
  show(position, old, choices, animate) {
    const { g } = this;
    const inPlay = position.colour_seat.flatMap((s, c) => (s >= 0 ? [c] : []));
    if (inPlay.join() !== this.inPlay.join()) this.drawStatic(inPlay);
    const spots = pieceSpots(g, position);
    const limit = position.limit;
    const seen = new Set();
    const walks = [];
    for (const [key, spot] of spots) {
      seen.add(key);
      let node = this.pieces.get(key);
      if (!node) {
        node = this.makePiece(spot.colour, spot.piece);
        this.pieces.set(key, node);
      }
      const scale = spot.r / (g.cell * 0.34);
      const before = node.dataset.x !== undefined ? [Number(node.dataset.x), Number(node.dataset.y), Number(node.dataset.s)] : null;
      node.dataset.x = round(spot.x);
      node.dataset.y = round(spot.y);
      node.dataset.s = round(scale);
      const [kind, index] = position.squares[spot.colour][spot.piece];
      node.dataset.kind = kind;
      node.dataset.square = index;
      node.style.transform = `translate(${spot.x}px, ${spot.y}px) scale(${scale})`;
      if (animate && before && (before[0] !== round(spot.x) || before[1] !== round(spot.y))) {
        const from = old ? old.pieces[spot.colour][spot.piece] : null;
        const to = position.pieces[spot.colour][spot.piece];
        const path = from === null ? [] : this.path(spot.colour, spot.piece, from, to, limit);
        walks.push({ node, before, after: [spot.x, spot.y, scale], path, back: to === g.yard_progress });
      }
    }
    for (const [key, node] of this.pieces) {
      if (!seen.has(key)) {
        node.remove();
        this.pieces.delete(key);
      }
    }
    // Captured pieces walk back after the capturer arrived.
    const delay = walks.some((w) => !w.back) ? MOVE_MS : 0;
    for (const w of walks) walk(w, w.back ? delay : 0);
    this.label(position, choices);
  }

  /** The places a piece passes from progress `from` to `to` (every square between
   * for a move along the track, as rendering.draw.move_path). */
  path(c, i, from, to, limit) {
    const { g } = this;
    const points = [];
    if (from >= 0 && to >= 0 && to !== from) {
      const step = to > from ? 1 : -1;
      for (let p = from + step; p !== to; p += step) {
        const place = placeOf(g, c, i, where(g, limit, c, p));
        if (place) points.push(place);
      }
    }
    // Entering (from the yard) and going back to it are one hop, as the PNG's arrow.
    return points;
  }

  label(position, choices) {
    const { g, words } = this;
    for (const node of this.pieces.values()) {
      const c = g.colours.indexOf(node.dataset.colour);
      const i = Number(node.dataset.piece);
      const kind = node.dataset.kind;
      const values = {
        colour: words.colour(g.colours[c]),
        piece: i + 1,
        square: Number(node.dataset.square) + 1,
      };
      const text = words.t(`web-piece-${kind}`, values);
      const choice = choices.find((ch) => ch.piece === i && c === position.turn && ch.kind !== "pass");
      const ringed = c === position.turn && position.movable.includes(i);
      node.classList.toggle("movable", ringed);
      if (choice) {
        node.dataset.choice = choice.id;
        node.setAttribute("tabindex", "0");
        node.setAttribute("role", "button");
        node.setAttribute("aria-label", words.t("web-piece-move", { piece: text, move: choice.label }));
      } else {
        delete node.dataset.choice;
        node.removeAttribute("tabindex");
        node.setAttribute("role", "img");
        node.setAttribute("aria-label", text);
      }
    }
  }

  /** What the game's last command did (`events`, a commit's or a hello's), drawn under
   * the pieces of `position` as the PNG draws them (rendering.draw.frame): an arrow along
   * each move's path (rendering.draw.move_path) and a red cross at the corner of each
   * captured piece's square. */
  showEvents(events, position) {
    const { g } = this;
    this.marks.replaceChildren();
    const limit = position.limit;
    const cell = g.cell;
    const width = Math.max(2, Math.round(cell * 0.09));
    for (const e of events) {
      if (e.kind === "moved" || e.kind === "entered" || e.kind === "huffed") {
        lastMove(this.marks, this.movePath(e, limit), width, g.ink.arrow);
      }
    }
    for (const e of events) {
      if (e.kind !== "captured" || e.target === undefined) continue;
      const victim = targetOf(e.target);
      const place = placeOf(g, victim.colour, victim.piece, where(g, limit, victim.colour, e.frm ?? 0));
      if (!place) continue;
      const p = [place[0] + cell * 0.34, place[1] - cell * 0.34];
      const d = cell * 0.15;
      const mark = el("g", { class: "capture" }, this.marks);
      el("circle", { cx: p[0], cy: p[1], r: d * 1.6, fill: g.ink.white }, mark);
      const stroke = { stroke: g.ink.capture, "stroke-width": width };
      el("line", { x1: p[0] - d, y1: p[1] - d, x2: p[0] + d, y2: p[1] + d, ...stroke }, mark);
      el("line", { x1: p[0] - d, y1: p[1] + d, x2: p[0] + d, y2: p[1] - d, ...stroke }, mark);
    }
  }

  /** The places a move's piece passed, as rendering.draw.move_path: every square for a
   * move along the track, the two ends for entering or a huff. */
  movePath(e, limit) {
    const { g } = this;
    const frm = e.frm ?? 0;
    const to = e.to ?? 0;
    const colour = e.colour ?? -1;
    const piece = e.piece ?? -1;
    let progress = [frm, to];
    if (e.kind === "moved" && frm >= 0 && to >= 0) {
      const step = to >= frm ? 1 : -1;
      progress = [];
      for (let p = frm; p !== to + step; p += step) progress.push(p);
    }
    const points = [];
    for (const p of progress) {
      const place = placeOf(g, colour, piece, where(g, limit, colour, p));
      const last = points[points.length - 1];
      if (place && !(last && last[0] === place[0] && last[1] === place[1])) points.push(place);
    }
    return points;
  }
}

/** A line through `points` with a head at the last one (rendering.draw._arrow). */
function lastMove(parent, points, width, colour) {
  if (points.length < 2) return;
  const a = points[points.length - 2];
  const b = points[points.length - 1];
  const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
  if (length < 1) return;
  const ux = (b[0] - a[0]) / length;
  const uy = (b[1] - a[1]) / length;
  const head = width * 3.2;
  const tip = [b[0] - ux * width * 2.2, b[1] - uy * width * 2.2];
  const base = [tip[0] - ux * head, tip[1] - uy * head];
  const line = [...points.slice(0, -1), base];
  const group = el("g", { class: "last-move" }, parent);
  el(
    "polyline",
    {
      points: line.map((p) => p.map(round).join(",")).join(" "),
      fill: "none",
      stroke: colour,
      "stroke-width": width,
      "stroke-linejoin": "round",
    },
    group,
  );
  const wing = head * 0.6;
  const tri = [tip, [base[0] - uy * wing, base[1] + ux * wing], [base[0] + uy * wing, base[1] - ux * wing]];
  el("polygon", { points: tri.map((p) => p.map(round).join(",")).join(" "), fill: colour }, group);
}

/** A PieceRef's code (bot.engine.moves.PieceRef.code: colour * 4 + piece). */
function targetOf(code) {
  return { colour: Math.floor(code / 4), piece: code % 4 };
}

const reduced = () => window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;

function walk({ node, before, after, path }, delay) {
  if (reduced() || !node.animate) return;
  const frames = [
    [before[0], before[1], before[2]],
    ...path.map(([x, y]) => [x, y, after[2]]),
    after,
  ];
  const duration = Math.min(MOVE_MS, 70 * (frames.length - 1) + 60);
  node.animate(
    frames.map(([x, y, s]) => ({ transform: `translate(${x}px, ${y}px) scale(${s})` })),
    { duration, delay, easing: "linear", fill: "backwards" },
  );
}
