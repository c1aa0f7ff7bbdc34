"""The pairing window: one phone seat's QR code, its address and code to type, shown only behind that seat's claim.

It opens while the table shows the seat's look "pair" and closes with it: when the phone
connects (the table then goes on by itself), or when the person clicks Done. It also lets the
player pick which of this computer's addresses the phones reach (the server moves there).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap
from PySide6.QtWidgets import QComboBox, QDialog, QFormLayout, QLabel, QVBoxLayout, QWidget

from tortuga_qt.phones.channel import grouped

QR_PIXELS = 300


def qr_image(text: str, pixels: int = QR_PIXELS) -> QImage:
    """Returns `text` as a QR code (error correction M, the standard quiet zone), black on white, `pixels` square."""
    import segno

    code = segno.make(text, error="m", micro=False)
    matrix = code.matrix
    border = 4
    size = len(matrix) + 2 * border
    image = QImage(pixels, pixels, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    cell = pixels / size
    for y, row in enumerate(matrix):
        for x, dark in enumerate(row):
            if dark:
                painter.fillRect(QRectF((x + border) * cell, (y + border) * cell, cell + 0.5, cell + 0.5), QColor("black"))
    painter.end()
    return image


class PairingDialog(QDialog):
    """Shows one phone seat's QR code and typed address; says when the phone is connected."""

    # Fires when the player picks another of this computer's addresses for the phones (the address).
    address_chosen = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("pairingDialog")
        self.setModal(False)
        self.seat = -1
        self.picture = QLabel()
        self.picture.setObjectName("pairingCode")
        self.picture.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.heading = QLabel()
        self.heading.setWordWrap(True)
        self.heading.setObjectName("heading")
        self.address = QLabel()
        self.address.setObjectName("pairingAddress")
        self.address.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.code = QLabel()
        self.code.setObjectName("pairingTyped")
        self.code.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.addresses = QComboBox()
        self.addresses.setObjectName("pairingAddresses")
        self.addresses.activated.connect(lambda i: self.address_chosen.emit(self.addresses.itemText(i)))
        self.status = QLabel()
        self.status.setObjectName("pairingStatus")
        self.status.setWordWrap(True)
        self.security = QLabel()
        self.security.setWordWrap(True)
        self.security.setObjectName("muted")
        form = QFormLayout()
        self.address_label, self.code_label, self.network_label = QLabel(), QLabel(), QLabel()
        form.addRow(self.address_label, self.address)
        form.addRow(self.code_label, self.code)
        form.addRow(self.network_label, self.addresses)
        lay = QVBoxLayout(self)
        lay.addWidget(self.heading)
        lay.addWidget(self.picture)
        lay.addLayout(form)
        lay.addWidget(self.status)
        lay.addWidget(self.security)

    def show_seat(self, seat: int, name: str, url: str, base: str, code: str, addresses: Sequence[str],
                  current: str, connected: bool) -> None:
        """Shows (or updates) the pairing of `seat`: its QR code for `url`, the address and code to type, its status."""
        if seat != self.seat or self.property("url") != url:
            self.seat = seat
            self.setProperty("url", url)
            self.picture.setPixmap(QPixmap.fromImage(qr_image(url)))
        self.setWindowTitle(QCoreApplication.translate("Table", "Pair the phone of {name}").format(name=name))
        self.heading.setText(QCoreApplication.translate("Table", "{name}: scan this code with your phone's camera. "
                                         "Your phone must be on the same Wi-Fi as this computer.").format(name=name))
        self.address_label.setText(QCoreApplication.translate("Table", "Or open"))
        self.code_label.setText(QCoreApplication.translate("Table", "and type the code"))
        self.network_label.setText(QCoreApplication.translate("Table", "Network address"))
        self.address.setText(base)
        self.code.setText(grouped(code))
        if [self.addresses.itemText(i) for i in range(self.addresses.count())] != list(addresses):
            self.addresses.clear()
            self.addresses.addItems(list(addresses))
        self.addresses.setCurrentText(current)
        self.status.setText(QCoreApplication.translate("Table", "Connected: the phone of {name} holds the seat now.").format(name=name) if connected
                            else QCoreApplication.translate("Table", "Waiting for the phone…"))
        self.security.setText(QCoreApplication.translate("Table", "The code is a secret key for this seat alone: what passes between this "
                                          "computer and the phone is encrypted with it, and it never crosses the network."))
        if not self.isVisible():
            self.show()
            self.raise_()
