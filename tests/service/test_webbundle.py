"""Issue 23 (no page slower to first draw): the game page's modules as one file
(service/webbundle.py), and the forms the bundler refuses, each with the file's name."""
from __future__ import annotations

import json
import re

import pytest

from service import web
from service.webbundle import IMPORT, BundleError, bundle, import_map


def test_the_game_pages_bundle_holds_each_module_of_play_js_once_after_the_modules_it_imports():
    b = bundle(web.WEB_DIR, "play.js")
    assert b.modules[-1] == "play.js" and len(set(b.modules)) == len(b.modules)
    for name in b.modules:
        src = (web.WEB_DIR / name).read_text(encoding="utf-8")
        for m in IMPORT.finditer(src):  # every module it imports is in the bundle, ahead of it
            dep = (web.WEB_DIR / name).parent.joinpath(m.group(2)).resolve().relative_to(web.WEB_DIR).as_posix()
            assert b.modules.index(dep) < b.modules.index(name), (dep, name)
        assert b.text.count(f"\n// ---- {name}\n") == 1
    for must in ("i18n.js", "common.js", "boards/index.js", "early.js", "first.js"):
        assert must in b.modules
    assert not re.search(r'^import\b', b.text, re.M)  # no static import left: one scope
    # the boards and table.js are loaded later, by URL, not bundled
    assert not any(n.startswith("boards/") and n != "boards/index.js" for n in b.modules) and "table.js" not in b.modules


def test_the_game_page_maps_the_bundled_modules_to_the_bundle_and_loads_it_once(client):
    """The import map comes before any script (a module asked for before it would make the
    browser ignore it), and points every module a board or table.js imports at the bundle."""
    gid = client.post("/v1/games", json={"type": "azul-summer-pavilion", "seats": [{"name": "a"}, {"name": "b"}]}).json["id"]
    page = client.get(f"/play/{gid}").get_data(as_text=True)
    m = re.search(r'<script type="importmap">(.*?)</script>', page)
    assert m and page.index(m.group(0)) < page.index("<script async") < page.index('<script type="module"')
    imports = json.loads(m.group(1))["imports"]
    assert set(imports.values()) == {"/static/play.bundle.js"}
    b = bundle(web.WEB_DIR, "play.js")
    assert set(imports) == {"/static/" + n for n in b.modules if n != "play.js"}
    later = [p for p in web.FILES if p.startswith("boards/") and p != "boards/index.js"] + ["table.js"]
    for name in later:  # what they import resolves to the bundle (or to a file that is not bundled)
        src = (web.WEB_DIR / name).read_text(encoding="utf-8")
        for dep in IMPORT.finditer(src):
            url = "/static/" + (web.WEB_DIR / name).parent.joinpath(dep.group(2)).resolve().relative_to(web.WEB_DIR).as_posix()
            assert url in imports or url[len("/static/"):] not in b.modules, (name, url)
    assert page.count('<script type="module"') == 1 and 'src="/static/play.bundle.js"' in page
    assert "modulepreload" not in page
    served = client.get("/static/play.bundle.js")
    assert served.status_code == 200 and served.mimetype == "text/javascript"
    assert served.get_data(as_text=True) == b.text
    again = client.get("/static/play.bundle.js", headers={"If-None-Match": served.headers["ETag"]})
    assert again.status_code == 304
    assert import_map(b, "/x.js") == json.dumps({"imports": {"/static/" + n: "/x.js" for n in b.modules[:-1]}}, separators=(",", ":"))


def _tree(tmp_path, files):
    for name, text in files.items():
        p = tmp_path / name
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(text, encoding="utf-8")
    return tmp_path


def test_a_small_tree_is_bundled_in_the_browsers_order_and_imports_are_dropped(tmp_path):
    root = _tree(tmp_path, {
        "main.js": 'import { a } from "./a.js";  // a comment\nimport {\n  b,\n  c,\n} from "./sub/b.js";\nimport "./side.js";\nexport const main = a + b + c;\n',
        "a.js": 'export const a = 1;\nconst hidden = 2;\n',
        "sub/b.js": 'import { a } from "../a.js";\nexport function b() { return a; }\nexport const c = 3;\n',
        "side.js": 'globalThis.side = true;\n',
    })
    b = bundle(root, "main.js")
    assert b.modules == ("a.js", "sub/b.js", "side.js", "main.js")
    assert not re.search(r"^import\b", b.text, re.M) and "// a comment" not in b.text
    assert "export const main" in b.text and "export function b()" in b.text and "const hidden = 2;" in b.text


@pytest.mark.parametrize("files, says", [
    ({"main.js": 'import { a } from "./a.js";\n', "a.js": "const a = 1;\n"}, "does not export"),
    ({"main.js": 'import { a as x } from "./a.js";\n', "a.js": "export const a = 1;\n"}, "'as'"),
    ({"main.js": 'import * as a from "./a.js";\n', "a.js": "export const a = 1;\n"}, "does not take"),
    ({"main.js": 'import { a } from "lib";\n'}, "only relative paths"),
    ({"main.js": 'import { a } from "./nope.js";\n'}, "not a file"),
    ({"main.js": 'import { a } from "./a.js";\nconst a2 = 1;\nexport { a2 };\n', "a.js": "export const a = 1;\n"}, "export"),
    ({"main.js": 'export default 1;\n'}, "export"),
    ({"main.js": 'import { a } from "./a.js";\nconst x = 1;\n', "a.js": "export const a = 1;\nlet x = 2;\n"}, "declares x, which a.js"),
    ({"main.js": 'import { a } from "./a.js";\nconst { x, y: z } = {};\n', "a.js": "export const a = 1;\nfunction z() {}\n"}, "declares z"),
    ({"main.js": 'var v = 1;\n'}, "var"),
    ({"main.js": 'import { a } from "./a.js";\nexport const m = 1;\n', "a.js": 'import { m } from "./main.js";\nexport const a = 1;\n'}, "cycle"),
    ({"main.js": 'import { f } from "./sub/f.js";\n', "sub/f.js": 'export const f = () => import("./g.js");\n'}, "relative to a folder"),
])
def test_what_the_bundler_does_not_take_is_refused_with_the_files_name(tmp_path, files, says):
    root = _tree(tmp_path, files)
    with pytest.raises(BundleError) as e:
        bundle(root, "main.js")
    assert says in str(e.value) and ".js" in str(e.value)
