"""`tortuga`'s command line: screenshot options only with --screenshot, plain-English refusals.

Only the parser runs here (no window, no Qt): every refusal is exit status 2 with a message
that names the option as the user typed it and never a Python name.
"""

from __future__ import annotations

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
