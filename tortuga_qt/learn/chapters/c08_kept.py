"""Chapter 8, "Cards you keep": Letter of Marque, treasure maps, Albatross, Pirate Code (rulebook: Event cards)."""

from __future__ import annotations

from tortuga_qt.i18n import QT_TRANSLATE_NOOP
from tortuga_qt.learn.lesson import Act, Chapter, Step
from tortuga_qt.rules.components import Team
from tortuga_qt.rules.config import default_config
from tortuga_qt.rules.scenario import position
from tortuga_qt.rules.state import GameState

B, F, D = Team.BRITISH, Team.FRENCH, Team.DUTCH


def _setup() -> GameState:
    # You (P1, British) are First Mate of the Flying Dutchman under Captain Braziliano (P3);
    # l'Olonnais (P2) waits on Tortuga; Mansvelt (P4) sails the Jolly Roger with an Albatross.
    # You viewed slots 3 (Letter of Marque) and 4 (El Dorado) earlier. P2 will reveal the
    # Fountain of Youth in slot 1 and give it to you; P5 later reveals the Pirate Code that the
    # Event deck puts into slot 1.
    return position(
        5, fd=[2, 0, 4], jr=[3], tortuga=[1], galleon=3, holds=(1, 1, 1, 0),
        loyalty=[B, B, F, F, D],
        row=["fountain_of_youth", "black_spot", "letter_of_marque", "el_dorado", "pistol"],
        event_deck=["black_spot", "pirate_code", "albatross", "pistol", "letter_of_marque", "spanish_armada"],
        front={3: ["albatross"]},
        known={0: {2: "letter_of_marque", 3: "el_dorado"}},
        turn=0,
    )


CHAPTER = Chapter(
    key="kept",
    title=QT_TRANSLATE_NOOP("Learn", "Cards you keep"),
    summary=QT_TRANSLATE_NOOP("Learn", "Letter of Marque, treasure maps, Albatross and Pirate Code stay in front of a player."),
    config=default_config(5),
    humans=(0,),
    setup=_setup,
    wrong=QT_TRANSLATE_NOOP("Learn", "Cards kept in front of a player are used as the card says: a Letter of Marque as an action, "
                     "a treasure map by its holder when its moment comes."),
    steps=(
        Step(QT_TRANSLATE_NOOP("Learn", "Some Event cards stay face up in front of a player, like the Albatross of Mansvelt (E): two on one "
                        "ship maroon everyone aboard. Click Reveal 1 Event card, then slot 3, the Letter of Marque you viewed earlier."),
             Act("P1 reveal 3"), spot=("actions", "slot:2", "seat:3"),
             wrong=QT_TRANSLATE_NOOP("Learn", "A card you viewed is safe to reveal: slot 3 holds the Letter of Marque, so reveal that one.")),
        Step(QT_TRANSLATE_NOOP("Learn", "It moves anyone on Tortuga or on a Rowboat to the back of either ship, now or on a later "
                        "turn. Click Keep the Letter of Marque for later."),
             Act("P1 keep"), spot=("actions",),
             wrong=QT_TRANSLATE_NOOP("Learn", "Kept, a Letter of Marque can be used on any later turn as your whole action; "
                              "this step asks you to keep it."),
             then=("P2 reveal 1", "P2 give P1", "P3 maroon P1")),
        Step(QT_TRANSLATE_NOOP("Learn", "François l'Olonnais (O) gave you the Fountain of Youth map, and now Captain Braziliano (R) "
                        "maroons you. Click Drink from the Fountain of Youth to stay aboard; his action is spent all the same."),
             Act("P1 fountain"), spot=("actions", "seat:0", "seat:2"),
             wrong=QT_TRANSLATE_NOOP("Learn", "The Fountain of Youth lets its holder refuse being marooned by a Captain, a Mutiny, "
                              "a Pistol or a Black Spot; use it now."),
             then=("P4 view 2 5", "P5 reveal 1")),
        Step(QT_TRANSLATE_NOOP("Learn", "François l'Olonnais (O) helped you: bring him aboard with your Letter of Marque, a whole "
                        "action. Click Move a player with the Letter of Marque, then O, then your ship."),
             Act("P1 marque P2 FD"), spot=("actions", "seat:1", "place:0"),
             wrong=QT_TRANSLATE_NOOP("Learn", "A Letter of Marque moves a player who is on Tortuga or on a Rowboat to the back of "
                              "a ship; move O to the Flying Dutchman."),
             then=("P2 view 2 3", "P3 view 3 5", "P4 view 1 2", "P5 view 2 4")),
        Step(QT_TRANSLATE_NOOP("Learn", "Português (P) revealed and keeps a Pirate Code: he may stay out of his next two votes. "
                        "Click Reveal 1 Event card, then slot 4, the treasure map El Dorado you viewed earlier."),
             Act("P1 reveal 4"), spot=("actions", "slot:3", "seat:4", "seats"),
             wrong=QT_TRANSLATE_NOOP("Learn", "A card you viewed is safe to reveal: slot 4 holds El Dorado, so reveal that one.")),
        Step(QT_TRANSLATE_NOOP("Learn", "A map always goes to another player: click O to give him El Dorado, an extra Vote card "
                        "now and, once, 2 cards in one vote. The third map, Atlantis, lets its holder sail to the back "
                        "of the other ship just before any turn."),
             Act("P1 give P2"), spot=("seat:1",),
             wrong=QT_TRANSLATE_NOOP("Learn", "The revealer of a treasure map must give it to another player; "
                              "give El Dorado to O, who helped you."),
             then=("P2 view 1 5", "P3 view 1 2", "P4 view 3 4", "P5 view 1 5")),
    ),
)
