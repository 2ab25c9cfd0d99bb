// Everything around the board: the banner (whose turn, or who won; the places or who
// plays which colour; the die), the viewer's part (the roll button, the moves), the
// seats, pace and deadline, the spectators, the log, and what screen readers announce.

const SVG = "http://www.w3.org/2000/svg";
const PIPS = {
  1: [[0.5, 0.5]],
  2: [[0.27, 0.27], [0.73, 0.73]],
  3: [[0.27, 0.27], [0.5, 0.5], [0.73, 0.73]],
  4: [[0.27, 0.27], [0.73, 0.27], [0.27, 0.73], [0.73, 0.73]],
  5: [[0.27, 0.27], [0.73, 0.27], [0.5, 0.5], [0.27, 0.73], [0.73, 0.73]],
  6: [[0.27, 0.25], [0.73, 0.25], [0.27, 0.5], [0.73, 0.5], [0.27, 0.75], [0.73, 0.75]],
};
const ROLL_MS = 480;

function h(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === "text") node.textContent = v;
    else node.setAttribute(k, v);
  }
  for (const child of children) node.append(child);
  return node;
}

function svg(tag, attrs = {}, parent = null) {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  if (parent) parent.appendChild(node);
  return node;
}

/** A colour's chip: its shape in its colour with its letter, as on the board. */
export function chip(geometry, name, letter) {
  const t = geometry.tones[name];
  const node = svg("svg", { viewBox: "-1.2 -1.2 2.4 2.4", class: "chip", "aria-hidden": "true" });
  const shape = geometry.shapes[name];
  if (shape === null) svg("circle", { r: 1, fill: t.base, stroke: t.piece_edge, "stroke-width": 0.14 }, node);
  else
    svg(
      "polygon",
      { points: shape.map((p) => p.join(",")).join(" "), fill: t.base, stroke: t.piece_edge, "stroke-width": 0.14 },
      node,
    );
  const text = svg(
    "text",
    { "font-size": letter.length > 1 ? 0.9 : 1.15, fill: t.on, "text-anchor": "middle", "dominant-baseline": "central" },
    node,
  );
  text.textContent = letter;
  return node;
}

function clock(seconds) {
  const s = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, "0");
  return hours ? `${hours}:${String(minutes).padStart(2, "0")}:${rest}` : `${minutes}:${rest}`;
}

/** The card's buttons besides the roll and the moves that `view` offers the viewer
 * (`you`: the hello's, whose seat the page speaks for): I'm back to the person whose
 * seat a computer plays while they are away, the huff to the seats the core names as
 * its callers. The card shows both to everyone, and the core refuses the others; the
 * page shows each only to whom the core would let press it. */
export function offers(view, you) {
  const seat = you && typeof you.seat === "number" ? you.seat : null;
  const open = view.kind === "board" && !view.closed && seat !== null;
  const mine = open ? view.seats[seat] : null;
  return {
    back: Boolean(mine && view.back && mine.away === "computer"),
    huff: Boolean(open && view.huff && view.huff.callers.includes(seat)),
  };
}

export class Panel {
  /** `geometry`: every board's (web/geometry.py), by name. */
  constructor(root, words, geometry, actions) {
    this.words = words;
    this.actions = actions;
    this.allGeometry = geometry;
    const w = (id, values) => words.t(id, values);
    this.title = h("h1", { class: "title", id: "title" });
    this.sub = h("div", { class: "sub", id: "sub" });
    this.die = h("div", { class: "die", id: "die", role: "img" });
    this.banner = h("header", { class: "banner", id: "banner" }, h("div", { class: "words" }, this.title, this.sub), this.die);
    this.status = h("p", { class: "status", id: "status", role: "status" });
    this.alert = h("p", { class: "alert", id: "alert", role: "alert", hidden: "" });
    this.boardHost = h("div", { class: "board-host", id: "board" });
    this.you = h("p", { class: "you", id: "you" });
    this.turn = h("p", { class: "turn", id: "turn", hidden: "" });
    this.roll = h("button", { type: "button", id: "roll", class: "roll", text: w("web-roll"), hidden: "" });
    this.roll.addEventListener("click", () => actions.roll());
    // The card's other buttons, for those the view offers them to (see offers()).
    this.awayNote = h("p", { class: "away-note", id: "away-note", text: w("web-you-away"), hidden: "" });
    this.back = h("button", { type: "button", id: "back", class: "back", text: w("label_back"), hidden: "" });
    this.back.setAttribute("aria-label", w("label_back"));
    this.back.setAttribute("aria-describedby", "away-note");
    this.back.addEventListener("click", () => actions.back());
    this.huff = h("button", { type: "button", id: "huff", class: "huff", hidden: "" });
    this.huff.addEventListener("click", () => actions.huff());
    this.movesHead = h("h2", { id: "moves-head", text: w("web-moves"), hidden: "" });
    this.moves = h("ul", { class: "moves", id: "moves", "aria-labelledby": "moves-head" });
    this.seats = h("ul", { class: "seats", id: "seats", "aria-labelledby": "seats-head" });
    this.pace = h("p", { class: "pace", id: "pace" });
    this.deadline = h("p", { class: "deadline", id: "deadline", hidden: "" });
    this.watchers = h("p", { class: "viewers", id: "viewers" });
    this.placesBox = h("section", { class: "places", id: "places-box", hidden: "" });
    this.places = h("ol", { id: "places" });
    this.placesBox.append(h("h2", { text: w("web-places") }), this.places);
    this.log = h("ul", { class: "log", id: "log", "aria-labelledby": "log-head" });
    this.announce = h("div", { class: "sr-only", id: "announce", "aria-live": "polite" });
    const act = h(
      "section",
      { class: "act" },
      this.you,
      this.awayNote,
      this.back,
      this.turn,
      this.roll,
      this.movesHead,
      this.moves,
      this.huff,
    );
    const seats = h(
      "section",
      { class: "seat-box" },
      h("h2", { id: "seats-head", text: w("web-players") }),
      this.seats,
      this.pace,
      this.deadline,
      this.watchers,
    );
    const log = h("section", { class: "log-box" }, h("h2", { id: "log-head", text: w("web-log") }), this.log);
    const side = h("aside", { class: "side" }, act, this.placesBox, seats, log);
    root.replaceChildren(this.banner, this.status, this.alert, h("div", { class: "layout" }, this.boardHost, side), this.announce);
    root.classList.add("live");
    this.connection("connecting");
    this.tick = setInterval(() => this.countdown(), 1000);
  }

  connection(state) {
    const text = { connecting: "web-connecting", lost: "web-reconnecting" }[state];
    this.status.textContent = text ? this.words.t(text) : "";
    this.status.dataset.state = state;
    this.status.hidden = !text;
  }

  viewers(count) {
    if (typeof count === "number") this.watchers.textContent = this.words.t("web-viewers", { count });
  }

  refused(code, text) {
    this.alert.hidden = !code;
    this.alert.textContent = code ? text : "";
    if (code) this.alert.dataset.code = code;
    else delete this.alert.dataset.code;
  }

  busy(on) {
    this.roll.disabled = on;
    this.back.disabled = on;
    this.huff.disabled = on;
    for (const b of this.moves.querySelectorAll("button")) b.disabled = on;
  }

  show(view, acts, you = {}, before = null, events = []) {
    this.view = view;
    this.youAre = you;
    if (view.kind !== "board") {
      this.title.textContent = "";
      this.seatList(view);
      return;
    }
    this.bannerOf(view, events);
    this.yours(view, acts, you);
    this.seatList(view);
    this.placeList(view);
    this.logOf(view, before);
    this.pace.textContent = this.words.t("web-pace", { pace: this.words.pace(view.pace) });
    this.countdown();
    this.busy(false);
  }

  name(view, seat) {
    const s = view.seats[seat];
    return s ? s.name : this.words.t("picture_player", { number: seat + 1 });
  }

  bannerOf(view, events) {
    const { words } = this;
    const p = view.position;
    const colours = p.board.colours;
    const g = this.geometryFor(view);
    const tones = g.tones[view.colour] ?? g.tones[colours[p.turn]];
    this.banner.style.background = tones.base;
    this.banner.style.color = tones.on;
    this.banner.dataset.colour = view.colour;
    let title;
    if (view.step === "ended") title = words.t("web-ended");
    else if (p.over) title = words.wins((p.places[0] ?? []).map((s) => this.name(view, s)));
    else {
      const what = p.phase === "order" ? "picture_order" : p.phase === "move" ? "picture_move" : "picture_roll";
      const seat = p.colour_seat[p.turn];
      title = words.t(what, { who: this.name(view, seat), letter: words.letter(colours[p.turn]) });
    }
    this.title.textContent = title;
    this.sub.replaceChildren();
    if (p.places.length) {
      p.places.forEach((group, i) => {
        const gender = group.length === 1 ? view.seats[group[0]]?.gender : null;
        const who = words.join(group.map((s) => this.name(view, s)));
        this.sub.append(h("span", { text: words.t("picture_place", { place: words.ordinal(i + 1, gender), who }) }));
      });
    } else {
      p.colour_seat.forEach((seat, c) => {
        if (seat < 0) return;
        const name = colours[c];
        const item = h("span", { class: c === p.turn ? "legend now" : "legend" }, chip(g, name, words.letter(name)), this.name(view, seat));
        this.sub.append(item);
      });
    }
    const rolled = events.find((e) => e.kind === "rolled" || e.kind === "order_roll");
    this.dieShows(view.dice || p.roll, Boolean(rolled));
  }

  geometryFor(view) {
    return this.allGeometry[view.position.board.name];
  }

  dieShows(value, rolling) {
    this.die.hidden = !value;
    if (!value) return;
    this.die.setAttribute("aria-label", this.words.t("web-die", { value }));
    this.die.dataset.value = String(value);
    const face = (n) => {
      const node = svg("svg", { viewBox: "0 0 1 1", "aria-hidden": "true" });
      svg("rect", { x: 0.03, y: 0.03, width: 0.94, height: 0.94, rx: 0.18, class: "face" }, node);
      for (const [x, y] of PIPS[n]) svg("circle", { cx: x, cy: y, r: 0.09, class: "pip" }, node);
      return node;
    };
    clearInterval(this.rolling);
    const reduced = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    if (!rolling || reduced) {
      this.die.replaceChildren(face(value));
      this.die.classList.remove("rolling");
      return;
    }
    this.die.classList.add("rolling");
    let shown = 1 + Math.floor(Math.random() * 6);
    this.die.replaceChildren(face(shown));
    const began = performance.now();
    this.rolling = setInterval(() => {
      if (performance.now() - began >= ROLL_MS) {
        clearInterval(this.rolling);
        this.die.classList.remove("rolling");
        this.die.replaceChildren(face(value));
        return;
      }
      shown = (shown % 6) + 1;
      this.die.replaceChildren(face(shown));
    }, 70);
  }

  yours(view, acts, you) {
    const { words } = this;
    const mine = you.seat !== null && you.seat !== undefined ? view.seats[you.seat] : null;
    this.you.textContent = mine && mine.colour ? words.t("web-you-play", { colour: words.colour(mine.colour) }) : words.t("web-watching");
    this.turn.hidden = !acts;
    this.turn.textContent = acts ? words.t("web-your-turn") : "";
    const rolls = acts && (view.step === "roll" || view.step === "order");
    const hadFocus = document.activeElement;
    this.roll.hidden = !rolls;
    const offered = offers(view, you);
    this.awayNote.hidden = this.back.hidden = !offered.back;
    this.huff.hidden = !offered.huff;
    if (offered.huff) {
      this.huff.textContent = view.huff.label;
      this.huff.setAttribute("aria-label", view.huff.label);
    }
    const moving = acts && view.step === "move";
    this.movesHead.hidden = !moving;
    this.moves.replaceChildren();
    if (moving) {
      for (const choice of view.choices) {
        const button = h("button", { type: "button", class: "move", "data-choice": choice.id, "data-piece": String(choice.piece), text: choice.label });
        button.addEventListener("click", () => this.actions.move(choice.id));
        this.moves.append(h("li", {}, button));
      }
    }
    // Keyboard users keep their place: focus goes to what they can press now.
    if (hadFocus === document.body || hadFocus === null || !hadFocus.isConnected || hadFocus.hidden) {
      if (rolls) this.roll.focus();
      else if (moving) this.moves.querySelector("button")?.focus();
      else if (offered.back) this.back.focus();
    }
  }

  seatList(view) {
    const { words } = this;
    this.seats.replaceChildren();
    const p = view.position;
    view.seats.forEach((seat, i) => {
      const item = h("li", { "data-seat": String(i) });
      const g = p ? this.allGeometry[p.board.name] : this.allGeometry.classic6;
      if (seat.colour && g && g.tones[seat.colour]) item.append(chip(g, seat.colour, words.letter(seat.colour)));
      item.append(h("span", { class: "name", text: seat.name }));
      const notes = [];
      if (seat.away) notes.push(words.t("web-away"));
      else if (seat.level) notes.push(words.t("web-computer", { level: words.level(seat.level) }));
      if (seat.host) notes.push(words.t("web-host"));
      if (notes.length) item.append(h("span", { class: "note", text: notes.join(" · ") }));
      if (view.seat === i && !view.closed) item.setAttribute("aria-current", "true");
      this.seats.append(item);
    });
  }

  placeList(view) {
    const { words } = this;
    const places = view.places.length ? view.places : [];
    this.placesBox.hidden = !(view.closed && places.length);
    this.places.replaceChildren();
    places.forEach((group, i) => {
      const gender = group.length === 1 ? view.seats[group[0]]?.gender : null;
      const who = words.join(group.map((s) => this.name(view, s)));
      this.places.append(h("li", { text: words.t("picture_place", { place: words.ordinal(i + 1, gender), who }) }));
    });
  }

  logOf(view, before) {
    const lines = view.log.map((entry) => entry.text);
    const old = before && before.kind === "board" ? before.log.map((entry) => entry.text) : null;
    this.log.replaceChildren(...lines.map((text) => h("li", { text })));
    this.log.scrollTop = this.log.scrollHeight;
    if (old === null) return;
    // What is new since the last view: the lines after the old log's end.
    let fresh = lines;
    for (let shift = 0; shift <= old.length; shift++) {
      const tail = old.slice(shift);
      if (tail.every((line, k) => lines[k] === line)) {
        fresh = lines.slice(tail.length);
        break;
      }
    }
    if (fresh.length) this.announce.textContent = fresh.join(". ");
  }

  countdown() {
    const view = this.view;
    const ends = view && view.kind === "board" && !view.closed ? view.ends : null;
    this.deadline.hidden = !ends;
    if (ends) this.deadline.textContent = this.words.t("web-time-left", { time: clock(ends - Date.now() / 1000) });
  }
}
