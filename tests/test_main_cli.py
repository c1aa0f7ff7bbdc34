"""`tortuga`'s command line: screenshot options only with --screenshot, plain-English refusals.

Only the parser runs here (no window, no Qt): every refusal is exit status 2 with a message
that names the option as the user typed it and never a Python name.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tortuga_qt.main import parse_args


def refusal(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    """Parses argv, expects the parser to refuse it (status 2), returns its message."""
    with pytest.raises(SystemExit) as info:
        parse_args(list(argv))
    assert info.value.code == 2
    err = capsys.readouterr().err
    last = err.strip().splitlines()[-1]
    assert last.startswith("tortuga: error: ")
    for internal in ("_players", "_size", "_moves", "_whole", "invalid int", "invalid", "Traceback", "dest"):
        assert internal not in err, err
    return last


@pytest.mark.parametrize("option, value", [("--players", "4"), ("--seed", "3"), ("--moves", "5"),
                                           ("--size", "800x600")])
def test_screenshot_options_are_refused_without_screenshot(capsys: pytest.CaptureFixture[str], option: str,
                                                          value: str) -> None:
    message = refusal(capsys, option, value)
    assert option in message and "--screenshot" in message


def test_several_screenshot_options_are_named_together(capsys: pytest.CaptureFixture[str]) -> None:
    message = refusal(capsys, "--players", "4", "--seed", "2", "game.tortuga")
    assert "--players, --seed only apply together with --screenshot PATH" in message


@pytest.mark.parametrize("value", ["-1", "-20"])
def test_moves_must_not_be_negative(capsys: pytest.CaptureFixture[str], value: str) -> None:
    message = refusal(capsys, "--screenshot", "mat.png", f"--moves={value}")
    assert "--moves" in message and "0 or more" in message


@pytest.mark.parametrize("value", ["1", "10", "0", "five", "-3", "2.5"])
def test_players_must_be_2_to_9(capsys: pytest.CaptureFixture[str], value: str) -> None:
    message = refusal(capsys, "--screenshot", "mat.png", f"--players={value}")
    assert "--players" in message and "2 to 9 players" in message


@pytest.mark.parametrize("value", ["big", "1280x", "x720", "1280x720x2", "1280*720", "12.5x720", "100x100",
                                   "²x²", "①x720", "9" * 30 + "x720"])
def test_size_must_be_width_x_height(capsys: pytest.CaptureFixture[str], value: str) -> None:
    message = refusal(capsys, "--screenshot", "mat.png", "--size", value)
    assert "--size" in message and ("1920x1080" in message or "320x240" in message)


@pytest.mark.parametrize("argv", [["--seed", "abc"], ["--moves", "many"], ["--seed", "²"], ["--moves", "٣"],
                                  ["--seed", "9" * 5000]])
def test_numbers_are_asked_for_in_plain_words(capsys: pytest.CaptureFixture[str], argv: list[str]) -> None:
    message = refusal(capsys, "--screenshot", "mat.png", *argv)
    assert "is not a whole number" in message and len(message) < 160


def test_help_shows_no_internal_names(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as info:
        parse_args(["--help"])
    assert info.value.code == 0
    out = capsys.readouterr().out
    for metavar in ("--players N", "--seed S", "--moves K", "--size WxH", "--screenshot PATH", "FILE"):
        assert metavar in out
    assert "PLAYERS" not in out and "MOVES" not in out


def test_screenshot_options_get_their_defaults() -> None:
    args = parse_args(["--screenshot", "mat.png"])
    assert (args.players, args.seed, args.moves, args.size) == (5, 1, 20, (1920, 1080))
    args = parse_args(["--screenshot", "mat.png", "--players", "9", "--seed", "-4", "--moves", "0",
                       "--size", "640X360"])
    assert (args.players, args.seed, args.moves, args.size) == (9, -4, 0, (640, 360))


def test_a_file_alone_still_opens() -> None:
    args = parse_args(["game.tortuga"])
    assert args.file == "game.tortuga" and not args.screenshot


@pytest.mark.parametrize("argv, says", [
    (["--autoplay"], "--autoplay only applies together with --learn"),
    (["--screens", "x"], "--screens only applies together with --learn --autoplay"),
    (["--learn", "--screens", "x"], "--screens only applies together with --learn --autoplay"),
    (["--learn", "--self-test"], "--learn cannot be combined"),
])
def test_voyage_options_are_refused_out_of_place(capsys: pytest.CaptureFixture[str], argv: list[str], says: str) -> None:
    assert says in refusal(capsys, *argv)


def test_voyage_options_parse() -> None:
    args = parse_args(["--learn", "--autoplay", "--screens", "shots"])
    assert args.learn and args.autoplay and args.screens == "shots"


# ---------------------------------------------------------------------------------------- issue 11, item 7


def test_exit_when_ready_starts_without_questions_and_only_alone(capsys: pytest.CaptureFixture[str]) -> None:
    """`--exit-when-ready` (the start-up benchmark) starts the usual way only: no file, no other mode."""
    assert parse_args(["--exit-when-ready"]).exit_when_ready
    for other in (["--learn"], ["--self-test"], ["--screenshot", "mat.png"], ["game.tortuga"]):
        assert "--exit-when-ready cannot be combined" in refusal(capsys, "--exit-when-ready", *other)


# ---------------------------------------------------------------------------------------- issue 11, item 8


def test_the_library_check_applies_to_linux_x11_only() -> None:
    """Only Qt's xcb plugin needs the X11 libraries: offscreen, Wayland, no display or another system skip the check."""
    from tortuga_qt.qt_libraries import applies

    assert applies({"DISPLAY": ":0"}, "linux")
    assert applies({"DISPLAY": ":0", "QT_QPA_PLATFORM": "xcb"}, "linux")
    assert not applies({"DISPLAY": ":0", "QT_QPA_PLATFORM": "offscreen"}, "linux")
    assert not applies({"DISPLAY": ":0", "QT_QPA_PLATFORM": "wayland"}, "linux")
    assert not applies({}, "linux")
    assert not applies({"DISPLAY": ":0"}, "darwin") and not applies({"DISPLAY": ":0"}, "win32")


def test_missing_libraries_are_named_with_their_packages_in_one_line() -> None:
    from tortuga_qt.qt_libraries import missing_libraries_message

    gone = {"libxcb-icccm.so.4", "libxcb-keysyms.so.1"}  # what a fresh minimal Ubuntu lacked (the issue)
    line = missing_libraries_message({"DISPLAY": ":0"}, "linux", lambda name: name not in gone)
    assert "\n" not in line and line.startswith("tortuga: ")
    assert "libxcb-icccm.so.4, libxcb-keysyms.so.1" in line
    assert "sudo apt install libxcb-icccm4 libxcb-keysyms1" in line
    assert "sudo dnf install xcb-util-wm xcb-util-keysyms" in line
    assert "xcb-cursor0" not in line  # not Qt's misleading guess
    assert missing_libraries_message({"DISPLAY": ":0"}, "linux", lambda name: True) == ""
    assert missing_libraries_message({"QT_QPA_PLATFORM": "offscreen", "DISPLAY": ":0"}, "linux",
                                     lambda name: False) == ""


def test_tortuga_stops_with_status_1_before_qt_starts(monkeypatch: pytest.MonkeyPatch,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    """With a library missing, `tortuga` prints the one line and exits 1; Qt is never asked to start."""
    from tortuga_qt import main as M
    from tortuga_qt import qt_libraries

    monkeypatch.setenv("DISPLAY", ":0")
    monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
    monkeypatch.setattr(qt_libraries.sys, "platform", "linux")
    monkeypatch.setattr(qt_libraries, "loads", lambda name: name != "libxcb-cursor.so.0")
    assert M.main(["--exit-when-ready"]) == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "libxcb-cursor0" in err[0] and "xcb-util-cursor" in err[0]


def test_quicker_imports_answer_as_pyside_does() -> None:
    """Issue 11 item 7 (start-up): the faster scan of imported modules gives PySide6's own answers."""
    import importlib
    import sys

    import PySide6.QtCore  # noqa: F401 (loads PySide6's feature module)

    from tortuga_qt.main import quicken_imports

    feature = sys.modules["shibokensupport.feature"]
    original = feature._mod_uses_pyside
    try:
        quicken_imports()
        quick = feature._mod_uses_pyside
        for name in ("tortuga_qt.ui.renderer", "tortuga_qt.rules.places", "json", "sys", "tortuga_qt.ui"):
            module = importlib.import_module(name)
            assert quick(module) == original(module), name
    finally:
        feature._mod_uses_pyside = original


@pytest.mark.parametrize("argv, named", [(["--screenshot", ""], "--screenshot"), (["--screenshot="], "--screenshot"),
                                         (["--screenshot", "  "], "--screenshot"),
                                         (["--learn", "--autoplay", "--screens", ""], "--screens"),
                                         ([""], "file to open")])
def test_an_empty_path_is_refused(capsys: pytest.CaptureFixture[str], argv: list[str], named: str) -> None:
    """`tortuga --screenshot ""` is refused (it used to open the whole window, as if no option was given)."""
    message = refusal(capsys, *argv)
    assert named in message and "empty" in message


def test_no_display_is_named_only_where_qt_needs_one(tmp_path: Path) -> None:
    """Linux without DISPLAY/WAYLAND_DISPLAY and a platform that needs one: the line; otherwise nothing."""
    from tortuga_qt.qt_libraries import no_display_message

    line = no_display_message({}, "linux")
    assert line.startswith("tortuga: no display found") and "\n" not in line
    assert "desktop session" in line and "QT_QPA_PLATFORM=offscreen" in line
    assert no_display_message({"QT_QPA_PLATFORM": "xcb"}, "linux") == line
    assert no_display_message({"QT_QPA_PLATFORM": "wayland", "DISPLAY": ":0"}, "linux") == line
    for fine in ({"DISPLAY": ":0"}, {"WAYLAND_DISPLAY": "wayland-1"}, {"QT_QPA_PLATFORM": "offscreen"},
                 {"QT_QPA_PLATFORM": "minimal"}, {"QT_QPA_PLATFORM": "vnc:size=800x600"},
                 {"QT_QPA_PLATFORM": "wayland;offscreen"}, {"QT_QPA_PLATFORM": "xcb", "DISPLAY": ":1"}):
        assert no_display_message(fine, "linux") == "", fine
    (tmp_path / "wayland-0").touch()  # the compositor's default socket: Wayland clients find it unnamed
    assert no_display_message({"XDG_RUNTIME_DIR": str(tmp_path)}, "linux") == ""
    assert no_display_message({}, "darwin") == "" and no_display_message({}, "win32") == ""
