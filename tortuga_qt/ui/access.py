"""Screen readers: the mat's items in Qt's accessibility tree, and what happens read out (issue 12, item 4).

A QGraphicsView shows no accessible children for its items, and QGraphicsItems are not
accessible objects. PySide6 (6.8 to 6.11) lets Python subclass Qt's accessible interfaces and
install a factory for them; the mat's items are QGraphicsObjects (QObjects), so Qt's own
mechanism serves, cache and lifetime included: `QAccessible.installFactory` gives

* the mat's view a `MatAccessible` (a QAccessibleWidget) whose children are the mat's items,
  in the scene's reading order (`spoken_items()`), and
* each item a `MatItemAccessible` (a QAccessibleObject) with role, name, description, screen
  rectangle, parent and state. The words live on the item, as Qt dynamic properties
  (`set_words`), written with its tooltip from the view on screen (`ui/scene/tips.py`); its
  state comes from its highlight (can be chosen, marked, under the keyboard's focus ring).

Qt caches each interface by its object and drops it when the item is deleted (a new game's
mat); an interface keeps no reference to its item (Qt's `object()` is the item). The scene tells screen readers what changed (`tell_changes`) only while one listens
(`QAccessible.isActive()`): nothing here costs anything otherwise.

What happens is read out by `ui/announcer.py`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, cast, runtime_checkable

from PySide6.QtCore import QCoreApplication, QObject, QPoint, QRect
from PySide6.QtGui import (
    QAccessible,
    QAccessibleEvent,
    QAccessibleInterface,
    QAccessibleObject,
    QAccessibleStateChangeEvent,
    QWindow,
)
from PySide6.QtWidgets import QAccessibleWidget, QGraphicsObject, QGraphicsView


@runtime_checkable
class SpokenScene(Protocol):
    """A scene whose items speak (the mat's `TableScene`): it lists them in reading order."""

    def spoken_items(self) -> list[QGraphicsObject]:
        """Returns the items a screen reader finds on the mat now, in reading order."""
        ...


class Worded(Protocol):
    """What `set_words` writes on: an object with Qt's dynamic properties (any QObject, a mat item)."""

    def setProperty(self, name: str, value: object, /) -> bool:
        """Sets a dynamic property; returns whether it is a declared one."""
        ...


NAME, DESCRIPTION, ROLE = "accessibleName", "accessibleDescription", "accessibleRole"  # an item's dynamic properties
# Qt's null interface (or window) pointer: the bindings' types cannot say "may be null".
NO_INTERFACE = cast(QAccessibleInterface, None)
NO_WINDOW = cast(QWindow, None)

_views: set[type[QGraphicsView]] = set()  # the view classes whose scene's items speak
_items: set[type[QGraphicsObject]] = set()  # the item classes that speak (their words: `set_words`)
_installed = False


def set_words(item: Worded, name: str, description: str = "") -> None:
    """Gives a mat item the words a screen reader says about it: its name and its description."""
    item.setProperty(NAME, name)
    item.setProperty(DESCRIPTION, description)


def words_of(item: QObject) -> tuple[str, str]:
    """Returns a mat item's name and description for screen readers ("" for words it was never given)."""
    return str(item.property(NAME) or ""), str(item.property(DESCRIPTION) or "")


def set_role(item: QObject, role: QAccessible.Role) -> None:
    """Gives a mat item another role than a picture's (the treasure by team is text)."""
    item.setProperty(ROLE, role.value)


def install(view: type[QGraphicsView], items: Sequence[type[QGraphicsObject]]) -> None:
    """Makes `view`'s scene items (of the classes `items`) children of its accessible interface (once per class)."""
    global _installed
    _views.add(view)
    _items.update(items)
    if not _installed:
        _installed = True
        QAccessible.installFactory(_factory)


def _factory(key: str, obj: QObject) -> QAccessibleInterface | None:
    """Returns the accessible interface of a mat view or a mat item (None: Qt's own for anything else).

    Qt calls it once per object and class name (the answer is cached until the object is deleted).
    """
    if isinstance(obj, QGraphicsView) and isinstance(obj, tuple(_views)):
        return MatAccessible(obj)
    if isinstance(obj, QGraphicsObject) and isinstance(obj, tuple(_items)):
        return MatItemAccessible(obj)
    return None


def _view_of(item: QGraphicsObject) -> QGraphicsView | None:
    """Returns the view that shows an item's scene (None: not on screen)."""
    scene = item.scene()
    views = scene.views() if scene is not None else []
    return views[0] if views else None


def _spoken(view: QGraphicsView) -> list[QGraphicsObject]:
    """Returns the items a view's scene lists for screen readers ([] for a scene that does not speak)."""
    scene = view.scene()
    return scene.spoken_items() if isinstance(scene, SpokenScene) else []


def _state_words(item: QGraphicsObject) -> str:
    """Returns what the highlight on an item means, in words ("" when it has none)."""
    if getattr(item, "selected", False):
        return QCoreApplication.translate("Access", "You have marked this.")
    if getattr(item, "highlighted", False):
        return QCoreApplication.translate("Access", "You can choose this now.")
    return ""


class MatItemAccessible(QAccessibleObject):
    """One item of the mat (a ship, a hold, a pawn, a card, ...) as screen readers see it."""

    def _item(self) -> QGraphicsObject | None:
        obj = self.object()
        return obj if isinstance(obj, QGraphicsObject) else None

    def role(self) -> QAccessible.Role:
        """Returns the item's role: a picture, unless it was given another (`set_role`)."""
        item = self._item()
        role = item.property(ROLE) if item is not None else None
        return QAccessible.Role(role) if isinstance(role, int) else QAccessible.Role.Graphic

    def text(self, t: QAccessible.Text) -> str:
        """Returns the item's name (what a glance at it shows) or description (what it holds, its rule, its state)."""
        item = self._item()
        if item is None:
            return ""
        name, description = words_of(item)
        if t == QAccessible.Text.Name:
            return name
        if t == QAccessible.Text.Description:
            return " ".join(w for w in (description, _state_words(item)) if w)
        return ""

    def setText(self, t: QAccessible.Text, text: str) -> None:
        """Does nothing: the mat's words come from the game."""

    def rect(self) -> QRect:
        """Returns where the item is on the screen (an empty rectangle when it is not shown)."""
        item = self._item()
        view = _view_of(item) if item is not None else None
        if item is None or view is None or not item.isVisible():
            return QRect()
        box = view.mapFromScene(item.sceneBoundingRect()).boundingRect()
        return QRect(view.viewport().mapToGlobal(box.topLeft()), box.size())

    def state(self) -> QAccessible.State:
        """Returns the item's state: hidden, can be chosen now, marked, under the keyboard's focus ring."""
        state = QAccessible.State()
        item = self._item()
        if item is None or not item.isVisible():
            state.invisible = True
            return state
        if getattr(item, "highlighted", False):
            state.focusable = True
            state.selectable = True
        if getattr(item, "selected", False):
            state.selected = True
        if getattr(item, "focused", False):
            state.focused = True
        return state

    def parent(self) -> QAccessibleInterface:
        """Returns the view's interface (the mat)."""
        item = self._item()
        view = _view_of(item) if item is not None else None
        return QAccessible.queryAccessibleInterface(view) if view is not None else NO_INTERFACE

    def child(self, index: int) -> QAccessibleInterface:
        """Returns no child: an item's parts are in its name and description."""
        return NO_INTERFACE

    def childCount(self) -> int:
        """Returns 0: an item has no accessible children."""
        return 0

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        """Returns -1: an item has no accessible children."""
        return -1

    def window(self) -> QWindow:
        """Returns the window the item is shown in."""
        item = self._item()
        view = _view_of(item) if item is not None else None
        return view.window().windowHandle() if view is not None else NO_WINDOW


class MatAccessible(QAccessibleWidget):
    """The mat's view as screen readers see it: its children are the mat's items, in reading order."""

    def __init__(self, view: QGraphicsView) -> None:
        super().__init__(view, QAccessible.Role.Canvas)

    def _view(self) -> QGraphicsView | None:
        widget = self.widget()
        return widget if isinstance(widget, QGraphicsView) else None

    def _children(self) -> list[QGraphicsObject]:
        view = self._view()
        return _spoken(view) if view is not None else []

    def childCount(self) -> int:
        """Returns how many items the mat lists."""
        return len(self._children())

    def child(self, index: int) -> QAccessibleInterface:
        """Returns the interface of the item at `index` in reading order."""
        items = self._children()
        if 0 <= index < len(items):
            return QAccessible.queryAccessibleInterface(items[index])
        return NO_INTERFACE  # no such child

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        """Returns the place of an item's interface among the mat's children (-1: not one of them)."""
        obj = child.object() if child is not None else None
        items = self._children()
        return next((i for i, item in enumerate(items) if item is obj), -1)

    def childAt(self, x: int, y: int) -> QAccessibleInterface:
        """Returns the topmost listed item at a point of the screen."""
        view = self._view()
        if view is None:
            return NO_INTERFACE
        listed = self._children()
        point = view.mapToScene(view.viewport().mapFromGlobal(QPoint(x, y)))
        for item in view.items(view.mapFromScene(point)):
            if isinstance(item, QGraphicsObject) and item in listed:
                return QAccessible.queryAccessibleInterface(item)
        return NO_INTERFACE  # nothing listed there

    def focusChild(self) -> QAccessibleInterface:
        """Returns the item under the keyboard's focus ring, if any."""
        ringed = next((i for i in self._children() if getattr(i, "focused", False)), None)
        if ringed is not None:
            return QAccessible.queryAccessibleInterface(ringed)
        return super().focusChild()


def listening() -> bool:
    """Returns whether a screen reader (or another assistive tool) listens now."""
    return QAccessible.isActive()


Said = dict[QGraphicsObject, tuple[str, str, tuple[bool, ...]]]  # per item: name, description, highlight and visibility


def words(items: Sequence[QGraphicsObject]) -> Said:
    """Returns what each item says now (name, description, highlight flags): compared by `tell_changes`."""
    return {item: (*words_of(item), tuple(bool(getattr(item, flag, False)) for flag in ("highlighted", "selected", "focused"))
                   + (item.isVisible(),))
            for item in items}


def tell_changes(before: Said, items: Sequence[QGraphicsObject]) -> None:
    """Tells screen readers which items changed their name, description or state since `before`."""
    if not listening():
        return
    now = words(items)
    for item, (name, description, flags) in now.items():
        old = before.get(item)
        if old is None:
            notify(item, QAccessible.Event.ObjectCreated)
            continue
        if old[0] != name:
            notify(item, QAccessible.Event.NameChanged)
        if old[1] != description:
            notify(item, QAccessible.Event.DescriptionChanged)
        if old[2] != flags:
            changed = QAccessible.State()
            changed.focusable = changed.selectable = changed.selected = changed.focused = changed.invisible = True
            QAccessible.updateAccessibility(QAccessibleStateChangeEvent(item, changed))


def notify(obj: QObject, event: QAccessible.Event) -> None:
    """Sends an accessibility event about `obj` while a screen reader listens (nothing otherwise)."""
    if listening():
        QAccessible.updateAccessibility(QAccessibleEvent(obj, event))


__all__ = ["MatAccessible", "MatItemAccessible", "install", "listening", "notify", "set_role", "set_words",
           "tell_changes", "words", "words_of"]
