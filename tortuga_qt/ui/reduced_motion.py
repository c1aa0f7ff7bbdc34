"""Whether the player's system asks for reduced motion (then the mat does not animate until they choose).

Each desktop keeps the setting in its own place, and Qt does not report it:

- Windows: "Show animations in Windows" (SystemParametersInfo, SPI_GETCLIENTAREAANIMATION);
- macOS: Accessibility › Display › Reduce motion (`defaults read com.apple.universalaccess reduceMotion`);
- GNOME and desktops on GTK: "Animations" off (`gsettings … enable-animations`, or
  `gtk-enable-animations` in `gtk-3.0/settings.ini`);
- KDE Plasma: the animation speed slider at "Instant" (`AnimationDurationFactor=0` in `kdeglobals`).

A reading that fails (no such program, a file that is not there, a slow answer) says nothing:
the mat animates, as it does on a system without the setting. Asked once per window, when its
first table is built (after the first frame), and only while the player has not chosen a speed.
"""

from __future__ import annotations

import configparser
import os
import shutil
import subprocess
import sys
from collections.abc import Callable, Mapping
from pathlib import Path

Run = Callable[[list[str]], str | None]  # a command's output, None when it cannot be run

SPI_GETCLIENTAREAANIMATION = 0x1042


def run_quietly(command: list[str]) -> str | None:
    """Returns a short command's standard output, or None when it is missing, fails or takes over a second."""
    if shutil.which(command[0]) is None:
        return None
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=1.0, check=False)
    except (OSError, subprocess.SubprocessError):
        return None
    return done.stdout if done.returncode == 0 else None


def _windows() -> bool:
    import ctypes

    on = ctypes.c_int(1)
    try:
        windll = ctypes.windll  # type: ignore[attr-defined]  # present on Windows only, where this runs
        ok = windll.user32.SystemParametersInfoW(SPI_GETCLIENTAREAANIMATION, 0, ctypes.byref(on), 0)
    except (AttributeError, OSError):
        return False
    return bool(ok) and not on.value


def _config_dir(env: Mapping[str, str]) -> Path:
    home = env.get("HOME", "")
    return Path(env.get("XDG_CONFIG_HOME") or (Path(home) / ".config" if home else Path(".config")))


def _ini_value(path: Path, section: str, key: str) -> str | None:
    parser = configparser.ConfigParser(interpolation=None, strict=False)
    try:
        parser.read(path, encoding="utf-8")
    except (OSError, configparser.Error, UnicodeDecodeError):
        return None
    return parser.get(section, key, fallback=None)


def _linux(env: Mapping[str, str], run: Run) -> bool:
    config = _config_dir(env)
    factor = _ini_value(config / "kdeglobals", "KDE", "AnimationDurationFactor")
    if factor is not None:
        try:
            return float(factor) == 0.0
        except ValueError:
            pass
    gtk = _ini_value(config / "gtk-3.0" / "settings.ini", "Settings", "gtk-enable-animations")
    if gtk is not None and gtk.strip().lower() in ("0", "false", "no"):
        return True
    answer = run(["gsettings", "get", "org.gnome.desktop.interface", "enable-animations"])
    return answer is not None and answer.strip().lower() == "false"


def system_prefers_reduced_motion(platform: str = sys.platform, env: Mapping[str, str] | None = None,
                                  run: Run = run_quietly) -> bool:
    """Returns whether the system asks applications for reduced motion (False when it cannot tell)."""
    if platform.startswith("win"):
        return _windows()
    if platform == "darwin":
        answer = run(["defaults", "read", "com.apple.universalaccess", "reduceMotion"])
        return answer is not None and answer.strip() == "1"
    return _linux(os.environ if env is None else env, run)
