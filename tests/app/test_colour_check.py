"""Issue 12 item 5: the pirates' colours stay apart for every kind of colour vision (Qt-free checks).

The palette is read from the components data (`resources/data/components.json`); each pair of
pawn colours must differ by CIEDE2000 ≥ 20 as seen with full colour vision and under simulated
protanopia, deuteranopia and tritanopia (Machado et al. 2009, severity 1.0, in linear RGB).
"""

from __future__ import annotations

import pytest

from tortuga_qt.app.colour_check import (
    VISIONS,
    contrast,
    delta_e,
    delta_e_lab,
    lab,
    over,
    pair_distances,
    palette_distances,
    simulate,
)
from tortuga_qt.rules.components import components

LEAST_DIFFERENCE = 20.0

# Sharma, Wu and Dalal (2005), "The CIEDE2000 colour-difference formula": pairs from their table.
SHARMA = [
    ((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485), 2.0425),
    ((50.0, -1.0, 2.0), (50.0, 0.0, 0.0), 2.3669),
    ((50.0, 2.49, -0.001), (50.0, -2.49, 0.0011), 7.2195),
    ((50.0, 2.5, 0.0), (73.0, 25.0, -18.0), 27.1492),
    ((50.0, 2.5, 0.0), (50.0, 3.1736, 0.5854), 1.0),
    ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
    ((22.7233, 20.0904, -46.6940), (23.0331, 14.9730, -42.5619), 2.0373),
    ((90.8027, -2.0831, 1.4410), (91.1528, -1.6435, 0.0447), 1.4441),
    ((2.0776, 0.0795, -1.1350), (0.9033, -0.0636, -0.5514), 0.9082),
]


@pytest.mark.parametrize(("first", "second", "expected"), SHARMA)
def test_ciede2000_matches_the_published_pairs(first, second, expected) -> None:  # type: ignore[no-untyped-def]
    assert delta_e_lab(first, second) == pytest.approx(expected, abs=1e-4)
    assert delta_e_lab(second, first) == pytest.approx(expected, abs=1e-4)


def test_cielab_of_black_white_and_a_primary() -> None:
    assert lab("#FFFFFF") == pytest.approx((100.0, 0.0, 0.0), abs=0.01)
    assert lab("#000000") == pytest.approx((0.0, 0.0, 0.0), abs=0.01)
    assert lab("#FF0000") == pytest.approx((53.24, 80.09, 67.20), abs=0.05)


def test_the_simulations_keep_greys_and_fold_the_confusion_lines() -> None:
    """A grey is seen as it is; red and green fold together for red-green dichromats, blue and green for tritans."""
    for vision in VISIONS:
        for grey in ("#000000", "#777777", "#FFFFFF"):
            assert delta_e(simulate(grey, vision), grey) < 1.5, (vision, grey)
    normal = delta_e("#CC3333", "#669900")
    assert delta_e(simulate("#CC3333", "deuteranopia"), simulate("#669900", "deuteranopia")) < normal / 3
    assert delta_e(simulate("#CC3333", "protanopia"), simulate("#669900", "protanopia")) < normal / 2  # red also darkens
    assert delta_e(simulate("#3399FF", "tritanopia"), simulate("#33CC99", "tritanopia")) < delta_e("#3399FF", "#33CC99") / 2


def test_pure_red_and_blue_follow_the_machado_matrices() -> None:
    """Pure red (linear 1, 0, 0) becomes the matrix's first column, back in sRGB; pure blue its last one."""
    expected = {"protanopia": ((108.8, 95.0, 0.0), (0.0, 88.7, 255.0)),
                "deuteranopia": ((163.2, 144.3, 0.0), (0.0, 61.5, 251.5)),
                "tritanopia": ((255.0, 0.0, 14.9), (0.0, 107.2, 149.8))}
    for vision, (red, blue) in expected.items():
        assert simulate("#FF0000", vision) == pytest.approx(red, abs=0.1), vision
        assert simulate("#0000FF", vision) == pytest.approx(blue, abs=0.1), vision


def test_a_palette_that_confuses_is_caught() -> None:
    """The checker finds the closest pair of a palette known to fail (orange and yellow for deutans)."""
    closest = palette_distances(["#E69F00", "#F0E442", "#0072B2"])
    assert closest["deuteranopia"].distance < LEAST_DIFFERENCE
    assert {closest["deuteranopia"].first, closest["deuteranopia"].second} == {0, 1}


def test_every_pair_of_pawn_colours_stays_apart_in_every_vision() -> None:
    """Issue 12 item 5: CIEDE2000 ≥ 20 between every two pawn colours, unsimulated and under the three simulations."""
    pirates = components().pirates
    palette = [p.colour for p in pirates]
    assert len(palette) == 9 and len(set(palette)) == 9
    failures = [f"{vision}: {pirates[pair.first].colour_name} / {pirates[pair.second].colour_name} {pair.distance:.1f}"
                for vision in VISIONS for pair in pair_distances(palette, vision) if pair.distance < LEAST_DIFFERENCE]
    assert not failures, failures
    assert set(palette_distances(palette)) == {"normal", "protanopia", "deuteranopia", "tritanopia"}


def test_every_pirate_has_a_plain_colour_name_and_its_own_letter() -> None:
    pirates = components().pirates
    assert len({p.colour_name for p in pirates}) == len(pirates)
    assert all(p.colour_name and p.colour_name.replace(" ", "").isalpha() and p.colour_name.islower() for p in pirates)
    assert len({p.letter for p in pirates}) == len(pirates)


def test_contrast_ratio() -> None:
    """WCAG 2: black on white is 21:1, a colour on itself 1:1; a translucent colour is laid over its background first."""
    assert contrast("#000000", "#FFFFFF") == pytest.approx(21.0)
    assert contrast("#FFFFFF", "#000000") == pytest.approx(21.0)
    assert contrast("#777777", "#777777") == pytest.approx(1.0)
    assert contrast("#767676", "#FFFFFF") == pytest.approx(4.54, abs=0.01)
    assert over("#000000", 0.5, "#FFFFFF") == pytest.approx((127.5, 127.5, 127.5))
