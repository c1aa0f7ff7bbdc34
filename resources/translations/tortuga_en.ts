<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
    <context>
        <name>End</name>
        <message numerus="yes">
            <source>{name}: %n hint(s)</source>
            <translation>
                <numerusform>{name}: %n hint</numerusform>
                <numerusform>{name}: %n hints</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>A person · %n hint(s)</source>
            <translation>
                <numerusform>A person · %n hint</numerusform>
                <numerusform>A person · %n hints</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Event</name>
        <message numerus="yes">
            <source>Crow's Nest: {who} shuffles the %n Vote card(s) of {other} into the deck and searches it for replacements.</source>
            <translation>
                <numerusform>Crow's Nest: {who} shuffles the %n Vote card of {other} into the deck and searches it for replacements.</numerusform>
                <numerusform>Crow's Nest: {who} shuffles the %n Vote cards of {other} into the deck and searches it for replacements.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{who} draws %n Vote card(s).</source>
            <translation>
                <numerusform>{who} draws %n Vote card.</numerusform>
                <numerusform>{who} draws %n Vote cards.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n Event card(s) lie(s) face down in the row</source>
            <translation>
                <numerusform>%n Event card lies face down in the row</numerusform>
                <numerusform>%n Event cards lie face down in the row</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n card(s) left in the Event deck</source>
            <translation>
                <numerusform>%n card left in the Event deck</numerusform>
                <numerusform>%n cards left in the Event deck</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>A new face-down card fills slot {a} (%n card(s) left in the deck).</source>
            <translation>
                <numerusform>A new face-down card fills slot {a} (%n card left in the deck).</numerusform>
                <numerusform>A new face-down card fills slot {a} (%n cards left in the deck).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Stormy Seas: %n treasure on {place} go(es) back to the Spanish Galleon.</source>
            <translation>
                <numerusform>Stormy Seas: %n treasure on {place} goes back to the Spanish Galleon.</numerusform>
                <numerusform>Stormy Seas: %n treasure on {place} go back to the Spanish Galleon.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The vote's %n card(s) go(es) to the bottom of the Vote deck, shuffled.</source>
            <translation>
                <numerusform>The vote's %n card goes to the bottom of the Vote deck, shuffled.</numerusform>
                <numerusform>The vote's %n cards go to the bottom of the Vote deck, shuffled.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Tied at the Spanish Armada with an even number of players: the Armada leaves the game and %n card(s) form(s) a new deck; the first team to lead wins.</source>
            <translation>
                <numerusform>Tied at the Spanish Armada with an even number of players: the Armada leaves the game and %n card forms a new deck; the first team to lead wins.</numerusform>
                <numerusform>Tied at the Spanish Armada with an even number of players: the Armada leaves the game and %n cards form a new deck; the first team to lead wins.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Learn</name>
        <message numerus="yes">
            <source>A new table: %n pirate(s); you are {you}, {where}.</source>
            <translation>
                <numerusform>A new table: %n pirate; you are {you}, {where}.</numerusform>
                <numerusform>A new table: %n pirates; you are {you}, {where}.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Mat</name>
        <message numerus="yes">
            <source>Tortuga 1667
%n pirate(s)</source>
            <translation>
                <numerusform>Tortuga 1667
%n pirate</numerusform>
                <numerusform>Tortuga 1667
%n pirates</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Event deck: %n card(s)</source>
            <translation>
                <numerusform>Event deck: %n card</numerusform>
                <numerusform>Event deck: %n cards</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Vote deck: %n card(s)</source>
            <translation>
                <numerusform>Vote deck: %n card</numerusform>
                <numerusform>Vote deck: %n cards</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Discard pile: %n card(s) (click to browse)</source>
            <translation>
                <numerusform>Discard pile: %n card (click to browse)</numerusform>
                <numerusform>Discard pile: %n cards (click to browse)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Table</name>
        <message numerus="yes">
            <source> (%n action(s) left this turn)</source>
            <translation>
                <numerusform> (%n action left this turn)</numerusform>
                <numerusform> (%n actions left this turn)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Crow's Nest: pick %n more card(s) for {target}.</source>
            <translation>
                <numerusform>Crow's Nest: pick %n more card for {target}.</numerusform>
                <numerusform>Crow's Nest: pick %n more cards for {target}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n Vote card(s)</source>
            <translation>
                <numerusform>%n Vote card</numerusform>
                <numerusform>%n Vote cards</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Pirate Code (%n vote(s) left)</source>
            <translation>
                <numerusform>Pirate Code (%n vote left)</numerusform>
                <numerusform>Pirate Code (%n votes left)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>An unfinished game was saved: {names}, %n move(s) played. Resume it?</source>
            <translation>
                <numerusform>An unfinished game was saved: {names}, %n move played. Resume it?</numerusform>
                <numerusform>An unfinished game was saved: {names}, %n moves played. Resume it?</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n move(s) played</source>
            <translation>
                <numerusform>%n move played</numerusform>
                <numerusform>%n moves played</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Unfinished games (%n)</source>
            <translation>
                <numerusform>Unfinished games (%n)</numerusform>
                <numerusform>Unfinished games (%n)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Finished games: open one to watch its replay (%n)</source>
            <translation>
                <numerusform>Finished games: open one to watch its replay (%n)</numerusform>
                <numerusform>Finished games: open one to watch its replay (%n)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Files that cannot be opened (%n)</source>
            <translation>
                <numerusform>Files that cannot be opened (%n)</numerusform>
                <numerusform>Files that cannot be opened (%n)</numerusform>
            </translation>
        </message>
    </context>
</TS>
