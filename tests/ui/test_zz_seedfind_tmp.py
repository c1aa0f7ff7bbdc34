import pytest
from tests.ui.conftest import start_game
from tests.ui.driver import play_through
from tortuga_qt.rules.events import VotedCards

@pytest.mark.parametrize("n,people", [(5,3),(9,4)])
def test_find(window, n, people):
    humans = [True]*people + [False]*(n-people)
    good = []
    for seed in range(40, 70):
        start_game(window, n, seed, humans)
        play_through(window, seed)
        voted = [e for e in window.session._game.events if isinstance(e, VotedCards)]
        if any(humans[e.seat] for e in voted):
            good.append(seed)
            if len(good) >= 3: break
    print("GOOD", n, good)
