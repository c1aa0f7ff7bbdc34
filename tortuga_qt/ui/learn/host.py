"""The window's side of the voyage: opening it, putting a lesson's table on, leaving it."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QVBoxLayout

from tortuga_qt.app.seating import StepKind
from tortuga_qt.app.targets import Pawn, Place, Target

if TYPE_CHECKING:
    from tortuga_qt.app.new_game import NewGame
    from tortuga_qt.app.session import GameSession
    from tortuga_qt.app.targets import Choice
    from tortuga_qt.ui.learn.voyage import Voyage



class VoyageHost:
    """Mixed into the main window: the guided first voyage's entry and exit."""

    # The window provides these; declared for the type checker.
    settings: QSettings
    session: GameSession | None
    choice: Choice | None
    voyage: Voyage | None
    side_layout: QVBoxLayout
    _install: Callable[[GameSession], None]
    _keep_unfinished: Callable[..., bool]
    start: Callable[[NewGame], bool]
    start_default: Callable[[], None]
    ask_new_game: Callable[[], None]
    set_hints: Callable[[bool], None]
    update_menus: Callable[[], None]
    build_table: Callable[[], None]  # builds the mat, panels and menus if not yet built

    def learn_to_play(self, fresh: bool = False) -> None:
        """Opens the guided first voyage where the learner left it (`fresh`: from its first step)."""
        from tortuga_qt.learn.chapters import CHAPTERS
        from tortuga_qt.learn.progress import Progress, load_progress
        from tortuga_qt.learn.tutor import Tutor
        from tortuga_qt.ui.learn.voyage import PROGRESS_KEY, Voyage

        if self.voyage is not None:
            return
        if not self._keep_unfinished():  # an unfinished real game is filed first, never lost
            return
        self.build_table()  # the coach sits beside the table's panels
        progress = Progress() if fresh else load_progress(self.settings.value(PROGRESS_KEY))
        voyage = Voyage(self, Tutor(CHAPTERS, progress), self.settings)  # type: ignore[arg-type]  # self is the MainWindow
        self.voyage = voyage
        self.side_layout.insertWidget(0, voyage.coach)
        voyage.real_game_wanted.connect(self._real_game_after_voyage)
        voyage.left.connect(self.leave_voyage)
        voyage.begin()

    def install_lesson(self, session: GameSession) -> None:
        """Puts a lesson's table on the window (it is never saved or filed)."""
        self.choice = None
        self._install(session)

    def end_voyage(self) -> None:
        """Takes the voyage's coach away (the table stays as it is); progress is remembered."""
        voyage, self.voyage = self.voyage, None
        if voyage is not None:
            voyage.stop()
            voyage.deleteLater()
            self.update_menus()  # Learn to play may be chosen again

    def leave_voyage(self) -> None:
        """The learner leaves the voyage: a normal first game goes on the table, and the new game dialog opens."""
        self.end_voyage()
        self.start_default()
        self.ask_new_game()

    def _real_game_after_voyage(self) -> None:
        """After the last chapter: a short real game, the learner against three computer pirates, hints on."""
        from tortuga_qt.app.new_game import NewGame
        from tortuga_qt.rules.config import default_config

        self.end_voyage()
        self.set_hints(True)
        self.start(NewGame(default_config(4), [True, False, False, False], None))

    def _voyage_click(self, target: Target) -> bool:
        """Returns whether a click on the table may go on during the voyage (else the click is answered)."""
        from tortuga_qt.ui.learn import answers

        voyage, session = self.voyage, self.session
        assert voyage is not None and session is not None
        names, letters = voyage.names()
        if session.step.kind is not StepKind.DECIDE or self.choice is None:
            voyage.wrong(answers.target_is(target, names, letters))
            return False
        if target in voyage.clicks(self.choice.kind, self.choice.clicks):
            return True
        why, page = "", ""
        if self.choice.kind == "move" and isinstance(target, Pawn):  # a pawn's place was meant, the pawn was hit
            place = answers.place_of(session.public_view(), target.seat)
            target = Place(place) if place is not None else target
        meant = self.choice.meant(session.step.seat, target)
        refusal = session.why_not(meant) if meant is not None else None
        if refusal is not None:  # the click breaks a rule: that rule is the one to read
            from tortuga_qt.app import wording as W
            from tortuga_qt.help.reference import page_for_rule

            why, page = W.refusal(refusal.code, refusal.message), page_for_rule(refusal.rule, refusal.code)
        refused = refusal is not None or target not in self.choice.open_targets()
        voyage.wrong(answers.choice_would(self.choice.kind, target, names, letters, refused), why, page)
        return False
