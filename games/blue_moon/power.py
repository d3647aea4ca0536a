"""R-16.1: which cards are active, what is ignored, live effects, and total power.

``analyse(state)`` returns an :class:`Analysis` of a state (cached for the last state
object seen). It follows R-16.1 step by step:

1. active cards of both players (R-1.8): combat cards not covered, support cards, the
   leadership card played this turn by the active player;
2. ignore effects (stage ``ignore``) in ascending ``priority`` (R-5.3, R-8.5); an effect
   whose own text is already ignored is skipped; protected cards are exempt (R-7.7);
3. the remaining effects whose text is not ignored are *live*: rule queries (prohibitions,
   allowances, retreat modifiers) read them from ``live``;
4. power per element: printed values of active character/booster/support cards whose values
   are not ignored (printed values first changed by "printed" stage effects, e.g. CoolCat's
   odd values counting 0, priority 4), card-value effects by priority (5 raise-to, 6 multipliers) with "one of
   my" targets chosen for the owner's highest total (R-5.4 engine default, ties: the most
   recently played target), then total floors (priority 7).
"""
from __future__ import annotations

from itertools import product

from games.blue_moon.cards import INFO, POWER_TYPES
from games.blue_moon import effects as fx
from games.blue_moon.ships import BLUFF_VALUE

MAX_TARGET_COMBINATIONS = 256


class Analysis:
    __slots__ = ("state", "active", "owner", "order", "ign", "live", "live_by", "live_ignores",
                 "_power", "protection_off", "icons_kept", "bluff", "bluff_ign", "memo")

    def __init__(self, state: dict, _not_switching: frozenset = frozenset()):
        self.state = state
        self.memo: dict = {}      # derived per-analysis answers (obligations, once-per-turn texts)
        players = state["p"]
        active: list[list[str]] = [[], []]
        for s in (0, 1):
            P = players[s]
            active[s].extend(P["combat"][P["covered"]:])
            active[s].extend(P["support"])
        lead = state["turn"]["leadership"]
        if lead is not None:
            active[state["active"]].append(lead)
        self.active = active
        self.owner = {cid: s for s in (0, 1) for cid in active[s]}
        # play order: index in the combined list, used for "most recent" ties
        self.order = {cid: i for s in (0, 1) for i, cid in enumerate(active[s])}
        self.ign: dict[str, set] = {}
        self.protection_off: set = set()
        self.icons_kept: dict = {}          # cid -> icons that survive its icon-ignoring (icons_kept)
        self._power: dict = {}
        # --- step 2: ignore effects by priority ---------------------------------
        ignores = []
        others = []
        spec_and_kind = fx.spec_and_kind
        for s in (0, 1):
            for cid in active[s]:
                spec, kind, name = spec_and_kind(cid)
                if spec is None:
                    continue
                if kind is not None and kind.stage == "ignore":
                    ignores.append((spec.get("priority", 9), self.order[cid], s, cid, spec, kind))
                else:
                    others.append((s, cid, spec, name))
        self.live_ignores = []
        switchers = self._switch_protection_off(ignores, _not_switching)
        if ignores:
            ignores.sort(key=lambda t: (t[0], t[1]))
            i = 0
            while i < len(ignores):
                # ignore cycle: the effects of one priority act simultaneously, so a
                # text ignored by an opposing effect of the same priority never applies
                # (Enthrall Opposition beats Flitterflutter, Flitterflutter beats Laughing
                # Gas, two Laughing Gas cancel each other)
                j = i
                while j < len(ignores) and ignores[j][0] == ignores[i][0]:
                    j += 1
                level = [t for t in ignores[i:j] if not self.text_ignored(t[3])
                         and not t[5].countered(self, t[2], t[3], t[4])]
                if len(level) > 1:
                    kept = [t for t in level if not any(
                        o[2] != t[2] and "text" in o[4].get("aspects", ()) and not self.protected(t[3])
                        and o[5].matches(self, o[2], o[3], o[4], t[3], t[2]) for o in level)]
                    for t in level:
                        if t not in kept:       # ignored by the other side (TC-13 d: both are)
                            self.ign.setdefault(t[3], set()).add("text")
                    level = kept
                for _prio, _o, s, cid, spec, kind in level:
                    self.live_ignores.append((s, cid, spec, kind))
                    kind.apply(self, s, cid, spec)
                i = j
        if switchers:
            applied = {t[1] for t in self.live_ignores}
            dead = frozenset(c for c in switchers if c not in applied)
            if dead:                  # a switcher whose text was ignored switches nothing off
                self.__init__(state, _not_switching | dead)
                return
        # --- step 3: live effects, indexed by (seat, kind name) ---------------------------
        ign = self.ign
        self.live = [(s, cid, spec) for (s, cid, spec, _n) in others
                     if cid not in ign or "text" not in ign[cid]]
        by: dict = {}
        for s, cid, spec, name in others:
            if cid not in ign or "text" not in ign[cid]:
                by.setdefault((s, name), []).append((cid, spec))
        self.live_by = by
        # --- face-down bluff cards (support cards with 2 in the contested element) --
        self.bluff = [list(P.get("bluff", ())) for P in players]
        self.bluff_ign = [fx.bluff_ignored_aspects(self, s) if self.bluff[s] else set() for s in (0, 1)]

    def _switch_protection_off(self, ignores, not_switching) -> list:
        """R-7.7 / R-16.1 step 2 default [INFERRED] (section 18.13): an ignore effect that
        ignores icons without keeping the protection icon (Mekarthas the Shrewd) switches
        the protection of the opponent's matching cards off before any priority applies."""
        out = []
        for _p, _o, s, cid, spec, kind in ignores:
            if cid in not_switching or not fx.switches_protection_off(spec):
                continue
            out.append(cid)
            for c in self.active[1 - s]:
                if kind.matches(self, s, cid, spec, c, 1 - s):
                    self.protection_off.add(c)
        return out

    # ----- flags ---------------------------------------------------------------------
    def aspects(self, cid: str) -> set:
        return self.ign.get(cid, ())

    def text_ignored(self, cid: str) -> bool:
        return "text" in self.ign.get(cid, ())

    def values_ignored(self, cid: str) -> bool:
        return "values" in self.ign.get(cid, ())

    def icons_ignored(self, cid: str) -> bool:
        return "icons" in self.ign.get(cid, ())

    def icon_ignored(self, cid: str, icon: str) -> bool:
        """One icon of an active card ignored (an effect may keep some icons, e.g. STOP)."""
        return "icons" in self.ign.get(cid, ()) and icon not in self.icons_kept.get(cid, ())

    def protected(self, cid: str) -> bool:
        """R-7.7: an active protected card, unless its protection icon was switched off."""
        return (INFO[cid].protected and cid in self.owner and cid not in self.protection_off
                and not self.icon_ignored(cid, "protected"))

    def hypothetical_icon_ignored(self, seat: int, cid: str, icon: str) -> bool:
        """Would ``icon`` of a card of ``seat`` be ignored while it is being played (R-8.5
        scope default, section 18.9)? Effects that keep the icon (``icons_kept``) spare it."""
        for s, src, spec, kind in self.live_ignores:
            if (s != seat and "icons" in spec.get("aspects", ()) and icon not in spec.get("icons_kept", ())
                    and kind.matches(self, s, src, spec, cid, seat)):
                return True
        return False

    def hypothetical_aspects(self, seat: int, cid: str) -> set:
        """Aspects of a card of ``seat`` that would be ignored while it is being played
        (R-8.5 scope default [KJ; OPEN]: ignore effects reach a card as it is played)."""
        out: set = set()
        for s, src, spec, kind in self.live_ignores:
            if s != seat and kind.matches(self, s, src, spec, cid, seat):
                out.update(spec.get("aspects", ()))
        return out

    def live_of(self, seat: int, kinds: tuple | str | None = None) -> list:
        """Live effects ``(card id, spec)`` of ``seat`` (optionally of the given kind names),
        in play order within each kind."""
        if kinds is None:
            return [(cid, spec) for s, cid, spec in self.live if s == seat]
        if isinstance(kinds, str):
            return self.live_by.get((seat, kinds), [])
        out = []
        for k in kinds:
            out.extend(self.live_by.get((seat, k), ()))
        return out

    # ----- icons -------------------------------------------------------------------------
    def shield(self, seat: int, element: str) -> bool:
        """R-7.1: an active combat card of ``seat`` with a non-ignored shield on ``element``."""
        P = self.state["p"][seat]
        for cid in P["combat"][P["covered"]:]:
            if INFO[cid].shield(element) and not self.icons_ignored(cid):
                return True
        return False

    def has_icon(self, cid: str, icon: str) -> bool:
        return getattr(INFO[cid], icon) and not self.icon_ignored(cid, icon)

    # ----- power ---------------------------------------------------------------------------
    def power(self, seat: int, element: str | None = None) -> int:
        if element is None:
            fight = self.state["fight"]
            element = fight["element"] if fight else None
            if element is None:
                return 0
        key = (seat, element)
        if key not in self._power:
            self._power[key] = self._compute(seat, element)
        return self._power[key]

    def card_values(self, seat: int, element: str) -> dict:
        """Current values in ``element`` of the seat's counted cards (after card effects)."""
        return self._compute(seat, element, detail=True)

    def _compute(self, seat: int, element: str, detail: bool = False):
        counted = [cid for cid in self.active[seat]
                   if INFO[cid].type in POWER_TYPES and not self.values_ignored(cid)]
        base = {cid: INFO[cid].value(element) for cid in counted}
        for s, src, spec in self.live:          # printed-value effects (CoolCat & co., priority 4)
            kind = fx.static_kind(spec)
            if kind is not None and kind.stage == "printed":
                kind.apply_printed(self, s, src, spec, element, base, seat)
        if self.bluff[seat] and "values" not in self.bluff_ign[seat]:
            fight = self.state["fight"]
            v = BLUFF_VALUE if fight is None or fight["element"] in (None, element) else 0
            for b in self.bluff[seat]:
                base[b] = v
        card_mods = []
        total_mods = []
        for cid, spec in self.live_of(seat):
            kind = fx.static_kind(spec)
            if kind is None:
                continue
            if kind.stage == "card":
                card_mods.append((spec.get("priority", 9), self.order[cid], cid, spec, kind))
            elif kind.stage == "total":
                total_mods.append((spec.get("priority", 9), self.order[cid], cid, spec, kind))
        if not card_mods and not total_mods:   # (most analyses: the printed values, summed)
            return dict(base) if detail else sum(base.values())
        card_mods.sort(key=lambda t: (t[0], t[1]))
        total_mods.sort(key=lambda t: (t[0], t[1]))
        choices = []
        for _p, _o, cid, spec, kind in card_mods:
            t = kind.targets(self, seat, cid, spec) if kind.targets else None
            if t is None:
                choices.append((None,))
            else:                       # "one of my" target: only counted cards
                t = [c for c in t if c in base]
                choices.append(tuple(t) if t else (None,))
        best = None
        n = 0
        for combo in product(*choices):
            n += 1
            if n > MAX_TARGET_COMBINATIONS:
                break
            vals = dict(base)
            for (_p, _o, cid, spec, kind), target in zip(card_mods, combo):
                kind.apply_values(self, seat, cid, spec, element, vals, target)
            total = sum(vals.values())
            for _p, _o, cid, spec, kind in total_mods:
                total = kind.apply_total(self, seat, cid, spec, element, total)
            recency = tuple(self.order.get(t, -1) for t in combo)
            key = (total, recency)
            if best is None or key > best[0]:
                best = (key, vals, total)
        if detail:
            return best[1]
        return best[2]


_CACHE_SIZE = 24
_cache: dict = {}          # id(state) -> (state, analysis), oldest first (insertion order)
_PARTS_SIZE = 64
_by_parts: dict = {}       # ids of the parts an analysis reads -> (parts, analysis)


def _parts(state: dict) -> tuple:
    """The objects an :class:`Analysis` reads (evolve copies a part on write, so the same
    objects mean the same content): both players' combat, support and bluff lists and the
    fight; with the covered counts, the turn's leadership card and the active seat. A
    phase change, a mark, a draw or a pending decision keep them, so the search's many
    such steps (legal-move feasibility, R-4.3.1) share one analysis."""
    P0, P1 = state["p"]
    return (P0["combat"], P0["support"], P0.get("bluff"), P1["combat"], P1["support"], P1.get("bluff"),
            state["fight"])


def analyse(state: dict) -> Analysis:
    """The analysis of ``state``; cached for the last few state objects (states are
    immutable; the cache holds references, so an id cannot be recycled while its entry
    lives, and the identity test guards the rest), then for the last few contents of the
    parts it reads (``_parts``)."""
    hit = _cache.get(id(state))
    if hit is not None and hit[0] is state:
        return hit[1]
    parts = _parts(state)
    P0, P1 = state["p"]
    key = tuple(map(id, parts)) + (P0["covered"], P1["covered"], state["turn"]["leadership"], state["active"])
    h2 = _by_parts.get(key)
    if h2 is not None and all(a is b for a, b in zip(h2[0], parts)):
        an = h2[1]
    else:
        an = Analysis(state)
        _by_parts[key] = (parts, an)
        if len(_by_parts) > _PARTS_SIZE:
            del _by_parts[next(iter(_by_parts))]
    _cache[id(state)] = (state, an)
    if len(_cache) > _CACHE_SIZE:
        del _cache[next(iter(_cache))]
    return an
