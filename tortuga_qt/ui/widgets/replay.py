"""The replay viewer: step through a finished game with every card face up, the log alongside.

Beside the story, what each computer pirate believed at the step shown (the chance it gave
every other seat of each Loyalty), computed from that seat's own view and events when the
step is shown, and kept per step.
"""

from __future__ import annotations

import html
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QMessageBox,
    QPushButton,
    QSlider,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from tortuga_qt.app.names import face_name, team_name
from tortuga_qt.app.story import Storyteller
from tortuga_qt.ui.scene.table_scene import TableScene
from tortuga_qt.ui.widgets.beliefs import BeliefPanel, Marginals, seat_beliefs

if TYPE_CHECKING:
    from tortuga_qt.record.savefile import LoadedGame


class ReplayDialog(QDialog):
    """Shows any step of a recorded game, all secrets revealed, with the whole story so far."""

    def __init__(self, loaded: LoadedGame, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("Table", "Replay — {title}").format(title=title))
        self.loaded = loaded
        cfg = loaded.save.config
        self.names = [s.name for s in cfg.seats]
        self.teller = Storyteller(self.names)
        # The Loyalty cards are dealt by the "loyalty" chance step; before it, nobody has one.
        self.loyalty_step = next((i + 1 for i, t in enumerate(loaded.save.actions) if t.startswith("chance loyalty")), 0)
        # The story of each step, from the events the verified replay kept (step 0: the start).
        self.step_events: list[list[str]] = [[]] + [[self.teller.line(e) for e in caused] for caused in loaded.step_events]
        # Every event in order, and how many of them had happened after each step (for the beliefs).
        self.events = [e for caused in loaded.step_events for e in caused]
        self.event_ends = [0]
        for caused in loaded.step_events:
            self.event_ends.append(self.event_ends[-1] + len(caused))
        self._beliefs: dict[tuple[int, int], Marginals | None] = {}  # (step, seat): computed when first shown
        self.levels = tuple(loaded.save.levels.get(s) for s in range(len(self.names)))  # None: a person
        self.beliefs = BeliefPanel(self.names, [s for s, human in enumerate(loaded.save.humans) if not human])
        self.scene = TableScene(self.names, [s.pirate for s in cfg.seats])
        self.scene.animation_ms = 0
        from tortuga_qt.ui.widgets.table_view import TableView

        self.table = TableView(self.scene)
        self.log = QListWidget()
        self.log.setWordWrap(True)
        self.secrets = QLabel()
        self.secrets.setWordWrap(True)
        self.secrets.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setObjectName("replaySlider")
        self.slider.setRange(0, len(loaded.states) - 1)
        self.slider.valueChanged.connect(self.show_step)
        self.position = QLabel()
        buttons = QHBoxLayout()
        for text, name, delta in (
            (QCoreApplication.translate("Table", "« Start"), "first", None),
            (QCoreApplication.translate("Table", "◀ Back"), "back", -1),
            (QCoreApplication.translate("Table", "Forward ▶"), "forward", 1),
            (QCoreApplication.translate("Table", "End »"), "last", None),
        ):
            b = QPushButton(text)
            b.setObjectName(name)
            b.clicked.connect(lambda _=False, d=delta, n=name: self._step(d, n))
            buttons.addWidget(b)
        buttons.addWidget(self.position, 1)
        export = QPushButton(QCoreApplication.translate("Table", "Export the log…"))
        export.setObjectName("export")
        export.clicked.connect(self._export)
        buttons.addWidget(export)
        side = QWidget()
        sl = QVBoxLayout(side)
        sl.addWidget(self.secrets)
        sl.addWidget(self.beliefs)
        sl.addWidget(self.log, 1)
        split = QSplitter()
        split.addWidget(self.table)
        split.addWidget(side)
        split.setSizes([900, 380])
        lay = QVBoxLayout(self)
        lay.addWidget(split, 1)
        lay.addWidget(self.slider)
        lay.addLayout(buttons)
        screen = (parent.screen() if parent is not None else self.screen()).availableGeometry()
        self.resize(min(1400, screen.width() - 40), min(860, screen.height() - 40))  # never larger than the screen
        side_w = max(380, side.sizeHint().width())  # the beliefs' table whole; the mat takes the rest
        split.setSizes([max(400, self.width() - side_w - 30), side_w])
        self.slider.setValue(len(loaded.states) - 1)
        self.show_step(self.slider.value())

    def _step(self, delta: int | None, name: str) -> None:
        if delta is None:
            self.slider.setValue(0 if name == "first" else self.slider.maximum())
        else:
            self.slider.setValue(self.slider.value() + delta)

    def show_step(self, step: int) -> None:
        """Shows the table after `step` recorded steps, every secret face up."""
        from tortuga_qt.rules import cards as C
        from tortuga_qt.rules.views import open_table

        table = open_table(self.loaded.states[step])
        self.scene.show(table.view, set(), set(), animate=False)
        lines = [line for events in self.step_events[: step + 1] for line in events]
        self.log.clear()
        self.log.addItems(lines)
        self.log.scrollToBottom()
        QTimer.singleShot(0, self.log.scrollToBottom)  # again once the wrapped lines have their heights
        rows = []
        for seat, name in enumerate(self.names):
            loyalty = table.view.loyalties[seat]
            team = team_name(loyalty) if step >= self.loyalty_step and loyalty is not None else "?"
            hand = "; ".join(face_name(C.VOTE_FACE[c]) for c in table.hands[seat]) or "—"
            rows.append(f"<b>{html.escape(name, quote=False)}</b> ({html.escape(team, quote=False)}): "
                        f"{html.escape(hand, quote=False)}")
        self.secrets.setText("<br>".join(rows))
        self.beliefs.show_step(lambda seat: self.belief(step, seat))
        self.position.setText(QCoreApplication.translate("Table", "Step {n} of {total}").format(n=step, total=self.slider.maximum()))

    def belief(self, step: int, seat: int) -> Marginals | None:
        """Returns what a computer seat believed after `step` steps (None: a person's seat, or no Loyalty dealt yet)."""
        if seat not in self.beliefs.computer or step < self.loyalty_step or not 0 <= step < len(self.loaded.states):
            return None
        key = (step, seat)
        if key not in self._beliefs:
            try:
                events = self.events[: self.event_ends[min(step, len(self.event_ends) - 1)]]
                self._beliefs[key] = seat_beliefs(self.loaded.states[step], events, seat, self.levels)
            except Exception:  # a belief that cannot be worked out must not close the replay
                self._beliefs[key] = None
        return self._beliefs[key]

    def story(self) -> str:
        """Returns the whole story of the game as text."""
        return "\n".join(line for events in self.step_events for line in events) + "\n"

    def _export(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, QCoreApplication.translate("Table", "Export the log"),
                                              "tortuga-game.txt", "Text (*.txt)")
        if path:
            self.export_to(Path(path))

    def export_to(self, path: Path) -> bool:
        """Writes the story to a text file; says so in plain words if it cannot."""
        try:
            path.write_text(self.story(), encoding="utf-8")
        except OSError as exc:
            QMessageBox.warning(self, QCoreApplication.translate("Table", "Export the log"),
                                QCoreApplication.translate("Table", "The log could not be written: {why}.").format(why=exc.strerror))
            return False
        return True
