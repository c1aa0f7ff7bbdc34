"""The application layer: a game session between the rules and the window (ui -> app -> rules)."""
