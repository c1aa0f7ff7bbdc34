"""Player-facing help: the rules reference, card texts, help on mat items, hints. Qt-free."""
