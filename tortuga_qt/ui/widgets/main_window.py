"""The main window: the mat, the side panels, the curtain, menus, and the flow of a game."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSettings, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QResizeEvent
from PySide6.QtWidgets import QCheckBox, QScrollArea, QSplitter, QVBoxLayout, QWidget

from tortuga_qt.app import choices as C
from tortuga_qt.app import wording as W
from tortuga_qt.app.library import Library
from tortuga_qt.app.seating import StepKind
from tortuga_qt.app.story import Storyteller
from tortuga_qt.app.targets import TARGET_TYPES, Choice, Target, VoteCard
from tortuga_qt.ui.learn.host import VoyageHost
from tortuga_qt.ui.widgets.files import TableFiles
from tortuga_qt.ui.widgets.looks import TableLook
from tortuga_qt.ui.widgets.shows import TableShows
from tortuga_qt.ui.widgets.window_place import remember_place, restore_place

if TYPE_CHECKING:  # the table's widgets, the rules engine and pydantic load after the first frame
    from tortuga_qt.app.new_game import NewGame
    from tortuga_qt.app.session import GameSession, Refusal
    from tortuga_qt.record.savefile import LoadedGame
    from tortuga_qt.rules.actions import Action
    from tortuga_qt.rules.events import Event
    from tortuga_qt.rules.views import SeatView
    from tortuga_qt.ui.learn.voyage import Voyage
    from tortuga_qt.ui.scene.table_scene import TableScene
    from tortuga_qt.ui.widgets.curtain import Curtain
    from tortuga_qt.ui.widgets.log_panel import LogPanel
    from tortuga_qt.ui.widgets.opening import OpeningFrame
    from tortuga_qt.ui.widgets.panels import ActionPanel, PrivatePanel, SeatsPanel
    from tortuga_qt.ui.widgets.table_column import DeferredPane, TableColumn
    from tortuga_qt.ui.widgets.table_view import TableView

# Qt's namespace (its hundred enums are made by PySide6 on first use, ~40 ms) is imported in the
# functions that use it: this module is on the way to the window's first frame.

class MainWindow(TableFiles, TableShows, VoyageHost, TableLook):
    """The table.

    Built whole by default. `build=False` (the program's start) shows only the opening frame,
    a picture of the mat, so the window is on screen at once; the table is built by the first
    game put on it. When that game starts behind the curtain, the curtain comes first and the
    table is built behind it once the curtain is on screen (or at once, if the curtain is
    clicked sooner): the curtain shows nothing of the table, and the table is never drawn
    unbuilt.
    """

    # Fires after the window has drawn a new step (tests wait on it).
    refreshed = Signal()
    # Fires once, when the window has been painted for the first time (start-up continues then).
    first_painted = Signal()
    # Fires once the table (mat, panels, menus) is built and shows the game on it.
    table_built = Signal()

    # How long a curtain that has just risen takes no claim (0 in tests; the program sets CLAIM_GUARD_MS).
    claim_guard_ms = 0

    table: TableView
    seats: SeatsPanel
    private: PrivatePanel
    actions_panel: ActionPanel
    log: LogPanel
    column: TableColumn
    side_pane: DeferredPane
    curtain: Curtain
    opening: OpeningFrame | None
    _asking: Action | None = None  # a choice that throws something away, asked about in the action panel

    def __init__(self, settings: QSettings | None = None, bot_delay_ms: int = 700, data_dir: Path | None = None,
                 reveal_ms: int = 4000, build: bool = True) -> None:
        super().__init__()
        self.settings = settings or QSettings("tortuga_qt", "Tortuga 1667")
        self.library = Library(self.settings, data_dir, parent=self)  # every file policy lives there
        self.library.recent_changed.connect(self._fill_recent)
        self.bot_delay_ms = bot_delay_ms
        self.lesson_delay_ms = bot_delay_ms  # the walkthrough's scripted seats move at this pace
        self.voyage: Voyage | None = None  # the guided first voyage, while it runs
        self.setWindowTitle(QCoreApplication.translate("Table", "Tortuga 1667"))
        self._init_look()  # high contrast and the zoom, as remembered (ui/widgets/looks.py)
        self.session: GameSession | None = None
        self._story: dict[Event, str] = {}  # sentences already worded for this game (see _story_line)
        self.scene: TableScene | None = None
        self.choice: Choice | None = None
        self._ended_shown = False
        # Reveals everyone sees: a vote's result, a revealed Event card or a maroon is shown on the
        # public table before the next curtain (or private view), until a click or `reveal_ms`
        # (0: never held, as in most tests). The rules never wait: only the curtain is deferred.
        self.reveal_ms = reveal_ms
        self.shown_reveals: list[object] = []  # every reveal the table showed to everyone, in order
        self._reveals: list[Event] = []  # reveals not yet shown to everyone
        self._holding = False  # the table holds the public view with the reveals now
        self._reveal_timer = QTimer(self)
        self._reveal_timer.setSingleShot(True)
        self._reveal_timer.timeout.connect(self._reveal_timeout)
        self._seen: dict[int, int] = {}  # per person: public events already seen when they last held the device
        self._holder: int | None = None  # the person who last held the device (their recap moves on when they pass it)
        self._last_step: object = None
        self._news = False  # the message shows news from the last action (kept for one step)
        self._painted = False
        self._built = False
        from tortuga_qt.ui.announcer import Announcer

        self.announcer = Announcer(self)  # reads out whose turn it is, reveals and votes (public news only)
        self._defer = not build  # the first game behind a curtain may have its table built behind it
        self._behind_curtain = False  # the curtain is up and the table will be built once it is on screen
        self.opening = None
        if build:
            self.build_table()
        else:
            from tortuga_qt.ui.widgets.opening import OpeningFrame

            self.opening = OpeningFrame()
            self.opening.installEventFilter(self)
            self.setCentralWidget(self.opening)
        self.resize(1440, 900)
        restore_place(self, self.settings)  # the size, position and maximized state it was closed with

    @property
    def built(self) -> bool:
        """Returns whether the table (mat, panels, menus) is built."""
        return self._built

    def build_table(self) -> None:
        """Builds the mat, the panels and the menus, if they are not built yet."""
        if self._built:
            return
        from tortuga_qt.ui.scene.table_scene import TableScene

        self._built, self._defer, self._behind_curtain = True, False, False
        self._build_menus()
        self.scene = TableScene([], [])
        self._build_body()
        if self.opening is not None:  # the mat takes the opening frame's place
            self.opening.removeEventFilter(self)
            self.opening = None
        if self.isVisible():  # widgets added to a window on screen are shown by hand
            self.menuBar().show()
            central = self.centralWidget()
            assert central is not None
            central.show()
        if not self._painted:
            self.table.viewport().installEventFilter(self)  # until the window's first paint
        self.curtain.raise_()  # above the new panels when it is up
        self.curtain.cover()  # below the new menu bar
        from tortuga_qt.ui.widgets.keyboard import TableKeys

        self.keys = TableKeys(self)  # the whole table by keyboard: number keys, Tab and arrows, Enter, Esc

    def _ensure_curtain(self) -> None:
        if not hasattr(self, "curtain"):
            from tortuga_qt.ui.widgets.curtain import Curtain

            self.curtain = Curtain(self)  # a child of the window, above everything (not a splitter pane)
            self.curtain.guard_ms = self.claim_guard_ms
            self.curtain.claimed.connect(self._claim)
            if not self._painted:
                self.curtain.installEventFilter(self)  # its paint can be the window's first (it hides all else)

    def _finish_table(self) -> None:
        """Builds the table behind the curtain and draws the game on it (the curtain stays up)."""
        if self._built:
            return
        self._behind_curtain = False
        self.build_table()
        if self.session is not None:
            self._set_table(self.session)
            self.refresh()
        self.table_built.emit()

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        """Notices the window's first paint, and the first paint of a curtain the table waits for."""
        if event.type() == QEvent.Type.Paint:
            curtain = getattr(self, "curtain", None)
            if not self._painted and (obj is self.opening or obj is curtain or (self._built and obj is self.table.viewport())):
                self._painted = True
                QTimer.singleShot(0, self.first_painted.emit)
            if self._behind_curtain and obj is curtain:
                self._behind_curtain = False
                QTimer.singleShot(0, self._finish_behind_curtain)  # after this paint has reached the screen
            if self._painted and not self._behind_curtain:
                obj.removeEventFilter(self)  # done watching: no filter outlives its purpose
        return False

    def _finish_behind_curtain(self) -> None:
        if self.isVisible():  # a window closed meanwhile builds nothing
            self._finish_table()

    # ------------------------------------------------------------------ setup

    def _animations_toggled(self, on: bool) -> None:
        self.settings.setValue("animations", on)
        if self.scene is not None:
            self.scene.animation_ms = 350 if on else 0

    def _skip(self) -> None:
        if self.scene is not None:
            self.scene.finish_animations()
            self.scene.clear_card()

    def ask_new_game(self) -> None:
        """Opens the new game dialog and starts the game it describes."""
        from tortuga_qt.ui.widgets.dialogs import NewGameDialog

        dialog = NewGameDialog(self, settings=self.settings)
        self.new_game_dialog = dialog
        dialog.accepted.connect(lambda: dialog.result_game and self.start(dialog.result_game))
        dialog.open()

    def start_default(self) -> None:
        """Starts a first game: you and one friend against three computer pirates (seats "Player 1"...)."""
        from tortuga_qt.app.new_game import first_game

        self.start(first_game())

    def start(self, new: NewGame) -> bool:
        """Starts a game on the table (replacing any game on it); returns whether it did."""
        from tortuga_qt.app.session import GameSession

        seed = new.seed  # None: the deal draws its secrets from the operating system
        if not self._keep_unfinished():
            return False
        self.end_voyage()
        self._install(GameSession(new.config, seed, new.humans, self.bot_delay_ms, parent=self,
                                  autosave=self.library.autosave, levels=new.levels))
        return True

    def resume(self, loaded: LoadedGame, keep_current: bool = True) -> bool:
        """Puts a saved game back on the table, behind the curtain; returns whether it did."""
        from tortuga_qt.app.session import GameSession

        if keep_current and not self._keep_unfinished(opening=True):
            return False
        self.end_voyage()
        self._install(GameSession.from_save(loaded, self.bot_delay_ms, parent=self, autosave=self.library.autosave))
        return True

    def _install(self, session: GameSession) -> None:
        old = self.session
        if old is not None:
            old.stop()
            for signal in (old.step_changed, old.events_applied, old.refused, old.save_failed, old.hint_ready):
                try:
                    signal.disconnect()
                except (RuntimeError, TypeError):
                    pass
            old.deleteLater()
        self.session = session
        self._last_step, self._news = None, False
        session.save_failed.connect(self._show_save_problem)
        self._show_save_problem(session.save_error)
        self._set_title()
        self.storyteller = Storyteller(session.names, mark_secrets=False)
        self._story.clear()
        self.choice = None
        self._ended_shown = False
        self._reveal_timer.stop()
        self._reveals, self._holding, self.shown_reveals = [], False, []
        # Everyone at the table sees the deal (or the resumed game) put on it: recaps start from here.
        public = len(session.public_log())
        self._seen = {s: public for s, human in enumerate(session.humans) if human}
        self._holder = None
        self.session.step_changed.connect(lambda _step: self.refresh())
        self.session.events_applied.connect(self._on_events)
        self.session.refused.connect(self._on_refused)
        self.session.hint_ready.connect(lambda _action: self.refresh())
        self._ensure_curtain()
        if self._defer and session.step.kind is StepKind.CURTAIN and self.voyage is None:
            self._defer, self._behind_curtain = False, True
            self.curtain.installEventFilter(self)  # until its first paint: then the table is built behind it
            self._raise_curtain(session.view(), session.log())  # the table is built once this is on screen
            self.refreshed.emit()
            return
        self.build_table()
        self._set_table(session)
        self.refresh()

    def _set_table(self, session: GameSession) -> None:
        """Puts a new game's mat on the table."""
        from PySide6.QtCore import Qt

        from tortuga_qt.ui.scene.table_scene import TableScene

        self.scene = TableScene(session.names, session.pirates)
        self.scene.animation_ms = 350 if self.animations.isChecked() else 0
        self.scene.target_clicked.connect(self._on_target)
        self.scene.discard_clicked.connect(self._browse_discard)
        self.scene.help_requested.connect(self.open_page)
        self.table.setScene(self.scene)
        self.table.fitInView(self.scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        self.seats.pirates = session.pirates

    def _build_body(self) -> None:
        from PySide6.QtCore import Qt

        from tortuga_qt.ui import theme
        from tortuga_qt.ui.widgets.log_panel import LogPanel
        from tortuga_qt.ui.widgets.looks import SIDE_MIN_WIDTH
        from tortuga_qt.ui.widgets.panels import ActionPanel, PrivatePanel, SeatsPanel, SideScroll
        from tortuga_qt.ui.widgets.table_column import LOG_MIN, DeferredPane, TableColumn
        from tortuga_qt.ui.widgets.table_view import TableView

        assert self.scene is not None
        self.table = TableView(self.scene)
        self.seats = SeatsPanel([])
        self.private = PrivatePanel()
        self.private.card_clicked.connect(self._on_target)
        self.private.help_requested.connect(self.open_page)
        self.private.hint_requested.connect(self._ask_hint)
        self.actions_panel = ActionPanel()
        self.log = LogPanel()
        self.actions_panel.page_requested.connect(self.open_page)
        self.log.page_requested.connect(self.open_page)
        self.log.setMinimumHeight(LOG_MIN)  # at 100 %: `_size_panels` sizes it for the zoom
        self.column = TableColumn(self.table, self.log)  # the mat as large as its width allows, the log below
        side = QWidget()
        side.setObjectName("side")
        lay = QVBoxLayout(side)
        lay.setContentsMargins(6, 6, 6, 6)
        lay.setSpacing(4)
        lay.addWidget(self.actions_panel)
        lay.addWidget(self.private)  # whole: Loyalty, Vote cards and notes (only a Crow's Nest deck scrolls)
        self.seats.setMinimumHeight(90)
        lay.addWidget(self.seats, 1)
        side.setMinimumWidth(SIDE_MIN_WIDTH)  # the buttons' words wrap; the Loyalty card, three Vote cards and their legend fit
        self.side_panel = side
        split = QSplitter()
        split.setChildrenCollapsible(False)
        split.addWidget(self.column)
        side_scroll = SideScroll()  # a last resort on small windows: the side panels scroll, the window keeps its size
        side_scroll.setObjectName("sideScroll")
        side_scroll.setWidget(side)
        side_scroll.setWidgetResizable(True)
        side_scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        side_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        side_scroll.setMinimumWidth(side.minimumWidth() + side_scroll.verticalScrollBar().sizeHint().width())
        self.private_scroll = side_scroll  # scrolls a Vote card into view (the walkthrough rings them)
        right = QWidget()  # the voyage's coach sits on top, outside the scrolling panels: always in view
        right.setObjectName("side")
        self.side_layout = QVBoxLayout(right)
        self.side_layout.setContentsMargins(6, 6, 0, 0)
        self.side_layout.setSpacing(4)
        self.side_layout.addWidget(side_scroll, 1)
        self.side_pane = DeferredPane(right)  # during a drag of the window's edge it is laid out once, at the end
        split.addWidget(self.side_pane)
        split.setStretchFactor(0, 4)
        split.setStretchFactor(1, 0)
        split.setSizes([1060, 380])
        self.setCentralWidget(split)
        self._ensure_curtain()
        self._size_panels(theme.current())  # the zoom in force

    def _set_title(self) -> None:
        """Titles the window; a chosen seed reproduces every card: the table must know the game is seeded."""
        seed = self.session.seed if self.session is not None else None
        if seed is None:
            self.setWindowTitle(QCoreApplication.translate("Table", "Tortuga 1667"))
        else:
            self.setWindowTitle(QCoreApplication.translate("Table", "Tortuga 1667 — seeded game (seed {seed})").format(seed=seed))

    def retranslate(self) -> None:
        """Words the whole window again in the language now installed: title, menus, panels, mat, log."""
        self._story.clear()  # before the redraw (Qt's LanguageChange event comes later)
        self._set_title()
        if self.built:
            self.seats.retranslate()
            self.table.retranslate()
        from shiboken6 import Shiboken

        reference = getattr(self, "reference_dialog", None)
        if reference is not None and Shiboken.isValid(reference) and reference.isVisible():
            reference.retranslate()  # the rules reference open beside the table
        super().retranslate()

    def _story_line(self, event: Event) -> str:
        """Returns an event's sentence, worded once per game and language (the log is shown again at every step)."""
        try:
            return self._story[event]
        except KeyError:
            text = self._story[event] = self.storyteller.line(event)
            return text

    def changeEvent(self, event: QEvent) -> None:
        """Words the story again when another language is installed."""
        if event.type() == QEvent.Type.LanguageChange:
            self._story.clear()
        super().changeEvent(event)

    def settle_layout(self) -> None:
        """Lays out the panels now if a drag of the window's edge left them waiting (tests, pictures)."""
        for drag in (self.side_pane.drag, self.column.drag):
            if drag.waiting:
                drag.settle()

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Keeps the curtain over the whole body (the menus stay within reach)."""
        super().resizeEvent(event)
        if self.session is not None and self.curtain.isVisible():
            self.curtain.cover()  # the whole window below the menu bar

    # ------------------------------------------------------------------ drawing a step

    def refresh(self) -> None:
        """Redraws everything from the session's current step and view."""
        if self.session is None:
            return
        if not self._built:  # a click on the curtain before its table was built: built now, first
            self._finish_table()  # (which draws the game)
            return
        session, scene = self.session, self.scene
        if scene is None:
            return
        self._show_save_problem(session.save_error)
        step = session.step
        if self._reveals and not self._holding and step.kind is not StepKind.BOT:
            self._hold_reveals()  # a person is next (or the end): everyone sees the reveals first
        holding = self._holding
        view = session.public_view() if holding else session.view()
        legal = () if holding else session.legal()
        if step != self._last_step:
            self._last_step = step
            if self._news:
                self._news = False
            else:
                self.actions_panel.set_message("")
        if self.choice is not None and not legal:
            self.choice = None
        clickable = self.choice.open_targets() if self.choice else set()
        if self.voyage is not None and self.choice is not None:  # locked to the step's next click
            clickable &= self.voyage.clicks(self.choice.kind, self.choice.clicks)
        chosen = set(self.choice.clicks) if self.choice else set()
        scene.show(view, clickable, chosen, animate=True)
        self.seats.show_view(view)
        self.private.show_view(view if view.seat is not None else None, clickable, chosen)
        self.private.show_hint(session, self.hard_hints.isChecked())
        from tortuga_qt.help.cards import cards_named

        log = session.public_log() if holding else session.log()
        self.log.set_lines([(self._story_line(e), e.visible_to is not None) for e in log],
                           [cards_named(e) for e in log])
        if holding:
            self._show_reveals(step.kind, step.seat)
        else:
            self._show_actions(step.kind, step.seat, step.reason, view, legal)
        if step.kind is StepKind.CURTAIN and not holding:
            self._raise_curtain(view, log)
        else:
            self.curtain.hide()
            person = session.at_device()
            if person is not None and not holding:  # they see the table now: their recap starts after this
                self._seen[person] = len(session.public_log() if view.seat is not None else log)
                self._holder = person
        if step.kind is StepKind.OVER and not holding and not self._ended_shown and session.over and not session.practice:
            self._ended_shown = True
            self._file_finished_game()
            QTimer.singleShot(0, self._show_end)
        if self.voyage is not None:
            self.voyage.refresh()
        if self.keys.cursor is not None and self.keys.cursor not in self.keyboard_targets():
            self.keys.cursor = None  # what the ring was on cannot be chosen any more
        self.show_cursor(self.keys.cursor)  # the panel's cards were made again: the ring goes back on
        self.update_menus()  # file commands enabled only when they can work
        self.refreshed.emit()

    def keyboard_targets(self) -> list[Target]:
        """Returns what can be chosen now, in reading order: the mat's things (rows top to bottom,
        left to right), then your Vote cards (ui/widgets/keyboard.py moves its ring over them)."""
        if self.choice is None or self._holding or self.scene is None or not self._built:
            return []
        clickable = self.choice.open_targets()
        if self.voyage is not None:
            clickable &= self.voyage.clicks(self.choice.kind, self.choice.clicks)
        placed: list[tuple[tuple[int, int, float], Target]] = []
        for item in self.scene.all_targets():
            if item.target is not None and item.target in clickable and item.isVisible():
                r = item.sceneBoundingRect()
                placed.append(((0, round(r.center().y() / 40), r.x()), item.target))
        for i, card in enumerate(self.private.card_buttons):
            if card in clickable:
                placed.append(((1, 0, float(i)), card))
        placed.sort(key=lambda entry: entry[0])
        return [target for _, target in placed]

    def show_cursor(self, target: Target | None) -> None:
        """Draws the keyboard's focus ring on one target (None: on none) and brings a Vote card into view.

        A screen reader reads what the ring has just come onto (`ui/access.py`).
        """
        if self.scene is not None:
            from PySide6.QtGui import QAccessible

            from tortuga_qt.ui import access

            for item in self.scene.all_targets():
                ringed = target is not None and item.target == target
                if ringed and not item.focused:
                    item.set_focus_ring(True)
                    access.notify(item, QAccessible.Event.Focus)
                else:
                    item.set_focus_ring(ringed)
        self.private.set_card_focus(target)
        button = self.private.card_buttons.get(target) if isinstance(target, VoteCard) else None
        if button is not None:
            self.private_scroll.ensureWidgetVisible(button)

    def choose_target(self, target: Target) -> None:
        """Chooses a target from the keyboard: exactly what a click on it does."""
        self._on_target(target)

    def _raise_curtain(self, view: SeatView, log: list[Event]) -> None:
        """Raises the curtain for the step's person, with the public recap of what they missed."""
        from tortuga_qt.rules.events import AtlantisPassed

        session = self.session
        assert session is not None
        step = session.step
        public = log  # behind the curtain the screen holds no seat: its log is the public one
        if self._holder is not None and self._holder != step.seat:
            self._seen[self._holder] = len(public)  # they leave the device having seen all of it
        # A map kept folded again says nothing new: the recap leaves it out (the log keeps it).
        news = [self._story_line(e) for e in public[self._seen.get(step.seat, 0):] if not isinstance(e, AtlantisPassed)]
        reason = step.reason
        if reason == "decide" and view.decision is not None and view.decision.kind == "vote":
            reason = "vote"
        fresh = not self.curtain.isVisible() or self.curtain.seat != step.seat
        self.curtain.show_for(step.seat, session.names[step.seat], reason, news)
        if fresh:  # a new hand-off: screen readers say who takes the device, and why (nothing secret)
            self.announcer.say(self.curtain.words())

    def _show_actions(self, kind: StepKind, seat: int, reason: str, view: SeatView, legal: tuple[Action, ...]) -> None:
        from tortuga_qt.rules.actions import Atlantis
        from tortuga_qt.rules.notation import format_action

        panel = self.actions_panel
        panel.clear()
        assert self.session is not None
        if kind is not StepKind.DECIDE or self._asking not in legal:
            self._asking = None  # the question was answered, or its moment is over
        names = self.session.names
        if kind is StepKind.CURTAIN:
            panel.prompt.setText(QCoreApplication.translate("Table", "Waiting for {name} to take the device.").format(name=names[seat]))
            return
        if kind is StepKind.BOT:
            panel.prompt.setText(QCoreApplication.translate("Table", "{name} (computer): thinking…").format(name=names[seat]))
            return
        if kind is StepKind.OVER:
            ended = self.session.game_over_event()
            panel.prompt.setText(self._story_line(ended) if ended is not None
                                 else QCoreApplication.translate("Table", "The game is over."))
            if not self.session.practice:  # a lesson goes on with the voyage's own buttons
                if ended is not None:
                    panel.add_button(QCoreApplication.translate("Table", "Show the end of the game again"), self._show_end, "endAgain")
                    panel.add_button(QCoreApplication.translate("Table", "Rematch: the same seats, a new deal"), self.rematch, "rematch")
                panel.add_button(QCoreApplication.translate("Table", "New game…"), self.ask_new_game, "newGame")
            return
        if kind is StepKind.LOOK:
            panel.prompt.setText(W.look_text(reason, names[seat], self.session.log()))
            panel.add_button(QCoreApplication.translate("Table", "Done — hide my secrets"), self._look_done, "lookDone")
            return
        from tortuga_qt.ui.scene.tips import card_text

        panel.prompt.setText(W.decision_text(view, names, card_text) + self._hint(view))
        if self.choice is not None:
            if self.choice.confirms and self.choice.complete() is not None:  # intent shown: confirm or change it
                two = len(self.choice.clicks) == 2
                panel.prompt.setText(panel.prompt.text() + "\n\n" + (
                    QCoreApplication.translate("Table", "Your two cards are marked. Put them down, or click a card to change your mind.")
                    if two else QCoreApplication.translate("Table", "Your card is marked. Put it down, or click another card to change your mind.")))
                panel.add_button(QCoreApplication.translate("Table", "Put down these two cards") if two
                                 else QCoreApplication.translate("Table", "Put down this card"), self._confirm, "confirm")
            else:
                what = W.prompt(self.choice.kind, len(self.choice.clicks))
                if not self.choice.auto:  # the action chosen, then what to click for it
                    what = QCoreApplication.translate("Table", "You chose: {action}.\n{what}").format(
                        action=W.kind_label(self.choice.kind), what=what)
                panel.prompt.setText(panel.prompt.text() + "\n\n" + what)
            if not self.choice.auto or self.choice.clicks:
                panel.add_button(QCoreApplication.translate("Table", "Cancel"), self._cancel, "cancel")
            return
        if self._asking is not None:  # a choice that throws something away: asked first, here in the panel
            self._ask_first(self._asking)
            return
        entries = C.entries(legal)  # the usual choice first (app/choices.py)
        for entry in entries:
            if entry.direct is not None:
                panel.add_button(W.direct_label(entry.direct), lambda _=False, a=entry.direct: self._press(a),
                                 "do:" + format_action(entry.direct))
            else:
                panel.add_button(W.kind_label(entry.kind), lambda _=False, k=entry.kind, c=list(entry.actions):
                                 self._start_choice(k, c), "kind:" + entry.kind)
        if any(isinstance(a, Atlantis) for a in legal) and not self.session.practice:
            self._atlantis_option(seat)
        if len(entries) == 1 and entries[0].direct is None:
            self._start_choice(entries[0].kind, list(entries[0].actions), auto=True)

    def _press(self, action: Action) -> None:
        """A button that applies an action at once; a choice that throws something away asks first."""
        if not C.throws_away(action):
            self._submit(action)
        elif self.voyage is None or self.voyage.allows_action(action):
            self._asking = action
            self.refresh()

    def _ask_first(self, action: Action) -> None:
        """The action panel asks before a choice that throws something away: Yes applies it, Back (Esc) goes back."""
        panel = self.actions_panel
        question, yes = W.ask_first(action)
        panel.prompt.setText(panel.prompt.text() + "\n\n" + question)
        panel.add_button(yes, lambda _=False: self._back(action), "yes")
        panel.add_button(W.back_label(), lambda _=False: self._back(None), "cancel")

    def _back(self, action: Action | None) -> None:
        """Answers the question: applies the action (Yes), or goes back to the decision's buttons (None)."""
        self._asking = None
        if action is not None:
            self._submit(action)
        else:
            self.refresh()

    def _atlantis_option(self, seat: int) -> None:
        """Offers the Atlantis holder to be asked only before their own turn (remembered for the game)."""
        session = self.session
        assert session is not None
        box = QCheckBox(QCoreApplication.translate("Table", "Ask me only before my own turn"))
        box.setObjectName("atlantisOwnTurn")
        tip = QCoreApplication.translate("Table", "When this is ticked, the map stays folded before the other pirates' turns and nobody passes you the device for it. You are still asked before their turns when you will miss your own next turn.")
        box.setToolTip(tip)
        box.setChecked(seat in session.atlantis_own_turn)
        box.toggled.connect(lambda on, s=seat: session.set_atlantis_own_turn(s, on))
        self.actions_panel.buttons.addWidget(box)

    # ------------------------------------------------------------------ reveals everyone sees

    def note_reveal(self, event: Event) -> None:
        """Remembers a vote's result, a revealed card or a maroon, to show everyone before the next curtain."""
        session = self.session
        if session is None or session.practice:
            return
        if sum(session.humans) <= 1:
            self.shown_reveals.append(event)  # one person: the mat shows it as it happens, nobody to wait for
        elif self.reveal_ms > 0:
            self._reveals.append(event)

    def reveal_held(self) -> bool:
        """Returns whether the table holds the public view with reveals for everyone now."""
        return self._holding

    def _hold_reveals(self) -> None:
        """Starts showing the reveals to everyone; a curtain (or the end) follows after a click or `reveal_ms`."""
        from tortuga_qt.rules.events import Revealed, VoteResult

        session, scene = self.session, self.scene
        assert session is not None and scene is not None
        self._holding = True
        self.shown_reveals += self._reveals
        last = next((e for e in reversed(self._reveals) if isinstance(e, (VoteResult, Revealed))), None)
        if last is not None:
            self._present(last, keep=True)  # it stays until the table goes on
        if session.step.kind in (StepKind.CURTAIN, StepKind.OVER):  # nothing secret follows: it may go on alone
            self._reveal_timer.start(self.reveal_ms)

    def _show_reveals(self, kind: StepKind, seat: int) -> None:
        """The action panel while everyone looks: what was revealed, who is next, and Continue."""
        panel = self.actions_panel
        panel.clear()
        assert self.session is not None
        name = self.session.names[seat] if seat >= 0 else ""
        lines = "\n• ".join(self.storyteller.line(e) for e in self._reveals)
        text = QCoreApplication.translate("Table", "For everyone at the table to see:") + "\n• " + lines
        if kind is StepKind.CURTAIN:  # a public moment ends every claim (app/seating.py): a curtain always follows
            text += "\n\n" + QCoreApplication.translate("Table", "Then the device goes to {name}.").format(name=name)
        panel.prompt.setText(text)
        panel.set_message("")  # the same words are in the prompt now
        panel.add_button(QCoreApplication.translate("Table", "Continue"), self._end_reveals, "continue")

    def _reveal_timeout(self) -> None:
        session = self.session
        if self._holding and session is not None and session.step.kind in (StepKind.CURTAIN, StepKind.OVER):
            self._end_reveals()

    def _end_reveals(self) -> None:
        """Everyone has seen the reveals: the curtain (or the next person's view) comes now."""
        if not self._holding:
            return
        self._holding = False
        self._reveals = []
        self._reveal_timer.stop()
        if self.scene is not None:
            self.scene.clear_card()
        self.refresh()

    def _hint(self, view: SeatView) -> str:
        """Returns a hint for the decision at hand, when hints are on (never during a lesson)."""
        if not self.hints.isChecked() or self.session is None or self.session.practice:
            return ""
        from tortuga_qt.help.hints import hint

        text = hint(view, self.session.names)
        return "\n\n" + QCoreApplication.translate("Table", "Hint: {hint}").format(hint=text) if text else ""

    # ------------------------------------------------------------------ intents

    def _ask_hint(self) -> None:
        """Asks the session for a Hard pirate's suggestion for the decision at hand (the private panel shows it)."""
        if self.session is not None and self.hard_hints.isChecked():
            self.session.hint()
            self.refresh()

    def _start_choice(self, kind: str, candidates: list[Action], auto: bool = False) -> None:
        if self.voyage is not None and not auto and not self.voyage.allows_kind(kind):
            return
        self.choice = Choice(kind, tuple(candidates), auto=auto)
        if not auto:
            self.actions_panel.set_message("")
        self.refresh()

    def _cancel(self) -> None:
        if self.choice is not None and self.choice.auto:
            self.choice.clicks = ()  # nothing else to choose: start this choice over
        else:
            self.choice = None
        self.actions_panel.set_message("")
        self.refresh()

    def _on_target(self, target: object) -> None:
        """Handles a click on the mat or the private panel (None: on nothing)."""
        session = self.session
        if session is None:
            return
        if self._holding:  # a click on the mat while everyone looks: the table goes on
            self._end_reveals()
            return
        if self.voyage is not None and isinstance(target, TARGET_TYPES) and not self._voyage_click(target):
            return
        if session.step.kind is not StepKind.DECIDE:
            if target is not None:
                self.actions_panel.set_message(QCoreApplication.translate("Table", "Nothing to choose now."))
            return
        if self.choice is None:
            self.actions_panel.set_message(QCoreApplication.translate("Table", "First choose an action on the right."))
            return
        if not isinstance(target, TARGET_TYPES):
            return
        if not self.choice.click(target):
            self.actions_panel.set_message(*self._why_not(target))
            return
        self.actions_panel.set_message("")
        action = self.choice.complete()
        if action is not None and not self.choice.confirms:
            self._submit(action)
        else:
            self.refresh()  # a marked Vote card waits for "Put down this card"

    def _confirm(self) -> None:
        """Plays the marked Vote card(s): the player confirmed the intent."""
        action = self.choice.complete() if self.choice is not None else None
        if action is not None:
            self._submit(action)

    def _why_not(self, target: Target) -> tuple[str, str | None]:
        """Returns why a click is refused (the rule, in words, or what to click instead) and the rule's page."""
        from tortuga_qt.help.reference import page_for_rule

        assert self.session is not None and self.choice is not None
        wanted = self.choice.meant(self.session.step.seat, target)
        refusal = self.session.why_not(wanted) if wanted is not None else None
        if refusal is not None:
            return (QCoreApplication.translate("Table", "Not allowed: {why}").format(why=W.refusal(refusal.code, refusal.message)),
                    page_for_rule(refusal.rule, refusal.code))
        return QCoreApplication.translate("Table", "That cannot be chosen now. {prompt}").format(
            prompt=W.prompt(self.choice.kind, len(self.choice.clicks))), None

    def _submit(self, action: Action) -> None:
        assert self.session is not None
        if self.voyage is not None and not self.voyage.allows_action(action):
            return
        self.choice = None
        self.actions_panel.set_message("")
        if self.session.submit(action) and self.voyage is not None:
            self.voyage.task_done()

    def _claim(self, seat: int) -> None:
        if self.session is not None:
            if self.voyage is not None and not self.voyage.allows_claim(seat):
                return
            self.session.claim(seat)
            if self.voyage is not None:
                self.voyage.task_done()

    def _look_done(self) -> None:
        if self.session is not None:
            if self.voyage is not None and not self.voyage.allows_look():
                return
            self.session.look_done()
            if self.voyage is not None:
                self.voyage.task_done()

    def _on_refused(self, refusal: Refusal) -> None:
        from tortuga_qt.help.reference import page_for_rule

        self.actions_panel.set_message(QCoreApplication.translate("Table", "Not allowed: {why}").format(
            why=W.refusal(refusal.code, refusal.message)), page_for_rule(refusal.rule, refusal.code))
        self.refresh()

    def closeEvent(self, event: QCloseEvent) -> None:
        """Stops computer seats before closing (a finished game not yet filed is tried once more); the window's place is kept for the next launch."""
        if not self.close_unfiled():
            event.ignore()  # the player keeps the window open until the finished game can be saved
            return
        if self.session is not None:
            self.session.stop()
        remember_place(self, self.settings)
        super().closeEvent(event)

