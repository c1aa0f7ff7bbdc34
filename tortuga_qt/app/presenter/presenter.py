"""The table's presenter: takes intents, hands out one frame per screen. No widgets (Qt only for words).

It owns what the screen adds to the game: the choice being built by clicks (app/targets.py),
the question before a choice that throws something away, the reveals everyone is shown before
the next curtain, each person's recap (what they missed since they last held the device),
the tips and the Hard pirate's hint, the message under the buttons, and which buttons exist
in which order (app/choices.py). A refusal is worded in one place (`refusal_words`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tortuga_qt.app import choices as C
from tortuga_qt.app import wording as W
from tortuga_qt.app.presenter import intents as I
from tortuga_qt.app.presenter.frames import (
    Button,
    CurtainFrame,
    Frame,
    HintFrame,
    RevealFrame,
    Toggle,
)
from tortuga_qt.app.presenter.intents import Reply
from tortuga_qt.app.presenter.last_move import LastMoves, recap
from tortuga_qt.app.presenter.log_words import LogWords
from tortuga_qt.app.presenter.pace import computers_only, go_on_words
from tortuga_qt.app.presenter.step_words import over_prompt, phone_prompt
from tortuga_qt.app.presenter.turn_order import turn_order
from tortuga_qt.app.seating import StepKind, shown_to_table
from tortuga_qt.app.targets import TARGET_TYPES, Choice, Target
from tortuga_qt.i18n import translate

if TYPE_CHECKING:
    from tortuga_qt.app.presenter.gate import Gate
    from tortuga_qt.app.presenter.table import Lookups, Refused, Table
    from tortuga_qt.app.story import Storyteller
    from tortuga_qt.rules.actions import Action
    from tortuga_qt.rules.events import Event
    from tortuga_qt.rules.views import SeatView


NOTHING = Reply(False)
DRAW = Reply(True)


class TablePresenter:
    """Turns the table's state into frames and intents into the table's commands."""

    def __init__(self, table: Table, storyteller: Storyteller, lookups: Lookups, hold_reveals: bool,
                 gate: Gate | None = None) -> None:
        self.table = table
        self.storyteller = storyteller
        self.lookups = lookups
        self.hold_reveals = hold_reveals  # reveals are held before a curtain (a reveal time is set)
        self.gate = gate
        self.show_tips = False  # View > hints: a tip under the decision
        self.offer_hints = False  # View > hints from a Hard pirate: the Hint button
        self.phones_on: frozenset[int] = frozenset()  # the phone seats whose phone is connected (ui/phones)
        self.choice: Choice | None = None
        self.message = ""  # the message under the buttons (why a click did nothing, what just happened)
        self.rule_page: str | None = None  # the page its rule is explained on
        self._asking: Action | None = None  # a choice that throws something away, asked about first
        self._news = False  # the message shows news from the last action (kept for one step)
        self._last_step: object = None
        self.words = LogWords(storyteller, lookups.cards_named)  # the log's lines, made once each
        self.shown_reveals: list[object] = []  # every reveal the table showed to everyone, in order
        self._reveals: list[Event] = []  # reveals not yet shown to everyone
        self._holding = False
        self._hold_news: tuple[Event | None, bool] | None = None  # what the frame starting a hold presents
        # Everyone at the table sees the deal (or the resumed game) put on it: recaps start from here.
        public = len(table.public_log())
        self.seen: dict[int, int] = {s: public for s, human in enumerate(table.humans) if human}
        self._holder: int | None = None  # the person who last held the device
        self.ended_shown = False  # the end of the game was shown (it is shown once)
        self.last: Frame | None = None  # the frame handed out last
        self.moves = LastMoves()  # the last action that touched the mat, marked on it until the next; the mats since
        self.moves.note(table.resumed_move(), table.public_view(), public)  # a resumed game's last move stays marked

    # ------------------------------------------------------------------ what the table tells

    def on_events(self, events: list[Event]) -> None:
        """Notes what the whole table is shown (held for everyone) and the news the message gives."""
        from tortuga_qt.rules.events import AlbatrossSinks, BlownUp, SuddenDeath, VoteResult

        self.moves.note(events, self.table.public_view(), len(self.table.public_log()))
        for e in events:
            if shown_to_table(e):
                self.note_reveal(e)
            if isinstance(e, (VoteResult, BlownUp, AlbatrossSinks, SuddenDeath)):
                self.say(self.storyteller.line(e))
                self._news = True

    def on_refused(self, refusal: Refused) -> None:
        """Says why the table refused an action, with the rule's page."""
        self.say(*self.refusal_words(refusal))

    def note_reveal(self, event: Event) -> None:
        """Remembers a vote's result, a revealed card or a maroon, to show everyone before the next curtain."""
        if self.table.practice:
            return
        if self.hold_reveals:  # it stays on the mat for the table (app/presenter/pace.py)
            self._reveals.append(event)
        elif sum(self.table.humans) <= 1:
            self.shown_reveals.append(event)  # not held: one person sees it as it happens

    def say(self, text: str, page: str | None = None) -> None:
        """Puts a message under the buttons (with its rule's page), kept until the step changes."""
        self.message, self.rule_page = text, (page if text and page else None)

    def refusal_words(self, refusal: Refused) -> tuple[str, str]:
        """Returns a refusal in words ("Not allowed: ...") and the page of its rule."""
        why = W.refusal(refusal.code, refusal.message)
        return (translate("Table", "Not allowed: {why}").format(why=why),
                self.lookups.rule_page(refusal.rule, refusal.code))

    def refusal_for(self, target: Target) -> Refused | None:
        """Returns why the rules refuse what a click on `target` would mean in the choice under way (None: no rule says no)."""
        if self.choice is None:
            return None
        meant = self.choice.meant(self.table.step.seat, target)
        return self.table.why_not(meant) if meant is not None else None

    def reveal_held(self) -> bool:
        """Returns whether the table holds the public view with reveals for everyone now."""
        return self._holding

    def line(self, event: Event) -> str:
        """Returns an event's sentence, worded once per game and language."""
        return self.words.line(event)

    def forget_words(self) -> None:
        """Forgets the worded sentences (another language is installed)."""
        self.words.forget()

    # ------------------------------------------------------------------ the frame

    def frame(self) -> Frame:
        """Returns what the screen shows now, and moves the table's bookkeeping on (reveals, recaps, the message)."""
        t = self.table
        step = t.step
        self._note_joiners()
        if self._reveals and not self._holding:  # at once, a computer next too: it waits behind the reveal (the latch)
            self._start_hold()
        holding = self._holding
        view = t.public_view() if holding else t.view()
        legal = () if holding else t.legal()
        if step != self._last_step:  # a new step: the message goes, unless it is the last action's news
            self._last_step, news, self._news = step, self._news, False
            if not news:
                self.say("")
        if self.choice is not None and not legal:
            self.choice = None
        buttons: list[Button] = []
        toggle: Toggle | None = None
        reveal: RevealFrame | None = None
        if holding:
            prompt, reveal = self._reveals_prompt(step.kind, step.seat, buttons)
        else:
            prompt, toggle = self._actions(step.kind, step.seat, step.reason, view, legal, buttons)
        clickable = self.choice.open_targets() if self.choice else set()
        if self.gate is not None and self.choice is not None:  # a lesson locks the step's next click
            clickable &= self.gate.only(self.choice.kind, self.choice.clicks)
        chosen = set(self.choice.clicks) if self.choice else set()
        log = t.public_log() if holding else t.log()
        curtain = self._curtain(view, log) if step.kind is StepKind.CURTAIN and not holding else None
        if curtain is None:
            person = t.at_device()
            if person is not None and not holding:  # they see the table now: their recap starts after this
                self.seen[person] = len(t.public_log() if view.seat is not None else log)
                self._holder = person
        ended = step.kind is StepKind.OVER and not holding and not self.ended_shown and t.over and not t.practice
        self.ended_shown = self.ended_shown or ended
        self.last = Frame(
            kind=step.kind, seat=step.seat, view=view, clickable=frozenset(clickable), chosen=frozenset(chosen),
            prompt=prompt, buttons=tuple(buttons), toggle=toggle, message=self.message, rule_page=self.rule_page,
            log=tuple(self.words.log_line(e) for e in log), turn_order=turn_order(view, step, t.levels),
            curtain=curtain, reveal=reveal, hint=None if holding else self._hint(view), ended=ended,
            last_move=self.moves.frame(self.line), pairing=step.kind is StepKind.LOOK and step.reason == "pair")
        return self.last

    def _start_hold(self) -> None:
        from tortuga_qt.rules.events import Revealed, VoteResult

        self._holding = True
        self.shown_reveals += self._reveals
        last = next((e for e in reversed(self._reveals) if isinstance(e, (VoteResult, Revealed))), None)
        self._hold_news = (last, computers_only(self.table.humans))  # nobody to go on: it goes on by itself

    def _reveals_prompt(self, kind: StepKind, seat: int, buttons: list[Button]) -> tuple[str, RevealFrame]:
        """The action panel while everyone looks: what was revealed, who is next, how to go on, and Continue."""
        name = self.table.names[seat] if seat >= 0 else ""
        lines = tuple(self.storyteller.line(e) for e in self._reveals)
        text = translate("Table", "For everyone at the table to see:") + "\n• " + "\n• ".join(lines)
        if kind is StepKind.CURTAIN:  # a public moment ends every claim (app/seating.py): a curtain always follows
            text += "\n\n" + translate("Table", "Then the device goes to {name}.").format(name=name)
        text += "\n\n" + go_on_words(self.table.humans)
        self.say("")  # the same words are in the prompt now
        buttons.append(Button("continue", translate("Table", "Continue"), I.Continue()))
        started, self._hold_news = self._hold_news, None
        present, timed = started if started is not None else (None, False)
        return text, RevealFrame(lines, present, timed, started is not None)

    def _actions(self, kind: StepKind, seat: int, reason: str, view: SeatView, legal: tuple[Action, ...],
                 buttons: list[Button]) -> tuple[str, Toggle | None]:
        """Returns the prompt and fills in the buttons of the step (the toggle: Atlantis's "ask me only...")."""
        t = self.table
        if kind is not StepKind.DECIDE or self._asking not in legal:
            self._asking = None  # the question was answered, or its moment is over
        names = t.names
        if kind is StepKind.CURTAIN:
            return translate("Table", "Waiting for {name} to take the device.").format(name=names[seat]), None
        if kind is StepKind.BOT:
            return translate("Table", "{name} (computer): thinking…").format(name=names[seat]), None
        if kind is StepKind.OVER:
            return over_prompt(t.game_over_event(), t.practice, self.line, buttons), None
        if kind is StepKind.PHONE:
            return phone_prompt(names[seat], seat in self.phones_on, buttons), None
        if kind is StepKind.LOOK:
            done = translate("Table", "Pair later — hide the code") if reason == "pair" else translate("Table", "Done — hide my secrets")
            buttons.append(Button("lookDone", done, I.LookDone()))
            return W.look_text(reason, names[seat], t.log()), None
        prompt = W.decision_text(view, names, self.lookups.card_text) + self._tip(view)
        entries = C.entries(legal)  # the usual choice first (app/choices.py)
        if self.choice is None and self._asking is None and len(entries) == 1 and entries[0].direct is None:
            self.choice = Choice(entries[0].kind, tuple(entries[0].actions), auto=True)  # nothing else to do
        if self.choice is not None:
            return prompt + "\n\n" + self._choosing(buttons), None
        if self._asking is not None:  # a choice that throws something away: asked first, here in the panel
            question, yes = W.ask_first(self._asking)
            buttons += [Button("yes", yes, I.Answer(self._asking)), Button("cancel", W.back_label(), I.Answer(None))]
            return prompt + "\n\n" + question, None
        from tortuga_qt.rules.actions import Atlantis
        from tortuga_qt.rules.notation import format_action

        for entry in entries:
            if entry.direct is not None:
                buttons.append(Button("do:" + format_action(entry.direct), W.direct_label(entry.direct), I.Apply(entry.direct)))
            else:
                buttons.append(Button("kind:" + entry.kind, W.kind_label(entry.kind), I.StartChoice(entry.kind)))
        toggle = None
        if any(isinstance(a, Atlantis) for a in legal) and not t.practice:  # asked only before one's own turn
            toggle = Toggle("atlantisOwnTurn", translate("Table", "Ask me only before my own turn"),
                            translate("Table", "When this is ticked, the map stays folded before the other pirates' turns and nobody passes you the device for it. You are still asked before their turns when you will miss your own next turn."),
                            seat in t.atlantis_own_turn, seat)
        return prompt, toggle

    def _choosing(self, buttons: list[Button]) -> str:
        """Returns what to click next in the choice under way (or the marked cards to put down) and fills its buttons."""
        choice = self.choice
        assert choice is not None
        marked = choice.confirms and choice.complete() is not None
        if choice.confirms:  # its buttons stand from the first frame, greyed until a card is marked: nothing jumps
            two = choice.kind == "vote2"
            buttons.append(Button("confirm", translate("Table", "Put down these two cards") if two
                                  else translate("Table", "Put down this card"), I.Confirm(), marked))
        if marked:  # intent shown: confirm or change it
            what = (translate("Table", "Your two cards are marked. Put them down, or click a card to change your mind.")
                    if two else translate("Table", "Your card is marked. Put it down, or click another card to change your mind."))
        else:
            what = W.prompt(choice.kind, len(choice.clicks))
            if not choice.auto:  # the action chosen, then what to click for it
                what = translate("Table", "You chose: {action}.\n{what}").format(
                    action=W.kind_label(choice.kind), what=what)
        if not choice.auto or choice.clicks or choice.confirms:
            buttons.append(Button("cancel", translate("Table", "Cancel"), I.Cancel(), not choice.auto or bool(choice.clicks)))
        return what

    def _tip(self, view: SeatView) -> str:
        """Returns a tip for the decision at hand, when tips are on (never during a lesson)."""
        text = self.lookups.tip(view, self.table.names) if self.show_tips and not self.table.practice else ""
        return "\n\n" + translate("Table", "Hint: {hint}").format(hint=text) if text else ""

    def _hint(self, view: SeatView) -> HintFrame | None:
        """Returns the Hint button's state during a person's own decision (when offered), with the suggestion once asked."""
        t = self.table
        step = t.step
        if not (self.offer_hints and not t.practice and step.kind is StepKind.DECIDE and t.humans[step.seat]
                and view.seat == step.seat):
            return None
        if not t.asked_hint():
            return HintFrame(False, "")
        action = t.hint()  # asked already: never starts another search
        text = (translate("Table", "A Hard pirate would: {action}").format(action=W.hint_words(action, t.names))
                if action is not None else translate("Table", "A Hard pirate is thinking…"))
        return HintFrame(True, text)

    def _note_joiners(self) -> None:
        """A person who takes over a seat mid-game (Game › Seats) is recapped from the moment they join.

        What the table did before, they watched (or were not there for); the log keeps all of it.
        """
        humans = self.table.humans
        if len(self.seen) == sum(humans) and all(humans[s] for s in self.seen):
            return  # nobody came or went (the usual case: nothing to read)
        public = len(self.table.public_log())
        for seat, human in enumerate(humans):
            if not human:
                self.seen.pop(seat, None)
            elif seat not in self.seen:
                self.seen[seat] = public

    def _curtain(self, view: SeatView, log: list[Event]) -> CurtainFrame:
        """Returns the curtain for the step's person, with the public recap of what they missed (and where it happened)."""
        step = self.table.step
        public = log  # behind the curtain the screen holds no seat: its log is the public one
        if self._holder is not None and self._holder != step.seat:
            self.seen[self._holder] = len(public)  # they leave the device having seen all of it
        seen = self.seen.get(step.seat, 0)
        news, spots = recap(public[seen:], self.line)
        reason = step.reason
        if reason == "decide" and view.decision is not None and view.decision.kind == "vote":
            reason = "vote"
        return CurtainFrame(step.seat, self.table.names[step.seat], reason, news, spots,
                            self.moves.since(seen), self.moves.missed(seen, self.line))

    # ------------------------------------------------------------------ intents

    def handle(self, intent: I.Intent) -> Reply:
        """Takes an intent; returns whether a new frame is to be drawn (and any command for the window)."""
        match intent:
            case I.Press(button=name):
                found = self.last.button(name) if self.last is not None else None
                return self.handle(found.intent) if found is not None and found.enabled else NOTHING
            case I.ClickTarget(target=target):
                return self._click(target)
            case I.StartChoice():
                return self._start_choice(intent)
            case I.Apply(action=action):
                return self._press(action)
            case I.Confirm():
                done = self.choice.complete() if self.choice is not None else None
                return self._submit(done) if done is not None else NOTHING
            case I.Cancel():
                if self.choice is not None and self.choice.auto:
                    self.choice.clicks = ()  # nothing else to choose: start this choice over
                else:
                    self.choice = None
                self.say("")
                return DRAW
            case I.Answer(action=action):
                self._asking = None
                return self._submit(action) if action is not None else DRAW
            case I.Claim() | I.LookDone() if not self._allowed(intent):
                return NOTHING
            case I.Claim(seat=seat):
                self.table.claim(seat)
                self._done(intent)
                return DRAW
            case I.LookDone():
                self.table.look_done()
                self._done(intent)
                return DRAW
            case I.Continue(timer=timer):
                return self._end_hold(timer)
            case I.AskHint():
                if not self.offer_hints:
                    return NOTHING
                self.table.hint()
                return DRAW
            case I.SetAtlantisOwnTurn(seat=seat, on=on):
                self.table.set_atlantis_own_turn(seat, on)
                return NOTHING
            case I.Command(name=name):
                return Reply(False, name)
        return NOTHING

    def _allowed(self, intent: I.Intent) -> bool:
        return self.gate is None or self.gate.allows(intent)

    def _done(self, intent: I.Intent) -> None:
        if self.gate is not None:
            self.gate.done(intent)

    def _end_hold(self, timer: bool) -> Reply:
        """Everyone has seen the reveals: the curtain (or the next view) comes now; a timer only ends a computers-only hold."""
        if not self._holding or (timer and not computers_only(self.table.humans)):  # a clock never hurries people
            return NOTHING
        self._holding, self._reveals, self._hold_news = False, [], None
        return DRAW

    def _start_choice(self, intent: I.StartChoice) -> Reply:
        if not intent.auto and not self._allowed(intent):
            return NOTHING
        entry = next((e for e in C.entries(self.table.legal()) if e.kind == intent.kind and e.direct is None), None)
        if entry is None:
            return NOTHING
        self.choice = Choice(intent.kind, tuple(entry.actions), auto=intent.auto)
        if not intent.auto:
            self.say("")
        return DRAW

    def _press(self, action: Action) -> Reply:
        """A button that applies an action at once; a choice that throws something away asks first."""
        if not C.throws_away(action):
            return self._submit(action)
        if not self._allowed(I.Apply(action)):
            return NOTHING
        self._asking = action
        return DRAW

    def _click(self, target: Target | None) -> Reply:
        """A click on the mat or on a Vote card (None: on nothing)."""
        if self._holding:  # a click on the mat while everyone looks: the table goes on
            return self._end_hold(False)
        if isinstance(target, TARGET_TYPES) and not self._allowed(I.ClickTarget(target)):
            return NOTHING
        if self.table.step.kind is not StepKind.DECIDE:
            if target is None:
                return NOTHING
            self.say(translate("Table", "Nothing to choose now."))
            return DRAW
        if self.choice is None:
            self.say(translate("Table", "First choose an action on the right."))
            return DRAW
        if not isinstance(target, TARGET_TYPES):
            return NOTHING
        if not self.choice.click(target):
            self.say(*self._why_not(target))
            return DRAW
        self.say("")
        action = self.choice.complete()
        if action is not None and not self.choice.confirms:
            return self._submit(action)
        return DRAW  # a marked Vote card waits for "Put down this card"

    def _why_not(self, target: Target) -> tuple[str, str | None]:
        """Returns why a click is refused (the rule, in words, or what to click instead) and the rule's page."""
        assert self.choice is not None
        refusal = self.refusal_for(target)
        if refusal is not None:
            return self.refusal_words(refusal)
        return translate("Table", "That cannot be chosen now. {prompt}").format(
            prompt=W.prompt(self.choice.kind, len(self.choice.clicks))), None

    def _submit(self, action: Action) -> Reply:
        if not self._allowed(I.Apply(action)):
            return NOTHING
        self.choice = None
        self.say("")
        if self.table.submit(action):
            self._done(I.Apply(action))
        return DRAW
