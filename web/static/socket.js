// The page's WebSocket (the web edge's protocol, docs/architecture.md): it reconnects
// with a growing, jittered delay, and on reconnecting asks to resume from the last
// version it showed, so the server sends only what came after (or a hello when that is
// too far behind).

const FIRST_DELAY = 500;
const LAST_DELAY = 10_000;

export class Connection {
  /** `url`: the socket's address; `handlers`: onMessage(message), onState(state)
   * with state "connecting", "open" or "lost", and version() giving the version shown. */
  constructor(url, handlers) {
    this.url = url;
    this.handlers = handlers;
    this.delay = FIRST_DELAY;
    this.ws = null;
    this.stopped = false;
    this.greeted = false;
    this.timer = null;
  }

  open() {
    if (this.stopped) return;
    this.handlers.onState(this.greeted ? "lost" : "connecting");
    let ws;
    try {
      ws = new WebSocket(this.url);
    } catch {
      this.retry();
      return;
    }
    this.ws = ws;
    ws.addEventListener("open", () => {
      this.delay = FIRST_DELAY;
      this.handlers.onState("open");
      const version = this.handlers.version();
      if (this.greeted && version >= 0) this.send({ type: "resume", version });
    });
    ws.addEventListener("message", (event) => {
      let message;
      try {
        message = JSON.parse(event.data);
      } catch {
        return;
      }
      if (message && typeof message.type === "string") {
        if (message.type === "hello") this.greeted = true;
        // Refused before any hello (a bad or expired link, a limit): tried again, slowly.
        if (message.type === "refused" && !this.greeted) this.delay = LAST_DELAY;
        this.handlers.onMessage(message);
      }
    });
    ws.addEventListener("close", (event) => {
      if (this.ws !== ws) return;
      this.ws = null;
      // A refusal that closed the socket (a bad link, no such game) is final.
      if (event.code === 1008 && !this.greeted) {
        this.stopped = true;
        this.handlers.onState("closed");
        return;
      }
      this.retry();
    });
  }

  retry() {
    if (this.stopped) return;
    this.handlers.onState(this.greeted ? "lost" : "connecting");
    const wait = this.delay * (0.75 + Math.random() * 0.5);
    this.delay = Math.min(LAST_DELAY, this.delay * 2);
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.open(), wait);
  }

  /** Ask for what came after `version` (a commit was missed). */
  resume(version) {
    this.send({ type: "resume", version });
  }

  send(message) {
    if (this.ws && this.ws.readyState === WebSocket.OPEN) {
      this.ws.send(JSON.stringify(message));
      return true;
    }
    return false;
  }

  close() {
    this.stopped = true;
    clearTimeout(this.timer);
    if (this.ws) this.ws.close(1000);
  }
}
