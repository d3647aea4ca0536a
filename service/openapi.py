"""Builds openapi.yaml: the hand-written base plus what every registered game describes.

``python -m service.openapi --write`` writes /work/main/openapi.yaml (``make openapi``);
``python -m service.openapi --check`` exits 1 when the file is not what would be
written (a game, an option or the base changed without regenerating).

The base (service/openapi_base.yaml) holds the paths, the envelope, the event entries,
the lobby and the errors. For each game of ``games.REGISTRY`` (sorted by id) this adds:

* components ``<Prefix>Move``, ``<Prefix>View``, ``<Prefix>Event`` from the game's
  ``move_schema``/``view_schema``/``event_schema`` (``{}``, any JSON, when the game gives
  none); local ``$ref``s of a game schema are rewritten to point inside its component;
* an ``anyOf`` entry in ``GameMove``/``GameView``/``GameEvent``, the generic schemas the
  request bodies, the envelope's ``state`` and the event entries refer to;
* a section in ``info.description``: players, options with defaults, bot levels, and
  each move with its description (how a seat takes, pays, places...).

The output is deterministic: the same registry and base always give the same bytes.
"""
from __future__ import annotations

import argparse
import functools
import json
import re
import sys
from pathlib import Path
from typing import Any, Iterable

import yaml

ROOT = Path(__file__).resolve().parent.parent
BASE = Path(__file__).resolve().with_name("openapi_base.yaml")
OUTPUT = ROOT / "openapi.yaml"

KINDS = (("move_schema", "Move"), ("view_schema", "View"), ("event_schema", "Event"))
GENERIC = {"Move": "GameMove", "View": "GameView", "Event": "GameEvent", "Envelope": "Envelope"}  # Envelope: issue 28

# JSON Schema keywords whose value maps names to subschemas, and those whose value is
# data (never a schema): both are copied without treating their keys as keywords.
_SCHEMA_MAPS = {"properties", "patternProperties", "$defs", "definitions", "dependentSchemas"}
_DATA = {"enum", "const", "default", "examples", "example", "required", "dependentRequired"}


# ---------------------------------------------------------------------------- games
def prefix(game_id: str) -> str:
    """``nova-luna`` -> ``NovaLuna``: the component name prefix of a game type."""
    words = [w for w in re.split(r"[^0-9A-Za-z]+", game_id) if w]
    name = "".join(w[:1].upper() + w[1:] for w in words) or "Game"
    return name if name[0].isalpha() else "G" + name


def _plain(obj: Any) -> Any:
    """A JSON copy (tuples become lists, shared objects become separate copies)."""
    return json.loads(json.dumps(obj))


def _relocate(schema: Any, base: str) -> Any:
    """The game schema ready to live at ``base`` (a JSON pointer URI such as
    ``#/components/schemas/NovaLunaMove``): ``$schema``/``$id`` dropped, local
    ``$ref``s (``#``, ``#/$defs/x``) made relative to the document."""
    if isinstance(schema, list):
        return [_relocate(s, base) for s in schema]
    if not isinstance(schema, dict):
        return schema
    out: dict = {}
    for k, v in schema.items():
        if k in ("$schema", "$id"):
            continue
        if k == "$ref" and isinstance(v, str) and v.startswith("#"):
            out[k] = base + v[1:]
        elif k in _SCHEMA_MAPS and isinstance(v, dict):
            out[k] = {name: _relocate(sub, base) for name, sub in v.items()}
        elif k in _DATA:
            out[k] = v
        else:
            out[k] = _relocate(v, base)
    return out


def game_components(game, base: dict | None = None) -> dict[str, dict]:
    """``{"<Prefix>Move": ..., "<Prefix>View": ..., "<Prefix>Event": ...}`` for a game, plus
    ``<Prefix><Name>`` for each base schema marked ``x-per-game-type`` (the envelope: its
    copy for this game, ``type`` the game's id, ``state`` its view; issue 28)."""
    p = prefix(game.id)
    out = {}
    schemas = (base if base is not None else _base_cached(BASE.stat().st_mtime_ns))["components"]["schemas"]
    for name, shape in schemas.items():
        marks = shape.get("x-per-game-type") if isinstance(shape, dict) else None
        if not marks:
            continue
        copy = {k: v for k, v in _plain(shape).items() if k != "x-per-game-type"}
        copy["description"] = f"The `{name}` of a `{game.id}` game ({game.name})."
        copy["properties"]["type"] = {"type": "string", "const": game.id, "description": "The game type id."}
        for prop, kind in marks.items():
            copy["properties"][prop] = {"$ref": f"#/components/schemas/{p}{kind}"}
        out[p + name] = copy
    for attr, kind in KINDS:
        name = p + kind
        schema = _relocate(_plain(getattr(game, attr, None) or {}), f"#/components/schemas/{name}")
        if not isinstance(schema, dict):  # pragma: no cover - a game bug; still document it
            schema = {}
        if "description" not in schema:
            what = {"Move": "A move", "View": "The view (the envelope's `state`)",
                    "Event": "An event"}[kind]
            tail = "" if schema else " The game type documents no schema: any JSON value."
            schema = {"description": f"{what} of a `{game.id}` game ({game.name}).{tail}", **schema}
        out[name] = schema
    return out


def _variants(schema: dict) -> Iterable[dict]:
    """The alternatives of a move/event schema (oneOf/anyOf flattened)."""
    alts = schema.get("oneOf") or schema.get("anyOf")
    if isinstance(alts, list) and alts:
        for a in alts:
            if isinstance(a, dict):
                yield from _variants(a)
    elif schema.get("properties") or schema.get("description"):
        yield schema


def _one_line(text: str) -> str:
    return " ".join(str(text).split())


def _label(variant: dict) -> str:
    props = variant.get("properties") or {}
    t = props.get("type") if isinstance(props.get("type"), dict) else {}
    if "const" in t:
        name = f"`{t['const']}`"
    elif isinstance(t.get("enum"), list):
        name = " / ".join(f"`{x}`" for x in t["enum"])
    else:
        name = f"`{variant.get('title', 'move')}`"
    consts = [f"`{k}` = `{json.dumps(v['const'])}`" for k, v in props.items()
              if k != "type" and isinstance(v, dict) and "const" in v]
    return name + (f" ({', '.join(consts)})" if consts else "")


def _fields(variant: dict) -> str:
    props = variant.get("properties") or {}
    req = set(variant.get("required") or ())
    names = [k for k, v in props.items() if k != "type" and not (isinstance(v, dict) and "const" in v)]
    if not names:
        return ""
    return "; fields: " + ", ".join(f"`{k}`" + ("" if k in req else " (optional)") for k in names)


def _value(v: Any) -> str:
    return f"`{json.dumps(v, ensure_ascii=False)}`"


def _extra(v) -> str:
    """A game's own describe() entry in words; long lists/objects inside an object are
    summarised (their content is served by GET /v1/game-types)."""
    if isinstance(v, str):
        return _one_line(v)
    if isinstance(v, dict):
        parts = []
        for k, x in v.items():
            if isinstance(x, (list, dict)) and len(_value(x)) > 200:
                parts.append(f"`{k}`: {len(x)} entries (see `GET /v1/game-types`)")
            else:
                parts.append(f"`{k}`: " + (_one_line(x) if isinstance(x, str) else _value(x)))
        return "; ".join(parts)
    return _value(v)


def game_section(game) -> str:
    """The markdown section of ``info.description`` for one game type."""
    d = game.describe()
    p = prefix(game.id)
    lo, hi = d["min_players"], d["max_players"]
    players = f"{lo} player" + ("" if lo == 1 else "s") if lo == hi else f"{lo} to {hi} players"
    lines = [f"### {d['name']} (`{d['id']}`)", "",
             f"{players}. Bot levels (a seat's `bot`): " + ", ".join(f"`{b}`" for b in d["bot_levels"]) + ".", ""]
    if d["options"]:
        lines.append("Options (`options` of `POST /v1/games`; left out, an option takes its default):")
        lines.append("")
        for o in d["options"]:
            extra = ""
            if o.get("choices") is not None:
                extra = "; one of " + ", ".join(_value(c) for c in o["choices"])
            if o.get("provisional"):
                extra += "; provisional default"
            lines.append(f"- `{o['name']}` ({o['kind']}, default {_value(o['default'])}{extra}): "
                         f"{_one_line(o['description'])}")
        lines.append("")
    else:
        lines += ["No options.", ""]
    standard = {"id", "name", "min_players", "max_players", "options", "bot_levels"}
    for k, v in d.items():
        if k not in standard:
            lines += [f"`{k}`: {_extra(v)}", ""]
    move = _plain(game.move_schema or {})
    lines.append(f"Moves (the `move` of `POST /v1/games/{{gid}}/moves`; schema `{p}Move`):")
    lines.append("")
    if move.get("description"):
        lines += [_one_line(move["description"]), ""]
    variants = list(_variants(move))
    for v in variants:
        desc = _one_line(v.get("description") or v.get("title") or "")
        lines.append(f"- {_label(v)}{_fields(v)}" + (f": {desc}" if desc else ""))
    if not variants:
        lines.append("- any JSON object with a string `type`: the moves of `GET /v1/games/{gid}/moves`.")
    lines.append("")
    view = _plain(game.view_schema or {})
    lines.append(f"View (the envelope's `state`; schema `{p}View`): "
                 + (_one_line(view["description"]) if view.get("description") else "not documented by the game."))
    lines.append("")
    events = [_label(v) for v in _variants(_plain(game.event_schema or {}))]
    lines.append(f"Events (schema `{p}Event`): " + (", ".join(events) if events else "not documented by the game.")
                 + ("." if events else ""))
    return "\n".join(lines).rstrip() + "\n"


def error_codes_section(codes: list[dict]) -> str:
    """``x-error-codes`` as a markdown table of ``info.description`` (the explorer at /docs
    shows the description, not the extension)."""
    if not codes:
        return ""
    def cell(text) -> str:
        return _one_line(text).replace("|", "\\|")
    rows = [f"| `{c['code']}` | {c['status']} | {cell(c.get('meaning', ''))} |" for c in codes]
    return "\n## Error codes\n\n| code | status | meaning |\n| --- | --- | --- |\n" + "\n".join(rows) + "\n"


# ---------------------------------------------------------------------------- document
def load_base() -> dict:
    return yaml.safe_load(BASE.read_text())


@functools.lru_cache(maxsize=2)
def _base_cached(mtime_ns: int) -> dict:
    """The base, parsed once while its file is unchanged (``game_components`` without a base)."""
    return load_base()


def build(registry: dict | None = None) -> dict:
    """The OpenAPI document (a dict) for ``registry`` (default ``games.REGISTRY``)."""
    if registry is None:
        import games
        registry = games.REGISTRY
    doc = load_base()
    schemas = doc["components"]["schemas"]
    ordered = [registry[k] for k in sorted(registry)]
    base = _plain(doc)  # the base as written, before the per-game unions replace its shapes
    for name in [n for n, s in schemas.items() if isinstance(s, dict) and s.get("x-per-game-type")]:
        # (issue 28) the schema becomes the union of its per-game copies, chosen by `type`
        schemas[name] = {"description": schemas[name]["description"], "anyOf": [],
                         "discriminator": {"propertyName": "type", "mapping": {
                             g.id: f"#/components/schemas/{prefix(g.id)}{name}" for g in ordered}}}
    for kind, generic in GENERIC.items():
        refs, listing = [], []
        for game in ordered:
            name = prefix(game.id) + kind
            refs.append({"$ref": f"#/components/schemas/{name}"})
            listing.append(f"- `{game.id}` ({game.name}): `{name}`")
        if refs:
            schemas[generic]["anyOf"] = refs
            schemas[generic]["description"] = (schemas[generic]["description"].rstrip()
                                               + "\n\nBy game type:\n\n" + "\n".join(listing) + "\n")
    for game in ordered:
        for name, schema in game_components(game, base).items():
            if name in schemas:
                raise ValueError(f"component {name} of game {game.id!r} is already defined")
            schemas[name] = schema
    _server_limits(doc)
    client_ready(doc)
    sections = [game_section(g) for g in ordered]
    doc["info"]["description"] = (doc["info"]["description"].rstrip() + "\n\n## Game types\n\n"
                                  + ("\n".join(sections) if sections else "No game type is registered.\n"))
    doc["info"]["description"] += error_codes_section(doc.get("x-error-codes") or [])
    return doc


#: what the server answers for any request before an operation sees it (gunicorn's limits,
#: service/gunicorn_worker.py), listed on every operation so that a client (and
#: schemathesis' status check) finds them there, not only in the description
SERVER_LIMITS = {"414": "UriTooLong", "431": "HeadersTooLarge"}
METHODS = ("get", "put", "post", "delete", "options", "head", "patch", "trace")


def _server_limits(doc: dict) -> None:
    """Every operation lists SERVER_LIMITS (issue 30, item 15: a long fuzzed query was an
    undocumented 414 of GET /v1/games/{gid})."""
    for item in doc["paths"].values():
        for method in METHODS:
            if method in item:
                responses = item[method]["responses"]
                for status, name in SERVER_LIMITS.items():
                    responses.setdefault(status, {"$ref": f"#/components/responses/{name}"})


# ---------------------------------------------------------------------------- client generators
# Code generators (openapi-python-client, the usual choice for Python, and the others built
# on named models) need what plain JSON Schema does not: every object with fields a named
# component (a class), unions of references, arrays with `items`, names that do not
# collide. ``client_ready`` rewrites the assembled document into that shape without
# changing what it accepts: the same instances validate before and after (tests check it
# with the games' real moves, views and events). It runs on the whole document, so the
# schemas other parts of the base add later are handled the same way.
_UNIONS = ("oneOf", "anyOf")
_NESTED_LISTS = ("prefixItems", "allOf")
_NESTED_ONE = ("items", "additionalProperties", "not", "contains", "propertyNames")


def _camel(text: str) -> str:
    words = [w for w in re.split(r"[^0-9A-Za-z]+", str(text)) if w]
    return "".join(w[:1].upper() + w[1:] for w in words)


def _is_model(schema: Any) -> bool:
    """An object schema with named fields: what a generator turns into a class."""
    return isinstance(schema, dict) and "$ref" not in schema and isinstance(schema.get("properties"), dict) \
        and bool(schema["properties"]) and not any(k in schema for k in _UNIONS)


def _variant_name(alt: dict, index: int) -> str:
    """A union alternative's name: its `type` const plus any other const fields
    (``take`` + ``source: factory`` -> ``TakeFactory``), else its title, else its place."""
    props = alt.get("properties") or {}
    consts = [v["const"] for k, v in props.items() if isinstance(v, dict) and isinstance(v.get("const"), str)]
    t = props.get("type") if isinstance(props.get("type"), dict) else {}
    if isinstance(t.get("const"), str):
        consts.remove(t["const"])
        consts.insert(0, t["const"])
    if consts:
        return _camel(" ".join(consts))
    if alt.get("title"):
        return _camel(alt["title"])
    return f"Option{index}"


def _nullable_enum(schema: dict) -> dict:
    """``type: [string, "null"], enum: [a, b, null]`` -> ``anyOf: [{enum: [a, b]}, {type: null}]``:
    generators make one enum class of it instead of one per type of the list."""
    types, enum = schema.get("type"), schema.get("enum")
    if not (isinstance(types, list) and "null" in types and isinstance(enum, list) and None in enum):
        return schema
    rest = [t for t in types if t != "null"]
    values = [v for v in enum if v is not None]
    if len(rest) != 1 or not values or any(k in schema for k in _UNIONS):
        return schema
    out = {k: v for k, v in schema.items() if k not in ("type", "enum")}
    out["anyOf"] = [{"type": rest[0], "enum": values}, {"type": "null"}]
    return out


def _const_default(schema: Any) -> Any:
    """A required string ``const`` gets the same ``default`` (an annotation: it changes no
    validation) so that a generated model fills it in: ``NovaLunaMoveTake(track_space=1,
    x=0, y=0)`` needs no ``type_="take"``."""
    if isinstance(schema, dict) and isinstance(schema.get("const"), str) and "default" not in schema:
        return {**schema, "default": schema["const"]}
    return schema


def _optional_const(schema: Any) -> Any:
    """openapi-python-client writes the check of an optional non-string ``const`` as
    ``x != Trueand ...`` (a syntax error): such a field becomes its JSON type with an
    ``enum`` of the one value, which validates the same."""
    if not isinstance(schema, dict) or "const" not in schema or isinstance(schema["const"], str):
        return schema
    value = schema["const"]
    out = {k: v for k, v in schema.items() if k != "const"}
    if isinstance(value, bool):  # generators read `boolean` and leave the enum to validators
        out.update(type="boolean", enum=[value])
    elif isinstance(value, int):
        out.update(type="integer", enum=[value])
    elif value is None:
        out["type"] = "null"
    else:
        return schema
    return out


class _Lifter:
    def __init__(self, schemas: dict):
        self.schemas = schemas
        self.by_content: dict[str, str] = {}

    def register(self, hint: str, schema: dict) -> dict:
        """``schema`` as a component (reusing an identical one); its reference."""
        if "title" in schema:  # generators name classes after titles: the component name rules
            schema = dict(schema)
            title = schema.pop("title")
            schema.setdefault("description", title)
        key = json.dumps(schema, sort_keys=True)
        name = self.by_content.get(key)
        if name is None:
            name, n = hint, 2
            while name in self.schemas:
                name, n = f"{hint}{n}", n + 1
            self.schemas[name] = schema
            self.by_content[key] = name
        return {"$ref": f"#/components/schemas/{name}"}

    def walk(self, schema: Any, hint: str, root: bool = False) -> Any:
        """The schema with every nested model lifted into a component named after ``hint``."""
        if not isinstance(schema, dict) or "$ref" in schema:
            return schema
        out = _nullable_enum(dict(schema))
        if out.get("type") == "array" and "items" not in out and "prefixItems" not in out:
            out["items"] = {}  # generators need an item type; {} accepts what no `items` did
        if "properties" in out and isinstance(out["properties"], dict):
            req = set(out.get("required") or ())
            out["properties"] = {k: self.walk(_const_default(v) if k in req else _optional_const(v), hint + _camel(k))
                                 for k, v in out["properties"].items()}
        for key in _NESTED_ONE:
            if isinstance(out.get(key), dict):
                out[key] = self.walk(out[key], hint + ("Item" if key == "items" else _camel(key)))
        for key in _NESTED_LISTS:
            if isinstance(out.get(key), list):
                out[key] = [self.walk(s, f"{hint}{_camel(key)}{i}") for i, s in enumerate(out[key])]
        for key in _UNIONS:
            if isinstance(out.get(key), list):
                alts = []
                for i, alt in enumerate(out[key]):
                    if _is_model(alt):
                        alts.append(self.register(hint + _variant_name(alt, i), self.walk(alt, hint + _variant_name(alt, i), True)))
                    else:
                        alts.append(self.walk(alt, f"{hint}Option{i}"))
                out[key] = alts
        if not root and _is_model(out):
            return self.register(hint, out)
        return out


def _hoist_defs(schemas: dict) -> None:
    """``$defs`` of a component become components ``<Component><Def>``; references follow."""
    moved: dict[str, str] = {}
    for name in list(schemas):
        defs = schemas[name].pop("$defs", None) if isinstance(schemas[name], dict) else None
        for d, sub in (defs or {}).items():
            new = name + _camel(d)
            while new in schemas:
                new += "Def"
            schemas[new] = sub
            moved[f"#/components/schemas/{name}/$defs/{d}"] = f"#/components/schemas/{new}"

    def fix(x):
        if isinstance(x, dict):
            return {k: (moved.get(v, v) if k == "$ref" and isinstance(v, str) else fix(v)) for k, v in x.items()}
        if isinstance(x, list):
            return [fix(v) for v in x]
        return x
    if moved:
        for name in list(schemas):
            schemas[name] = fix(schemas[name])


def _discriminate(schemas: dict) -> None:
    """A ``oneOf`` of components that each require a distinct string const ``type`` gets
    ``discriminator: {propertyName: type, mapping}``, so a client picks the class by the
    value instead of trying each (an annotation: validation is unchanged). Unions where a
    ``type`` repeats (Azul's two ``take`` moves) or that mix games stay without one."""
    prefix_ = "#/components/schemas/"
    for schema in schemas.values():
        alts = schema.get("oneOf") if isinstance(schema, dict) else None
        if not isinstance(alts, list) or len(alts) < 2 or "discriminator" in schema:
            continue
        mapping = {}
        for alt in alts:
            ref = alt.get("$ref", "") if isinstance(alt, dict) and len(alt) == 1 else ""
            target = schemas.get(ref[len(prefix_):]) if ref.startswith(prefix_) else None
            t = ((target or {}).get("properties") or {}).get("type")
            if not (isinstance(t, dict) and isinstance(t.get("const"), str) and "type" in (target.get("required") or ())):
                mapping = None
                break
            if t["const"] in mapping:
                mapping = None
                break
            mapping[t["const"]] = ref
        if mapping:
            schema["discriminator"] = {"propertyName": "type", "mapping": mapping}


def client_ready(doc: dict) -> dict:
    """Rewrites ``doc``'s component schemas for code generators (see above); in place."""
    schemas = doc["components"]["schemas"]
    _hoist_defs(schemas)
    lifter = _Lifter(schemas)
    for name in list(schemas):
        schema = schemas[name]
        if isinstance(schema, dict):
            if "title" in schema and name != schema["title"]:
                schema = dict(schema)
                schema.setdefault("description", schema.pop("title"))
            schemas[name] = lifter.walk(schema, name, root=True)
    _discriminate(schemas)
    return doc


class _Dumper(yaml.SafeDumper):
    def ignore_aliases(self, data):  # never emit &anchors/*aliases
        return True


def _str(dumper: yaml.SafeDumper, s: str):
    if "\n" in s:
        return dumper.represent_scalar("tag:yaml.org,2002:str", s, style="|")
    return dumper.represent_scalar("tag:yaml.org,2002:str", s)


_Dumper.add_representer(str, _str)

HEADER = ("# GENERATED by `python -m service.openapi --write` (make openapi) from\n"
          "# service/openapi_base.yaml and the games in games.REGISTRY: do not edit by hand.\n")


def to_yaml(doc: dict) -> str:
    return HEADER + yaml.dump(doc, Dumper=_Dumper, sort_keys=False, allow_unicode=True,
                              default_flow_style=False, width=100)


def generate(registry: dict | None = None) -> str:
    """The text of openapi.yaml."""
    return to_yaml(build(registry))


def is_current(path: Path = OUTPUT, registry: dict | None = None) -> bool:
    return path.exists() and path.read_text(encoding="utf-8") == generate(registry)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m service.openapi", description=__doc__.split("\n")[0])
    group = ap.add_mutually_exclusive_group(required=True)
    group.add_argument("--write", action="store_true", help="write the document")
    group.add_argument("--check", action="store_true", help="exit 1 if the file is not up to date")
    ap.add_argument("--output", type=Path, default=OUTPUT, help=f"the file (default {OUTPUT})")
    args = ap.parse_args(argv)
    text = generate()
    if args.write:
        args.output.write_text(text, encoding="utf-8")
        print(f"wrote {args.output}")
        return 0
    if args.output.exists() and args.output.read_text(encoding="utf-8") == text:
        print(f"{args.output} is up to date")
        return 0
    print(f"{args.output} is stale or missing: run `python -m service.openapi --write` (make openapi)",
          file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main())
