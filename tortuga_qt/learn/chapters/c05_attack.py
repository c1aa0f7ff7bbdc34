"""Chapter 5, "Attack": who calls and who votes, the top section of Vote cards, the tally, the plunder.

Rulebook: Vote Cards, Attack.
"""

from __future__ import annotations

from tortuga_qt.i18n import QT_TRANSLATE_NOOP
from tortuga_qt.learn.lesson import Act, Chapter, Step
from tortuga_qt.rules import cards as C
from tortuga_qt.rules.components import Team
from tortuga_qt.rules.config import default_config
from tortuga_qt.rules.scenario import position
from tortuga_qt.rules.state import GameState

B, F, D = Team.BRITISH, Team.FRENCH, Team.DUTCH

# Vote cards by id (rules/cards.py VOTE_FACE): 0, 1, 2 Cannon; 12, 13 Torch; 23, 25, 26, 28 Water.
HANDS = {
    0: [0, 12, 23],   # you: Cannon, Torch, Water
    1: [25, 26, 5],   # l'Olonnais: Water, Water, Cannon
    2: [6, 16, 21],
    3: [13, 2, 3],    # Mansvelt: Torch, Cannon, Cannon
    4: [7, 17, 22],
}
# The deck's top card joins each vote: a Water (v28) in the first Attack; then the three voters draw
# v1, v8, v4 (you draw first, a Cannon), and a Torch (v15) joins the second Attack.
DECK_TOP = [28, 1, 8, 4, 15]


def _setup() -> GameState:
    # You (P1, British) are Captain of the Flying Dutchman; Mansvelt (P4) and l'Olonnais (P2) are your crew;
    # Braziliano (P3) and Português (P5) sail the Jolly Roger and take no part in your Attacks.
    # First Attack: your Cannon, Mansvelt's Torch, l'Olonnais's Water and the deck's Water: the Torch is
    # cancelled and it fails. Second: your Torch, Mansvelt's Cannon, l'Olonnais's Water and the deck's
    # Torch: 1 Cannon and 1 Torch left over, so it succeeds and you take 1 treasure from the Galleon.
    used = {c for hand in HANDS.values() for c in hand} | set(DECK_TOP)
    rest = [c for c in range(C.N_VOTE) if c not in used]
    return position(
        5, fd=[0, 3, 1], jr=[2, 4], holds=(1, 0, 0, 1),
        loyalty=[B, F, D, B, F],
        hands=HANDS, vote_deck=DECK_TOP + rest,
        turn=0,
    )


CHAPTER = Chapter(
    key="attack",
    title=QT_TRANSLATE_NOOP("Learn", "Attack"),
    summary=QT_TRANSLATE_NOOP("Learn", "The Captain's Attack on the Galleon: who votes, what counts, and the plunder."),
    config=default_config(5),
    humans=(0,),
    setup=_setup,
    wrong=QT_TRANSLATE_NOOP("Learn", "Only a Captain may call for an Attack, and only the Captain's own crew votes in it; "
                     "only the top of each Vote card counts."),
    steps=(
        Step(QT_TRANSLATE_NOOP("Learn", "Only a Captain may call for an Attack on the Galleon, and only that ship's crew votes: you, "
                        "Edward Mansvelt (E) and François l'Olonnais (O). Click Call for an Attack (Captain)."),
             Act("P1 attack"), spot=("actions", "galleon", "seat:0", "seat:3", "seat:1")),
        Step(QT_TRANSLATE_NOOP("Learn", "Each voter plays 1 Vote card face down, and in an Attack only its top counts: Cannon, Torch "
                        "or Water. An Attack needs at least 1 Cannon and 1 Torch, so click your Cannon on the right, then Put down this card."),
             Act("P1 vote v0"), spot=("private", "vote:0"),
             wrong=QT_TRANSLATE_NOOP("Learn", "In an Attack only the top of a Vote card counts, and it needs a Cannon and a Torch: "
                              "play your Cannon."),
             then=("P4 vote v13", "P2 vote v25",
                   "P2 view 1 2", "P3 view 3 4", "P4 view 2 5", "P5 view 1 3")),
        Step(QT_TRANSLATE_NOOP("Learn", "It failed with Cannon 1, Torch 1, Water 2: the Vote deck's top card always joins, and each "
                        "Water cancels one Torch. Nobody learns who played what; your turn has come round again, so click Call for an Attack (Captain)."),
             Act("P1 attack"), spot=("actions", "vote-deck", "log")),
        Step(QT_TRANSLATE_NOOP("Learn", "Last time there was a Cannon but no Torch left over, so this time click your Torch on the right, then Put down this card. "
                        "Each Water cancels just one Torch, so more Torches make an Attack harder to stop."),
             Act("P1 vote v12"), spot=("private", "vote:12"),
             wrong=QT_TRANSLATE_NOOP("Learn", "Each Water cancels one Torch, and an Attack needs at least 1 Torch left over and "
                              "1 Cannon: play your Torch."),
             then=("P4 vote v2", "P2 vote v26")),
        Step(QT_TRANSLATE_NOOP("Learn", "Success: a Cannon, and 2 Torches minus 1 Water leave a Torch. Click Take the treasure, the "
                        "Galleon, then a hold of your ship: you are British, so the British hold."),
             Act("P1 take G>FD.B"), spot=("actions", "galleon", "hold:0"),
             wrong=QT_TRANSLATE_NOOP("Learn", "After a successful Attack the Captain takes 1 treasure from the Galleon into either "
                              "hold of their own ship; yours for the British is the British hold."),
             then=("P2 view 4 5", "P3 view 1 5", "P4 view 2 3", "P5 view 3 5")),
    ),
)
