"""Before Qt starts on Linux/X11: are the system libraries its xcb platform plugin needs installed?

PySide6's wheels bring Qt but not the X11 libraries that `libqxcb.so` links against (nor
libxcb-cursor, which Qt 6.5+ requires at run time). Without one of them Qt aborts with a message
that names xcb-cursor0 whichever library is missing. `missing_libraries_message()` looks each one
up with the dynamic loader (as Qt would) and returns one line that names the missing Debian/Ubuntu
and Fedora packages, or "" when nothing is missing or the check does not apply (another system,
another Qt platform such as offscreen or wayland, or no X display).

`no_display_message()` likewise returns one line when no display server is there at all (no
DISPLAY nor WAYLAND_DISPLAY, and a Qt platform that needs one), where Qt would abort.

The list is what `ldd .../PySide6/Qt/plugins/platforms/libqxcb.so` shows outside Qt's own
libraries (PySide6 6.7-6.9), plus libxcb-cursor, which Qt opens itself.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Mapping

# soname -> (Debian/Ubuntu package, Fedora package). The first ones are those a desktop-less
# system most often lacks; the rest come with almost every X11 installation.
LIBRARIES: dict[str, tuple[str, str]] = {
    "libxcb-cursor.so.0": ("libxcb-cursor0", "xcb-util-cursor"),
    "libxcb-icccm.so.4": ("libxcb-icccm4", "xcb-util-wm"),
    "libxcb-keysyms.so.1": ("libxcb-keysyms1", "xcb-util-keysyms"),
    "libxcb-image.so.0": ("libxcb-image0", "xcb-util-image"),
    "libxcb-render-util.so.0": ("libxcb-render-util0", "xcb-util-renderutil"),
    "libxcb-util.so.1": ("libxcb-util1", "xcb-util"),
    "libxkbcommon-x11.so.0": ("libxkbcommon-x11-0", "libxkbcommon-x11"),
    "libxkbcommon.so.0": ("libxkbcommon0", "libxkbcommon"),
    "libxcb-shape.so.0": ("libxcb-shape0", "libxcb"),
    "libxcb-xkb.so.1": ("libxcb-xkb1", "libxcb"),
    "libxcb-randr.so.0": ("libxcb-randr0", "libxcb"),
    "libxcb-shm.so.0": ("libxcb-shm0", "libxcb"),
    "libxcb-sync.so.1": ("libxcb-sync1", "libxcb"),
    "libxcb-xfixes.so.0": ("libxcb-xfixes0", "libxcb"),
    "libxcb-render.so.0": ("libxcb-render0", "libxcb"),
    "libxcb.so.1": ("libxcb1", "libxcb"),
    "libX11-xcb.so.1": ("libx11-xcb1", "libX11-xcb"),
    "libX11.so.6": ("libx11-6", "libX11"),
    "libGL.so.1": ("libgl1", "libglvnd-glx"),
    "libEGL.so.1": ("libegl1", "libglvnd-egl"),
    "libfontconfig.so.1": ("libfontconfig1", "fontconfig"),
    "libfreetype.so.6": ("libfreetype6", "freetype"),
    "libdbus-1.so.3": ("libdbus-1-3", "dbus-libs"),
    "libglib-2.0.so.0": ("libglib2.0-0", "glib2"),
}


def applies(environ: Mapping[str, str] | None = None, platform: str | None = None) -> bool:
    """Returns whether Qt will start its xcb platform: Linux, QT_QPA_PLATFORM unset or xcb, DISPLAY set."""
    environ = os.environ if environ is None else environ
    platform = sys.platform if platform is None else platform
    if not platform.startswith("linux"):
        return False
    qpa = environ.get("QT_QPA_PLATFORM", "").strip().lower()
    if qpa and qpa.split(":")[0].split(";")[0] != "xcb":
        return False  # offscreen, wayland, eglfs, vnc...: not the xcb plugin
    return bool(environ.get("DISPLAY"))


def loads(soname: str) -> bool:
    """Returns whether the dynamic loader finds and loads `soname` (as Qt's plugin would)."""
    import ctypes

    try:
        ctypes.CDLL(soname)
    except OSError:
        return False
    return True


def missing_libraries(found: Callable[[str], bool] | None = None) -> list[str]:
    """Returns the sonames in LIBRARIES that `found` (default: `loads`) does not find, in the table's order."""
    found = found or loads
    return [name for name in LIBRARIES if not found(name)]


def message(missing: list[str]) -> str:
    """Returns the one line that names the missing libraries and the packages to install."""
    debian = list(dict.fromkeys(LIBRARIES[name][0] for name in missing))
    fedora = list(dict.fromkeys(LIBRARIES[name][1] for name in missing))
    return (f"tortuga: Qt cannot open a window: the system libraries {', '.join(missing)} are missing; "
            f"install them with 'sudo apt install {' '.join(debian)}' (Debian, Ubuntu) "
            f"or 'sudo dnf install {' '.join(fedora)}' (Fedora).")


def missing_libraries_message(environ: Mapping[str, str] | None = None, platform: str | None = None,
                              found: Callable[[str], bool] | None = None) -> str:
    """Returns the line to print when Qt's xcb platform would abort for a missing library ("" if none)."""
    if not applies(environ, platform):
        return ""
    missing = missing_libraries(found)
    return message(missing) if missing else ""


# Qt's platforms that need a display server; any other (offscreen, minimal, vnc, eglfs, linuxfb...)
# draws without one.
DISPLAY_PLATFORMS = {"xcb": ("DISPLAY",), "wayland": ("WAYLAND_DISPLAY", "WAYLAND_SOCKET"),
                     "wayland-egl": ("WAYLAND_DISPLAY", "WAYLAND_SOCKET")}


def no_display_message(environ: Mapping[str, str] | None = None, platform: str | None = None) -> str:
    """Returns the line to print when Qt would abort for want of a display (Linux, nothing to draw on), else ""."""
    environ = os.environ if environ is None else environ
    platform = sys.platform if platform is None else platform
    if not platform.startswith("linux"):
        return ""
    qpa = environ.get("QT_QPA_PLATFORM", "").strip().lower()
    names = [part.split(":")[0].strip() for part in qpa.split(";") if part.strip()] or ["xcb", "wayland"]
    for name in names:
        needed = DISPLAY_PLATFORMS.get(name)
        if needed is None or any(environ.get(variable) for variable in needed):
            return ""  # a platform that needs no display, or one whose display is there
        runtime = environ.get("XDG_RUNTIME_DIR", "")
        if name.startswith("wayland") and runtime and os.path.exists(os.path.join(runtime, "wayland-0")):
            return ""  # the compositor's default socket, which Wayland clients use when WAYLAND_DISPLAY is unset
    return ("tortuga: no display found: neither DISPLAY nor WAYLAND_DISPLAY is set (a terminal outside the desktop, "
            "such as ssh or a console); start it from a desktop session, or set QT_QPA_PLATFORM=offscreen "
            "for a window nobody sees (tests, scripts).")
