from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.blue_moon_view_players_item_cargo import BlueMoonViewPlayersItemCargo
  from ..models.blue_moon_view_players_item_ignored import BlueMoonViewPlayersItemIgnored
  from ..models.blue_moon_view_players_item_power import BlueMoonViewPlayersItemPower
  from ..models.blue_moon_view_players_item_shield import BlueMoonViewPlayersItemShield
  from ..models.blue_moon_view_players_item_targets import BlueMoonViewPlayersItemTargets





T = TypeVar("T", bound="BlueMoonViewPlayersItem")



@_attrs_define
class BlueMoonViewPlayersItem:
    """ 
        Attributes:
            deck_name (str):
            leader (str):
            leader_pile (list[str]):
            hand (list[str] | None):
            hand_count (int):
            deck_count (int):
            discard (list[str] | None):
            discard_count (int):
            combat (list[str]):
            covered (int):
            support (list[str]):
            power (BlueMoonViewPlayersItemPower):
            dragons (int):
            built (bool | Unset):
            discard_top (None | str | Unset):
            active (list[str] | Unset):
            ignored (BlueMoonViewPlayersItemIgnored | Unset):
            shield (BlueMoonViewPlayersItemShield | Unset):
            revealed (list[str] | Unset):
            targets (BlueMoonViewPlayersItemTargets | Unset):
            ships (list[str] | Unset):
            landed (list[str] | Unset):
            cargo (BlueMoonViewPlayersItemCargo | Unset):
            bluff (list[str] | None | Unset):
            bluff_count (int | Unset):
     """

    deck_name: str
    leader: str
    leader_pile: list[str]
    hand: list[str] | None
    hand_count: int
    deck_count: int
    discard: list[str] | None
    discard_count: int
    combat: list[str]
    covered: int
    support: list[str]
    power: BlueMoonViewPlayersItemPower
    dragons: int
    built: bool | Unset = UNSET
    discard_top: None | str | Unset = UNSET
    active: list[str] | Unset = UNSET
    ignored: BlueMoonViewPlayersItemIgnored | Unset = UNSET
    shield: BlueMoonViewPlayersItemShield | Unset = UNSET
    revealed: list[str] | Unset = UNSET
    targets: BlueMoonViewPlayersItemTargets | Unset = UNSET
    ships: list[str] | Unset = UNSET
    landed: list[str] | Unset = UNSET
    cargo: BlueMoonViewPlayersItemCargo | Unset = UNSET
    bluff: list[str] | None | Unset = UNSET
    bluff_count: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.blue_moon_view_players_item_cargo import BlueMoonViewPlayersItemCargo # noqa: PLC0415
        from ..models.blue_moon_view_players_item_ignored import BlueMoonViewPlayersItemIgnored # noqa: PLC0415
        from ..models.blue_moon_view_players_item_power import BlueMoonViewPlayersItemPower # noqa: PLC0415
        from ..models.blue_moon_view_players_item_shield import BlueMoonViewPlayersItemShield # noqa: PLC0415
        from ..models.blue_moon_view_players_item_targets import BlueMoonViewPlayersItemTargets # noqa: PLC0415
        deck_name = self.deck_name

        leader = self.leader

        leader_pile = self.leader_pile



        hand: list[str] | None
        if isinstance(self.hand, list):
            hand = self.hand


        else:
            hand = self.hand

        hand_count = self.hand_count

        deck_count = self.deck_count

        discard: list[str] | None
        if isinstance(self.discard, list):
            discard = self.discard


        else:
            discard = self.discard

        discard_count = self.discard_count

        combat = self.combat



        covered = self.covered

        support = self.support



        power = self.power.to_dict()

        dragons = self.dragons

        built = self.built

        discard_top: None | str | Unset
        if isinstance(self.discard_top, Unset):
            discard_top = UNSET
        else:
            discard_top = self.discard_top

        active: list[str] | Unset = UNSET
        if not isinstance(self.active, Unset):
            active = self.active



        ignored: dict[str, Any] | Unset = UNSET
        if not isinstance(self.ignored, Unset):
            ignored = self.ignored.to_dict()

        shield: dict[str, Any] | Unset = UNSET
        if not isinstance(self.shield, Unset):
            shield = self.shield.to_dict()

        revealed: list[str] | Unset = UNSET
        if not isinstance(self.revealed, Unset):
            revealed = self.revealed



        targets: dict[str, Any] | Unset = UNSET
        if not isinstance(self.targets, Unset):
            targets = self.targets.to_dict()

        ships: list[str] | Unset = UNSET
        if not isinstance(self.ships, Unset):
            ships = self.ships



        landed: list[str] | Unset = UNSET
        if not isinstance(self.landed, Unset):
            landed = self.landed



        cargo: dict[str, Any] | Unset = UNSET
        if not isinstance(self.cargo, Unset):
            cargo = self.cargo.to_dict()

        bluff: list[str] | None | Unset
        if isinstance(self.bluff, Unset):
            bluff = UNSET
        elif isinstance(self.bluff, list):
            bluff = self.bluff


        else:
            bluff = self.bluff

        bluff_count = self.bluff_count


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "deck_name": deck_name,
            "leader": leader,
            "leader_pile": leader_pile,
            "hand": hand,
            "hand_count": hand_count,
            "deck_count": deck_count,
            "discard": discard,
            "discard_count": discard_count,
            "combat": combat,
            "covered": covered,
            "support": support,
            "power": power,
            "dragons": dragons,
        })
        if built is not UNSET:
            field_dict["built"] = built
        if discard_top is not UNSET:
            field_dict["discard_top"] = discard_top
        if active is not UNSET:
            field_dict["active"] = active
        if ignored is not UNSET:
            field_dict["ignored"] = ignored
        if shield is not UNSET:
            field_dict["shield"] = shield
        if revealed is not UNSET:
            field_dict["revealed"] = revealed
        if targets is not UNSET:
            field_dict["targets"] = targets
        if ships is not UNSET:
            field_dict["ships"] = ships
        if landed is not UNSET:
            field_dict["landed"] = landed
        if cargo is not UNSET:
            field_dict["cargo"] = cargo
        if bluff is not UNSET:
            field_dict["bluff"] = bluff
        if bluff_count is not UNSET:
            field_dict["bluff_count"] = bluff_count

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.blue_moon_view_players_item_cargo import BlueMoonViewPlayersItemCargo # noqa: PLC0415
        from ..models.blue_moon_view_players_item_ignored import BlueMoonViewPlayersItemIgnored # noqa: PLC0415
        from ..models.blue_moon_view_players_item_power import BlueMoonViewPlayersItemPower # noqa: PLC0415
        from ..models.blue_moon_view_players_item_shield import BlueMoonViewPlayersItemShield # noqa: PLC0415
        from ..models.blue_moon_view_players_item_targets import BlueMoonViewPlayersItemTargets # noqa: PLC0415
        d = dict(src_dict)
        deck_name = d.pop("deck_name")

        leader = d.pop("leader")

        leader_pile = cast(list[str], d.pop("leader_pile"))


        def _parse_hand(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                hand_type_1 = cast(list[str], data)

                return hand_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        hand = _parse_hand(d.pop("hand"))


        hand_count = d.pop("hand_count")

        deck_count = d.pop("deck_count")

        def _parse_discard(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                discard_type_1 = cast(list[str], data)

                return discard_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        discard = _parse_discard(d.pop("discard"))


        discard_count = d.pop("discard_count")

        combat = cast(list[str], d.pop("combat"))


        covered = d.pop("covered")

        support = cast(list[str], d.pop("support"))


        power = BlueMoonViewPlayersItemPower.from_dict(d.pop("power"))




        dragons = d.pop("dragons")

        built = d.pop("built", UNSET)

        def _parse_discard_top(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        discard_top = _parse_discard_top(d.pop("discard_top", UNSET))


        active = cast(list[str], d.pop("active", UNSET))


        _ignored = d.pop("ignored", UNSET)
        ignored: BlueMoonViewPlayersItemIgnored | Unset
        if isinstance(_ignored,  Unset):
            ignored = UNSET
        else:
            ignored = BlueMoonViewPlayersItemIgnored.from_dict(_ignored)




        _shield = d.pop("shield", UNSET)
        shield: BlueMoonViewPlayersItemShield | Unset
        if isinstance(_shield,  Unset):
            shield = UNSET
        else:
            shield = BlueMoonViewPlayersItemShield.from_dict(_shield)




        revealed = cast(list[str], d.pop("revealed", UNSET))


        _targets = d.pop("targets", UNSET)
        targets: BlueMoonViewPlayersItemTargets | Unset
        if isinstance(_targets,  Unset):
            targets = UNSET
        else:
            targets = BlueMoonViewPlayersItemTargets.from_dict(_targets)




        ships = cast(list[str], d.pop("ships", UNSET))


        landed = cast(list[str], d.pop("landed", UNSET))


        _cargo = d.pop("cargo", UNSET)
        cargo: BlueMoonViewPlayersItemCargo | Unset
        if isinstance(_cargo,  Unset):
            cargo = UNSET
        else:
            cargo = BlueMoonViewPlayersItemCargo.from_dict(_cargo)




        def _parse_bluff(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                bluff_type_1 = cast(list[str], data)

                return bluff_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        bluff = _parse_bluff(d.pop("bluff", UNSET))


        bluff_count = d.pop("bluff_count", UNSET)

        blue_moon_view_players_item = cls(
            deck_name=deck_name,
            leader=leader,
            leader_pile=leader_pile,
            hand=hand,
            hand_count=hand_count,
            deck_count=deck_count,
            discard=discard,
            discard_count=discard_count,
            combat=combat,
            covered=covered,
            support=support,
            power=power,
            dragons=dragons,
            built=built,
            discard_top=discard_top,
            active=active,
            ignored=ignored,
            shield=shield,
            revealed=revealed,
            targets=targets,
            ships=ships,
            landed=landed,
            cargo=cargo,
            bluff=bluff,
            bluff_count=bluff_count,
        )

        return blue_moon_view_players_item

