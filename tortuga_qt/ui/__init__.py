"""The window: a QGraphicsScene mat, side panels and dialogs (ui -> app -> rules).

Loading it points the Qt-free modules' words (`tortuga_qt.i18n.translate`: the presenter, the
table's wording, the story, the names, the help) at Qt's translation, so whatever the window
shows is in the language installed (`ui.translations.install_translators` does it again).
"""

from PySide6.QtCore import QCoreApplication

from tortuga_qt.i18n import use_translator

use_translator(QCoreApplication.translate)
