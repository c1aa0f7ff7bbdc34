"""The Help menu, the rules reference window, and the links from the log and the action panel."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QEvent, QPoint, Qt, QUrl
from PySide6.QtGui import QAction, QImage, QKeySequence, QPixmap, QTextCursor, QTextDocument
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QMainWindow

import tortuga_qt
from tortuga_qt.help import reference as R
from tortuga_qt.ui.widgets.help_menu import add_help_menu, menu_shortcuts
from tortuga_qt.ui.widgets.log_panel import LogPanel
from tortuga_qt.ui.widgets.panels.actions import ActionPanel
from tortuga_qt.ui.widgets.reference import ReferenceDialog, open_reference, picture


@pytest.fixture
def host(qtbot):  # type: ignore[no-untyped-def]
    """A bare window with a Game menu (New game, Ctrl+N) and the Help menu; `host.learned` counts Learn."""
    w = QMainWindow()
    qtbot.addWidget(w)
    game = w.menuBar().addMenu("&Game")
    new = QAction("&New game…", w)
    new.setShortcut(QKeySequence.StandardKey.New)
    game.addAction(new)
    w.learned = []  # type: ignore[attr-defined]
    add_help_menu(w, lambda: w.learned.append(True))  # type: ignore[attr-defined]
    w.resize(800, 600)
    w.show()
    qtbot.waitExposed(w)
    return w


def _action(window: QMainWindow, name: str) -> QAction:
    action = window.findChild(QAction, name)
    assert action is not None, name
    return action


def _reference(window: QMainWindow) -> ReferenceDialog:
    dialog = getattr(window, "reference_dialog", None)
    assert isinstance(dialog, ReferenceDialog)
    return dialog


def _click_link(dialog: ReferenceDialog, target: str) -> None:
    """Clicks, with the mouse, the first link to `target` on the page shown."""
    doc = dialog.view.document()
    block = doc.begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            frag = it.fragment()
            if frag.isValid() and frag.charFormat().anchorHref() == target:
                cursor = QTextCursor(doc)
                cursor.setPosition(frag.position() + 1)
                dialog.view.setTextCursor(cursor)
                dialog.view.ensureCursorVisible()
                rect = dialog.view.cursorRect(cursor)
                QTest.mouseClick(dialog.view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
                return
            it += 1
        block = block.next()
    raise AssertionError(f"no link to {target} on {dialog.current}")


# --------------------------------------------------------------------------- the menu

def test_the_help_menu_holds_its_five_entries(host) -> None:  # type: ignore[no-untyped-def]
    names = [a.objectName() for a in host.findChild(QAction, "helpLearn").parent().findChildren(QAction)]
    for name in ("helpLearn", "helpRules", "helpCards", "helpKeys", "helpAbout"):
        assert name in names
    assert _action(host, "helpRules").shortcut() == QKeySequence(Qt.Key.Key_F1)
    _action(host, "helpLearn").trigger()
    assert host.learned == [True]


def test_rules_and_cards_open_one_reference_window(host, qtbot) -> None:  # type: ignore[no-untyped-def]
    _action(host, "helpRules").trigger()
    dialog = _reference(host)
    qtbot.waitExposed(dialog)
    assert dialog.isVisible() and not dialog.isModal()
    assert dialog.current == "rule:goal" and "Loyalty card" in dialog.page_text()
    _action(host, "helpCards").trigger()
    assert _reference(host) is dialog and dialog.current == "cards"
    assert "Letter of Marque" in dialog.page_text()


def test_a_closed_reference_window_is_made_anew(host, qtbot) -> None:  # type: ignore[no-untyped-def]
    first = open_reference(host, "rule:attack")
    assert open_reference(host, "rule:brawl") is first and first.current == "rule:brawl"
    first.close()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)  # WA_DeleteOnClose
    second = open_reference(host, "vote-card")
    assert second is not first and second.current == "vote-card"


def test_typing_in_the_search_box_filters_the_topics(host, qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = open_reference(host)
    everything = dialog.visible_topics()
    assert len(everything) == len(R.pages())
    qtbot.keyClicks(dialog.search_box, "albatross")
    shown = dialog.visible_topics()
    assert "card:albatross" in shown and "rule:setup" in shown
    assert "card:pistol" not in shown and len(shown) < len(everything)
    assert all("albatross" in (R.plain(R.page(i).body) + R.page(i).title).lower() for i in shown)
    dialog.search_box.clear()
    qtbot.keyClicks(dialog.search_box, "xyzzy")
    assert dialog.visible_topics() == [] and dialog.empty.isVisible()
    dialog.search_box.clear()
    assert dialog.visible_topics() == everything and not dialog.empty.isVisible()
    qtbot.keyClicks(dialog.search_box, "rowboat")
    QTest.keyClick(dialog.search_box, Qt.Key.Key_Return)
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert dialog.isVisible(), "Enter in the search box must not close the window"
    assert dialog.current == dialog.visible_topics()[0]
    assert dialog.view.extraSelections()  # the words searched for are marked on the page


def test_clicking_a_topic_and_a_link_navigates_and_back_returns(host, qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = open_reference(host, "rule:goal")
    item = dialog.items["rule:mutiny"]
    rect = dialog.topics.visualItemRect(item)
    QTest.mouseClick(dialog.topics.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert dialog.current == "rule:mutiny" and "Skull" in dialog.page_text()
    with qtbot.waitSignal(dialog.page_shown) as shown:
        _click_link(dialog, "page:card:fountain_of_youth")
    assert shown.args == ["card:fountain_of_youth"]
    assert dialog.current == "card:fountain_of_youth"
    assert dialog.topics.currentItem() is dialog.items["card:fountain_of_youth"]
    QTest.mouseClick(dialog.back, Qt.MouseButton.LeftButton)
    assert dialog.current == "rule:mutiny"
    assert not dialog.show_page("rule:kraken") and dialog.current == "rule:mutiny"


def test_a_card_page_shows_the_card_art(host, qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = open_reference(host, "card:albatross")
    qtbot.waitExposed(dialog)
    dialog.grab()  # lays out and paints the page: the pictures are loaded
    art = dialog.view.document().resource(int(QTextDocument.ResourceType.ImageResource.value), QUrl("art:albatross"))
    assert isinstance(art, (QPixmap, QImage)) and not art.isNull()
    image = art.toImage() if isinstance(art, QPixmap) else art
    assert image.width() >= 200 and image.pixelColor(image.width() // 2, image.height() // 2).alpha() > 0
    assert "Albatross" in dialog.page_text() and "3 cards in the box." in dialog.page_text()


def test_every_picture_of_every_page_is_drawn(qapp) -> None:  # type: ignore[no-untyped-def]
    for p in R.pages():
        for src in re.findall(r'<img src="([^"]*)"', p.body):
            pm = picture(src)
            assert pm is not None and not pm.isNull(), (p.id, src)
            image = pm.toImage()
            assert image.pixelColor(image.width() // 2, image.height() // 2).alpha() > 0, (p.id, src)
    assert picture("https://example.org/x.png") is None


# --------------------------------------------------------------------------- About, shortcuts

def test_about_names_the_version_licence_and_credits(host) -> None:  # type: ignore[no-untyped-def]
    _action(host, "helpAbout").trigger()
    about = host.findChild(QDialog, "aboutDialog")
    assert about is not None and about.isVisible()
    text = about.text.text()
    assert tortuga_qt.__version__ in text and "MIT" in text and "Facade Games" in text and "original" in text


def test_keyboard_shortcuts_lists_the_menus_shortcuts(host) -> None:  # type: ignore[no-untyped-def]
    _action(host, "helpKeys").trigger()
    keys = host.findChild(QDialog, "shortcutsDialog")
    assert keys is not None and keys.isVisible()
    lines = keys.lines()
    assert any(line.startswith("Game ▸ New game…") and "Ctrl+N" in line for line in lines), lines
    assert any(line.startswith("Help ▸ Rules") and "F1" in line for line in lines), lines
    _action(host, "helpKeys").trigger()  # asked again: the same window, not a second one
    assert len(host.findChildren(QDialog, "shortcutsDialog")) == 1


def test_the_table_window_menus_have_shortcuts_to_list(window) -> None:  # type: ignore[no-untyped-def]
    shortcuts = dict(menu_shortcuts(window))
    assert "Ctrl+N" in shortcuts.values() and "Space" in shortcuts.values()


# --------------------------------------------------------------------------- the log and the action panel

def test_a_log_line_naming_a_card_opens_its_page(qtbot) -> None:  # type: ignore[no-untyped-def]
    log = LogPanel()
    qtbot.addWidget(log)
    log.resize(360, 300)
    log.show()
    qtbot.waitExposed(log)
    lines = [("Anne reveals slot 2: Pistol!", False), ("Turn of Bart.", False), ("You saw Scurvy and Albatross.", True)]
    log.set_lines(lines, [("pistol",), (), ("scurvy", "albatross")])
    assert log.lines() == [t for t, _ in lines]
    assert log.card_kinds(0) == ("pistol",) and log.card_kinds(1) == ()
    assert not log.item(0).icon().isNull()
    plain = log.item(1).icon().pixmap(18, 18).toImage()  # a see-through spacer keeps the words aligned
    assert plain.pixelColor(9, 9).alpha() == 0
    assert "Pistol" in log.item(0).toolTip()
    with qtbot.waitSignal(log.page_requested) as asked:
        QTest.mouseClick(log.viewport(), Qt.MouseButton.LeftButton, pos=log.visualItemRect(log.item(0)).center())
    assert asked.args == ["card:pistol"]
    with qtbot.assertNotEmitted(log.page_requested):
        QTest.mouseClick(log.viewport(), Qt.MouseButton.LeftButton, pos=log.visualItemRect(log.item(1)).center())
    log.set_lines(lines)  # the same words without cards: no line links any more
    assert log.card_kinds(0) == () and log.lines() == [t for t, _ in lines]
    with pytest.raises(ValueError):
        log.set_lines(lines, [("pistol",)])


def test_the_action_panel_links_a_message_to_its_rule(qtbot) -> None:  # type: ignore[no-untyped-def]
    panel = ActionPanel()
    qtbot.addWidget(panel)
    panel.resize(360, 200)
    panel.show()
    qtbot.waitExposed(panel)
    panel.set_message("Not allowed: only a Captain may do that.", page="rule:ranks")
    assert panel.message.text() == "Not allowed: only a Captain may do that."
    assert panel.rule_link.isVisible() and "Read the rule" in panel.rule_link.text()
    with qtbot.waitSignal(panel.page_requested) as asked:
        QTest.mouseClick(panel.rule_link, Qt.MouseButton.LeftButton, pos=QPoint(12, panel.rule_link.height() // 2))
    assert asked.args == ["rule:ranks"]
    panel.set_message("The Attack succeeds!")
    assert not panel.rule_link.isVisible() and panel.rule_page is None
    panel.set_message("", page="rule:ranks")  # no words, no link
    assert not panel.rule_link.isVisible()
