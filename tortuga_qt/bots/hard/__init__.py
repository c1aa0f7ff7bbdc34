"""The Hard computer pirate: determinized search over worlds drawn from its belief.

How it decides (`HardBot.choose`):

1. **Belief and worlds.** `Belief.from_history` weighs every Loyalty assignment its seat
   thinks possible, reading a seat the table shows as Hard by how Hard plays (it bluffs its
   starting hold; `HardBot.meet`, `likelihoods.LEVEL_SIDE_ACTS`); each iteration draws one, and `worlds.WorldSampler` fills in every other
   secret (hands, decks, unseen row cards, cards in flight) consistently with the seat's view.
2. **Candidates.** The vetoes (`vetoes.VETOES`, blunders a human would laugh at) and the shared
   `judgement.blunders` strike what they forbid; the Medium pirate's one-move scores
   (`medium.Scorer`) rank the rest and the best few are searched (at most three of a kind, so
   Force's 80 variants never crowd out everything else). The scores stay on as a prior. A seat
   whose crewmates lean to the other team (by its belief; so any unread crew) keeps its bluffs:
   treasure for the other side is searched like any move (`vetoes.BLUFFS`), judged by its
   playouts alone (no prior against it), so it may hide its Loyalty.
3. **Search** (turn actions and every other choice). Each iteration draws one world and plays
   every candidate in it with the same dice (common random numbers): the candidate, then a
   cheap policy for every seat for a few turn actions (the number of seats plus two:
   `search.HORIZON_EXTRA`), then a static
   evaluation (treasure balance, who commands which ship and Tortuga, how near the Armada is;
   1/0 once the game ended). No tree is kept below the root, and in playouts each seat acts
   only on what its own view would show (its Loyalty, hand and notes, the public table, and
   `Friends`: who looks like a friend from the public record given its own card), so nobody's
   secrets leak into another seat's choices. Each candidate's playouts read the table as it is
   after that candidate's public events (`HardBot._readings`): a move that shows the seat's
   Loyalty makes the others treat it so, and a bluff that hides it is seen to. Where a bluff is searched, staying unread
   is also worth something beyond the playouts' horizon: each candidate is charged for the
   public chance it adds on the seat's true Loyalty, at a weight drawn afresh per decision
   (`HardBot._secrecy`, `Method.conceal`), so a cheap bluff is played often, a dear one seldom,
   and no fixed habit gives the seat away. The Medium pirate's choice stands unless another
   candidate beats it in the paired differences by more than `z` standard errors (plus the
   prior): a safe improvement.
4. **Secret Vote cards** are chosen by a mixed strategy: regret matching (RM+) over the
   candidate cards, every card scored in the same world each iteration; the card played is
   drawn from the averaged strategy with the generator handed in.

As shipped a decision searches at most `search.iterations_for(players)` worlds (400 at 4
players, 300 at 6, 240 at 8: the same playout work per candidate at every size), and the 0.9 s
budget stops a slower or loaded machine first (never over 2 s): deterministic given (view, legal, history,
generator state) whenever the cap, not the clock, ends the search. `iterations=None` leaves
only the clock (the budget ablations), and the same inputs may then search more or less.

The package, one module per job:

- `search.py`: `HardBot` itself: the candidates (2.) and both searches at the root (3., 4.);
- `policy.py`: the cheap playout policy every seat plays, from its own view (`Friends`), by
  each action class's playout weight or choice in `bots/action_knowledge.ACTIONS`;
- `evaluation.py`: a playout, then the static evaluation of the table it reaches;
- `vetoes.py`: the blunders a Hard pirate never plays (`VETOES`, `vetoed`), and the bluffs an
  outnumbered one may (`BLUFFS`, `outnumbered`);
- `method.py`: the parts of the search as settings (`Method`), and the ablations that replace
  one part each (`ABLATIONS`, measured by `benchmarks/bots.py --hard`).
"""

from __future__ import annotations

from tortuga_qt.bots.hard.search import HARD_CEILING_S, HardBot

__all__ = ["HARD_CEILING_S", "HardBot"]
