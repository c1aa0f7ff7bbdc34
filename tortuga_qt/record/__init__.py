"""Save files and replays (Qt-free; depends on the rules only)."""
