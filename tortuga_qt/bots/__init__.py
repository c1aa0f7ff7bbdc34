"""Computer players. They depend on the rules only and see a seat's view, never the full state."""
