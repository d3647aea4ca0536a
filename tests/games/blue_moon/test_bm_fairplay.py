"""Fair play in Blue Moon (issue 13): no seat learns from the table what its player could
not know, and the two rules bugs found by replaying complete games (R-8.13 f, R-6.9)."""
from __future__ import annotations

import random

from games.base import canonical
from tests.games.blue_moon.bm_helpers import G, P, build, choose, moves, of_type
from tests.games.blue_moon.bm_helpers import strict_play as play

K, T = 0, 1


def _khind_vs_terrah_position():
    """Issue 13 item 6: Khind (seat 0) vs Terrah (seat 1), Earth contested, Khind to act in his
    start phase; TopNotch active; Terrah's Terraton and Caterpillar Eartheroder (Khind must
    discard 3+ printed Earth by the end of his booster/support phase, R-8.13 g)."""
    return build(people=("khind", "terrah"), active=K, phase="start", element="earth",
                 hands=(["CoolCat", "CoolCop", "CoolKid", "Blow Whistle of Friendship"], []),
                 combat=(["TopNotch"], ["terrah-7", "pillar-17"]))


def test_r_8_13_f_topnotch_offered_in_leadership_while_a_requirement_is_open():
    """R-8.13 (f): once-per-turn texts are offered in the leadership phase even while an
    R-8.13 (g) requirement of the opponent (Caterpillar Eartheroder) is open."""
    st, _ = play(_khind_vs_terrah_position(), P)
    assert st["phase"] == "leadership"
    assert st["pending"] and st["pending"][-1]["kind"] == "discard_opponent_active"
    assert st["pending"][-1]["source"] == "khind-7"
    assert {"type": "choose", "choice": "pillar-17"} in moves(st, K)


def test_r_8_13_f_topnotch_offered_in_booster_phase_while_a_requirement_is_open():
    """R-8.13 (f): TopNotch played and declined in the character phase is offered again in the
    booster/support phase although the caterpillar's R-8.13 (g) requirement is still open."""
    st = build(people=("khind", "terrah"), active=K, phase="character", element="earth",
               hands=(["TopNotch", "CoolCop", "CoolKid", "Blow Whistle of Friendship"], []),
               combat=([], ["terrah-16", "pillar-17"]))
    st, _ = play(st, "TopNotch")
    assert st["pending"][-1]["source"] == "khind-7"
    st, _ = play(st, choose(None))
    if st["phase"] == "character" and not st["pending"]:
        st, _ = play(st, P)                          # no more characters (asked whatever the hand)
    assert st["phase"] == "booster"
    assert st["pending"] and st["pending"][-1]["source"] == "khind-7"
    assert {"type": "choose", "choice": "pillar-17"} in moves(st, K)


def test_r_6_9_pen_dor_nith_counts_face_down_bluff_cards():
    """R-6.9 / section 18 q15: Pen-dor-Nith (mutant-103) counts the opponent's cards in his combat
    and support areas, covered ones and face-down bluff cards included (as B.P. Unity does):
    4 combat cards (3 covered) + 2 bluff cards = 6."""
    st = build(people=("buka", "pillar"), active=1, phase="character", element="fire",
               hands=([], ["mutant-103"]), combat=(["buka-1", "buka-2", "buka-3", "buka-4"], ["pillar-1"]),
               covered=(3, 0), bluff=(["buka-7", "buka-8"], []))
    assert {"type": "play", "card": "mutant-103"} in moves(st, 1)
    st2 = build(people=("buka", "pillar"), active=1, phase="character", element="fire",
                hands=([], ["mutant-103"]), combat=(["buka-1", "buka-2", "buka-3", "buka-4"], ["pillar-1"]),
                covered=(3, 0), bluff=(["buka-7"], []))
    assert {"type": "play", "card": "mutant-103"} not in moves(st2, 1)        # 5 < 6


def _topnotch_against_bluff():
    """Khind's TopNotch offered against Buka's face-down bluff cards (chosen by position)."""
    return build(people=("khind", "buka"), active=K, phase="start", element="fire",
                 hands=(["CoolCat", "NoNo"], ["buka-9"]), combat=(["TopNotch"], ["buka-5"]),
                 bluff=([], ["buka-7", "buka-8"]))


def test_r_13_8_discarding_a_face_down_bluff_card_is_a_reveal():
    """Issue 13 item 1 (R-13.8, R-1.9): a face-down bluff card chosen by position leaves play
    face up; the discard event says so: a reveal (undo barrier) and masked in Khind's dry run."""
    st, _ = play(_topnotch_against_bluff(), P)
    assert st["pending"][-1]["kind"] == "discard_opponent_active"
    assert {"type": "choose", "choice": 0} in moves(st, K)
    _, ev = play(st, choose(0))
    d = of_type(ev, "discard")[0]
    assert d["cards"][0] in ("buka-7", "buka-8")
    assert G.reveals(d) and G.reveals_to(d, K)


def test_playing_a_card_from_the_hand_is_a_reveal():
    """Issue 13 item 4 (R-1.5): a card played face up from the hidden hand shows the opponent a
    card it could not see: a reveal (undo barrier), but not to its own player (his dry run
    shows it)."""
    st = build(people=("aqua", "hoax"), active=0, phase="character", element="fire",
               hands=(["aqua-4", "aqua-9"], []), combat=([], ["hoax-5"]))
    m = next(m for m in moves(st, 0) if m.get("card") == "aqua-4")
    _, ev = play(st, m)
    p = of_type(ev, "play")[0]
    assert G.reveals(p) and p["shown"] == [0]
    assert not G.reveals_to(p, 0) and G.reveals_to(p, 1) and G.reveals_to(p, None)
    # a public step shows nothing new
    assert not G.reveals({"type": "phase", "phase": "engagement"})


def _opponent_sees(st, seat_moving, move, viewer):
    _, ev = play(st, move)
    return [canonical(G.event_view(e, viewer)) for e in ev], G.to_act(_), _["phase"]


def test_leadership_phase_asked_whatever_the_hand():
    """Issue 13 item 3: whether the leadership phase stops for a decision must not depend on
    the hidden hand. Two hands of the same size, one with a leadership card and one without:
    after Hoax's start-phase pass the opponent sees the same events and the same seat to act."""
    common = dict(people=("vulca", "hoax"), active=1, phase="start", element="fire",
                  combat=(["vulca-5"], ["hoax-5"]))
    with_lead = build(hands=([], ["hoax-27", "hoax-9"]), **common)       # hoax-27: a leadership card
    without = build(hands=([], ["hoax-8", "hoax-9"]), **common)
    from games.blue_moon.cards import INFO
    assert INFO["hoax-27"].type == "leadership" and INFO["hoax-8"].type != "leadership"
    a = _opponent_sees(with_lead, 1, P, 0)
    b = _opponent_sees(without, 1, P, 0)
    assert a == b
    assert a[2] == "leadership"                                  # asked every time: pass ends it


def test_r_4_5_1_deadline_decision_asked_whatever_the_hand():
    """Issue 13 item 3 at the R-4.5.1 (a) deadline: Caterpillar Eartheroder (R-13.6) asks Hoax to
    discard 3+ printed Earth by the end of his booster/support phase. Whether the meet_obligation
    decision is asked must not show the opponent whether his hand can meet it: it is asked
    either way, and ``null`` leaves it unmet (only the retreat is left)."""
    seen = []
    for hand in (["Helkomedes the Rhetorician"], ["Ledinemras the Monk"]):
        st = build(people=("terrah", "hoax"), active=1, phase="booster", element="fire",
                   combat=(["pillar-17", "terrah-13"], ["Wogarathoras the Gloomy"]),
                   hands=([], hand), turn={"characters": 1, "chars": 1})
        st2, ev = play(st, P)
        assert st2["pending"] and st2["pending"][-1]["kind"] == "meet_obligation"
        assert moves(st2, 1)[-1] == {"type": "choose", "choice": None}
        seen.append([canonical(G.event_view(e, 0)) for e in ev])
        st3, _ = play(st2, choose(None))
        assert moves(st3, 1) == [{"type": "retreat"}]
    assert seen[0] == seen[1]
