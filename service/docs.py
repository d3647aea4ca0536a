"""The API's documentation page, rendered on the server from openapi.yaml.

``render(openapi_yaml_text)`` returns one self-contained HTML page: inline CSS, no
script, no font or stylesheet from anywhere else. It shows the overview and the game
sections of ``info.description`` (a small Markdown subset), authentication, the error
codes (``x-error-codes``), every path and method with its parameters, request body and
responses (schemas shown as YAML, ``$ref``s as links), and every component schema.
"""
from __future__ import annotations

import functools
import html
import re
from typing import Any

import yaml

METHODS = ("get", "put", "post", "delete", "options", "head", "patch", "trace")

CSS = """
:root{--fg:#1d2330;--muted:#5b6475;--bg:#fbfbfd;--card:#fff;--line:#dde1ea;--accent:#3a4bb8;
--get:#1f7a4d;--post:#2d5fc4;--put:#9a6a00;--patch:#8a4fbf;--delete:#b3261e}
*{box-sizing:border-box}
body{margin:0;font:15px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;
color:var(--fg);background:var(--bg)}
a{color:var(--accent);text-decoration:none}a:hover{text-decoration:underline}
.layout{display:flex;min-height:100vh}
nav{width:300px;flex:none;border-right:1px solid var(--line);padding:20px 16px;position:sticky;top:0;
height:100vh;overflow:auto;background:#f3f4f8;font-size:13.5px}
nav h2{font-size:12px;text-transform:uppercase;letter-spacing:.06em;color:var(--muted);margin:18px 0 6px}
nav ul{list-style:none;margin:0;padding:0}nav li{margin:2px 0}
nav .m{display:inline-block;width:44px;font:600 11px/1 ui-monospace,Menlo,Consolas,monospace}
main{flex:1;min-width:0;padding:28px 40px;max-width:1100px}
h1{margin:0 0 4px;font-size:28px}h2{margin-top:40px;border-bottom:2px solid var(--line);padding-bottom:4px}
h3{margin-top:28px}h4{margin:18px 0 6px}
.sub{color:var(--muted);margin:0 0 16px}
code,pre{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:13px}
code{background:#eef0f6;padding:1px 4px;border-radius:4px}
pre{background:#f4f5f9;border:1px solid var(--line);border-radius:6px;padding:10px 12px;overflow:auto;
line-height:1.4;margin:6px 0}
pre code{background:none;padding:0}
table{border-collapse:collapse;width:100%;margin:6px 0 12px;font-size:14px}
th,td{border:1px solid var(--line);padding:5px 8px;text-align:left;vertical-align:top}
th{background:#f0f2f7}
.op{background:var(--card);border:1px solid var(--line);border-radius:8px;padding:4px 18px 12px;margin:18px 0}
.op h3{display:flex;gap:10px;align-items:center;font-family:ui-monospace,Menlo,Consolas,monospace;font-size:16px}
.badge{color:#fff;border-radius:4px;padding:2px 8px;font:700 12px/1.6 ui-monospace,Menlo,Consolas,monospace;
text-transform:uppercase}
.get{background:var(--get)}.post{background:var(--post)}.put{background:var(--put)}
.patch{background:var(--patch)}.delete{background:var(--delete)}.head,.options,.trace{background:#666}
.summary{font-weight:600;margin:0 0 6px}
.status{display:inline-block;min-width:44px;font:700 13px ui-monospace,Menlo,Consolas,monospace}
.s2{color:var(--get)}.s4{color:var(--put)}.s5{color:var(--delete)}
.resp{border-top:1px dashed var(--line);padding-top:6px;margin-top:6px}
details>summary{cursor:pointer;color:var(--muted);font-size:13px}
.auth{font-size:13px;color:var(--muted)}
.schema h3{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:15px}
"""


# ---------------------------------------------------------------------------- markdown
def _inline(text: str) -> str:
    """Inline Markdown of already-unescaped text: `code`, **bold**, *em*, [text](#anchor)."""
    parts = re.split(r"(`[^`]*`)", text)
    out = []
    for p in parts:
        if len(p) >= 2 and p.startswith("`") and p.endswith("`"):
            out.append(f"<code>{html.escape(p[1:-1])}</code>")
            continue
        s = html.escape(p)
        s = re.sub(r"\*\*(.+?)\*\*", r"<strong>\1</strong>", s)
        s = re.sub(r"(?<![\w*])\*([^*\s][^*]*?)\*(?![\w*])", r"<em>\1</em>", s)
        # links only within the page or to this server (relative): never to other hosts
        s = re.sub(r"\[([^\]]+)\]\((#[^)\s]*|/[^)\s]*)\)", r'<a href="\2">\1</a>', s)
        out.append(s)
    return "".join(out)


def markdown(text: str | None) -> str:
    """A Markdown subset: headings, paragraphs, - and 1. lists (one level, continuation
    lines indented), ``` fences and the inline forms of ``_inline``."""
    if not text:
        return ""
    lines = str(text).replace("\r\n", "\n").split("\n")
    out: list[str] = []
    para: list[str] = []
    items: list[str] = []
    list_tag = ""

    def flush_para():
        if para:
            out.append("<p>" + _inline(" ".join(x.strip() for x in para)) + "</p>")
            para.clear()

    def flush_list():
        nonlocal list_tag
        if items:
            out.append(f"<{list_tag}>" + "".join(f"<li>{_inline(i)}</li>" for i in items) + f"</{list_tag}>")
            items.clear()
        list_tag = ""

    i = 0
    while i < len(lines):
        line = lines[i]
        stripped = line.strip()
        if stripped.startswith("```"):
            flush_para()
            flush_list()
            block = []
            i += 1
            while i < len(lines) and not lines[i].strip().startswith("```"):
                block.append(lines[i])
                i += 1
            out.append("<pre><code>" + html.escape("\n".join(block)) + "</code></pre>")
            i += 1
            continue
        m_head = re.match(r"^(#{1,6})\s+(.*)$", stripped)
        m_ul = re.match(r"^[-*]\s+(.*)$", stripped)
        m_ol = re.match(r"^\d+[.)]\s+(.*)$", stripped)
        if not stripped:
            flush_para()
            flush_list()
        elif m_head:
            flush_para()
            flush_list()
            level = min(6, len(m_head.group(1)) + 1)  # ## sits under the page's h2 sections
            title = m_head.group(2)
            out.append(f'<h{level} id="{_slug("md-" + title)}">{_inline(title)}</h{level}>')
        elif m_ul or m_ol:
            flush_para()
            tag = "ul" if m_ul else "ol"
            if list_tag and list_tag != tag:
                flush_list()
            list_tag = tag
            items.append((m_ul or m_ol).group(1))
        elif items and line[:1] in (" ", "\t"):
            items[-1] += " " + stripped  # continuation of a list item
        else:
            flush_list()
            para.append(line)
        i += 1
    flush_para()
    flush_list()
    return "\n".join(out)


# ---------------------------------------------------------------------------- helpers
def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-") or "x"


def _op_id(method: str, path: str, op: dict) -> str:
    return "op-" + _slug(op.get("operationId") or f"{method}-{path}")


def _schema_anchor(name: str) -> str:
    return "schema-" + _slug(name)


def _resolve(doc: dict, obj: Any) -> Any:
    """Follow a local ``$ref`` (parameters, responses, request bodies)."""
    seen = 0
    while isinstance(obj, dict) and isinstance(obj.get("$ref"), str) and obj["$ref"].startswith("#/") and seen < 20:
        node: Any = doc
        for part in obj["$ref"][2:].split("/"):
            part = part.replace("~1", "/").replace("~0", "~")
            node = node.get(part) if isinstance(node, dict) else None
        if node is None:
            return obj
        obj, seen = node, seen + 1
    return obj


_Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class _Dumper(getattr(yaml, "CSafeDumper", yaml.SafeDumper)):
    def ignore_aliases(self, data):
        return True


def _yaml(obj: Any) -> str:
    return yaml.dump(obj, Dumper=_Dumper, sort_keys=False, allow_unicode=True, default_flow_style=False,
                     width=96).rstrip()


_REF_LINE = re.compile(r"(\$ref: )(['\"]?)#/components/schemas/([A-Za-z0-9._-]+)(['\"]?)")


def _schema_html(schema: Any) -> str:
    """A schema as YAML, its component ``$ref``s turned into links."""
    text = html.escape(_yaml(schema), quote=False)

    def link(m):
        name = m.group(3)
        return f'{m.group(1)}<a href="#{_schema_anchor(name)}">{name}</a>'

    return "<pre><code>" + _REF_LINE.sub(link, text) + "</code></pre>"


def _component_name(schema: Any) -> str | None:
    if isinstance(schema, dict) and set(schema) == {"$ref"} and isinstance(schema["$ref"], str):
        m = re.fullmatch(r"#/components/schemas/([A-Za-z0-9._-]+)", schema["$ref"])
        return m.group(1) if m else None
    return None


def _schema_block(doc: dict, schema: Any) -> str:
    """A schema: a named component as a link plus its definition (folded), else inline."""
    name = _component_name(schema)
    if name is None:
        return _schema_html(schema)
    target = doc.get("components", {}).get("schemas", {}).get(name, {})
    return (f'<p>Schema: <a href="#{_schema_anchor(name)}"><code>{html.escape(name)}</code></a></p>'
            f"<details><summary>show {html.escape(name)}</summary>{_schema_html(target)}</details>")


def _content(doc: dict, content: dict | None) -> str:
    out = []
    for mtype, media in (content or {}).items():
        media = media or {}
        out.append(f"<p>Content type: <code>{html.escape(mtype)}</code></p>")
        if "schema" in media:
            out.append(_schema_block(doc, media["schema"]))
        if "example" in media:
            out.append("<p>Example:</p>" + _schema_html(media["example"]))
        for name, ex in (media.get("examples") or {}).items():
            ex = _resolve(doc, ex)
            out.append(f"<p>Example <code>{html.escape(name)}</code>:</p>" + _schema_html(ex.get("value")))
    return "\n".join(out)


def _type_of(schema: Any) -> str:
    schema = schema or {}
    t = schema.get("type", "")
    t = " | ".join(t) if isinstance(t, list) else str(t)
    extra = []
    for k in ("enum", "minimum", "maximum", "minLength", "maxLength", "default"):
        if k in schema:
            extra.append(f"{k}: {schema[k]!r}" if k != "enum" else "one of " + ", ".join(map(str, schema[k])))
    return t + (f" ({'; '.join(extra)})" if extra else "")


def _auth(doc: dict, op: dict) -> str:
    sec = op.get("security", doc.get("security"))
    if not sec:
        return "No authentication."
    names = sorted({n for req in sec for n in req})
    optional = any(not req for req in sec)
    if not names:
        return "No authentication."
    scheme = ", ".join(f"<code>{html.escape(n)}</code>" for n in names)
    return (f"Authentication: {scheme}, optional (without it you are a spectator)." if optional
            else f"Authentication: {scheme}, required.")


def _operation(doc: dict, path: str, method: str, op: dict, path_params: list) -> str:
    anchor = _op_id(method, path, op)
    out = [f'<section class="op" id="{anchor}">',
           f'<h3><span class="badge {method}">{method.upper()}</span> {html.escape(path)}</h3>']
    if op.get("summary"):
        out.append(f'<p class="summary">{_inline(op["summary"])}</p>')
    out.append(markdown(op.get("description")))
    out.append(f'<p class="auth">{_auth(doc, op)}</p>')
    params = [_resolve(doc, p) for p in path_params + list(op.get("parameters") or [])]
    if params:
        out.append("<h4>Parameters</h4><table><tr><th>Name</th><th>In</th><th>Required</th>"
                   "<th>Type</th><th>Description</th></tr>")
        for p in params:
            out.append("<tr>" + "".join(f"<td>{c}</td>" for c in (
                f"<code>{html.escape(str(p.get('name')))}</code>", html.escape(str(p.get("in"))),
                "yes" if p.get("required") else "no", html.escape(_type_of(p.get("schema"))),
                markdown(p.get("description")))) + "</tr>")
        out.append("</table>")
    body = _resolve(doc, op.get("requestBody"))
    if body:
        out.append("<h4>Request body" + (" (required)" if body.get("required") else " (optional)") + "</h4>")
        out.append(markdown(body.get("description")))
        out.append(_content(doc, body.get("content")))
    out.append("<h4>Responses</h4>")
    for status, resp in sorted((op.get("responses") or {}).items(), key=lambda kv: str(kv[0])):
        resp = _resolve(doc, resp) or {}
        cls = "s" + str(status)[:1]
        out.append(f'<div class="resp"><span class="status {cls}">{html.escape(str(status))}</span> '
                   + markdown(resp.get("description")))
        out.append(_content(doc, resp.get("content")))
        out.append("</div>")
    out.append("</section>")
    return "\n".join(x for x in out if x)


def _operations(doc: dict):
    for path, item in (doc.get("paths") or {}).items():
        item = item or {}
        for method in METHODS:
            if method in item:
                yield path, method, item[method], list(item.get("parameters") or [])


# ---------------------------------------------------------------------------- page
@functools.lru_cache(maxsize=4)  # the page is rendered once per version of the document
def render(openapi_yaml_text: str) -> str:
    doc = yaml.load(openapi_yaml_text, Loader=_Loader) or {}
    info = doc.get("info") or {}
    title = str(info.get("title") or "API")
    ops = list(_operations(doc))
    schemas = (doc.get("components") or {}).get("schemas") or {}
    codes = doc.get("x-error-codes") or []

    nav = ['<nav><p><strong>' + html.escape(title) + '</strong></p><h2>Contents</h2><ul>',
           '<li><a href="#overview">Overview</a></li>', '<li><a href="#authentication">Authentication</a></li>',
           '<li><a href="#errors">Errors</a></li>', '<li><a href="#endpoints">Endpoints</a></li>',
           '<li><a href="#schemas">Schemas</a></li></ul><h2>Endpoints</h2><ul>']
    for path, method, op, _ in ops:
        nav.append(f'<li><a href="#{_op_id(method, path, op)}"><span class="m">{method.upper()}</span>'
                   f'{html.escape(path)}</a></li>')
    nav.append("</ul><h2>Schemas</h2><ul>")
    nav += [f'<li><a href="#{_schema_anchor(n)}">{html.escape(n)}</a></li>' for n in schemas]
    nav.append("</ul></nav>")

    body = [f"<h1>{html.escape(title)}</h1>",
            f'<p class="sub">Version {html.escape(str(info.get("version", "")))}'
            + (f" · {_inline(info['summary'])}" if info.get("summary") else "")
            + ' · the machine-readable document: <a href="/openapi.yaml">/openapi.yaml</a></p>']
    servers = doc.get("servers") or []
    if servers:
        body.append("<p>Servers: " + ", ".join(
            f"<code>{html.escape(str(s.get('url')))}</code>"
            + (f" ({_inline(s['description'])})" if s.get("description") else "") for s in servers) + "</p>")
    body.append('<h2 id="overview">Overview</h2>')
    body.append(markdown(info.get("description")))

    body.append('<h2 id="authentication">Authentication</h2>')
    for name, scheme in ((doc.get("components") or {}).get("securitySchemes") or {}).items():
        kind = scheme.get("type", "")
        how = f"HTTP <code>{html.escape(str(scheme.get('scheme', '')))}</code>" if kind == "http" else html.escape(kind)
        body.append(f"<h3><code>{html.escape(name)}</code>: {how}</h3>" + markdown(scheme.get("description")))

    body.append('<h2 id="errors">Errors</h2>')
    err = schemas.get("Error")
    if err:
        body.append("<p>Every error answer has this body (schema "
                    f'<a href="#{_schema_anchor("Error")}"><code>Error</code></a>):</p>'
                    + _schema_html({"error": {"code": "<code>", "message": "<text>", "details": "<null or object>"}}))
    if codes:
        body.append("<table><tr><th>Code</th><th>Status</th><th>Meaning</th></tr>")
        for c in codes:
            body.append(f"<tr><td><code>{html.escape(str(c.get('code')))}</code></td>"
                        f"<td>{html.escape(str(c.get('status', '')))}</td><td>{_inline(str(c.get('meaning', '')))}</td></tr>")
        body.append("</table>")

    body.append('<h2 id="endpoints">Endpoints</h2>')
    for path, method, op, path_params in ops:
        body.append(_operation(doc, path, method, op, path_params))

    body.append('<h2 id="schemas">Schemas</h2>')
    for name, schema in schemas.items():
        desc = schema.get("description") if isinstance(schema, dict) else None
        body.append(f'<section class="schema" id="{_schema_anchor(name)}"><h3>{html.escape(name)}</h3>'
                    + markdown(desc) + _schema_html(schema) + "</section>")

    return ("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
            f"<title>{html.escape(title)}</title><style>{CSS}</style></head><body><div class=\"layout\">"
            + "\n".join(nav) + "<main>" + "\n".join(body) + "</main></div></body></html>\n")
