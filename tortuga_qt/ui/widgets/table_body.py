"""The table's widgets laid out: the turn-order strip, the mat and the log under it, and beside it the action panel,
the private panel and the Pirates list (in a scroll area, a last resort on small windows),
under the place the voyage's coach takes."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QScrollArea, QSplitter, QVBoxLayout, QWidget

from tortuga_qt.app.presenter.intents import AskHint, ClickTarget, Intent, Press, SetAtlantisOwnTurn
from tortuga_qt.ui.scene.last_move import LastMoveMarks
from tortuga_qt.ui.widgets.log_panel import LogPanel
from tortuga_qt.ui.widgets.looks import SIDE_MIN_WIDTH
from tortuga_qt.ui.widgets.panels.actions import ActionPanel, decision_step
from tortuga_qt.ui.widgets.panels.common import SideScroll
from tortuga_qt.ui.widgets.panels.private import PrivatePanel
from tortuga_qt.ui.widgets.panels.seats import SeatsPanel
from tortuga_qt.ui.widgets.table_column import LOG_MIN, DeferredPane, TableColumn
from tortuga_qt.ui.widgets.table_view import TableView
from tortuga_qt.ui.widgets.turn_strip import TurnStrip

if TYPE_CHECKING:
    from tortuga_qt.app.presenter.frames import Frame
    from tortuga_qt.ui.scene.table_scene import TableScene


class TableBody:
    """Builds and lays out the table's widgets; `splitter` is the window's central widget."""

    def __init__(self, scene: TableScene, act: Callable[[Intent], None], open_page: Callable[[str], None]) -> None:
        self.act = act  # the window's: an intent handed to the presenter, then one frame drawn
        self.marks: LastMoveMarks | None = None  # the last move on the mat shown now
        self.table = TableView(scene)
        self.seats = SeatsPanel([])
        self.private = PrivatePanel()
        self.private.card_clicked.connect(lambda target: act(ClickTarget(target)))
        self.private.hint_requested.connect(lambda: act(AskHint()))
        self.actions_panel = ActionPanel()
        self.log = LogPanel()
        for signal in (self.private.help_requested, self.actions_panel.page_requested, self.log.page_requested):
            signal.connect(open_page)
        self.log.setMinimumHeight(LOG_MIN)  # at 100 %: the window's `_size_panels` sizes it for the zoom
        self.strip = TurnStrip()  # every seat in turn order, above the mat: public in every frame
        self.column = TableColumn(self.table, self.log, strip=self.strip)  # the mat as large as its width allows, the log below
        self.strip.resized.connect(self.column.relayout)  # its height follows the zoom and the font
        side = QWidget()
        side.setObjectName("side")
        lay = QVBoxLayout(side)
        lay.setContentsMargins(6, 2, 6, 2)  # tight above and below: the Vote cards are large (issue 23, item 6)
        lay.setSpacing(3)
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
        self.splitter = split

    def set_scene(self, scene: TableScene, pirates: list[str]) -> None:
        """Puts a new game's mat in the view, whole, and its pirates beside the seats."""
        self.table.setScene(scene)
        self.table.fitInView(scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        self.seats.pirates = pirates
        self.marks = LastMoveMarks(scene, scene.all_targets())  # the last move, ringed on this mat

    def draw(self, scene: TableScene, frame: Frame) -> None:
        """Draws a frame on the mat and the panels: the view, what can be clicked and is chosen, secrets, log, buttons."""
        clickable, chosen = set(frame.clickable), set(frame.chosen)
        scene.show(frame.view, clickable, chosen, animate=True)
        self.strip.show_marks(frame.turn_order)
        if self.marks is not None:
            self.marks.show(frame.last_move)
            if frame.curtain is None:
                self.marks.light(frozenset())  # the recap's lit line goes with the curtain
        self.seats.show_view(frame.view)
        self.private.show_view(frame.view if frame.private else None, clickable, chosen)
        self.private.show_hint(frame.hint)
        self.log.set_lines([(line.text, line.secret) for line in frame.log], [line.cards for line in frame.log])
        panel = self.actions_panel
        panel.prompt.setText(frame.prompt)
        panel.set_message(frame.message, frame.rule_page)
        panel.show_buttons(frame.buttons, frame.toggle, lambda name: self.act(Press(name)),
                           lambda seat, on: self.act(SetAtlantisOwnTurn(seat, on)))
        panel.keep_height(*decision_step(frame))  # one decision: nothing under the panel jumps while it is being made
