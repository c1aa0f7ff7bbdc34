"""The window: a QGraphicsScene mat, side panels and dialogs (ui -> app -> rules)."""
