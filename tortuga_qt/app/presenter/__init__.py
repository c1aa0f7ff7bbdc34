"""The table's presenter: intents in, one immutable frame out. No widgets (Qt only for words).

`TablePresenter` (presenter.py) owns what a screen of the table adds to the game: the choice
being built by clicks, the reveals everyone is shown, each person's recap, the hint, which
buttons exist and their order, and the words of a refusal. It reads the table through the
`Table` protocol (table.py) and hands out `Frame`s (frames.py); widgets only emit `Intent`s
(intents.py). A lesson plugs in as a `Gate` (gate.py).
"""
