"""The game's story in plain sentences, one per event, in the player's language.

Every template and noun passes through `tortuga_qt.i18n.translate(context, text)`, with literal
strings so `lupdate` collects them: Qt's translation once the window loaded (`tortuga_qt.ui`
installs it), the English text without it, so the headless tools can tell the story too. Qt-free. The rules stay free of words:
they emit typed events (`tortuga_qt.rules.events`), and this module words each class once. The
names of things are in `tortuga_qt.app.names`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from tortuga_qt.app.card_table import CARDS
from tortuga_qt.app.names import (
    card_name,
    face_name,
    hold_name,
    place_name,
    ship_name,
    team_name,
    verdict,
    vote_name,
)
from tortuga_qt.i18n import particles, translate
from tortuga_qt.rules.places import TORTUGA

if TYPE_CHECKING:  # the events (about a hundred dataclasses) load with the game, after the first paint
    from tortuga_qt.rules import events as E


def _cause(cause: object) -> str:
    """Returns why a pawn was marooned ("by the Captain"; a card's words are app/card_table.py's; unknown: "")."""
    text = str(cause)
    if text == "captain":
        return translate("Event", "by the Captain")
    if text == "mutiny":
        return translate("Event", "by a Mutiny")
    words = CARDS.get(text)
    return translate("Event", words.cause) if words is not None and words.cause else ""


class Storyteller:
    """Turns events into sentences using the seats' names."""

    def __init__(self, names: Sequence[str], mark_secrets: bool = True) -> None:
        self.names = list(names)
        self.mark_secrets = mark_secrets

    def who(self, seat: int) -> str:
        """Returns a seat's name; a name two seats share gets its place at the table ("Anne (seat 3)")."""
        name = self.names[seat]
        if self.names.count(name) > 1:
            return translate("Event", "{name} (seat {seat})").format(name=name, seat=seat + 1)
        return name

    def seats(self, seats: Sequence[int]) -> str:
        """Returns a list of seats in words."""
        return ", ".join(self.who(x) for x in seats) or translate("Event", "nobody")

    def cards(self, cards: Sequence[int]) -> str:
        """Returns Vote cards by their faces, as a player sees them (never an internal number)."""
        from tortuga_qt.rules.cards import VOTE_FACE

        return ", ".join(translate("Event", "a {face} card").format(face=face_name(VOTE_FACE[c])) for c in cards)

    def line(self, e: E.Event) -> str:
        """Returns the sentence for one event, in the language installed now."""
        text = _sentence(self, e)
        seen = e.visible_to
        if self.mark_secrets and seen is not None:
            if seen:
                text += " " + translate("Event", "(only {names} saw this)").format(names=self.seats(seen))
            else:
                text += " " + translate("Event", "(nobody saw this)")
        return particles(text)  # Korean: 이(가), 을(를)... by the name or word before


def _how_moved(t: Storyteller, e: E.Moved) -> str:
    who, src, dst = t.who(e.seat), place_name(e.src), place_name(e.dst)
    if e.how == "letter_of_marque":
        return translate("Event", "{who} moves from {src} to {dst} by Letter of Marque.").format(who=who, src=src, dst=dst)
    if e.how == "atlantis":
        return translate("Event", "{who} sails from {src} to {dst} with the Atlantis map.").format(who=who, src=src, dst=dst)
    return translate("Event", "{who} moves from {src} to {dst}.").format(who=who, src=src, dst=dst)


def _sentence(t: Storyteller, e: E.Event) -> str:
    """Returns the sentence of one event (the table of every kind of event, in one place)."""
    from tortuga_qt.rules import events as E

    w = t.who
    match e:
        case E.StarredChosen():
            return translate("Event", "Starred Event cards this game: {cards}.").format(
                cards=", ".join(card_name(k) for k in e.cards))
        case E.LoyaltySeen():
            return translate("Event", "Loyalty of {who}: {team}.").format(who=w(e.seat), team=team_name(e.team))
        case E.DeckShuffled():
            return (translate("Event", "The Vote deck is shuffled.") if e.deck == "votes"
                    else translate("Event", "The Event deck is shuffled."))
        case E.Drew():
            n = e.n  # a bare name: pyside6-lupdate drops a call whose count is an expression
            return translate("Event", "{who} draws %n Vote card(s).", None, n).format(who=w(e.seat))
        case E.DrewCards():
            return translate("Event", "{who} drew {cards}.").format(who=w(e.seat), cards=t.cards(e.cards))
        case E.RowLaidOut():
            n, left = e.n, e.left
            return translate("Event", "{row}; {deck}.").format(
                row=translate("Event", "%n Event card(s) lie(s) face down in the row", None, n),
                deck=translate("Event", "%n card(s) left in the Event deck", None, left))
        case E.PawnsPlaced():
            return translate("Event", "Pawns drawn from the bag. Flying Dutchman: {fd}. Jolly Roger: {jr}.").format(
                fd=t.seats(e.fd), jr=t.seats(e.jr))
        case E.StartHoldChosen():
            return translate("Event", "{who}, Captain of the {ship}, puts the starting treasure in the {team} hold.").format(
                who=w(e.seat), ship=ship_name(e.ship), team=team_name(e.team))
        case E.TurnBegan():
            return translate("Event", "{who} to play.").format(who=w(e.seat))
        case E.TurnLost():
            return translate("Event", "{who} loses this turn to Scurvy.").format(who=w(e.seat))
        case E.AtlantisPassed():
            return translate("Event", "{who} keeps the Atlantis map for later.").format(who=w(e.seat))
        case E.Moved():
            return _how_moved(t, e)
        case E.Swapped():
            return translate("Event", "Facade: {who} and {other} swap places.").format(who=w(e.seat), other=w(e.other))
        case E.Marooned():
            if e.place == TORTUGA:  # already there: to the back of the line, and a Vote card is lost
                return translate("Event", "Marooned again {cause} while already on Tortuga: {who} goes to the back of Tortuga's line.").format(
                    who=w(e.seat), cause=_cause(e.cause))
            return translate("Event", "Marooned {cause}: {who} goes from {place} to Tortuga.").format(
                who=w(e.seat), place=place_name(e.place), cause=_cause(e.cause))
        case E.AlbatrossSinks():
            return translate("Event", "Two Albatrosses aboard the {ship}: everyone aboard is marooned!").format(ship=ship_name(e.ship))
        case E.Discarded():
            return translate("Event", "{card} goes to the discard pile.").format(card=card_name(e.card))
        case E.Viewed():
            return translate("Event", "{who} secretly views the Event cards in slots {a} and {b}.").format(
                who=w(e.seat), a=e.a + 1, b=e.b + 1)
        case E.Saw():
            return translate("Event", "{who} sees slot {a}: {ca}, slot {b}: {cb}.").format(
                who=w(e.seat), a=e.a + 1, ca=card_name(e.card_a), b=e.b + 1, cb=card_name(e.card_b))
        case E.Revealed():
            return translate("Event", "{who} reveals slot {a}: {card}!").format(who=w(e.seat), a=e.slot + 1, card=card_name(e.card))
        case E.Forced():
            return translate("Event", "{who} forces {other} to reveal slot {a} or {b}.").format(
                who=w(e.seat), other=w(e.target), a=e.a + 1, b=e.b + 1)
        case E.Replaced():
            left = e.left
            return translate("Event", "A new face-down card fills slot {a} (%n card(s) left in the deck).", None, left).format(a=e.slot + 1)
        case E.RowReshuffled():
            return translate("Event", "The last Event card has entered the row: the row is shuffled and laid out again.")
        case E.Kept():
            return translate("Event", "{who} keeps the {card} face up.").format(who=w(e.seat), card=card_name(e.card))
        case E.Given():
            return translate("Event", "{who} gives the {card} to {other}.").format(who=w(e.seat), card=card_name(e.card), other=w(e.target))
        case E.PistolAimed():
            return translate("Event", "{who} aims the Pistol at {other}.").format(who=w(e.seat), other=w(e.target))
        case E.BlownUp():
            return translate("Event", "{who} blows up {place}: it can never be used again.").format(who=w(e.seat), place=place_name(e.boat))
        case E.CabinFever():
            return translate("Event", "Cabin Fever: {who} and {other} shuffle their Loyalty cards and look again.").format(
                who=w(e.seat), other=w(e.target))
        case E.CrowsNest():
            n = e.n
            return translate("Event", "Crow's Nest: {who} shuffles the %n Vote card(s) of {other} into the deck and searches it for "
                             "replacements.", None, n).format(who=w(e.seat), other=w(e.target))
        case E.Searched():
            return translate("Event", "{who} picks {card} for {other}.").format(who=w(e.seat), other=w(e.target), card=t.cards((e.card,)))
        case E.EightBells():
            return translate("Event", "Eight Bells: the pawns on {place} are redrawn: {line}.").format(
                place=place_name(e.place), line=t.seats(e.line))
        case E.ScurvyStruck():
            return translate("Event", "Scurvy! {seats} will lose their next turn.").format(seats=t.seats(e.victims))
        case E.StormySeas():
            if e.place == 2:
                return translate("Event", "Stormy Seas: Tortuga's treasure goes back to its starting areas.")
            n = e.n
            return translate("Event", "Stormy Seas: %n treasure on {place} go(es) back to the Spanish Galleon.", None, n).format(
                place=place_name(e.place))
        case E.NoEffect():
            return translate("Event", "{card} has no effect at the place of {who}.").format(card=card_name(e.card), who=w(e.seat))
        case E.VoteCalled():
            return translate("Event", "{who} calls for {vote}; taking part: {seats}.").format(
                who=w(e.seat), vote=vote_name(e.what), seats=t.seats(e.participants))
        case E.Voted():
            return (translate("Event", "{who} puts a Vote card face down.") if e.n == 1
                    else translate("Event", "{who} puts two Vote cards face down (El Dorado).")).format(who=w(e.seat))
        case E.VotedCards():
            return translate("Event", "{who} played {cards}.").format(who=w(e.seat), cards=t.cards(e.cards))
        case E.Abstained():
            return translate("Event", "{who} stays out of the vote (Pirate Code).").format(who=w(e.seat))
        case E.VoteResult():
            said = verdict(e.outcome)
            return translate("Event", "The cards of {vote} are shuffled and revealed: {faces}. {verdict}.").format(
                vote=vote_name(e.what), faces="; ".join(face_name(f) for f in e.faces),
                verdict=said[:1].upper() + said[1:])
        case E.TortugaTreasure():
            return translate("Event", "Tortuga's treasure now lies British {b}, French {f}.").format(b=e.british, f=e.french)
        case E.TreasureDeclined():
            return translate("Event", "{who} leaves the plunder where it is.").format(who=w(e.seat))
        case E.TreasureTaken():
            return translate("Event", "{who} takes 1 treasure from {src} into {dst}.").format(
                who=w(e.seat), src=hold_name(e.src), dst=hold_name(e.dst))
        case E.Shifted():
            return translate("Event", "{who} moves 1 treasure on the {ship} from the {src} to the {dst} hold.").format(
                who=w(e.seat), ship=ship_name(e.ship), src=team_name(e.src), dst=team_name(1 - e.src))
        case E.CaptainMaroons():
            return translate("Event", "Captain {who} maroons {other}.").format(who=w(e.seat), other=w(e.target))
        case E.FountainUsed():
            return translate("Event", "{who} drinks from the Fountain of Youth and is not marooned.").format(who=w(e.seat))
        case E.CardLost():
            return translate("Event", "{who}, marooned again on Tortuga, loses a random Vote card.").format(who=w(e.seat))
        case E.HandReplaced():
            return translate("Event", "New Vote cards for {who}: {cards}.").format(who=w(e.seat), cards=t.cards(e.cards))
        case E.LostCard():
            return translate("Event", "{who} lost {card}.").format(who=w(e.seat), card=t.cards((e.card,)))
        case E.VoteCardsReturned():
            n = e.n
            return translate("Event", "The vote's %n card(s) go(es) to the bottom of the Vote deck, shuffled.", None, n)
        case E.PirateCodeSpent():
            return translate("Event", "The Pirate Code is spent for {who} (it covered two votes).").format(who=w(e.seat))
        case E.SuddenDeath():
            n = e.n
            return translate("Event", "Tied at the Spanish Armada with an even number of players: the Armada leaves "
                             "the game and %n card(s) form(s) a new deck; the first team to lead wins.", None, n)
        case E.GameOver():
            return _game_over(t, e)
        case E.LoyaltiesRevealed():
            return translate("Event", "Loyalties: {list}.").format(
                list=", ".join(f"{t.who(i)} {team_name(x)}" for i, x in enumerate(e.loyalties)))
    return E.format_event(e)


def _game_over(t: Storyteller, e: E.GameOver) -> str:
    score = translate("Event", "British {b}, French {f}").format(b=e.british, f=e.french)
    if e.reason == "draw":
        return translate("Event", "Game over: still tied with no Event cards left, the game is a draw. {score}.").format(score=score)
    why = {
        "armada": translate("Event", "the Spanish Armada arrives and they have the most treasure"),
        "dutch_tie": translate("Event", "the teams are tied when the Spanish Armada arrives"),
        "sudden_death": translate("Event", "they took the lead after the tie-break"),
    }[e.reason]
    return translate("Event", "Game over: the {team} win ({winners}): {why}. {score}.").format(
        team=team_name(e.team), winners=t.seats(e.winners), why=why, score=score)

