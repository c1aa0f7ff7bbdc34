"""Save problems are translatable (issue 11, item 5): every `SaveError` carries its English template and parameters.

* Every `SaveError` (and `UnsupportedSaveVersion`, `DifferentRules`) raised in `tortuga_qt/record`
  is built from a `QT_TRANSLATE_NOOP("Save", "literal")` template and named parameters, never
  from a finished sentence, and every such template is in the translation template
  (resources/translations/tortuga_template.ts, context "Save").
* For damaged inputs (targeted edits of a real save, a missing path, a folder, a pipe, and seeded mutations
  from tests/record/fuzzing.py) the error's template is one of those and `template.format(**params)`
  is exactly `str(exc)`, the English sentence the command-line tools print.
* Through the app layer a translator changes the sentence the library reports for a damaged file.
"""

from __future__ import annotations

import ast
import os
import pickle
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest

from tests.record.fuzzing import mutants, seed_files
from tests.record.test_savefile import FINISHED_RAW, MIDGAME_RAW, NAME, with_data
from tortuga_qt.record.savefile import SaveError, load_bytes, read_save

ROOT = Path(__file__).resolve().parents[2]
RECORD = ROOT / "tortuga_qt" / "record"
TEMPLATE_TS = ROOT / "resources" / "translations" / "tortuga_template.ts"
ERRORS = {"SaveError", "UnsupportedSaveVersion", "DifferentRules"}


def _marked_templates() -> dict[str, str]:
    """Returns every save-problem template of tortuga_qt/record -> where; fails on an error built otherwise."""
    found: dict[str, str] = {}
    bad: list[str] = []
    for path in sorted(RECORD.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ERRORS):
                continue
            where = f"{path.relative_to(ROOT)}:{node.lineno}"
            first = node.args[0] if len(node.args) == 1 else None
            marked = (isinstance(first, ast.Call) and isinstance(first.func, ast.Name)
                      and first.func.id == "QT_TRANSLATE_NOOP" and len(first.args) == 2
                      and all(isinstance(a, ast.Constant) and isinstance(a.value, str) for a in first.args))
            if not marked or first.args[0].value != "Save":  # type: ignore[union-attr]
                bad.append(where)
                continue
            found[first.args[1].value] = where  # type: ignore[union-attr]
    assert not bad, f"save errors not built from QT_TRANSLATE_NOOP('Save', literal) and parameters: {bad}"
    return found


def _translatable() -> set[str]:
    """Returns the sources of the template's "Save" context."""
    return {message.findtext("source") or "" for context in ET.parse(TEMPLATE_TS).getroot().iter("context")
            if context.findtext("name") == "Save" for message in context.iter("message")}


def test_every_save_problem_is_marked_and_in_the_translation_template() -> None:
    """A new or changed save problem without `build_english.py` run fails here."""
    marked = _marked_templates()
    assert len(marked) >= 40
    missing = {t: w for t, w in marked.items() if t not in _translatable()}
    assert not missing, f"save problems missing from tortuga_template.ts (run build_english.py): {missing}"


def _damaged() -> list[bytes]:
    """Damaged save contents that reach many different problems (each edit breaks one thing)."""
    computer = "1"  # MIDGAME: seats 0, 2, 4 are people, 1 and 3 computers

    def actions(change: Any) -> Any:
        return lambda d: change(d["actions"])

    def first_chance(d: dict[str, Any]) -> None:
        i = next(i for i, a in enumerate(d["actions"]) if a.startswith("chance ") and len(a.split()) > 3)
        parts = d["actions"][i].split()
        parts[-1], parts[-2] = parts[-2], parts[-1]
        d["actions"][i] = " ".join(parts)

    edits: list[Any] = [
        lambda d: d.update(format=99), lambda d: d.update(format=0), lambda d: d.pop("format"),
        lambda d: d.update(rules_version="other rules"), lambda d: d.pop("config"), lambda d: d.update(format=1),
        lambda d: d.update(format=2), lambda d: d.update(humans=d["humans"][:-1]), lambda d: d.update(snapshot=None),
        lambda d: d.update(looks=[[1, "loyalty"]]), lambda d: d["bot_rngs"].update({"0": d["bot_rngs"][computer]}),
        lambda d: d["bot_rngs"].update({computer: "no state"}), lambda d: d["levels"].update({computer: "godlike"}),
        lambda d: d["levels"].update({"0": "easy"}), lambda d: d["levels"].pop(computer),
        lambda d: d["hints"].pop("0"), lambda d: d["hints"].update({"0": 10**6}),
        lambda d: d.update(atlantis_own_turn=[1]), lambda d: d.update(chance_rng="no state"),
        lambda d: d.update(seed_material="xyz"), lambda d: d.update(seeded=False),
        lambda d: d.update(seed=d["seed"] + 1), lambda d: d.update(seed=None, seeded=False, seed_material="00"),
        lambda d: d.update(legacy_seed=5), lambda d: d.update(legacy_chance_steps=10**4, legacy_seed=5),
        actions(lambda a: a.insert(9, "P9 crow P1")), actions(lambda a: a.pop()),
        lambda d: d.update(finished=True), lambda d: d["snapshot"].update(extra=1), first_chance,
        lambda d: d.update(chance_rng=d["bot_rngs"][computer]),
    ]
    out = [with_data(MIDGAME_RAW, edit) for edit in edits]
    out.append(with_data(FINISHED_RAW, lambda d: d.update(finished=False)))
    out += [b"", b"[]", b"{", b"\xff\xfe", b"[" * 100_000, b"{}", b'{"format": 1, "x": 2}']
    out += [raw for _, raw in mutants(seed_files(), 300, seed=11)]
    return out


def _refusals(tmp_path: Path) -> list[SaveError]:
    errors = []
    for raw in _damaged():
        try:
            load_bytes(raw, NAME)
        except SaveError as exc:
            errors.append(exc)
    (tmp_path / "folder.tortuga").mkdir()
    paths = [tmp_path / "nowhere {name}.tortuga", tmp_path / "folder.tortuga", tmp_path / "nul\0.tortuga"]
    if hasattr(os, "mkfifo"):
        os.mkfifo(tmp_path / "pipe.tortuga")  # refused without being opened
        paths.append(tmp_path / "pipe.tortuga")
    for path in paths:
        with pytest.raises(SaveError) as info:
            read_save(path)
        errors.append(info.value)
    return errors


def test_every_refusal_carries_a_translatable_template_that_gives_its_sentence(tmp_path: Path) -> None:
    """`str(exc)` stays the English sentence; the template and parameters rebuild exactly it."""
    translatable = _translatable()
    errors = _refusals(tmp_path)
    seen = set()
    for exc in errors:
        assert exc.template in translatable, exc.template
        assert exc.template.format(**exc.params) == str(exc)
        assert set(exc.params) >= {"name"}, exc.template
        assert all(isinstance(v, (str, int)) for v in exc.params.values()), exc.params
        seen.add(exc.template)
    assert len(seen) >= 35, sorted(seen)  # the edits reach most of the problems, not one or two
    braced = next(e for e in errors if "nowhere {name}.tortuga" in str(e))  # a file name is never a template
    again = pickle.loads(pickle.dumps(braced))  # and such an error survives a pickle
    assert (type(again), str(again), again.template, again.params) == \
        (type(braced), str(braced), braced.template, braced.params)


def test_a_translator_words_the_library_s_report_of_a_damaged_file(qapp, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """The reason inside "This game cannot be opened: {why}" comes through the "Save" context."""
    from PySide6.QtCore import QCoreApplication, QSettings, QTranslator

    from tortuga_qt.app.library import Library
    from tortuga_qt.app.library.reading import save_problem

    class Pirate(QTranslator):
        """Words two save problems; None (a null string) leaves every other text to the next translator."""

        def translate(self, context: str, source: str, disambiguation: str | None = None,  # type: ignore[override]
                      n: int = -1) -> str | None:
            if context == "Save" and source == "{name} is empty: it holds no game.":
                return "{name} be empty, matey: no game in the hold."
            if context == "Save" and source == "{name} is damaged: its seed is unreadable.":
                return "{name} be damaged: {nonsense}"  # a translator's wrong placeholder: the English stays
            return None

    path = tmp_path / "empty.tortuga"
    path.write_bytes(b"")
    library = Library(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat), tmp_path / "data")
    english = library.open(path).problem
    assert "empty.tortuga is empty: it holds no game." in english
    pirate = Pirate()
    assert QCoreApplication.installTranslator(pirate)
    try:
        worded = library.open(path).problem
        seed = with_data(MIDGAME_RAW, lambda d: d.update(seed_material="xyz"))
        with pytest.raises(SaveError) as info:
            load_bytes(seed, NAME)
        assert save_problem(info.value) == str(info.value)
    finally:
        QCoreApplication.removeTranslator(pirate)
    assert "empty.tortuga be empty, matey: no game in the hold." in worded
    assert worded != english
    assert save_problem(ValueError("plain")) == "plain"
