"""The guided first voyage on the real table: the tutor, the coach, the spotlight, the scripted seats.

The window asks the voyage before it acts on the learner's intents: only what the current step
asks for gets through (the interface is locked to the next move); any other click is answered
with the rule, and the learner tries again. Back, skip, restart and the chapter list rebuild the
table from a rehearsal of the chapter, so every step is a real position of the real engine.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QObject, QSettings, Signal
from PySide6.QtWidgets import QSizePolicy, QWidget

from tortuga_qt.app.names import place_name
from tortuga_qt.app.presenter import intents as I
from tortuga_qt.app.seating import StepKind
from tortuga_qt.app.session import GameSession
from tortuga_qt.app.targets import Target, kind_key, targets
from tortuga_qt.bots.scripted import ScriptedBot
from tortuga_qt.i18n import particles
from tortuga_qt.learn.lesson import CONTEXT, Claim, Look, Read
from tortuga_qt.learn.progress import dump_progress
from tortuga_qt.learn.rehearsal import Rehearsal
from tortuga_qt.learn.tutor import Tutor
from tortuga_qt.rules.actions import Action
from tortuga_qt.ui.learn import answers
from tortuga_qt.ui.learn.coach import CoachPanel
from tortuga_qt.ui.learn.spotlight import PANELS, Spotlight, spot_rects

if TYPE_CHECKING:
    from PySide6.QtWidgets import QScrollArea

    from tortuga_qt.app.presenter.presenter import TablePresenter
    from tortuga_qt.app.targets import Choice
    from tortuga_qt.ui.scene.table_scene import TableScene
    from tortuga_qt.ui.widgets.curtain import Curtain
    from tortuga_qt.ui.widgets.log_panel import LogPanel
    from tortuga_qt.ui.widgets.panels.actions import ActionPanel
    from tortuga_qt.ui.widgets.panels.private import PrivatePanel
    from tortuga_qt.ui.widgets.panels.seats import SeatsPanel


class LessonTable(Protocol):
    """What the voyage uses of the table on screen (the main window): its game, its panels, its mat."""

    @property
    def session(self) -> GameSession | None:
        """The game (a lesson) on the table."""
        ...

    @property
    def presenter(self) -> TablePresenter | None:
        """The table's presenter."""
        ...

    @property
    def choice(self) -> Choice | None:
        """The choice being built by clicks."""
        ...

    @property
    def scene(self) -> TableScene | None:
        """The mat."""
        ...

    @property
    def curtain(self) -> Curtain:
        """The curtain."""
        ...

    @property
    def actions_panel(self) -> ActionPanel:
        """The action panel."""
        ...

    @property
    def private(self) -> PrivatePanel:
        """The private panel."""
        ...

    @property
    def private_scroll(self) -> QScrollArea:
        """The side panels' scroll area."""
        ...

    @property
    def log(self) -> LogPanel:
        """The log."""
        ...

    @property
    def seats(self) -> SeatsPanel:
        """The Pirates list."""
        ...

    @property
    def lesson_delay_ms(self) -> int:
        """The pace of the lesson's scripted seats."""
        ...


class LessonHost(Protocol):
    """What the voyage asks of its host on the window (`ui/learn/host.py`): a lesson's table, a rules page."""

    def install_lesson(self, session: GameSession) -> None:
        """Puts a lesson's table on the window."""
        ...

    def open_page(self, page: str) -> None:
        """Opens the rules reference at a page."""
        ...

PROGRESS_KEY = "learn/progress"


def _tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


class Voyage(QObject):
    """Runs the walkthrough on a window."""

    # Fires when the learner, after the last chapter, asks for the real game (hints on).
    real_game_wanted = Signal()
    # Fires when the learner leaves the voyage (their place is remembered).
    left = Signal()

    def __init__(self, parent: QObject, window: LessonTable, host: LessonHost, tutor: Tutor, settings: QSettings) -> None:
        super().__init__(parent)
        self.window, self.host, self.tutor, self.settings = window, host, tutor, settings
        self.coach = CoachPanel()
        self.coach.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)  # never squeezed
        self.coach.back_clicked.connect(lambda: self._build(self.tutor.back()))
        self.coach.skip_clicked.connect(lambda: self._build(self.tutor.skip()))
        self.coach.restart_clicked.connect(lambda: self._build(self.tutor.restart()))
        self.coach.chapter_chosen.connect(lambda i: self._build(self.tutor.go(i)))
        self.coach.next_clicked.connect(self._next)
        self.coach.leave_clicked.connect(self.left.emit)
        self.coach.page_requested.connect(host.open_page)
        self.spotlight: Spotlight | None = None
        self.bot: ScriptedBot | None = None
        self.wrong_clicks = 0  # how many clicks were answered with the rule (tests read it)
        self._shown: tuple[int, int] | None = None
        self._new_table: tuple[int, int] | None = None  # the step at which a new table was dealt (its line is said there)
        self._table_chapter = ""  # the chapter whose table is on the window

    # ------------------------------------------------------------------ building the table

    def begin(self) -> None:
        """Puts the current step's table on the window."""
        self._build(self.tutor.table())

    def _build(self, rehearsal: Rehearsal) -> None:
        if rehearsal.index == 0 or self._table_chapter != rehearsal.chapter.key:
            self._new_table = (self.tutor.chapter_index, self.tutor.step_index)
        self._table_chapter = rehearsal.chapter.key
        self.bot = ScriptedBot(rehearsal.script_from(rehearsal.index))
        computers = [s for s, human in enumerate(rehearsal.humans) if not human]
        session = GameSession.for_lesson(rehearsal.game, rehearsal.seating, dict.fromkeys(computers, self.bot),
                                         self.window.lesson_delay_ms, parent=self.parent())
        self._shown = None
        self.spotlight = None  # it goes with the old scene
        self.host.install_lesson(session)
        scene = self.window.scene
        assert scene is not None
        self.spotlight = Spotlight(scene.sceneRect())
        scene.addItem(self.spotlight)
        self._save_progress()
        self.refresh()

    def _save_progress(self) -> None:
        self.settings.setValue(PROGRESS_KEY, dump_progress(self.tutor.progress()))

    def stop(self) -> None:
        """Leaves the table as it is and takes the coach and the spotlight away."""
        self._save_progress()
        self._light_panels(())
        if self.spotlight is not None and self.spotlight.scene() is not None:
            self.spotlight.scene().removeItem(self.spotlight)
        self.spotlight = None
        self.window.curtain.set_lesson("")
        self.window.actions_panel.setEnabled(True)
        self.coach.hide()
        self.coach.setParent(None)
        self.coach.deleteLater()

    # ------------------------------------------------------------------ showing the step

    def waiting_for_learner(self) -> bool:
        """Returns whether the table waits for a person now (not a computer seat)."""
        session = self.window.session
        return session is not None and session.step.kind is not StepKind.BOT

    def refresh(self) -> None:
        """Brings the coach and the spotlight in line with the tutor and the table."""
        session = self.window.session
        if session is None:
            return
        tutor = self.tutor
        chapter = tutor.chapter
        ci, n = tutor.chapter_index, len(tutor.chapters)
        titles = [("✓ " if c.key in tutor.done else "") + QCoreApplication.translate("Learn", "Chapter {n}: {title}").format(n=i + 1, title=_tr(c.title))
                  for i, c in enumerate(tutor.chapters)]
        self.coach.set_chapters(titles, ci)
        title = QCoreApplication.translate("Learn", "Chapter {n} of {m}: {title}").format(n=ci + 1, m=n, title=_tr(chapter.title))
        key = (ci, tutor.step_index)
        if key != self._shown:
            self._shown = key
            self.coach.wrong.hide()
        spots: tuple[str, ...] = ()
        if tutor.chapter_done:
            count = QCoreApplication.translate("Learn", "Chapter complete")
            if tutor.last_chapter:
                text = QCoreApplication.translate("Learn", "You have sailed the whole voyage! Now play a short real game against computer pirates, with hints on.")
                label = QCoreApplication.translate("Learn", "Play a real game ▶")
            else:
                text = QCoreApplication.translate("Learn", "Well done! Next: {title}.").format(title=_tr(tutor.chapters[ci + 1].title))
                label = QCoreApplication.translate("Learn", "Next chapter ▶")
        else:
            count = QCoreApplication.translate("Learn", "Step {i} of {k}").format(i=tutor.step_index + 1, k=len(chapter.steps))
            step = tutor.step
            assert step is not None
            if session.step.kind is StepKind.BOT:
                text = QCoreApplication.translate("Learn", "Watch: {name} plays…").format(name=session.names[session.step.seat])
                label = None
            else:
                text = _tr(step.text)
                label = QCoreApplication.translate("Learn", "Next ▶") if isinstance(step.task, Read) else None
                spots = tutor.spot()
        news = self.new_table_line() if key == self._new_table and not tutor.chapter_done else ""
        self.coach.show_step(title, count, text, label, news, self._reserve())
        on_curtain = session.step.kind is StepKind.CURTAIN and not tutor.chapter_done
        said = f"{news}\n{text}" if news else text
        self.window.curtain.set_lesson(f"{title}\n{said}" if on_curtain else "")
        # While the learner reads (or the chapter is done) the table's own buttons rest.
        self.window.actions_panel.setEnabled(not (tutor.chapter_done or isinstance(tutor.task, Read)))
        self.coach.back.setEnabled(ci > 0 or tutor.step_index > 0)
        self.coach.skip.setEnabled(not (tutor.chapter_done and tutor.last_chapter))
        self._light(spots)

    def names(self) -> tuple[list[str], list[str]]:
        """Returns the seats' names and their pawns' letters, as the mat shows them."""
        from tortuga_qt.rules.components import components

        session = self.window.session
        if session is None:
            return [], []
        letters = {p.key: p.letter for p in components().pirates}
        return session.names, [letters.get(k, "") for k in session.pirates]

    def new_table_line(self) -> str:
        """Returns the line said when a chapter deals a new table: how many pirates, and who and where the learner is."""
        from tortuga_qt.ui.scene.tips import pawn_roles

        session = self.window.session
        if session is None:
            return ""
        names, letters = self.names()
        seat = self.tutor.chapter.learner
        view = session.public_view()
        roles = [role for role, key in pawn_roles(view, seat) if key not in ("tortuga", "rowboat")]
        if roles:
            where = answers.and_list(roles)
        elif seat in view.tortuga:
            where = QCoreApplication.translate("Learn", "on Tortuga")
        elif seat in view.boats:
            where = QCoreApplication.translate("Learn", "in {boat}").format(boat=place_name(3 + view.boats.index(seat)))
        else:
            where = ""
        n = len(names)
        return particles(QCoreApplication.translate("Learn", "A new table: %n pirate(s); you are {you}, {where}.", None, n).format(
            you=answers.pawn_label(names, letters, seat), where=where))

    def _reserve(self) -> str:
        """Returns a text as long as the longest answer a wrong click may get at this step (the coach keeps room for it)."""
        return self._answer(answers.longest_click(), "")

    def _answer(self, clicked: str, refusal: str) -> str:
        """Returns the answer to a wrong click: what it does, why not (a rule), the step's rule and the step's own move."""
        tutor = self.tutor
        if tutor.chapter_done:
            done = QCoreApplication.translate("Learn", "This chapter is done: click the gold button above to go on.")
            return particles(answers.join_unique([clicked, done]))
        rule = _tr(tutor.wrong()) if tutor.wrong() else ""
        names, letters = self.names()
        choice = self.window.choice
        expected = tutor.expected()
        wanted = answers.wanted(expected, names, letters, choice.kind if choice is not None else None,
                                choice.clicks if choice is not None else ())
        if isinstance(tutor.task, Read):
            wanted = QCoreApplication.translate("Learn", "Click Next when you have read this step.")
        return particles(answers.join_unique([clicked, refusal, rule, wanted]))

    def _light(self, spots: tuple[str, ...]) -> None:
        scene = self.window.scene
        if self.spotlight is not None and scene is not None:
            self.spotlight.light(spot_rects(scene, spots), veil=bool(spots))
        self._light_panels(spots)
        self._show_lit_cards(spots)

    def _show_lit_cards(self, spots: tuple[str, ...]) -> None:
        """Rings the lit Vote cards in the private panel and scrolls them into view."""
        for target, button in self.window.private.card_buttons.items():
            lit = str(target) in spots
            _ring(button, lit)
            if lit:
                self.window.private_scroll.ensureWidgetVisible(button)

    def _light_panels(self, spots: tuple[str, ...]) -> None:
        panels: dict[str, QWidget] = {"actions": self.window.actions_panel, "private": self.window.private,
                                      "log": self.window.log, "seats": self.window.seats}
        for name in PANELS:
            _ring(panels[name], name in spots)

    # ------------------------------------------------------------------ the learner's intents

    def wrong(self, clicked: str = "", refusal: str = "", page: str = "") -> None:
        """Answers a click that is not what the step asks: what that click would do, why not, and the step's
        own move (with a link to the rule's page); the learner tries again."""
        self.wrong_clicks += 1
        text = self._answer(clicked, refusal)
        self.coach.show_wrong(text, page or ("" if self.tutor.chapter_done else self.tutor.page()))
        session = self.window.session
        if session is not None and session.step.kind is StepKind.CURTAIN:
            self.window.curtain.set_lesson(self.coach.text.text() + "\n\n" + text)

    def allows_kind(self, kind: str) -> bool:
        """Returns whether a button of this kind of action may be used now (else explains)."""
        if self.tutor.allows_kind(kind):
            return True
        self.wrong(answers.button_does(kind))
        return False

    def allows_action(self, action: Action) -> bool:
        """Returns whether this finished action is the step's (else explains)."""
        if self.tutor.allows_direct(action):
            return True
        self.wrong(answers.button_does(kind_key(action)) if targets(action) else answers.direct_does(action))
        return False

    def clicks(self, kind: str, clicks: tuple[Target, ...]) -> set[Target]:
        """Returns the mat clicks that lead on to the step's action."""
        return self.tutor.next_clicks(kind, clicks)

    def allows_look(self) -> bool:
        """Returns whether closing a private look is what the step asks (else explains)."""
        if isinstance(self.tutor.task, Look):
            return True
        self.wrong(QCoreApplication.translate("Learn", "Done would close your private look."))
        return False

    def allows_claim(self, seat: int) -> bool:
        """Returns whether claiming this seat is what the step asks (else explains)."""
        task = self.tutor.task
        if isinstance(task, Claim) and task.seat == seat:
            return True
        names, letters = self.names()
        self.wrong(QCoreApplication.translate("Learn", "Claiming the device as {pirate} would show that player's secrets.").format(
            pirate=answers.pawn_label(names, letters, seat)))
        return False

    # ------------------------------------------------------------------ the gate on the table's intents

    def allows(self, intent: I.Intent) -> bool:
        """Returns whether an intent is the step's (else the coach explains what it would do)."""
        match intent:
            case I.StartChoice(kind=kind):
                return self.allows_kind(kind)
            case I.Apply(action=action):
                return self.allows_action(action)
            case I.ClickTarget(target=target) if target is not None:
                return self._click_allowed(target)
            case I.Claim(seat=seat):
                return self.allows_claim(seat)
            case I.LookDone():
                return self.allows_look()
        return True

    def done(self, intent: I.Intent) -> None:
        """The table took the step's intent: on to the next step."""
        self.task_done()

    def only(self, kind: str, clicks: tuple[Target, ...]) -> set[Target]:
        """Returns the mat clicks that lead on to the step's action."""
        return self.clicks(kind, clicks)

    def _click_allowed(self, target: Target) -> bool:
        """Returns whether a click on the table may go on (else the click is answered)."""
        from tortuga_qt.app.targets import Pawn, Place

        window, session = self.window, self.window.session
        presenter, choice = window.presenter, window.choice
        assert session is not None and presenter is not None
        names, letters = self.names()
        if session.step.kind is not StepKind.DECIDE or choice is None:
            self.wrong(answers.target_is(target, names, letters))
            return False
        if target in self.clicks(choice.kind, choice.clicks):
            return True
        why, page = "", ""
        if choice.kind == "move" and isinstance(target, Pawn):  # a pawn's place was meant, the pawn was hit
            place = answers.place_of(session.public_view(), target.seat)
            target = Place(place) if place is not None else target
        refusal = presenter.refusal_for(target)
        if refusal is not None:  # the click breaks a rule: that rule is the one to read
            from tortuga_qt.app import wording as W
            from tortuga_qt.help.reference import page_for_rule

            why, page = W.refusal(refusal.code, refusal.message), page_for_rule(refusal.rule, refusal.code)
        refused = refusal is not None or target not in choice.open_targets()
        self.wrong(answers.choice_would(choice.kind, target, names, letters, refused), why, page)
        return False

    def task_done(self) -> None:
        """The table accepted the step's task: on to the next step."""
        self.tutor.completed()
        self._save_progress()
        self.refresh()

    def _next(self) -> None:
        tutor = self.tutor
        if tutor.chapter_done:
            if tutor.last_chapter:
                self.real_game_wanted.emit()
            else:
                self._build(tutor.next_chapter())
            return
        if isinstance(tutor.task, Read):
            self.task_done()


def _ring(widget: QWidget, lit: bool) -> None:
    """Rings a widget in gold (the style sheet's [spot="true"]) or takes the ring away."""
    if widget.property("spot") != lit:
        widget.setProperty("spot", lit)
        widget.style().unpolish(widget)
        widget.style().polish(widget)
