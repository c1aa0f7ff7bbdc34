"""The rules reference window: search, topics by section, and the page with its pictures.

The pages themselves (words, links, which pictures) come from `tortuga_qt.help.reference`;
this module translates them, draws the pictures they name (Event cards, Vote cards, symbols)
and follows `page:<id>` links in place. One non-modal window per main window, reused.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt, QUrl, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QPainter,
    QPixmap,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
)
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSplitter,
    QTextBrowser,
    QTextEdit,
    QToolButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)
from shiboken6 import Shiboken

from tortuga_qt.app.names import card_name
from tortuga_qt.help import reference as R
from tortuga_qt.ui import renderer, theme
from tortuga_qt.ui.vote_card import face_symbols, paint_vote_card

_PAGE_ROLE = Qt.ItemDataRole.UserRole
_CARD_W, _CARD_H = 300.0, 420.0  # the layout of a large card, as the mat draws a revealed card

PAGE_STYLE = """
h1 { color: #3b1d0e; font-size: 20pt; }
h2 { color: #3b2a14; font-size: 15pt; }
h3 { color: #5a3a12; font-size: 13pt; }
a { color: #8c2f1b; }
.meta { color: #6b5a3c; font-style: italic; }
th { background-color: #efe3c2; }
"""

STYLE = """
QDialog#reference { background: #efe3c2; }
QTextBrowser#referencePage { background: #fbf6e8; border: 1px solid #c9b07a; font: 11pt serif; color: #2b1d0e; }
QTreeWidget#referenceTopics { background: #fbf6e8; border: 1px solid #c9b07a; font: 11pt serif; }
QLineEdit#referenceSearch { background: #fffaf0; border: 1px solid #8a6d3b; border-radius: 4px; padding: 4px; font: 11pt serif; }
QLabel#referenceEmpty { color: #6b5a3c; font-style: italic; }
"""


def tr(text: str) -> str:
    """Returns a help text (an English source) in the player's language."""
    return QCoreApplication.translate("Help", text)


def card_pixmap(kind: str, size: QSize, dpr: float = 1.0, words: bool = True) -> QPixmap:
    """Returns an Event card's face: its picture and, with `words`, its name and its text."""
    from tortuga_qt.ui.scene import text_fit
    from tortuga_qt.ui.scene.tips import card_text

    pm = QPixmap(max(1, round(size.width() * dpr)), max(1, round(size.height() * dpr)))
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    p.scale(pm.width() / _CARD_W, pm.height() / _CARD_H)
    w, h = _CARD_W, _CARD_H
    renderer.draw(p, "card-face", QRectF(0, 0, w, h))
    if words:
        renderer.draw(p, f"icon-{kind}", QRectF(w * 0.3, h * 0.2, w * 0.4, w * 0.4))
        p.setPen(QColor("#2b1d0e"))
        p.setFont(QFont("serif", 18, QFont.Weight.Bold))
        p.drawText(QRectF(34, 22, w - 68, 60), Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, card_name(kind))
        box = QRectF(24, h * 0.2 + w * 0.45, w - 48, h * 0.45)
        text = card_text(kind)  # the card's rule in the player's language, as small as it must be to fit
        p.setFont(text_fit.fitted(text, QFont("serif", 12), box.width(), box.height(), 6))
        p.drawText(box, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap, text)
    else:
        renderer.draw(p, f"icon-{kind}", QRectF(w * 0.15, h * 0.25, w * 0.7, w * 0.7))
    p.end()
    pm.setDevicePixelRatio(dpr)
    return pm


def vote_pixmap(face: str, size: QSize, dpr: float = 1.0) -> QPixmap:
    """Returns a Vote card face named like 'cannon-british-helm' or '2x-torch-british-skull'."""
    double = face.startswith("2x-")
    symbols, _ = face_symbols(face.removeprefix("2x-").replace("-", "/"))
    pm = QPixmap(max(1, round(size.width() * dpr)), max(1, round(size.height() * dpr)))
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint_vote_card(p, QRectF(0, 0, pm.width(), pm.height()), symbols, double)
    p.end()
    pm.setDevicePixelRatio(dpr)
    return pm


def picture(url: str, dpr: float = 1.0) -> QPixmap | None:
    """Returns the picture a page names (art:, thumb:, vote:, sym:), or None for any other address."""
    scheme, _, name = url.partition(":")
    if scheme == "art":
        return card_pixmap(name, QSize(200, 280), dpr)
    if scheme == "thumb":
        return card_pixmap(name, QSize(80, 112), dpr, words=False)
    if scheme == "vote":
        return vote_pixmap(name, QSize(90, 126), dpr)
    if scheme == "sym":
        return renderer.render_pixmap(f"sym-{name}", QSize(24, 24), dpr)
    return None


class PageView(QTextBrowser):
    """Shows one page; draws the pictures it names and keeps them as document resources."""

    def loadResource(self, kind: int, name: QUrl | str) -> object:
        """Returns the picture for an art:, thumb:, vote: or sym: address (others as usual)."""
        url = name.toString() if isinstance(name, QUrl) else str(name)
        if kind == int(QTextDocument.ResourceType.ImageResource.value):
            pm = picture(url, max(1.0, self.devicePixelRatioF()))
            if pm is not None:
                self.document().addResource(kind, QUrl(url), pm)
                return pm
        return super().loadResource(kind, name)


class ReferenceDialog(QDialog):
    """The rules reference: a search box, the topics by section, and the page shown."""

    # Fires after a page is shown; carries its id (the voyage and tests follow it).
    page_shown = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("reference")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setWindowTitle(QCoreApplication.translate("Help", "Rules of Tortuga 1667"))
        self.setStyleSheet(theme.sheet(STYLE))
        self.current = ""
        self.history: list[str] = []
        self.search_box = QLineEdit()
        self.search_box.setObjectName("referenceSearch")
        self.search_box.setPlaceholderText(QCoreApplication.translate("Help", "Search the rules…"))
        self.search_box.setClearButtonEnabled(True)
        self.search_box.textChanged.connect(self.filter)
        self.search_box.returnPressed.connect(self._open_first)
        self.topics = QTreeWidget()
        self.topics.setObjectName("referenceTopics")
        self.topics.setHeaderHidden(True)
        self.topics.setIconSize(QSize(20, 20))
        self.topics.itemClicked.connect(self._on_topic)
        self.topics.itemActivated.connect(self._on_topic)
        self.empty = QLabel(QCoreApplication.translate("Help", "No page matches."))
        self.empty.setObjectName("referenceEmpty")
        self.empty.hide()
        self.view = PageView()
        self.view.setObjectName("referencePage")
        self.view.setOpenLinks(False)
        self.view.anchorClicked.connect(self._on_link)
        self.view.document().setDefaultStyleSheet(theme.sheet(PAGE_STYLE))
        self.back = QToolButton()
        self.back.setObjectName("referenceBack")
        self.back.setText(QCoreApplication.translate("Help", "◀ Back"))
        self.back.setEnabled(False)
        self.back.clicked.connect(self.go_back)
        self._build_topics()
        self._lay_out()
        self.resize(1080, 720)

    def restyle(self) -> None:
        """Applies the look in force (ui/theme.py): the window's sheet and the page's."""
        self.setStyleSheet(theme.sheet(STYLE))
        self.view.document().setDefaultStyleSheet(theme.sheet(PAGE_STYLE))
        if self.current:
            self.show_page(self.current, remember=False)
    def retranslate(self) -> None:
        """Words the open reference again in the language now installed: its title, topics and the page shown."""
        self.setWindowTitle(QCoreApplication.translate("Help", "Rules of Tortuga 1667"))
        self.search_box.setPlaceholderText(QCoreApplication.translate("Help", "Search the rules…"))
        self.empty.setText(QCoreApplication.translate("Help", "No page matches."))
        self.back.setText(QCoreApplication.translate("Help", "◀ Back"))
        self.close_button.setText(QCoreApplication.translate("Help", "Close"))
        self.topics.clear()
        self._build_topics()
        self.filter(self.search_box.text())
        if self.current:
            self.show_page(self.current, remember=False)

    def _lay_out(self) -> None:
        left = QWidget()
        column = QVBoxLayout(left)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.search_box)
        column.addWidget(self.empty)
        column.addWidget(self.topics, 1)
        right = QWidget()
        page = QVBoxLayout(right)
        page.setContentsMargins(0, 0, 0, 0)
        page.addWidget(self.back, 0, Qt.AlignmentFlag.AlignLeft)
        page.addWidget(self.view, 1)
        split = QSplitter()
        split.addWidget(left)
        split.addWidget(right)
        split.setStretchFactor(1, 1)
        # The list as wide as its longest title ("Treasure Map: Fountain of Youth"), so none is cut short.
        self.topics.resizeColumnToContents(0)
        need = (self.topics.sizeHintForColumn(0) + self.topics.indentation() + 2 * self.topics.frameWidth()
                + self.topics.verticalScrollBar().sizeHint().width() + 8)
        split.setSizes([max(330, min(need, 460)), 750])
        close = QPushButton(QCoreApplication.translate("Help", "Close"))
        close.setAutoDefault(False)  # Enter in the search box opens a page, it does not close the window
        close.clicked.connect(self.close)
        self.close_button = close
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(close)
        lay = QVBoxLayout(self)
        lay.addWidget(split, 1)
        lay.addLayout(buttons)

    def _build_topics(self) -> None:
        self.items: dict[str, QTreeWidgetItem] = {}
        self.heads: list[tuple[QTreeWidgetItem, list[QTreeWidgetItem]]] = []
        for section in R.SECTIONS:
            head = QTreeWidgetItem([tr(R.SECTION_TITLES[section])])
            font = head.font(0)
            font.setBold(True)
            head.setFont(0, font)
            self.topics.addTopLevelItem(head)
            children: list[QTreeWidgetItem] = []
            for p in R.pages():
                if p.section != section:
                    continue
                item = QTreeWidgetItem([tr(p.title)])
                item.setToolTip(0, tr(p.title))  # long titles are cut short in the list
                item.setData(0, _PAGE_ROLE, p.id)
                if p.card is not None:
                    item.setIcon(0, renderer.icon(f"icon-{p.card}", 20))
                head.addChild(item)
                children.append(item)
                self.items[p.id] = item
            head.setExpanded(True)
            if children:  # clicking a section opens its first page
                head.setData(0, _PAGE_ROLE, children[0].data(0, _PAGE_ROLE))
            self.heads.append((head, children))

    # ------------------------------------------------------------------ pages

    def show_page(self, page_id: str, remember: bool = True) -> bool:
        """Shows a page (KeyError-free: an unknown id is ignored); returns whether it did."""
        try:
            p = R.page(page_id)
        except KeyError:
            return False
        if remember and self.current and self.current != page_id:
            self.history.append(self.current)
        self.current = page_id
        self.back.setEnabled(bool(self.history))
        self.view.document().setDefaultStyleSheet(theme.sheet(PAGE_STYLE))
        self.view.setHtml(f"<h1>{tr(p.title)}</h1>{R.render(p, tr)}")
        self._mark_words()
        item = self.items.get(page_id)
        if item is not None and not item.isHidden():
            self.topics.setCurrentItem(item)
        self.page_shown.emit(page_id)
        return True

    def go_back(self) -> None:
        """Shows the page seen before this one."""
        if self.history:
            self.show_page(self.history.pop(), remember=False)

    def page_text(self) -> str:
        """Returns the words of the page shown."""
        return self.view.toPlainText()

    def _on_topic(self, item: QTreeWidgetItem, _column: int = 0) -> None:
        page_id = item.data(0, _PAGE_ROLE)
        if isinstance(page_id, str):
            self.show_page(page_id)

    def _on_link(self, url: QUrl) -> None:
        text = url.toString()
        if text.startswith("page:"):
            self.show_page(text.removeprefix("page:"))

    # ------------------------------------------------------------------ search

    def filter(self, text: str) -> None:
        """Shows only the topics whose page holds every word typed; marks the words on the page."""
        found = {p.id for p in R.search(text, tr)}
        for head, children in self.heads:
            for child in children:
                child.setHidden(child.data(0, _PAGE_ROLE) not in found)
            head.setHidden(all(child.isHidden() for child in children))
        self.empty.setVisible(not found)
        self._mark_words()

    def visible_topics(self) -> list[str]:
        """Returns the ids of the topics listed now (after the search filter)."""
        return [child.data(0, _PAGE_ROLE) for head, children in self.heads if not head.isHidden()
                for child in children if not child.isHidden()]

    def _open_first(self) -> None:
        shown = self.visible_topics()
        if shown:
            self.show_page(shown[0])

    def _mark_words(self) -> None:
        """Highlights every word of the search on the page shown."""
        marks: list[QTextEdit.ExtraSelection] = []
        fmt = QTextCharFormat()
        fmt.setBackground(QColor(242, 193, 78, 150))
        doc = self.view.document()
        for word in self.search_box.text().split():
            cursor = doc.find(word)
            while not cursor.isNull() and len(marks) < 500:
                mark = QTextEdit.ExtraSelection()
                mark.cursor = QTextCursor(cursor)
                mark.format = fmt
                marks.append(mark)
                cursor = doc.find(word, cursor)
        self.view.setExtraSelections(marks)


def open_reference(parent: QWidget, page_id: str = "rule:goal") -> ReferenceDialog:
    """Opens the reference at a page: one non-modal window per `parent`, reused while it is open."""
    dialog = getattr(parent, "reference_dialog", None)
    if not isinstance(dialog, ReferenceDialog) or not Shiboken.isValid(dialog):
        dialog = ReferenceDialog(parent)
        setattr(parent, "reference_dialog", dialog)  # noqa: B010 - any widget may hold one
    dialog.show_page(page_id)
    dialog.show()
    dialog.raise_()
    dialog.activateWindow()
    return dialog
