"""The main window: the mat, the side panels, the curtain, menus, and the flow of a game."""

from __future__ import annotations

import random

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSettings, QStandardPaths, QTimer, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence, QPainter, QResizeEvent
from PySide6.QtWidgets import QGraphicsView, QMainWindow, QMessageBox, QScrollArea, QSplitter, QVBoxLayout, QWidget

from typing import TYPE_CHECKING

from tortuga_qt.app import wording as W
from tortuga_qt.app.seating import StepKind
from tortuga_qt.app.targets import Choice, targets
from tortuga_qt.rules.describe import Storyteller, card_name, ship_name, vote_name
from tortuga_qt.rules.events import Event, redact
from tortuga_qt.rules.notation import format_action
from tortuga_qt.ui.scene.table_scene import TableScene
from tortuga_qt.ui.widgets.curtain import Curtain
from tortuga_qt.ui.widgets.panels import ActionPanel, LogPanel, PrivatePanel, SeatsPanel

if TYPE_CHECKING:  # the rules engine and pydantic load after the first paint, with the game
    from tortuga_qt.app.session import GameSession, Refusal
    from tortuga_qt.record.savefile import LoadedGame
    from tortuga_qt.rules.views import SeatView
    from tortuga_qt.ui.widgets.dialogs import NewGame

STYLE = """
QMainWindow, QWidget#side { background: #efe3c2; }
QLabel#heading { font: bold 13pt serif; color: #3b2a14; padding: 4px 0; }
QLabel#prompt { font: 12pt serif; color: #2b1d0e; }
QLabel#message { color: #8c2f1b; font-style: italic; }
QLabel#muted { color: #7a6a4f; font-style: italic; }
QLabel#loyalty { font: bold 12pt serif; }
QFrame#private { background: #f7efd9; border: 1px solid #c9b07a; border-radius: 6px; }
QPushButton { background: #fbf3dc; border: 1px solid #8a6d3b; border-radius: 5px; padding: 6px 10px; font: 11pt serif; }
QPushButton:hover { background: #f2c14e; }
QListWidget { background: #fbf6e8; border: 1px solid #c9b07a; font: 10pt serif; }
QWidget#curtain QLabel#curtainTitle { color: #3b1d0e; font: bold 24pt serif; }
QWidget#curtain QLabel#curtainReason { color: #4a3116; font: 13pt serif; }
QWidget#curtain QLabel#curtainNews { color: #3b2a14; font: 10pt serif; background: rgba(251,243,220,215);
    border: 1px solid #c9b07a; border-radius: 6px; padding: 6px; }
QLabel#curtainTitle { font: bold 22pt serif; }
QPushButton#claimButton { font: bold 16pt serif; padding: 10px 30px; background: #f2c14e; }
"""


class TableView(QGraphicsView):
    """Shows the whole mat, scaled to the window, crisp at any size and pixel ratio."""

    def __init__(self, scene: TableScene) -> None:
        super().__init__(scene)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setMinimumSize(640, 400)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Keeps the whole mat in view."""
        super().resizeEvent(event)
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)


class MainWindow(QMainWindow):
    """The table."""

    # Fires after the window has drawn a new step (tests wait on it).
    refreshed = Signal()
    # Fires once, when the mat has been painted for the first time (start-up continues then).
    first_painted = Signal()

    def __init__(self, settings: QSettings | None = None, bot_delay_ms: int = 700, data_dir: Path | None = None) -> None:
        super().__init__()
        self.settings = settings or QSettings("tortuga_qt", "Tortuga 1667")
        if data_dir is None:
            data_dir = Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))
        self.data_dir = data_dir
        self.autosave_path: Path | None = data_dir / "autosave.tortuga"  # None: another copy runs
        self.bot_delay_ms = bot_delay_ms
        self.setWindowTitle(QCoreApplication.translate("Table", "Tortuga 1667"))
        self.setStyleSheet(STYLE)
        self.session: GameSession | None = None
        self.scene: TableScene | None = None
        self.choice: Choice | None = None
        self._auto_choice = False  # the choice was started for the player (nothing else to do)
        self._ended_shown = False
        self._public_mark = 0  # public events already seen by whoever last had the device
        self._saved_steps = -1  # the game on the table is in a file at this many steps
        self._last_step: object = None
        self._news = False  # the message shows news from the last action (kept for one step)
        self._build_menus()
        self.scene = TableScene([], [])
        self._build_body()
        self._painted = False
        self.table.viewport().installEventFilter(self)
        self.resize(1440, 900)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        """Notices the first paint of the mat."""
        if not self._painted and event.type() == QEvent.Type.Paint and obj is self.table.viewport():
            self._painted = True
            QTimer.singleShot(0, self.first_painted.emit)
        return False

    # ------------------------------------------------------------------ setup

    def _build_menus(self) -> None:
        game = self.menuBar().addMenu(QCoreApplication.translate("Table", "&Game"))
        new = QAction(QCoreApplication.translate("Table", "&New game…"), self)
        new.setShortcut(QKeySequence.StandardKey.New)
        new.triggered.connect(self.ask_new_game)
        game.addAction(new)
        open_ = QAction(QCoreApplication.translate("Table", "&Open…"), self)
        open_.setShortcut(QKeySequence.StandardKey.Open)
        open_.triggered.connect(self.ask_open)
        game.addAction(open_)
        save_as = QAction(QCoreApplication.translate("Table", "Save &As…"), self)
        save_as.setShortcut(QKeySequence.StandardKey.SaveAs)
        save_as.triggered.connect(self.ask_save_as)
        game.addAction(save_as)
        self.recent_menu = game.addMenu(QCoreApplication.translate("Table", "&Recent games"))
        self._fill_recent()
        replay = QAction(QCoreApplication.translate("Table", "&Watch the replay of this game"), self)
        replay.triggered.connect(lambda: self.show_replay())  # the signal's flag is not a path
        game.addAction(replay)
        game.addSeparator()
        quit_ = QAction(QCoreApplication.translate("Table", "&Quit"), self)
        quit_.setShortcut(QKeySequence.StandardKey.Quit)
        quit_.triggered.connect(self.close)
        game.addAction(quit_)
        view = self.menuBar().addMenu(QCoreApplication.translate("Table", "&View"))
        self.animations = QAction(QCoreApplication.translate("Table", "&Animations"), self, checkable=True)
        self.animations.setChecked(self.settings.value("animations", True, type=bool))
        self.animations.toggled.connect(self._animations_toggled)
        view.addAction(self.animations)
        skip = QAction(QCoreApplication.translate("Table", "&Skip animation"), self)
        skip.setShortcut(QKeySequence(Qt.Key.Key_Space))
        skip.triggered.connect(self._skip)
        view.addAction(skip)

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
        """Starts a first game: you and one friend against three computer pirates."""
        from tortuga_qt.rules.config import default_config
        from tortuga_qt.ui.widgets.dialogs import NewGame

        cfg = default_config(5)
        self.start(NewGame(cfg, [True, True, False, False, False], None))

    def start(self, new: NewGame) -> None:
        """Starts a game on the table (replacing any game on it)."""
        from tortuga_qt.app.session import GameSession

        seed = new.seed if new.seed is not None else random.SystemRandom().randrange(2**31)
        self._keep_unfinished()
        self._install(GameSession(new.config, seed, new.humans, self.bot_delay_ms, parent=self,
                                  autosave=self.autosave_path))

    def resume(self, loaded: LoadedGame, keep_current: bool = True) -> None:
        """Puts a saved game back on the table, behind the curtain."""
        from tortuga_qt.app.session import GameSession

        if keep_current:
            self._keep_unfinished()
        self._install(GameSession.from_save(loaded, self.bot_delay_ms, parent=self, autosave=self.autosave_path))

    def _keep_unfinished(self) -> None:
        """Files an unfinished game under saves/ before another replaces it (never lose a game)."""
        import time

        from tortuga_qt.record.savefile import EXTENSION, SaveError, read_save, save_bytes
        from tortuga_qt.record.atomic import atomic_write

        data = b""
        if self.session is not None and not self.session.game.over:
            if len(self.session.game.actions) == self._saved_steps:
                return  # this very position is already in a file (saved or opened)
            data = save_bytes(self.session.to_save())
        elif self.session is None and self.autosave_path is not None and self.autosave_path.exists():
            try:
                if not read_save(self.autosave_path).save.finished:
                    data = self.autosave_path.read_bytes()  # a game the player chose not to resume
            except (SaveError, OSError):
                return  # a damaged autosave was set aside at start-up
        if not data:
            return
        path = self.data_dir / "saves" / f"unfinished-{time.strftime('%Y%m%d-%H%M%S')}-{time.monotonic_ns() % 1000}{EXTENSION}"
        try:
            atomic_write(path, data)
        except OSError:
            return
        self._add_recent(path)

    def _install(self, session: GameSession) -> None:
        old = self.session
        if old is not None:
            old.stop()
            for signal in (old.step_changed, old.events_applied, old.refused, old.save_failed):
                try:
                    signal.disconnect()
                except (RuntimeError, TypeError):
                    pass
            old.deleteLater()
        self.session = session
        self._last_step, self._news, self._auto_choice = None, False, False
        self._saved_steps = -1
        session.save_failed.connect(self._show_save_problem)
        self._show_save_problem(session.save_error)
        config = session.game.config
        names = session.names
        pirates = [s.pirate for s in config.seats]
        self.scene = TableScene(names, pirates)
        self.scene.animation_ms = 350 if self.animations.isChecked() else 0
        self.scene.target_clicked.connect(self._on_target)
        self.scene.discard_clicked.connect(self._browse_discard)
        self.storyteller = Storyteller(names, mark_secrets=False)
        self.table.setScene(self.scene)
        self.table.fitInView(self.scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        self.seats.pirates = pirates
        self.choice = None
        self._ended_shown = False
        self._public_mark = 0
        self.session.step_changed.connect(lambda _step: self.refresh())
        self.session.events_applied.connect(self._on_events)
        self.session.refused.connect(self._on_refused)
        self.refresh()

    def _build_body(self) -> None:
        assert self.scene is not None
        self.table = TableView(self.scene)
        self.seats = SeatsPanel([])
        self.private = PrivatePanel()
        self.private.card_clicked.connect(self._on_target)
        self.actions_panel = ActionPanel()
        self.log = LogPanel()
        side = QWidget()
        side.setObjectName("side")
        lay = QVBoxLayout(side)
        lay.setContentsMargins(6, 6, 6, 6)
        lay.addWidget(self.actions_panel)
        self.private_scroll = QScrollArea()  # Crow's Nest shows the whole Vote deck here: it scrolls
        self.private_scroll.setWidget(self.private)
        self.private_scroll.setWidgetResizable(True)
        self.private_scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        self.private_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.private_scroll.setMinimumHeight(140)
        lay.addWidget(self.private_scroll, 3)
        self.seats.setMinimumHeight(90)
        self.log.setMinimumHeight(80)
        lay.addWidget(self.seats, 2)
        lay.addWidget(self.log, 3)
        side.setMinimumWidth(330)
        split = QSplitter()
        split.addWidget(self.table)
        split.addWidget(side)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 1)
        split.setSizes([1100, 400])
        self.setCentralWidget(split)
        self.curtain = Curtain(self)  # a child of the window, above everything (not a splitter pane)
        self.curtain.claimed.connect(self._claim)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Keeps the curtain over the whole body."""
        super().resizeEvent(event)
        if self.session is not None and self.curtain.isVisible():
            self.curtain.setGeometry(self.rect())

    # ------------------------------------------------------------------ drawing a step

    def refresh(self) -> None:
        """Redraws everything from the session's current step and view."""
        session, scene = self.session, self.scene
        if session is None or scene is None:
            return
        self._show_save_problem(session.save_error)
        step = session.step
        view = session.view()
        legal = session.legal()
        if step != self._last_step:
            self._last_step = step
            if self._news:
                self._news = False
            else:
                self.actions_panel.set_message("")
        if self.choice is not None and not legal:
            self.choice = None
        clickable = self.choice.next_targets() if self.choice else set()
        chosen = set(self.choice.clicks) if self.choice else set()
        scene.show(view, clickable, chosen, animate=True)
        self.seats.show_view(view)
        self.private.show_view(view if view.seat is not None else None, clickable, chosen)
        self.log.set_lines(self._log_lines(session.log()))
        self._show_actions(step.kind, step.seat, step.reason, view, legal)
        if step.kind is StepKind.CURTAIN:
            public = redact(session.game.events, None)
            news = [self.storyteller.line(e) for e in public[self._public_mark:]]
            reason = step.reason
            if reason == "decide" and view.decision is not None and view.decision.kind == "vote":
                reason = "vote"
            self.curtain.show_for(step.seat, session.names[step.seat], reason, news)
        else:
            self.curtain.hide()
        if step.kind is StepKind.OVER and not self._ended_shown and session.game.over:
            self._ended_shown = True
            self._file_finished_game()
            QTimer.singleShot(0, self._show_end)
        self.refreshed.emit()

    def _log_lines(self, events: list[Event]) -> list[tuple[str, bool]]:
        return [(self.storyteller.line(e), e.visible_to is not None) for e in events]

    def _show_actions(self, kind: StepKind, seat: int, reason: str, view: SeatView, legal: list) -> None:  # type: ignore[type-arg]
        panel = self.actions_panel
        panel.clear()
        assert self.session is not None
        names = self.session.names
        if kind is StepKind.CURTAIN:
            panel.prompt.setText(QCoreApplication.translate("Table", "Waiting for {name} to take the device.").format(name=names[seat]))
            return
        if kind is StepKind.BOT:
            panel.prompt.setText(QCoreApplication.translate("Table", "{name} (computer) is thinking…").format(name=names[seat]))
            return
        if kind is StepKind.OVER:
            panel.prompt.setText(QCoreApplication.translate("Table", "The game is over."))
            panel.add_button(QCoreApplication.translate("Table", "New game…"), self.ask_new_game, "newGame")
            return
        if kind is StepKind.LOOK:
            panel.prompt.setText(self._look_text(reason, names[seat]))
            panel.add_button(QCoreApplication.translate("Table", "Done — hide my secrets"), self._look_done, "lookDone")
            return
        panel.prompt.setText(self._decision_text(view, names))
        if self.choice is not None:
            panel.prompt.setText(panel.prompt.text() + "\n\n" + W.prompt(self.choice.kind, len(self.choice.clicks)))
            if not self._auto_choice or self.choice.clicks:
                panel.add_button(QCoreApplication.translate("Table", "Cancel"), self._cancel, "cancel")
            return
        groups: dict[str, list] = {}  # type: ignore[type-arg]
        for a in legal:
            if targets(a):
                groups.setdefault(W.kind_key(a), []).append(a)
            else:
                panel.add_button(W.direct_label(a), lambda _=False, a=a: self._submit(a), "do:" + format_action(a))
        for key, cands in groups.items():
            panel.add_button(W.kind_label(key), lambda _=False, k=key, c=cands: self._start_choice(k, c), "kind:" + key)
        if len(groups) == 1 and panel.buttons.count() == 1:
            key, cands = next(iter(groups.items()))
            self._start_choice(key, cands, auto=True)

    def _look_text(self, reason: str, name: str) -> str:
        return {
            "loyalty": QCoreApplication.translate("Table", "{name}, your Loyalty card is on the right. Remember your team, then click Done."),
            "cabin_fever": QCoreApplication.translate("Table", "{name}, Cabin Fever: here is your Loyalty card now. Click Done when you have seen it."),
            "el_dorado": QCoreApplication.translate("Table", "{name}, El Dorado gave you an extra Vote card (on the right). Click Done when ready."),
            "viewed": QCoreApplication.translate("Table", "{name}, here are the two Event cards you viewed: {seen}. They stay in your notes and on the mat for you. Click Done to hide them."),
            "crows_nest": QCoreApplication.translate("Table", "{name}, Crow's Nest replaced your Vote cards: your new hand is on the right. Click Done when you have seen it."),
        }.get(reason, QCoreApplication.translate("Table", "{name}, look at your secrets, then click Done.")).format(
            name=name, seen=self._last_seen())

    def _last_seen(self) -> str:
        """Returns what the seat at the device saw with its last View 2, in words."""
        assert self.session is not None
        for e in reversed(self.session.log()):
            if e.kind == "saw":
                return QCoreApplication.translate("Table", "slot {a}: {ca}; slot {b}: {cb}").format(
                    a=int(e.values[0]) + 1, ca=card_name(e.values[1]), b=int(e.values[2]) + 1, cb=card_name(e.values[3]))  # type: ignore[call-overload]
        return ""

    def _decision_text(self, view: SeatView, names: list[str]) -> str:
        d = view.decision
        if d is None or not d.seats:
            return ""
        me = names[d.seats[0]]
        kind = d.kind
        if kind == "turn":
            extra = QCoreApplication.translate("Table", " ({n} actions left this turn)").format(n=view.actions_left) if len(names) == 2 else ""
            return QCoreApplication.translate("Table", "Your turn, {name}: choose an action{extra}.").format(name=me, extra=extra)
        if kind == "start_hold":
            ship = 0 if view.ships[0] and view.ships[0][0] == d.seats[0] else 1
            return QCoreApplication.translate("Table", "{name}, Captain of the {ship}: choose the hold for your starting treasure.").format(name=me, ship=ship_name(ship))
        if kind == "atlantis":
            return QCoreApplication.translate("Table", "{name}: before {other}'s turn you may sail to the other ship with the Atlantis map.").format(
                name=me, other=names[int(d.detail[0])])
        if kind == "forced_pick":
            a, b, forcer = (int(x) for x in d.detail)
            return QCoreApplication.translate("Table", "{forcer} forces you, {name}, to reveal slot {a} or slot {b}: pick one.").format(
                forcer=names[forcer], name=me, a=a + 1, b=b + 1)
        if kind == "resolve":
            from tortuga_qt.rules.components import components

            text = components().event_texts.get(str(d.detail[0]), "")
            return QCoreApplication.translate("Table", "{name}, you revealed {card}: {text}").format(
                name=me, card=card_name(d.detail[0]), text=text)
        if kind == "crow_search":
            return QCoreApplication.translate("Table", "Crow's Nest: pick {n} more card(s) for {target}.").format(n=d.detail[1], target=names[int(d.detail[0])])
        if kind == "take":
            return QCoreApplication.translate("Table", "The Attack succeeded, Captain {name}: take 1 treasure (or leave it).").format(name=me)
        if kind == "fountain":
            return QCoreApplication.translate("Table", "{name}, you are about to be marooned: drink from the Fountain of Youth?").format(name=me)
        if kind == "vote":
            v = view.vote
            assert v is not None
            counts = {"attack": QCoreApplication.translate("Table", "only the top section (Cannon, Torch, Water) counts"),
                      "brawl": QCoreApplication.translate("Table", "only the middle section (the flags) counts"),
                      "mutiny": QCoreApplication.translate("Table", "only the bottom section (Skull, Helm) counts")}[v.what]
            text = QCoreApplication.translate("Table", "Secret vote, {name}: {vote} called by {caller}; {counts}. Play a Vote card face down.").format(
                name=me, vote=vote_name(v.what), caller=names[v.caller] if v.caller != d.seats[0] else QCoreApplication.translate("Table", "you"),
                counts=counts)
            if len(v.participants) > 1:
                text += " " + QCoreApplication.translate("Table", "Nobody will see who played which card.")
            return text
        return ""

    # ------------------------------------------------------------------ intents

    def _start_choice(self, kind: str, candidates: list, auto: bool = False) -> None:  # type: ignore[type-arg]
        self.choice = Choice(kind, candidates)
        self._auto_choice = auto
        if not auto:
            self.actions_panel.set_message("")
        self.refresh()

    def _cancel(self) -> None:
        if self._auto_choice and self.choice is not None:
            self.choice.clicks = ()  # nothing else to choose: start this choice over
            self.actions_panel.set_message("")
            self.refresh()
            return
        self.choice = None
        self.actions_panel.set_message("")
        self.refresh()

    def _on_target(self, target: str) -> None:
        session = self.session
        if session is None:
            return
        if session.step.kind is not StepKind.DECIDE:
            if target:
                self.actions_panel.set_message(QCoreApplication.translate("Table", "Nothing to choose now."))
            return
        if self.choice is None:
            self.actions_panel.set_message(QCoreApplication.translate("Table", "First choose an action on the right."))
            return
        if not target:
            return
        if not self.choice.click(target):
            self.actions_panel.set_message(self._why_not(target))
            return
        self.actions_panel.set_message("")
        action = self.choice.complete()
        if action is not None:
            self._submit(action)
        else:
            self.refresh()

    def _why_not(self, target: str) -> str:
        from tortuga_qt.rules.explain import explain

        assert self.session is not None and self.choice is not None
        state = self.session.game.state
        wanted = W.hypothetical(self.choice.kind, self.session.step.seat, self.choice.clicks + (target,))
        if wanted is not None:
            code, rule, message, _ = explain(state, wanted)
            return QCoreApplication.translate("Table", "Not allowed: {why} ({rule})").format(why=W.refusal(code, message), rule=rule)
        return QCoreApplication.translate("Table", "That cannot be chosen now. {prompt}").format(prompt=W.prompt(self.choice.kind, len(self.choice.clicks)))

    def _submit(self, action: object) -> None:
        assert self.session is not None
        self.choice = None
        self.actions_panel.set_message("")
        self.session.submit(action)  # type: ignore[arg-type]

    def _claim(self, seat: int) -> None:
        if self.session is not None:
            self._public_mark = len(redact(self.session.game.events, None))
            self.session.claim(seat)

    def _look_done(self) -> None:
        if self.session is not None:
            self.session.look_done()

    def _on_refused(self, refusal: Refusal) -> None:
        self.actions_panel.set_message(QCoreApplication.translate("Table", "Not allowed: {why} ({rule})").format(
            why=W.refusal(refusal.code, refusal.message), rule=refusal.rule))
        self.refresh()

    def _on_events(self, events: list[Event]) -> None:
        """Animates what happened (for the seat on screen only after redaction)."""
        assert self.scene is not None and self.session is not None
        for e in events:
            if e.kind == "revealed" and e.visible_to is None:
                from tortuga_qt.rules.components import components

                kind = str(e.values[1])
                self.scene.present_card(kind, card_name(kind), components().event_texts.get(kind, ""),
                                        animate=self.animations.isChecked())
            elif e.kind == "vote_result":
                self._present_vote(e)
                self.actions_panel.set_message(self.storyteller.line(e))
                self._news = True
            elif e.kind in ("black_powder", "albatross_sinks", "sudden_death"):
                self.actions_panel.set_message(self.storyteller.line(e))
                self._news = True

    def _present_vote(self, e: Event) -> None:
        """Shows the revealed symbols, the tally and the outcome of a vote on the mat."""
        assert self.scene is not None
        what, outcome, faces = str(e.values[0]), str(e.values[1]), [str(f) for f in e.values[2]]  # type: ignore[union-attr]
        counts = tuple(int(x) for x in e.values[3])  # type: ignore[union-attr]  # the engine's own tally
        if what == "attack":
            tally = QCoreApplication.translate("Table", "Cannon {c} · Torch {t} · Water {w}").format(
                c=counts[0], t=counts[1], w=counts[2])
        elif what == "brawl":
            tally = QCoreApplication.translate("Table", "British flags {b} · French flags {f}").format(
                b=counts[0], f=counts[1])
        else:
            tally = QCoreApplication.translate("Table", "Skulls {s} · Helms {h}").format(s=counts[0], h=counts[1])
        verdict = {
            "success": QCoreApplication.translate("Table", "It succeeds!"),
            "failed": QCoreApplication.translate("Table", "It fails."),
            "british": QCoreApplication.translate("Table", "The British win the Brawl."),
            "french": QCoreApplication.translate("Table", "The French win the Brawl."),
            "tie": QCoreApplication.translate("Table", "A tie: one treasure to each side."),
        }[outcome]
        title = QCoreApplication.translate("Table", "The cards of {vote}, shuffled").format(vote=vote_name(what))
        self.scene.present_vote(what, faces, title, f"{tally}\n{verdict}")

    def _browse_discard(self) -> None:
        from tortuga_qt.ui.widgets.dialogs import DiscardDialog

        if self.scene is not None and self.scene.view is not None:
            DiscardDialog(self.scene.view.discard, self).exec()

    def _show_end(self) -> None:
        from tortuga_qt.ui.widgets.dialogs import EndDialog

        assert self.session is not None
        state = self.session.game.state
        result = state.result
        if result is None:
            return
        why = self.storyteller.line(next(e for e in reversed(self.session.game.events) if e.kind == "game_over"))
        dialog = EndDialog(result, self.session.names, state.loyalty, why, self)
        self.end_dialog = dialog
        dialog.accepted.connect(self.ask_new_game)
        dialog.replay.clicked.connect(lambda: (dialog.done(0), self.show_replay()))
        dialog.open()

    # ------------------------------------------------------------------ files

    def startup(self, ask: bool = True) -> None:
        """At launch: offers an unfinished autosaved game back; otherwise a new game."""
        from tortuga_qt.record.savefile import SaveError, read_save

        from tortuga_qt.record.atomic import clean_stale
        from tortuga_qt.record.savefile import UnsupportedSaveVersion

        problem = ""
        loaded = None
        path = self.autosave_path
        if path is not None:
            clean_stale(path)  # left by a write that was killed
        if path is not None and path.exists():
            try:
                loaded = read_save(path)
            except SaveError as exc:
                why = "newer-version" if isinstance(exc, UnsupportedSaveVersion) else "damaged"
                if self._set_aside(path, why):
                    problem = QCoreApplication.translate("Table", "The last game could not be resumed: {why} It was kept aside; a new game starts.").format(why=exc)
                else:
                    problem = QCoreApplication.translate("Table", "The last game could not be resumed: {why} It could not be moved aside, so this session will not autosave.").format(why=exc)
                    self.autosave_path = None
        if loaded is not None and not loaded.save.finished:
            from tortuga_qt.record.savefile import describe

            answer = QMessageBox.StandardButton.Yes
            if ask:
                answer = QMessageBox.question(
                    self, QCoreApplication.translate("Table", "Resume the game?"),
                    QCoreApplication.translate("Table", "An unfinished game was saved: {what}. Resume it?").format(
                        what=describe(loaded.save)))
            if answer == QMessageBox.StandardButton.Yes:
                self.resume(loaded, keep_current=False)
                return
        self.start_default()
        if problem:
            self._warn(problem)
        if ask:
            self.ask_new_game()

    def _show_save_problem(self, text: str) -> None:
        """Keeps an autosave problem visible in the status bar until a save works again."""
        if text:
            self.statusBar().showMessage(QCoreApplication.translate("Table", "Warning: {problem}").format(problem=text))
        else:
            self.statusBar().clearMessage()

    def _file_finished_game(self) -> None:
        """Keeps every finished game under saves/ (for its replay); the autosave moves on."""
        import time

        from tortuga_qt.record.savefile import EXTENSION, write_save

        assert self.session is not None
        path = self.data_dir / "saves" / f"finished-{time.strftime('%Y%m%d-%H%M%S')}-{len(self.session.names)}p{EXTENSION}"
        try:
            write_save(path, self.session.to_save())
        except OSError:
            return  # the autosave still holds it; nothing is lost by failing here
        self.finished_path = path
        self._add_recent(path)

    def _set_aside(self, path: Path, why: str = "damaged") -> bool:
        """Keeps a file that cannot be used under another name; returns whether that worked."""
        import time

        stamp = time.strftime("%Y%m%d-%H%M%S")
        for n in range(1000):
            target = path.with_name(f"{path.stem}-{why}-{stamp}{'-' + str(n) if n else ''}{path.suffix}")
            if not target.exists():
                try:
                    path.rename(target)
                except OSError:
                    return False
                return True
        return False

    def _warn(self, text: str) -> None:
        box = QMessageBox(QMessageBox.Icon.Warning, QCoreApplication.translate("Table", "Tortuga 1667"), text,
                          QMessageBox.StandardButton.Ok, self)
        box.setObjectName("warning")
        self.warning_box = box
        box.open()

    def ask_open(self) -> None:
        """Asks for a save file and opens it."""
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getOpenFileName(self, QCoreApplication.translate("Table", "Open a saved game"),
                                              str(self.data_dir / "saves"), "Tortuga 1667 (*.tortuga)")
        if path:
            self.open_file(Path(path))

    def open_file(self, path: Path) -> bool:
        """Opens a save: an unfinished game goes on the table, a finished one opens its replay.

        A file that cannot be used is reported in plain words; the game on the table and the
        autosave stay exactly as they were.
        """
        from tortuga_qt.record.savefile import SaveError, read_save

        try:
            loaded = read_save(path)
        except SaveError as exc:
            self._warn(QCoreApplication.translate("Table", "This game cannot be opened: {why}").format(why=exc))
            return False
        if loaded.save.finished:
            self.show_replay(path)
        else:
            self.resume(loaded)
            self._saved_steps = len(loaded.game.actions)
        self._add_recent(path)
        return True

    def ask_save_as(self) -> None:
        """Asks where to save the game on the table."""
        from PySide6.QtWidgets import QFileDialog

        if self.session is None:
            return
        try:
            (self.data_dir / "saves").mkdir(parents=True, exist_ok=True)
        except OSError:
            pass  # the dialog still lets the player choose another folder
        path, _ = QFileDialog.getSaveFileName(self, QCoreApplication.translate("Table", "Save the game"),
                                              str(self.data_dir / "saves" / "game.tortuga"), "Tortuga 1667 (*.tortuga)")
        if path:
            self.save_as(Path(path))

    def save_as(self, path: Path) -> bool:
        """Saves the game on the table to a file; says so in plain words if it cannot."""
        from tortuga_qt.record.savefile import EXTENSION, write_save

        if self.session is None:
            return False
        if path.suffix != EXTENSION:
            path = path.with_name(path.name + EXTENSION)
        try:
            write_save(path, self.session.to_save())
        except OSError as exc:
            self._warn(QCoreApplication.translate("Table", "The game could not be saved to {path}: {why}.").format(
                path=path, why=exc.strerror))
            return False
        self._add_recent(path)
        self._saved_steps = len(self.session.game.actions)
        self.actions_panel.set_message(QCoreApplication.translate("Table", "Saved to {path}.").format(path=path))
        return True

    def recent(self) -> list[str]:
        """Returns the recently saved or opened games, newest first."""
        return [str(p) for p in self.settings.value("recent", [], type=list)]

    def _add_recent(self, path: Path) -> None:
        items = [str(path)] + [p for p in self.recent() if p != str(path)]
        self.settings.setValue("recent", items[:8])
        self._fill_recent()

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        items = self.recent()
        for item in items:
            act = self.recent_menu.addAction(Path(item).name)
            act.setToolTip(item)
            act.triggered.connect(lambda _=False, p=item: self.open_file(Path(p)))
        self.recent_menu.setEnabled(bool(items))

    def show_replay(self, path: Path | None = None) -> None:
        """Opens the replay viewer of a file, or of the game on the table."""
        from tortuga_qt.record.savefile import SaveError, load_bytes, read_save, save_bytes  # noqa: F401
        from tortuga_qt.ui.widgets.replay import ReplayDialog

        try:
            if path is not None:
                loaded = read_save(path, keep_states=True)
                title = path.name
            elif self.session is not None:
                if not self.session.game.over:
                    self._warn(QCoreApplication.translate("Table", "The replay shows every secret: it opens when the game is over."))
                    return
                loaded = load_bytes(save_bytes(self.session.to_save()), keep_states=True)
                title = QCoreApplication.translate("Table", "this game")
            else:
                return
        except (SaveError, OSError) as exc:
            self._warn(QCoreApplication.translate("Table", "This game cannot be replayed: {why}").format(why=exc))
            return
        if not loaded.save.finished and path is None and self.session is not None and not self.session.game.over:
            self._warn(QCoreApplication.translate("Table", "The replay shows every secret: it opens when the game is over."))
            return
        dialog = ReplayDialog(loaded, title, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)  # it holds every state of a game
        self.replay_dialog = dialog
        dialog.open()

    def closeEvent(self, event: object) -> None:  # type: ignore[override]
        """Stops computer seats before closing."""
        if self.session is not None:
            self.session.stop()
        super().closeEvent(event)  # type: ignore[arg-type]

