// ludobot's Activity: the page Discord shows in its frame. It makes the Embedded App
// SDK's handshake, has the person authorise the application (an OAuth2 code), gives the
// code to our server, which exchanges it with the client secret (the secret never reaches
// this page), authenticates the SDK with the access token, asks our server for the game of
// this Activity instance's channel and a token for this person, and starts the live board
// (web/static/live.js, the page lane's, loaded as the server serves it) in this page with
// them. Every URL is relative: inside Discord everything goes through the Activity's own
// origin (its URL mapping, /.proxy/), outside it to the bot's address.
import { DiscordSDK, DiscordSDKMock } from "@discord/embedded-app-sdk";

const SCOPES = ["identify"];
const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);

function api(name) {
  return new URL(`../api/activity/${name}`, window.location.href).toString();
}

class Refusal extends Error {
  constructor(code, text) {
    super(code);
    this.code = code;
    this.text = text;
  }
}

async function call(name, body) {
  const init = body === undefined
    ? { method: "GET" }
    : { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) };
  let response;
  try {
    response = await fetch(api(name), { ...init, credentials: "same-origin" });
  } catch {
    throw new Refusal("web-activity-unreachable", null);
  }
  const data = await response.json().catch(() => ({}));
  if (!response.ok) {
    throw new Refusal(data.code || "web-activity-unreachable", data.text || null);
  }
  return data;
}

// The SDK's mock only for a test: the page opened by itself (not framed, no frame_id
// from Discord) on a loopback address with ?mock=1. Inside Discord the page is always
// framed and given a frame_id, so production never takes this path; and the mock proves
// nothing to our server, which checks every code, token and instance with Discord.
function mockWanted(params) {
  return (
    params.get("mock") === "1" &&
    !params.has("frame_id") &&
    window.self === window.top &&
    LOOPBACK.has(window.location.hostname)
  );
}

function newSdk(clientId, params) {
  if (!mockWanted(params)) {
    return new DiscordSDK(clientId);
  }
  const sdk = new DiscordSDKMock(clientId, params.get("guild_id"), params.get("channel_id"), null);
  sdk.instanceId = params.get("instance_id") || sdk.instanceId;
  const code = params.get("code") || "";
  sdk._updateCommandMocks({ authorize: async () => ({ code }) });
  return sdk;
}

function show(state, code, text) {
  const status = document.getElementById("activity-status");
  document.body.dataset.state = state;
  if (code) {
    status.dataset.code = code;
  }
  if (text) {
    status.textContent = text;
  }
  status.setAttribute("aria-busy", state === "connecting" ? "true" : "false");
}

// The page's own words for refusals it finds itself, in the viewer's language (from the
// config; until it came, the code alone is shown).
let words = {};

export async function start() {
  const params = new URLSearchParams(window.location.search);
  show("connecting");
  const config = await call("config");
  const clientId = config.client_id;
  words = config.words || {};
  const sdk = newSdk(clientId, params);
  await sdk.ready();
  let code;
  try {
    ({ code } = await sdk.commands.authorize({
      client_id: clientId,
      response_type: "code",
      state: "",
      prompt: "none",
      scope: SCOPES,
    }));
  } catch {
    throw new Refusal("web-activity-not-authorised", null);
  }
  const { access_token: accessToken } = await call("token", { code });
  await sdk.commands.authenticate({ access_token: accessToken });
  const session = await call("session", {
    access_token: accessToken,
    instance_id: sdk.instanceId,
    channel_id: sdk.channelId,
  });
  show("opening");
  // The board page's module, named (with its content's hash) by this page's server.
  const { start: startBoard } = await import(document.getElementById("live").href);
  const root = document.getElementById("ludo");
  const game = new URL(`../live/${encodeURIComponent(session.game_id)}`, window.location.href);
  await startBoard({ gameId: session.game_id, token: session.token, base: game.pathname, root });
  root.hidden = false;
  document.body.dataset.state = "live";
  document.getElementById("activity-status").hidden = true;
}

start().catch((error) => {
  const refusal = error instanceof Refusal ? error : new Refusal("web-activity-failed", null);
  show("refused", refusal.code, refusal.text || words[refusal.code] || words["web-activity-failed"] || refusal.code);
});
