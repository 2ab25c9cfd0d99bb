// The live board page: the board (board.js) and everything around it, kept up to date
// by the game's socket (socket.js), in the viewer's language (words.js).
//
// Started by live.html (the game's number, the token and the language from the page's
// address), or by another page that has them otherwise (the Discord Activity):
//
//   import { start } from "./live.js";
//   start({ gameId, token, lang, base: "/.proxy/live/" + gameId, root });
//
// `base` is the game's address on the server (its socket is base + "/socket", its words
// and geometry base + "/data"); `socketUrl` and `data` may be given instead.

import { Board } from "./board.js";
import { Connection } from "./socket.js";
import { Panel, offers } from "./panel.js";
import { Words } from "./words.js";

export async function start(options = {}) {
  const root = options.root ?? document.getElementById("ludo");
  const base = (options.base ?? location.pathname).replace(/\/+$/, "");
  const query = new URLSearchParams();
  if (options.token) query.set("t", options.token);
  if (options.lang) query.set("lang", options.lang);
  const suffix = query.toString() ? `?${query}` : "";
  let data = options.data;
  if (!data) {
    const lang = options.lang ? `?lang=${encodeURIComponent(options.lang)}` : "";
    const answer = await fetch(`${base}/data${lang}`, { credentials: "same-origin" });
    data = await answer.json();
  }
  await fontsFor(data.words);
  const socketUrl = options.socketUrl ?? socketAddress(`${base}/socket${suffix}`);
  const live = new Live(root, data, options.gameId ?? gameFrom(base));
  live.connect(socketUrl);
  // The page's state for whoever inspects it (the browser tests send a spectator's press
  // through it); it holds nothing the page was not sent.
  window.ludoLive = live;
  return live;
}

/** Load the page's own Devanagari font before drawing a page in Hindi (the browser
 * would first draw boxes where the system has no such font). */
async function fontsFor(words) {
  const sample = Object.values(words.text).join("");
  const found = /[\u0900-\u097f]/.exec(sample);
  if (!found || !document.fonts) return;
  try {
    await document.fonts.load('700 16px "Ludo Devanagari"', found[0]);
    await document.fonts.load('400 16px "Ludo Devanagari"', found[0]);
  } catch {
    // Drawn with what the system has.
  }
}

function socketAddress(path) {
  const url = new URL(path, location.href);
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  return url.toString();
}

function gameFrom(base) {
  const found = /\/(\d+)$/.exec(base);
  return found ? Number(found[1]) : null;
}

export class Live {
  constructor(root, data, gameId) {
    this.root = root;
    this.data = data;
    this.words = new Words(data.words);
    this.gameId = gameId;
    this.version = -1;
    this.view = null;
    this.you = { user: null, seat: null, spectator: true };
    this.board = null;
    this.pending = false;
    document.documentElement.lang = this.words.lang;
    if (gameId !== null) document.title = this.words.t("web-title", { game: gameId });
    this.panel = new Panel(root, this.words, data.geometry, {
      roll: () => this.press({ type: "roll" }),
      move: (choice) => this.press({ type: "move", choice }),
      huff: () => this.press({ type: "huff" }, this.view && offers(this.view, this.you).huff),
      back: () => this.press({ type: "back" }, this.view && offers(this.view, this.you).back),
    });
  }

  connect(url) {
    this.connection = new Connection(url, {
      onMessage: (message) => this.receive(message),
      onState: (state) => this.panel.connection(state),
      version: () => this.version,
    });
    this.connection.open();
  }

  receive(message) {
    switch (message.type) {
      case "hello":
        this.you = message.you ?? this.you;
        this.panel.viewers(message.viewers);
        // Its events are the last command's, already played: the arrow and the crosses
        // are drawn (as the card's picture has them), the die is not rolled again.
        this.apply(message.version, message.view, message.events ?? [], this.view !== null, false);
        break;
      case "commit":
        if (message.version <= this.version) return;
        this.apply(message.version, message.view, message.events ?? [], true);
        break;
      case "viewers":
        this.panel.viewers(message.count);
        break;
      case "refused":
        this.pending = false;
        this.panel.refused(message.code, message.text);
        if (this.view) this.panel.show(this.view, this.acts(), this.you);
        break;
      default:
        break;
    }
  }

  acts() {
    const v = this.view;
    return Boolean(v && v.kind === "board" && !v.closed && v.acting !== null && v.acting === this.you.user);
  }

  /** Show `view` (of `version`) after `events`; `animate`: walk the pieces that moved;
   * `news`: the events were just played (the die rolls), not a hello's. */
  apply(version, view, events, animate, news = true) {
    const before = this.view;
    this.version = version;
    this.view = view;
    this.pending = false;
    this.root.dataset.version = String(version);
    this.root.dataset.step = view.step ?? view.kind;
    if (view.kind === "board") this.root.dataset.ply = String(view.position.ply);
    if (this.gameId === null && view.game !== undefined) {
      this.gameId = view.game;
      document.title = this.words.t("web-title", { game: view.game });
    }
    this.panel.refused(null, "");
    if (view.kind === "board") {
      const g = this.data.geometry[view.position.board.name];
      if (!this.board || this.board.g !== g) {
        this.panel.boardHost.replaceChildren();
        this.board = new Board(this.panel.boardHost, g, this.words, []);
        this.board.onPick = (choice) => this.press({ type: "move", choice });
      }
      const old = before && before.kind === "board" ? before.position : null;
      const choices = this.acts() ? view.choices : [];
      this.board.show(view.position, old, choices, animate && old !== null);
      this.board.showEvents(events, view.position);
    }
    this.panel.show(view, this.acts(), this.you, before, news ? events : []);
  }

  /** Send a press when the page offers it (`offered`: by default, the roll and the
   * moves of the person to act). */
  press(message, offered = this.acts()) {
    if (this.pending || !offered) return;
    if (this.connection.send({ ...message, version: this.version })) {
      this.pending = true;
      this.panel.busy(true);
    }
  }
}

// Started by live.html: the game's number from the address, the token and the
// language from its query (?t=, ?lang=); an Activity imports start() instead.
const auto = document.getElementById("ludo");
if (auto && auto.dataset.autostart !== undefined) {
  const params = new URLSearchParams(location.search);
  start({ token: params.get("t") ?? undefined, lang: params.get("lang") ?? undefined }).catch(
    (error) => console.error("the live board could not start", error),
  );
}
