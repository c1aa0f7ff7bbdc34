"""The Linux package: built from the checkout, unpacked, and its program checks itself.

Slow (about four minutes: a PyInstaller build and an xz-compressed .deb), so not part of the
default test run (marker `package`): `packaging/check-deb.sh` runs it, and `.ci/run` after the
tests. It builds in a temporary folder, never in the checkout, and removes it afterwards.
TORTUGA_DEB=PATH checks an already built package instead; TORTUGA_SKIP_PACKAGE=1 skips it.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
MAX_MB = 60
PHONE_PAGE = ("index.html", "phone.js", "phone.css", "vendor/noble.js")  # docs/phones.md: the page's fixed files

_TOOLS = ("desktop-file-validate", "appstreamcli")
_CAN_BUILD = os.geteuid() == 0 or all(shutil.which(t) for t in _TOOLS)  # root installs missing tools

pytestmark = [
    pytest.mark.package,
    pytest.mark.skipif(
        os.environ.get("TORTUGA_SKIP_PACKAGE") == "1" or shutil.which("dpkg-deb") is None
        or not (_CAN_BUILD or os.environ.get("TORTUGA_DEB")),
        reason="packaging test skipped (TORTUGA_SKIP_PACKAGE=1, not a Debian system, or the build tools "
        "desktop-file-utils and appstream are missing and this user cannot install them)",
    ),
]


@pytest.fixture(scope="module")
def deb() -> Iterator[Path]:
    """Builds the .deb with the documented script in a temporary folder; returns its path."""
    given = os.environ.get("TORTUGA_DEB")
    if given:
        yield Path(given)
        return
    with tempfile.TemporaryDirectory(prefix="tortuga-deb-") as folder:
        work, out_dir = Path(folder) / "work", Path(folder) / "out"
        out = subprocess.run(["bash", str(ROOT / "packaging/build-linux.sh"), "--work", str(work), "--out", str(out_dir)],
                             cwd=folder, capture_output=True, text=True, timeout=1500)
        assert out.returncode == 0, out.stdout[-2000:] + out.stderr[-2000:]
        debs = sorted(out_dir.glob("tortuga-1667_*.deb"))
        assert len(debs) == 1, f"build-linux.sh produced {len(debs)} .deb files"
        yield debs[0]


def test_deb_is_small_enough(deb: Path) -> None:
    """Target: the .deb is at most 60 MB."""
    assert deb.stat().st_size <= MAX_MB * 1024 * 1024


def test_deb_lays_out_a_desktop_program(deb: Path, tmp_path: Path) -> None:
    """/opt program, launcher on PATH, valid menu entry, metainfo, MIME type, icons, control file."""
    subprocess.run(["dpkg-deb", "-x", str(deb), str(tmp_path)], check=True)
    assert (tmp_path / "opt/tortuga-1667/tortuga").is_file()
    assert os.readlink(tmp_path / "usr/bin/tortuga") == "/opt/tortuga-1667/tortuga"
    desktop = tmp_path / "usr/share/applications/tortuga-1667.desktop"
    assert "MimeType=application/x-tortuga-1667-save;" in desktop.read_text()
    if shutil.which("desktop-file-validate"):
        subprocess.run(["desktop-file-validate", str(desktop)], check=True)
    assert (tmp_path / "usr/share/metainfo/io.github.tortuga_qt.Tortuga1667.metainfo.xml").is_file()
    assert "*.tortuga" in (tmp_path / "usr/share/mime/packages/tortuga-1667.xml").read_text()
    for size in (16, 32, 48, 128, 256, 512):
        assert (tmp_path / f"usr/share/icons/hicolor/{size}x{size}/apps/tortuga-1667.png").is_file()
    control = subprocess.run(["dpkg-deb", "-f", str(deb)], capture_output=True, text=True, check=True).stdout
    assert "Package: tortuga-1667" in control and "Depends:" in control


@pytest.fixture(scope="module")
def unpacked(deb: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The .deb unpacked into a temporary folder (as dpkg would lay it out under /)."""
    folder = tmp_path_factory.mktemp("unpacked")
    subprocess.run(["dpkg-deb", "-x", str(deb), str(folder)], check=True)
    return folder


@pytest.fixture(scope="module")
def self_test(unpacked: Path) -> subprocess.CompletedProcess[str]:
    """The unpacked `tortuga --self-test`, run once offscreen with a temporary HOME."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(unpacked / "home"))
    return subprocess.run([str(unpacked / "opt/tortuga-1667/tortuga"), "--self-test"], capture_output=True,
                          text=True, env=env, timeout=300, cwd=unpacked)


def test_unpacked_program_passes_its_self_test(self_test: subprocess.CompletedProcess[str]) -> None:
    """The unpacked `tortuga --self-test` (offscreen) loads everything, plays, saves and reloads."""
    out = self_test
    assert out.returncode == 0, out.stdout + out.stderr
    assert "self-test: passed" in out.stdout
    assert "FAIL" not in out.stdout
    assert "ok   thinking:" in out.stdout  # Hard seats and a hint answered by the spawned thinking process
    assert "unrecognized arguments" not in out.stderr  # the frozen entry point ran the spawned child's task


def test_unpacked_program_serves_a_phone(self_test: subprocess.CompletedProcess[str]) -> None:
    """The frozen program starts the phones' server (aiohttp), a paired phone does the handshake of
    docs/phones.md (cryptography's HKDF and ChaCha20-Poly1305) and opens a sealed frame; a QR code (segno) is drawn."""
    phones = [line for line in self_test.stdout.splitlines() if line.startswith(("ok   phones:", "FAIL phones:"))]
    assert len(phones) == 1, self_test.stdout + self_test.stderr
    assert phones[0].startswith("ok   phones: server started on 127.0.0.1:"), phones[0]
    assert "a paired phone joined and opened its sealed frame" in phones[0] and "QR code drawn" in phones[0]
    page = [name for name in PHONE_PAGE if (ROOT / "resources/phone" / name).is_file()]
    if page:  # the phone page is in this checkout: the program served each of its files
        assert f"its page served ({len(page)} files)" in phones[0], phones[0]


def test_deb_ships_the_phone_page_of_the_checkout(unpacked: Path) -> None:
    """Every file of resources/phone/ in the checkout is in the package, under the program's resources."""
    source = ROOT / "resources/phone"
    shipped = unpacked / "opt/tortuga-1667/_internal/resources/phone"
    wanted = sorted(p.relative_to(source) for p in source.rglob("*") if p.is_file()) if source.is_dir() else []
    missing = [str(name) for name in wanted if not (shipped / name).is_file()]
    assert not missing, f"the package lacks the phone page's {', '.join(missing)}"
    if not wanted:
        assert (unpacked / "opt/tortuga-1667/_internal/resources/data").is_dir()  # resources/ is shipped whole


def test_deb_carries_the_phones_native_parts(unpacked: Path) -> None:
    """cryptography's Rust binding and aiohttp's compiled parsers are in the package (the self-test uses them)."""
    internal = unpacked / "opt/tortuga-1667/_internal"
    assert list((internal / "cryptography/hazmat/bindings").glob("_rust*.so"))
    assert list((internal / "aiohttp").glob("_http_parser*.so"))
