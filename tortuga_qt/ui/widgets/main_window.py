"""The main window: the mat, the side panels, the curtain, menus, and the flow of a game."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSettings, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QResizeEvent
from PySide6.QtWidgets import QMainWindow

from tortuga_qt.app.library import Library
from tortuga_qt.app.presenter.intents import (
    Claim,
    ClickTarget,
    Intent,
)
from tortuga_qt.app.presenter.presenter import TablePresenter
from tortuga_qt.app.seating import StepKind
from tortuga_qt.app.story import Storyteller
from tortuga_qt.app.targets import TARGET_TYPES, Choice, Target
from tortuga_qt.ui.learn.host import VoyageHost
from tortuga_qt.ui.lookups import table_lookups
from tortuga_qt.ui.phones.link import PhoneLink
from tortuga_qt.ui.widgets.files import FileCommands
from tortuga_qt.ui.widgets.looks import TableLooks
from tortuga_qt.ui.widgets.menus import TableMenus
from tortuga_qt.ui.widgets.shows import Presentations
from tortuga_qt.ui.widgets.table_motion import TableMotion
from tortuga_qt.ui.widgets.table_pace import TablePace
from tortuga_qt.ui.widgets.window_place import remember_place, restore_place

if TYPE_CHECKING:  # the table's widgets, the rules engine and pydantic load after the first frame
    from tortuga_qt.app.new_game import NewGame
    from tortuga_qt.app.presenter.frames import CurtainFrame, Frame
    from tortuga_qt.app.session import GameSession
    from tortuga_qt.record.savefile import LoadedGame
    from tortuga_qt.ui.learn.voyage import Voyage
    from tortuga_qt.ui.scene.table_scene import TableScene
    from tortuga_qt.ui.widgets.curtain import Curtain
    from tortuga_qt.ui.widgets.log_panel import LogPanel
    from tortuga_qt.ui.widgets.menu_words import Worded
    from tortuga_qt.ui.widgets.opening import OpeningFrame
    from tortuga_qt.ui.widgets.panels.actions import ActionPanel
    from tortuga_qt.ui.widgets.panels.private import PrivatePanel
    from tortuga_qt.ui.widgets.panels.seats import SeatsPanel
    from tortuga_qt.ui.widgets.table_body import TableBody
    from tortuga_qt.ui.widgets.table_column import DeferredPane, TableColumn
    from tortuga_qt.ui.widgets.table_view import TableView

# Qt's namespace (its hundred enums are made by PySide6 on first use, ~40 ms) is imported in the functions that use it: this module is on the way to the window's first frame.

class MainWindow(QMainWindow):
    """The table.

    Built whole by default. `build=False` (the program's start) shows only the opening frame, a
    picture of the mat, so the window is on screen at once; the table is built by the first game
    put on it. When that game starts behind the curtain, the curtain comes first and the table is
    built behind it once the curtain is on screen (or at once, if the curtain is clicked sooner):
    the curtain shows nothing of the table, and the table is never drawn unbuilt.
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
    body: TableBody
    opening: OpeningFrame | None
    menu_words: list[Worded]  # every menu and command, with its words (the menus word them again in place)

    def __init__(self, settings: QSettings | None = None, bot_delay_ms: int = 700, data_dir: Path | None = None,
                 reveal_ms: int = 4000, build: bool = True) -> None:
        super().__init__()
        self.settings = settings or QSettings("tortuga_qt", "Tortuga 1667")
        self.library = Library(self.settings, data_dir, parent=self)  # every file policy lives there
        self.files = FileCommands(self, self)  # start-up, open, save as, replays, warnings (ui/widgets/files.py)
        self.shows = Presentations(self, self)  # events shown large and read out, the end screen, the reference
        self.voyage_host = VoyageHost(self, self)  # the guided first voyage's entry and exit (ui/learn/host.py)
        self.menus = TableMenus(self, self)  # the menu bar, built with the table (ui/widgets/menus.py)
        self.library.recent_changed.connect(self.menus.fill_recent)
        self.bot_delay_ms = bot_delay_ms
        self.lesson_delay_ms = bot_delay_ms  # the walkthrough's scripted seats move at this pace
        self.voyage: Voyage | None = None  # the guided first voyage, while it runs
        self.setWindowTitle(QCoreApplication.translate("Table", "Tortuga 1667"))
        self.looks = TableLooks(self, self)  # high contrast and the zoom, as remembered (ui/widgets/looks.py)
        self.session: GameSession | None = None
        self.presenter: TablePresenter | None = None  # the game's presenter: choice, reveals, recaps, buttons, words
        self.scene: TableScene | None = None
        # Reveals everyone sees: a vote's result, a revealed Event card or a maroon stays on the
        # public table until someone goes on; with computers only, for `reveal_ms` at the normal
        # pace (0: never held, as in most tests). Only the curtain and the computers wait, never the rules.
        self.reveal_ms = reveal_ms
        self.pace = TablePace(self, self)  # View › Pace and the held reveal's clock (ui/widgets/table_pace.py)
        self.motion = TableMotion(self, self)  # View › Animations: normal, fast, off (ui/widgets/table_motion.py)
        self.phones = PhoneLink(self)  # the seats on phones: their server, frames and pairing (ui/phones/link.py)
        self._frame: Frame | None = None  # the frame drawn last
        self._acting = False  # an intent is being handled: the table is drawn once, after it
        self._dirty = False  # something asked for a redraw while an intent was being handled
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
        self.menus.build()
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
        self.curtain.cover(self.side_pane)  # the private side only: the mat and the log stay public
        from tortuga_qt.ui.widgets.keyboard import TableKeys

        self.keys = TableKeys(self, self)  # the whole table by keyboard: number keys, Tab and arrows, Enter, Esc

    def _ensure_curtain(self) -> None:
        if not hasattr(self, "curtain"):
            from tortuga_qt.ui.widgets.curtain import Curtain
            from tortuga_qt.ui.widgets.recap_on_mat import RecapOnMat

            self.curtain = Curtain(self)  # a child of the window, above everything (not a splitter pane)
            self.curtain.guard_ms = self.claim_guard_ms
            self.curtain.claimed.connect(lambda seat: self.act(Claim(seat)))
            self.recap = RecapOnMat(self, lambda: self.body.marks if self._built else None)  # the recap, on the mat
            self.curtain.line_hovered.connect(self.recap.light)
            self.curtain.show_again.connect(self.recap.show_again)
            self.refreshed.connect(self.recap.redrawn)  # a redraw mid-showing does not cut it short
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
        if not self.files.keep_unfinished():
            return False
        self.voyage_host.end_voyage()
        self.install(GameSession(new.config, seed, new.humans, self.bot_delay_ms, parent=self,
                                  autosave=self.library.autosave, levels=new.levels, phones=new.phones))
        return True

    def resume(self, loaded: LoadedGame, keep_current: bool = True) -> bool:
        """Puts a saved game back on the table, behind the curtain; returns whether it did."""
        from tortuga_qt.app.session import GameSession

        if keep_current and not self.files.keep_unfinished(opening=True):
            return False
        self.voyage_host.end_voyage()
        self.install(GameSession.from_save(loaded, self.bot_delay_ms, parent=self, autosave=self.library.autosave))
        return True

    def install(self, session: GameSession) -> None:
        """Puts a game (or a lesson) on the table, with its presenter, in place of the one there."""
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
        session.save_failed.connect(self.files.show_save_problem)
        self.files.show_save_problem(session.save_error)
        self._set_title()
        self.storyteller = Storyteller(session.names, mark_secrets=False)
        self.pace.stop()
        self._frame, self._acting, self._dirty = None, False, False
        self.presenter = TablePresenter(session, self.storyteller, table_lookups(), hold_reveals=self.reveal_ms > 0,
                                        gate=self.voyage)
        self.session.step_changed.connect(lambda _step: self.refresh())
        self.session.events_applied.connect(self.shows.on_events)
        self.session.refused.connect(self.presenter.on_refused)  # the refusal's words, then the frame saying them
        self.session.refused.connect(lambda _refusal: self.refresh())
        self.session.hint_ready.connect(lambda _action: self.refresh())
        self.pace.table_changed(session)  # its computers pause at the pace chosen
        self._ensure_curtain()
        if self._defer and session.step.kind is StepKind.CURTAIN and self.voyage is None:
            self._defer, self._behind_curtain = False, True
            self.curtain.installEventFilter(self)  # until its first paint: then the table is built behind it
            frame = self._frame = self.presenter.frame()
            assert frame.curtain is not None
            self._raise_curtain(frame.curtain)  # the table is built once this is on screen
            self.refreshed.emit()
            return
        self.build_table()
        self._set_table(session)
        self.refresh()

    def _set_table(self, session: GameSession) -> None:
        """Puts a new game's mat on the table."""
        from tortuga_qt.ui.scene.table_scene import TableScene

        self.scene = TableScene(session.names, session.pirates)
        self.motion.apply()  # the mat's speed: as chosen, or off when the system asks for reduced motion
        self.scene.target_clicked.connect(lambda t: self.act(ClickTarget(t if isinstance(t, TARGET_TYPES) else None)))
        self.scene.discard_clicked.connect(self.shows.browse_discard)
        self.scene.help_requested.connect(self.shows.open_page)
        self.body.set_scene(self.scene, session.pirates)

    def _build_body(self) -> None:
        from tortuga_qt.ui import theme
        from tortuga_qt.ui.widgets.table_body import TableBody

        assert self.scene is not None
        body = self.body = TableBody(self.scene, self.act, self.shows.open_page)
        self.table, self.seats, self.private, self.actions_panel = body.table, body.seats, body.private, body.actions_panel
        self.log, self.column, self.side_panel, self.side_pane = body.log, body.column, body.side_panel, body.side_pane
        self.private_scroll, self.side_layout = body.private_scroll, body.side_layout
        self.setCentralWidget(body.splitter)
        self._ensure_curtain()
        self.looks.size_panels(theme.current())  # the zoom in force

    def _set_title(self) -> None:
        """Titles the window; a chosen seed reproduces every card: the table must know the game is seeded."""
        seed = self.session.seed if self.session is not None else None
        if seed is None:
            self.setWindowTitle(QCoreApplication.translate("Table", "Tortuga 1667"))
        else:
            self.setWindowTitle(QCoreApplication.translate("Table", "Tortuga 1667 — seeded game (seed {seed})").format(seed=seed))

    def retranslate(self) -> None:
        """Words the whole window again in the language now installed: title, menus, panels, mat, log."""
        if self.presenter is not None:
            self.presenter.forget_words()  # before the redraw (Qt's LanguageChange event comes later)
        self._set_title()
        if self.built:
            self.private.forget()  # its words are made again in the new language
            self.seats.retranslate()
            self.table.retranslate()
        self.shows.retranslate_reference()  # the rules reference open beside the table
        if self.menus.reword():  # the menus in place (the same actions: every reference and shortcut stays valid)
            self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        """Words the story again when another language is installed."""
        if event.type() == QEvent.Type.LanguageChange and self.presenter is not None:
            self.presenter.forget_words()
        super().changeEvent(event)

    def settle_layout(self) -> None:
        """Lays out the panels now if a drag of the window's edge left them waiting (tests, pictures)."""
        for drag in (self.side_pane.drag, self.column.drag):
            if drag.waiting:
                drag.settle()

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Keeps the curtain over what it covers (the side column; before the table, the whole body)."""
        super().resizeEvent(event)
        self.looks.resized()  # a zoom the new size no longer holds (or holds again) follows
        if self.session is not None and self.curtain.isVisible():
            self.curtain.cover()  # the side column (before the table: the whole window below the menu bar)

    # ------------------------------------------------------------------ drawing a step

    def refresh(self) -> None:
        """Draws the table's frame now; while an intent is handled, once after it (one render per action)."""
        if self.session is None or self.presenter is None:
            return
        if self._acting:
            self._dirty = True
            return
        if not self._built:  # a click on the curtain before its table was built: built now, first
            self._finish_table()  # (which draws the game)
            return
        if self.scene is None:
            return
        self.files.show_save_problem(self.session.save_error)
        presenter = self.presenter
        presenter.show_tips, presenter.offer_hints = self.menus.hints.isChecked(), self.menus.hard_hints.isChecked()
        self.draw(presenter.frame())

    def act(self, intent: Intent) -> None:
        """Hands an intent (a click, a key, a button) to the presenter; the table is drawn once after it."""
        presenter = self.presenter
        if presenter is None or self._acting:
            return
        self._acting, self._dirty = True, False
        try:
            reply = presenter.handle(intent)
        finally:
            self._acting = False
        if reply.render or self._dirty:
            self.refresh()
        if reply.command:
            {"endAgain": self.shows.show_end, "rematch": self.shows.rematch, "newGame": self.ask_new_game}.get(reply.command, lambda: self.phones.command(reply.command))()

    def draw(self, frame: Frame) -> None:
        """Draws one frame: the mat, the panels, the log, the buttons, the curtain."""
        scene = self.scene
        assert scene is not None
        before, self._frame = self._frame, frame
        self.pace.draw(before, frame)  # a reveal held on the mat until the table goes on
        self.body.draw(scene, frame)
        if frame.curtain is not None:
            self._raise_curtain(frame.curtain)
        else:
            self.curtain.hide()
        if frame.ended:
            self.files.file_finished_game()
            QTimer.singleShot(0, self.shows.show_end)
        if self.keys.cursor is not None and self.keys.cursor not in self.keyboard_targets():
            self.keys.cursor = None  # what the ring was on cannot be chosen any more
        self.keys.ring(self.keys.cursor)  # the ring goes back on what it was on (a Vote card brought into view)
        self.menus.update()  # file commands enabled only when they can work
        self.refreshed.emit()

    def keyboard_targets(self) -> list[Target]:
        """Returns what can be chosen now, in reading order (ui/widgets/keyboard.py moves its ring over them)."""
        return self.keys.order() if self._built else []

    def clickable(self) -> frozenset[Target]:
        """Returns what can be clicked in the frame drawn last."""
        return self._frame.clickable if self._frame is not None else frozenset()

    def _raise_curtain(self, curtain: CurtainFrame) -> None:
        """Raises the curtain for the step's person, with the public recap; a new hand-off is read out (nothing secret)."""
        if self.curtain.show_frame(curtain):
            self.announcer.say(self.curtain.words())

    # ------------------------------------------------------------------ what the presenter holds

    @property
    def choice(self) -> Choice | None:
        """Returns the choice being built by clicks (None: none)."""
        return self.presenter.choice if self.presenter is not None else None

    @choice.setter
    def choice(self, choice: Choice | None) -> None:
        if self.presenter is not None:
            self.presenter.choice = choice

    @property
    def shown_reveals(self) -> list[object]:
        """Returns every reveal the table showed to everyone, in order."""
        return self.presenter.shown_reveals if self.presenter is not None else []

    def reveal_held(self) -> bool:
        """Returns whether the table holds the public view with reveals for everyone now."""
        return self.presenter is not None and self.presenter.reveal_held()

    # ------------------------------------------------------------------ intents from the widgets

    def closeEvent(self, event: QCloseEvent) -> None:
        """Stops computer seats before closing (a finished game not yet filed is tried once more); the window's place is kept for the next launch."""
        if not self.files.close_unfiled():
            event.ignore()  # the player keeps the window open until the finished game can be saved
            return
        if self.session is not None:
            self.session.stop()
        self.phones.stop()  # every phone is told goodbye; nothing listens any more
        remember_place(self, self.settings)
        self.looks.closed()  # the application's normal font and palette back
        super().closeEvent(event)

