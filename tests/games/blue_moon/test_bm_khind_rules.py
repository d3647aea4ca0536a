"""Khind deck rule R-13.3 (gang) as an engine mechanism (Legends text, the default of the
R-13.3 [CONFLICT], key ``symbols.gang.group``); constructed positions (seat 0 Khind, seat 1
Hoax). The card tests are in test_bm_khind.py."""
from __future__ import annotations

from games.blue_moon import decks
from tests.games.blue_moon.bm_helpers import G, build, cid, moves, of_type, play, power

K, H = 0, 1


def kb(**kw):
    return build(people=("khind", "hoax"), **kw)


def _cards(st, seat=K):
    return {m.get("card") for m in moves(st, seat)}


def test_r_13_3_a_gang_characters_count_as_one():
    """R-13.3 (a): after a gang character, any number of the same gang in the character
    phase; other characters (or another gang) are not allowed."""
    st = kb(active=K, phase="character", element="fire",
            hands=(["NoNo", "NoStyle", "NoClue", "FunFair", "Gluing Dust"], []))
    st, _ = play(st, "NoNo")
    cards = _cards(st)
    assert {cid("NoStyle"), cid("NoClue")} <= cards and cid("FunFair") not in cards
    st, ev = play(st, "NoStyle", "NoClue")
    assert [e["limit"] for e in of_type(ev, "play")] == ["gang", "gang"]
    assert st["turn"]["characters"] == 1 and power(st, K, "fire") == 3 + 3 + 2
    assert cid("FunFair") not in _cards(st)


def test_r_13_3_b_gang_stacking_without_covering():
    """R-13.3 (b), Legends text: only gang characters of one gang active and no booster or
    support in the areas -> a new character of that gang does not cover; otherwise it does."""
    st = kb(active=K, phase="character", element="fire", combat=(["NoNo"], []), hands=(["NoStyle", "Gluing Dust"], []))
    st, ev = play(st, "NoStyle")
    assert of_type(ev, "play")[0]["cover"] is False and power(st, K, "fire") == 6
    st = kb(active=K, phase="character", element="fire", combat=(["NoNo"], []), support=(["Gluing Dust"], []),
            hands=(["NoStyle", "Laughing Gas"], []))
    st, ev = play(st, "NoStyle")
    assert of_type(ev, "play")[0]["cover"] is True                       # a support card stops it
    st = kb(active=K, phase="character", element="fire", combat=(["FunFair"], []), hands=(["NoStyle", "Gluing Dust"], []))
    st, ev = play(st, "NoStyle")
    assert of_type(ev, "play")[0]["cover"] is True                       # another gang


def test_khind_is_enabled():
    assert "khind" in decks.SUPPORTED
    assert not G.check_config({"decks": ["khind", "hoax"]})


def test_r_13_3_b_conflict_default_is_the_legends_text(monkeypatch):
    """R-13.3 [CONFLICT] / section 18.2: the default (Legends) lets a support card stop gang
    stacking; the [KJ] reading (``GANG_STACKING_CHECKS_SUPPORT_AREA = False``) looks at the combat
    area only."""
    from games.blue_moon import engine
    assert engine.GANG_STACKING_CHECKS_SUPPORT_AREA is True
    pos = dict(active=K, phase="character", element="fire", combat=(["NoNo"], []), support=(["Gluing Dust"], []),
               hands=(["NoStyle"], []))
    st, ev = play(kb(**pos), "NoStyle")
    assert of_type(ev, "play")[0]["cover"] is True and power(st, K, "fire") == 3
    monkeypatch.setattr(engine, "GANG_STACKING_CHECKS_SUPPORT_AREA", False)
    st, ev = play(kb(**pos), "NoStyle")
    assert of_type(ev, "play")[0]["cover"] is False and power(st, K, "fire") == 6
