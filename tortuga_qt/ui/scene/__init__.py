"""The mat: a QGraphicsScene drawn from a seat's view, emitting the player's clicks as intents."""
