"""Reading the system's reduced-motion setting on each desktop (issue 23: animations off for reduced motion).

No desktop is needed: each test writes the desktop's own file in a temporary home, or answers
for its command, and checks the reading. A reading that fails must say "animate" (False).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tortuga_qt.ui.reduced_motion import run_quietly, system_prefers_reduced_motion


def _no_command(_command: list[str]) -> str | None:
    return None


def _home(tmp_path: Path, name: str, text: str) -> dict[str, str]:
    path = tmp_path / ".config" / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return {"HOME": str(tmp_path)}


@pytest.mark.parametrize(("factor", "reduced"), [("0", True), ("0.0", True), ("1", False), ("0.5", False), ("fast", False)])
def test_kde_plasmas_instant_animation_speed_asks_for_reduced_motion(tmp_path, factor, reduced) -> None:  # type: ignore[no-untyped-def]
    env = _home(tmp_path, "kdeglobals", f"[General]\nColorScheme=Breeze\n\n[KDE]\nAnimationDurationFactor={factor}\n")
    assert system_prefers_reduced_motion("linux", env, _no_command) is reduced


@pytest.mark.parametrize(("value", "reduced"), [("0", True), ("false", True), ("1", False), ("true", False)])
def test_gtks_animations_setting_is_read_from_its_settings_file(tmp_path, value, reduced) -> None:  # type: ignore[no-untyped-def]
    env = _home(tmp_path, "gtk-3.0/settings.ini", f"[Settings]\ngtk-theme-name=Adwaita\ngtk-enable-animations={value}\n")
    assert system_prefers_reduced_motion("linux", env, _no_command) is reduced


@pytest.mark.parametrize(("answer", "reduced"), [("false\n", True), ("true\n", False), (None, False)])
def test_gnomes_animations_switch_is_asked_of_gsettings(tmp_path, answer, reduced) -> None:  # type: ignore[no-untyped-def]
    asked: list[list[str]] = []

    def run(command: list[str]) -> str | None:
        asked.append(command)
        return answer

    assert system_prefers_reduced_motion("linux", {"HOME": str(tmp_path)}, run) is reduced
    assert asked == [["gsettings", "get", "org.gnome.desktop.interface", "enable-animations"]]


@pytest.mark.parametrize(("answer", "reduced"), [("1\n", True), ("0\n", False), (None, False)])
def test_macos_reduce_motion_is_read_with_defaults(answer, reduced) -> None:  # type: ignore[no-untyped-def]
    assert system_prefers_reduced_motion("darwin", {}, lambda _c: answer) is reduced


def test_a_damaged_settings_file_or_a_missing_home_means_the_mat_animates(tmp_path) -> None:  # type: ignore[no-untyped-def]
    env = _home(tmp_path, "kdeglobals", "AnimationDurationFactor=0\n[KDE\n\x00\x00")
    assert system_prefers_reduced_motion("linux", env, _no_command) is False
    assert system_prefers_reduced_motion("linux", {}, _no_command) is False
    (tmp_path / ".config" / "gtk-3.0").mkdir(parents=True)
    (tmp_path / ".config" / "gtk-3.0" / "settings.ini").write_bytes(b"\xff\xfe[Settings]\n")
    assert system_prefers_reduced_motion("linux", {"HOME": str(tmp_path)}, _no_command) is False


def test_a_program_that_is_not_there_answers_nothing() -> None:
    assert run_quietly(["tortuga-no-such-program-here", "get"]) is None
    assert run_quietly(["sh", "-c", "echo false"]) == "false\n"
    assert run_quietly(["sh", "-c", "exit 3"]) is None
