"""tortuga_qt: Tortuga 1667 at one computer (an unofficial fan implementation)."""

__version__ = "0.1.0"
