"""Does every word fit its box? Helpers for the layout tests (issue 11, item 1).

`widget_overflow(root)` lists every visible QLabel and QAbstractButton under `root` whose text
needs more width or height than the widget has (text a widget elided counts too);
`scene_overflow(scene)` gathers what the mat's text items report through their `overflow()`;
`hidden_in_scroll(widget)` says whether a widget lies (partly) outside the visible part of the
scroll areas around it.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import (
    QAbstractButton,
    QGraphicsScene,
    QLabel,
    QPushButton,
    QStyle,
    QStyleOptionButton,
    QWidget,
)

SLACK = 1  # pixels of rounding allowed


def _name(w: QWidget) -> str:
    text = w.text() if isinstance(w, (QLabel, QAbstractButton)) else ""
    short = text if len(text) <= 60 else text[:57] + "..."
    return f"{type(w).__name__} {w.objectName() or '-'} {short!r}"


def _label_overflow(label: QLabel) -> str | None:
    if not label.text().strip() or label.hasScaledContents():
        return None
    full = label.property("fullText")  # a label that elides its own words keeps them whole here
    if isinstance(full, str) and full and full != label.text():
        return f"elided ({label.text()!r} for {full!r})"
    size = label.size()
    if label.wordWrap():
        need_w = label.minimumSizeHint().width()  # the longest word
        need_h = label.heightForWidth(size.width())
    else:
        hint = label.sizeHint()
        need_w, need_h = hint.width(), hint.height()
    if need_w > size.width() + SLACK or need_h > size.height() + SLACK:
        return f"needs {need_w}x{need_h}, has {size.width()}x{size.height()}"
    return None


def _push_overflow(button: QPushButton) -> str | None:
    size = button.size()
    if button.hasHeightForWidth():  # words that wrap (the action buttons)
        need_w = button.minimumSizeHint().width()
        need_h = button.heightForWidth(size.width())
        if need_w > size.width() + SLACK or need_h > size.height() + SLACK:
            return f"needs {need_w}x{need_h}, has {size.width()}x{size.height()}"
        return None
    opt = QStyleOptionButton()
    button.initStyleOption(opt)
    box = button.style().subElementRect(QStyle.SubElement.SE_PushButtonContents, opt, button)
    fm = button.fontMetrics()
    need_w = fm.horizontalAdvance(button.text().replace("&&", "&"))
    if not button.icon().isNull():
        need_w += button.iconSize().width() + 4
    need_h = max(fm.height(), button.iconSize().height() if not button.icon().isNull() else 0)
    if need_w > box.width() + SLACK or need_h > box.height() + SLACK:
        return f"needs {need_w}x{need_h} inside, has {box.width()}x{box.height()}"
    return None


def _button_overflow(button: QAbstractButton) -> str | None:
    if not button.text().strip():
        return None
    if isinstance(button, QPushButton):
        return _push_overflow(button)
    hint, size = button.sizeHint(), button.size()  # tool buttons, check boxes, radio buttons
    if hint.width() > size.width() + SLACK or hint.height() > size.height() + SLACK:
        return f"needs {hint.width()}x{hint.height()}, has {size.width()}x{size.height()}"
    return None


def widget_overflow(root: QWidget) -> list[str]:
    """Returns a description of every visible label or button under `root` whose text does not fit its box."""
    out = []
    widgets = [root, *root.findChildren(QWidget)]
    for w in widgets:
        if not w.isVisible() or w.width() <= 0:
            continue
        problem = None
        if isinstance(w, QLabel):
            problem = _label_overflow(w)
        elif isinstance(w, QAbstractButton):
            problem = _button_overflow(w)
        if problem is not None:
            out.append(f"{_name(w)}: {problem}")
    return out


def scene_overflow(scene: QGraphicsScene | None) -> list[str]:
    """Returns what the scene's text items report as not fitting (items without `overflow()` are skipped)."""
    if scene is None:
        return []
    return [o for item in scene.items() if hasattr(item, "overflow") for o in item.overflow()]


def visible_rect(widget: QWidget) -> QRect:
    """Returns the part of `widget` (in its own coordinates) that its ancestors (scroll areas' viewports included) do not cut off."""
    top = widget.window()
    whole = QRect(widget.mapTo(top, QPoint(0, 0)), widget.size())
    seen = QRect(whole)
    parent = widget.parentWidget()
    while parent is not None:
        seen = seen.intersected(QRect(parent.mapTo(top, QPoint(0, 0)), parent.size()) if parent is not top else top.rect())
        parent = parent.parentWidget()
    return seen.translated(-whole.topLeft())


def hidden_in_scroll(widget: QWidget) -> bool:
    """Returns whether any part of `widget` is cut off (a scroll area would have to scroll to show it all)."""
    return widget.isVisible() is False or visible_rect(widget) != widget.rect()


__all__ = ["hidden_in_scroll", "scene_overflow", "visible_rect", "widget_overflow"]
