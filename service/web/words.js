// Moves, events and decisions in words. Uses the catalogue's texts when the server has them.

const NAMES = {
  take: "take", place: "place", pass: "pass", refill: "refill the wheel", move: "move",
  end_movement: "end movement", end_contribution: "end contributing", contribute: "contribute",
  offer: "make an offering at the obelisk", pillar_offer: "offer with a Pillar card", discard: "discard",
  start_fight: "start a fight", decline: "decline the fight", play: "play", announce: "announce",
  continue: "continue the fight", retreat: "retreat", choose: "choose", retrieve: "retrieve",
  bluff: "place face down (bluff)", land: "land", meet: "meet", load: "load", discard_bluff: "discard a bluff card",
  dragon_place: "place a dragon", dragon_move: "move a dragon", flit1: "Flit: jump", flit2: "Flit: extra steps",
};

export function label(id, catalogue) {
  if (id == null) return "";
  const c = catalogue && catalogue.cards;
  const card = c && (Array.isArray(c) ? c.find((x) => x.id === id) : c[id]);
  if (card && card.name) return `${card.name} (${id})`;
  return String(id);
}

function val(v, catalogue) {
  if (Array.isArray(v)) {
    if (v.length === 2 && v.every((x) => typeof x === "number")) return `(${v[0]},${v[1]})`;
    return v.length ? v.map((x) => val(x, catalogue)).join(" + ") : "nothing";
  }
  if (v && typeof v === "object") return Object.entries(v).map(([k, x]) => `${k} ${val(x, catalogue)}`).join(", ");
  return label(v, catalogue);
}

export function moveText(m, types) {
  const texts = (types && types.texts && types.texts.moves) || {};
  const cat = types && types.catalogue;
  const head = NAMES[m.type] || m.type.replace(/_/g, " ");
  const rest = Object.entries(m).filter(([k]) => k !== "type").map(([k, v]) => `${k.replace(/_/g, " ")} ${val(v, cat)}`);
  const s = rest.length ? `${head}: ${rest.join(", ")}` : head;
  return { text: s, help: texts[m.type] || "" };
}

// what the seat is asked now: the top pending decision (Blue Moon) or the step (Azul, Blue Moon City)
export function decisionText(state, types) {
  const d = (types && types.texts && types.texts.decisions) || {};
  const pending = state && Array.isArray(state.pending) && state.pending.length ? state.pending[state.pending.length - 1] : null;
  if (pending) {
    const kind = pending.kind || pending.type || "";
    return d[kind] || pending.text || pending.prompt || kind.replace(/_/g, " ");
  }
  const step = state && (state.step || (state.phase && `phase:${state.phase}`));
  return (step && d[step]) || "";
}

export function eventText(entry, seats, types) {
  const who = entry.seat == null ? "The table" : (seats && seats[entry.seat] ? seats[entry.seat].name : `Seat ${entry.seat}`);
  const e = entry.event || {};
  if (entry.kind === "created") return "The game was set up";
  if (entry.kind === "undo" || e.type === "undo") return `${who} took back moves (to version ${e.to_version})`;
  if (entry.kind === "join") return `${who} joined`;
  if (entry.kind === "resign" || e.type === "resign" || e.type === "resigned") return `${who} resigned`;
  // a table step that kept failing (issue 30, item 11): said in words, the error is the server's
  if (entry.kind === "halt") return "The game is halted: its automatic step failed because of an error, and the operator was told";
  if (entry.kind === "resume") return "The operator resumed the game: the automatic step runs again";
  if (entry.kind === "abort") return "The operator ended the game: nobody wins";
  const rest = Object.entries(e).filter(([k, v]) => k !== "type" && k !== "seat" && v !== null && typeof v !== "object")
    .slice(0, 4).map(([k, v]) => `${k.replace(/_/g, " ")} ${label(v, types && types.catalogue)}`);
  return `${who}: ${(e.type || "?").replace(/_/g, " ")}${rest.length ? " — " + rest.join(", ") : ""}`;
}
