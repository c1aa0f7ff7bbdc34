"""The rules of Tortuga 1667 in plain words, one page per topic (simple HTML). Qt-free.

Written from the English rulebook and `shared/rules/DECISIONS.md` for a player who never saw
the box. Each title and body is one English source marked for translation (context "Help"),
so a translator gets a whole page at a time. Links between pages are `page:<id>`; pictures
are `sym:<symbol>` (a Vote card symbol) and are drawn by the ui.
"""

from __future__ import annotations

from tortuga_qt.i18n import QT_TRANSLATE_NOOP

RULE_PAGES: tuple[tuple[str, str, str], ...] = (
    (
        "rule:goal",
        QT_TRANSLATE_NOOP("Help", "What you play for"),
        QT_TRANSLATE_NOOP(
            "Help",
            "<p>Tortuga 1667 is a game of hidden teams. At the start every player secretly gets a "
            "<b>Loyalty card</b>: <b>British</b>, <b>French</b> or, when the number of players is odd, "
            "the one <b>Dutch</b> pirate. Keep your Loyalty to yourself: nobody may show their card "
            "until the game is over. The pirates on your ship are not necessarily on your team.</p>"
            "<h3>What wins</h3>"
            "<p>The game ends the moment the <a href=\"page:card:spanish_armada\">Spanish Armada</a> "
            "Event card is revealed. Then the team, British or French, with the most treasure wins. "
            "Every player of that team wins, wherever their pawn is at that moment.</p>"
            "<h3>Counting treasure</h3>"
            "<ul>"
            "<li>Each of the two pirate ships has a British hold and a French hold. Treasure in a British "
            "hold counts for the British, treasure in a French hold for the French, whoever sails the "
            "ship, and even if nobody is aboard.</li>"
            "<li>Tortuga has a British area and a French area; their treasure counts the same way.</li>"
            "<li>Treasure still on the Spanish Galleon counts for nobody.</li>"
            "</ul>"
            "<p><i>Example:</i> the Jolly Roger's French hold has 3 treasures and Tortuga's French area "
            "2: the French have 5. The Flying Dutchman's British hold has 2 and the Jolly Roger's "
            "British hold 1: the British have 3. If the Armada is revealed now, the French win.</p>"
            "<h3>The Dutch pirate</h3>"
            "<p>With 3, 5, 7 or 9 players one pirate is Dutch. The Dutch pirate wins alone if the "
            "British and the French are tied when the Armada is revealed. With an even number of "
            "players there is no Dutch pirate, and a tie does not end the game: see "
            "<a href=\"page:rule:end\">The end of the game</a>.</p>"
            "<h3>Teams by number of players</h3>"
            "<table border=\"1\" cellpadding=\"4\" cellspacing=\"0\">"
            "<tr><th>Players</th><th>2</th><th>3</th><th>4</th><th>5</th><th>6</th><th>7</th><th>8</th>"
            "<th>9</th></tr>"
            "<tr><td>British</td><td>1</td><td>1</td><td>2</td><td>2</td><td>3</td><td>3</td><td>4</td>"
            "<td>4</td></tr>"
            "<tr><td>French</td><td>1</td><td>1</td><td>2</td><td>2</td><td>3</td><td>3</td><td>4</td>"
            "<td>4</td></tr>"
            "<tr><td>Dutch</td><td>-</td><td>1</td><td>-</td><td>1</td><td>-</td><td>1</td><td>-</td>"
            "<td>1</td></tr>"
            "</table>"
            "<h3>How you help your team</h3>"
            "<p>Plunder the Spanish Galleon with <a href=\"page:rule:attack\">Attacks</a>, move treasure "
            "into your team's holds, win <a href=\"page:rule:brawl\">Brawls</a> on Tortuga, throw out "
            "Captains who work for the other side, and use the <a href=\"page:rule:events\">Event "
            "cards</a> to help your friends and hurt your enemies. Above all, work out who is on your "
            "team: this game is about knowledge and talking.</p>"
            "<p>New to the game? Read on with <a href=\"page:rule:setup\">Setting up</a>, "
            "<a href=\"page:rule:mat\">The mat</a> and <a href=\"page:rule:turn\">Your turn</a>. Where "
            "the rulebook leaves a question open, the program follows its "
            "<a href=\"page:rulings\">rulings</a>.</p>",
        ),
    ),
    (
        "rule:setup",
        QT_TRANSLATE_NOOP("Help", "Setting up"),
        QT_TRANSLATE_NOOP(
            "Help",
            "<p>The program sets the table up for you. This is what it does, so you know where "
            "everything comes from.</p>"
            "<ol>"
            "<li><b>Loyalty.</b> Each player gets one Loyalty card face down and looks at it in secret "
            "(how many of each team: see <a href=\"page:rule:goal\">What you play for</a>).</li>"
            "<li><b>Vote cards.</b> The 32 Vote cards are shuffled and each player gets 3, kept secret. "
            "The others form the face-down Vote deck.</li>"
            "<li><b>The Event deck.</b> 3 of the 8 starred Event cards join the 16 other cards: either "
            "drawn at random, so that nobody knows which three are in the deck, or chosen by the table "
            "when the game is set up. With 2 or 3 players the 3 Albatross cards are taken out, and "
            "Facade and Cabin Fever are left out unless the table chooses to put them back. The "
            "Spanish Armada is set aside, the other cards are shuffled, and the Armada goes at the "
            "bottom: it is always the last card of the deck. The top 5 cards are laid face down in a "
            "row, in slots 1 to 5.</li>"
            "<li><b>Pawns.</b> Each player is one of the Brethren of the Coast, with a pawn of that "
            "pirate's colour and letter. The pawns are drawn at random and placed on the two ships in "
            "turn, front to back: the first is the Captain of the Flying Dutchman, the second the "
            "Captain of the Jolly Roger, the third the First Mate of the Flying Dutchman, and so on. "
            "With an odd number of players the Flying Dutchman gets the extra pawn.</li>"
            "<li><b>Treasure.</b> There are 8 treasures: 4 on the Spanish Galleon, 1 in each of "
            "Tortuga's two areas (British and French), and 1 for each Captain, who puts it in either "
            "hold of their ship: first the Captain of the Flying Dutchman, then the Captain of the "
            "Jolly Roger. A hold can take any number of treasures.</li>"
            "<li><b>The first turn</b> is the Jolly Roger Captain's. Then turns go around the table in "
            "seat order (see <a href=\"page:rule:turn\">Your turn</a>).</li>"
            "</ol>",
        ),
    ),
    (
        "rule:mat",
        QT_TRANSLATE_NOOP("Help", "The mat"),
        QT_TRANSLATE_NOOP(
            "Help",
            "<p>Everything happens on one mat. These are its places:</p>"
            "<ul>"
            "<li><b>The Spanish Galleon</b> carries the treasure that pirates plunder with a successful "
            "<a href=\"page:rule:attack\">Attack</a>. It starts with 4 treasures. No pawn ever goes "
            "there.</li>"
            "<li><b>The two pirate ships, the Flying Dutchman and the Jolly Roger.</b> Each carries a "
            "line of at most 5 pawns, front to back. The front pawn is the Captain, the second the "
            "First Mate, the last the Cabin Boy (see <a href=\"page:rule:ranks\">Ranks</a>). Each ship "
            "has two treasure holds, a British one and a French one, with no limit. A hold's treasure "
            "counts for its team, whoever is aboard. A ship may be empty: its treasure stays and still "
            "counts.</li>"
            "<li><b>Tortuga</b>, the pirates' island. Pawns stand there in a line too; the first is the "
            "Governor. Tortuga has a British area and a French area and exactly 2 treasures, which never "
            "leave the island: a <a href=\"page:rule:brawl\">Brawl</a> moves them between the areas. "
            "See <a href=\"page:rule:tortuga\">Tortuga</a>.</li>"
            "<li><b>Two Rowboats.</b> Each Rowboat lies between one ship and Tortuga and carries one "
            "pawn at most. A pawn that moves on its own passes through them between the ships and "
            "Tortuga; only being marooned or some Event cards move it otherwise. See "
            "<a href=\"page:rule:moving\">Moving</a>.</li>"
            "<li><b>The Event row</b>: five face-down Event cards in slots 1 to 5, with the Event deck "
            "beside them and the discard pile. See <a href=\"page:rule:events\">Event cards</a>.</li>"
            "<li><b>The Vote deck</b>: the face-down Vote cards that are drawn after votes. See "
            "<a href=\"page:vote-card\">The Vote card</a>.</li>"
            "<li><b>The explosion token</b> waits aside until a <a href=\"page:card:black_powder\">Black "
            "Powder</a> card puts it on a Rowboat.</li>"
            "</ul>"
            "<p>Right-click anything on the mat and choose <i>What is this?</i> to read about it.</p>",
        ),
    ),
    (
        "rule:ranks",
        QT_TRANSLATE_NOOP("Help", "Ranks: Captain, First Mate, Cabin Boy, Governor"),
        QT_TRANSLATE_NOOP(
            "Help",
            "<p>Your rank depends only on where your pawn stands in its line, and it changes whenever "
            "pawns come and go.</p>"
            "<ul>"
            "<li><b>Captain</b>: first in line on a ship. May call for an "
            "<a href=\"page:rule:attack\">Attack</a>, or <a href=\"page:rule:maroon\">maroon</a> a "
            "crewmate to Tortuga.</li>"
            "<li><b>First Mate</b>: second in line on a ship. May call for a "
            "<a href=\"page:rule:mutiny\">Mutiny</a> against the Captain.</li>"
            "<li><b>Cabin Boy</b>: last in line on a ship, however many pawns it carries. May "
            "<a href=\"page:rule:cabin-boy\">move 1 treasure</a> from one of the ship's holds to the "
            "other.</li>"
            "<li><b>Governor of Tortuga</b>: first in line on Tortuga. May call for a "
            "<a href=\"page:rule:brawl\">Brawl</a>.</li>"
            "</ul>"
            "<p>One pawn can hold two ranks: alone on a ship you are both Captain and Cabin Boy; second "
            "of two you are both First Mate and Cabin Boy. A pawn on a Rowboat has no rank, and neither "
            "has anyone on Tortuga behind the Governor.</p>"
            "<p>A rank's action is still your one action of the turn: you choose either one of the "
            "actions every player has, or one of your rank's (see <a href=\"page:rule:turn\">Your "
            "turn</a>).</p>"
            "<h3>Each action needs something to act on</h3>"
            "<ul>"
            "<li>A Captain can maroon only another pawn on their own ship, never themselves.</li>"
            "<li>A Cabin Boy can move a treasure only out of a hold that has one.</li>"
            "<li>A Mutiny needs a First Mate, so a ship with at least 2 pawns.</li>"
            "<li>A Brawl needs a Governor, so at least one pawn on Tortuga.</li>"
            "<li>An Attack needs treasure to take (see <a href=\"page:rule:attack\">Attack</a>).</li>"
            "</ul>"
            "<h3>Moving up</h3>"
            "<p>When a pawn leaves a line, everyone behind it moves up one place. If a Captain is "
            "marooned, the First Mate becomes Captain; if the Governor sails away, the next in line on "
            "Tortuga becomes Governor. A pawn that boards an empty ship becomes its Captain.</p>",
        ),
    ),
    (
        "rule:turn",
        QT_TRANSLATE_NOOP("Help", "Your turn"),
        QT_TRANSLATE_NOOP(
            "Help",
            "<p>Turns go around the table in seat order (clockwise), starting with the Captain of the "
            "Jolly Roger. On your turn you must do exactly <b>one action</b>: you cannot pass. In a "
            "2-player game each player does <b>two actions</b> per turn, one after the other.</p>"
            "<h3>Every player may</h3>"
            "<ul>"
            "<li><b>View 2 Event cards</b>: secretly look at 2 of the face-down cards in the row.</li>"
            "<li><b>Reveal 1 Event card</b>: turn one face up for everyone and do what it says.</li>"
            "<li><b>Force another player</b> to reveal one of 2 Event cards you point at.</li>"
            "<li><b>Move</b> onto a Rowboat, or from a Rowboat aboard its ship or onto Tortuga.</li>"
            "<li><b>Play a Letter of Marque</b> kept from earlier.</li>"
            "</ul>"
            "<p>Details: <a href=\"page:rule:events\">Event cards</a>, "
            "<a href=\"page:rule:moving\">Moving</a>, <a href=\"page:card:letter_of_marque\">Letter of "
            "Marque</a>.</p>"
            "<h3>Your rank adds choices</h3>"
            "<ul>"
            "<li>Captain: call for an <a href=\"page:rule:attack\">Attack</a>, or "
            "<a href=\"page:rule:maroon\">maroon</a> a crewmate.</li>"
            "<li>First Mate: call for a <a href=\"page:rule:mutiny\">Mutiny</a>.</li>"
            "<li>Cabin Boy: <a href=\"page:rule:cabin-boy\">move 1 treasure</a> between the ship's "
            "holds.</li>"
            "<li>Governor: call for a <a href=\"page:rule:brawl\">Brawl</a>.</li>"
            "</ul>"
            "<p>You still get only one action: either one every player has, or one of your rank's.</p>"
            "<h3>Not actions</h3>"
            "<p>Playing a Vote card when someone calls a vote, using a treasure map, and looking at "
            "your notes or the discard pile cost you nothing and can happen outside your turn.</p>"
            "<h3>A lost turn</h3>"
            "<p>A player struck by <a href=\"page:card:scurvy\">Scurvy</a> skips their next turn (both "
            "actions in a 2-player game).</p>"
            "<h3>Talking at the table</h3>"
            "<p>Tortuga 1667 is about knowledge and talking. Say openly where cards lie, make deals, "
            "bluff. But talk out loud only: no notes, whispers, messages or shown screens. Once you "
            "have named your action, pointed at cards, played a Vote card or let go of a pawn, there "
            "are no take-backs.</p>",
        ),
    ),
    (
        "rule:events",
        QT_TRANSLATE_NOOP("Help", "Event cards: view, reveal, force"),
        QT_TRANSLATE_NOOP(
            "Help",
            "<p>Five Event cards lie face down in a row, in slots 1 to 5. Three of the actions every "
            "player has use them.</p>"
            "<h3>View 2 Event cards</h3>"
            "<p>Secretly look at any 2 of the face-down cards. They stay face down in their slots, and "
            "what you saw goes into your <a href=\"page:rule:notebook\">notes</a>. You may tell the "
            "others what you saw, truthfully or not.</p>"
            "<h3>Reveal 1 Event card</h3>"
            "<p>Turn any one face-down card face up for everyone. You are its <b>revealer</b> and you "
            "must resolve it: do what it says. Then the top card of the Event deck fills its slot, face "
            "down.</p>"
            "<h3>Force another player</h3>"
            "<p>Point at any 2 face-down cards and choose another player. That player picks one of the "
            "two without looking at it, reveals it and resolves it: they are its revealer. The other "
            "card stays where it is, unseen. The revealed card's slot is refilled from the deck.</p>"
            "<h3>Good to know</h3>"
            "<ul>"
            "<li>Viewing and forcing need at least 2 face-down cards in the row. With only one left, "
            "you can only reveal it.</li>"
            "<li>On a card, \"you\" is the revealer. \"Any player\" includes the revealer; \"another "
            "player\" does not.</li>"
            "<li>A revealed card must be resolved, even when it hurts you. Some cards offer a choice, "
            "such as keeping a Letter of Marque for later.</li>"
            "<li>Revealed cards go to the discard pile, unless they stay in front of a player (see "
            "<a href=\"page:rule:kept-cards\">Kept cards</a>). Anyone may look through the discard pile "
            "at any time: click it on the mat.</li>"
            "<li>Revealing blind is risky. View first, or trust a friend who has viewed. Forcing an "
            "enemy to choose between two cards you know to be bad is a strong move.</li>"
            "<li>When the deck runs out, the row is shuffled and no longer refilled: see "
            "<a href=\"page:rule:end\">The end of the game</a>.</li>"
            "</ul>"
            "<p>All 24 Event cards are in the <a href=\"page:cards\">card gallery</a>.</p>",
        ),
    ),
    (
        "rule:moving",
        QT_TRANSLATE_NOOP("Help", "Moving: Rowboats, boarding, full ships"),
        QT_TRANSLATE_NOOP(
            "Help",
            "<p>As an action you move your pawn only by Rowboat. Each of the two Rowboats lies between "
            "one ship and Tortuga.</p>"
            "<ul>"
            "<li>From a ship, move onto the Rowboat beside that ship. From Tortuga, move onto either "
            "Rowboat.</li>"
            "<li>From a Rowboat, move to the back of the line on Tortuga, or to the back of the line on "
            "the ship beside it: that is <b>boarding</b>.</li>"
            "</ul>"
            "<p>Each move is one action, so getting from a ship to Tortuga, or from Tortuga to a ship, "
            "takes two actions, and crossing from one ship to the other takes four.</p>"
            "<h3>Rowboats</h3>"
            "<ul>"
            "<li>A Rowboat holds only 1 pawn. While someone sits in it, nobody else can use it. You may "
            "sit there on purpose to block others, and do other actions meanwhile, such as viewing or "
            "revealing cards.</li>"
            "<li>On a Rowboat you have no rank and take part in no vote.</li>"
            "<li>Marooned on a Rowboat, you go to the back of Tortuga's line and lose no Vote card.</li>"
            "<li>A Rowboat blown up by <a href=\"page:card:black_powder\">Black Powder</a> can never be "
            "used again.</li>"
            "</ul>"
            "<h3>Boarding a ship</h3>"
            "<ul>"
            "<li>You join at the back of the line, so you become the Cabin Boy. Boarding an empty ship "
            "makes you its Captain.</li>"
            "<li>There are never more than 5 pawns on a ship: nobody can board a full ship, or be sent "
            "to it.</li>"
            "<li>Careful with an <a href=\"page:card:albatross\">Albatross</a>: 2 of them aboard one "
            "ship sink it.</li>"
            "</ul>"
            "<h3>Other ways pawns move</h3>"
            "<p>Being <a href=\"page:rule:maroon\">marooned</a> sends a pawn to Tortuga. Some cards "
            "move pawns too: <a href=\"page:card:letter_of_marque\">Letter of Marque</a>, "
            "<a href=\"page:card:atlantis\">Atlantis</a>, <a href=\"page:card:facade\">Facade</a> and "
            "<a href=\"page:card:eight_bells\">Eight Bells</a>.</p>",
        ),
    ),
    (
        "rule:attack",
        QT_TRANSLATE_NOOP("Help", "Attack"),
        QT_TRANSLATE_NOOP(
            "Help",
            "<p>A Captain may call for an Attack as their action, even when alone on their ship. A "
            "successful Attack takes 1 treasure from the Spanish Galleon.</p>"
            "<h3>Who votes</h3>"
            "<p>Everyone on the attacking Captain's ship, the Captain included, plays 1 Vote card face "
            "down. The top card of the Vote deck is added. All the cards are shuffled and revealed (see "
            "<a href=\"page:rule:votes\">Votes</a>).</p>"
            "<h3>What counts</h3>"
            "<p>Only the <b>top section</b> of the Vote cards: <img src=\"sym:cannon\" width=\"22\" "
            "height=\"22\"> Cannon, <img src=\"sym:torch\" width=\"22\" height=\"22\"> Torch or "
            "<img src=\"sym:water\" width=\"22\" height=\"22\"> Water. Each Water puts out one Torch. "
            "The Attack succeeds if there is at least 1 Cannon and at least 1 Torch still burning.</p>"
            "<ul>"
            "<li>2 Cannons, 1 Torch, 1 Water: it fails. The Water puts out the only Torch.</li>"
            "<li>1 Cannon, 2 Torches, 1 Water: it succeeds. One Torch still burns.</li>"
            "<li>2 Cannons, 2 Torches: it succeeds, but you still take only 1 treasure.</li>"
            "<li>3 Torches and no Cannon: it fails.</li>"
            "</ul>"
            "<h3>The plunder</h3>"
            "<p>After a success the Captain takes 1 treasure from the Spanish Galleon and puts it into "
            "either hold of their own ship: the British or the French one. The Captain may also leave "
            "it where it is.</p>"
            "<p>Once the Galleon is empty, an Attack takes 1 treasure from either hold of the other "
            "pirate ship instead, even if nobody is aboard it. The Captain chooses the hold it comes "
            "from and the hold it goes into.</p>"
            "<p>An Attack can only be called when there is something to take: treasure on the Galleon "
            "or, once it is empty, in the other ship's holds.</p>"
            "<h3>Tips</h3>"
            "<p>Of the 30 ordinary Vote cards, 9 show a Cannon, 12 a Torch and 9 Water (30%, 40%, "
            "30%), plus two <a href=\"page:vote-card\">double cards</a>. Agree out loud who plays what, "
            "or mislead. The Captain picks the hold: a Captain who fills the wrong team's hold may soon "
            "face a <a href=\"page:rule:mutiny\">Mutiny</a>.</p>",
        ),
    ),
    (
        "rule:mutiny",
        QT_TRANSLATE_NOOP("Help", "Mutiny"),
        QT_TRANSLATE_NOOP(
            "Help",
            "<p>The First Mate of a ship may call for a Mutiny as their action, to maroon their Captain "
            "to Tortuga. A Mutiny needs a First Mate, so the ship must carry at least 2 pawns.</p>"
            "<h3>Who votes</h3>"
            "<p>Everyone on that ship except the Captain, the First Mate included, plays 1 Vote card "
            "face down. The top card of the Vote deck is added. All the cards are shuffled and revealed "
            "(see <a href=\"page:rule:votes\">Votes</a>).</p>"
            "<h3>What counts</h3>"
            "<p>Only the <b>bottom section</b> of the Vote cards: <img src=\"sym:skull\" width=\"22\" "
            "height=\"22\"> Skull or <img src=\"sym:helm\" width=\"22\" height=\"22\"> Helm.</p>"
            "<ul>"
            "<li>More Skulls than Helms: the Mutiny succeeds. The Captain is "
            "<a href=\"page:rule:maroon\">marooned</a> to Tortuga and the First Mate becomes "
            "Captain.</li>"
            "<li>More Helms, or as many Helms as Skulls: nothing happens.</li>"
            "</ul>"
            "<p><i>Example:</i> a First Mate and a Cabin Boy mutiny. With the deck's card, three cards "
            "are revealed: Skull, Skull, Helm. The Captain is marooned.</p>"
            "<p>A Captain holding the <a href=\"page:card:fountain_of_youth\">Fountain of Youth</a> may "
            "refuse to be marooned by a successful Mutiny.</p>",
        ),
    ),
    (
        "rule:maroon",
        QT_TRANSLATE_NOOP("Help", "Getting marooned"),
        QT_TRANSLATE_NOOP(
            "Help",
            "<p>To be <b>marooned</b> is to be sent to Tortuga. It happens when your Captain maroons "
            "you, when a Mutiny against you succeeds, or when an Event card says so: "
            "<a href=\"page:card:pistol\">Pistol</a>, <a href=\"page:card:black_spot\">Black Spot</a>, "
            "<a href=\"page:card:albatross\">Albatross</a>, <a href=\"page:card:black_powder\">Black "
            "Powder</a>.</p>"
            "<h3>The Captain's maroon</h3>"
            "<p>As their action a Captain may maroon any other pawn on their own ship to Tortuga, but "
            "never themselves.</p>"
            "<h3>What happens</h3>"
            "<ul>"
            "<li>Your pawn goes to the back of the line on Tortuga. If Tortuga was empty, you become "
            "its Governor.</li>"
            "<li>The pawns behind you on your ship move up: if the Captain is marooned, the First Mate "
            "becomes Captain.</li>"
            "<li>If everyone leaves a ship, its treasure stays in its holds and still counts. The next "
            "pawn to board it becomes its Captain.</li>"
            "<li>On Tortuga you still take your turns and do actions as usual.</li>"
            "</ul>"
            "<h3>Marooned while already on Tortuga</h3>"
            "<p>Two things happen. Your pawn goes to the back of Tortuga's line, and those behind you "
            "move up (alone there, you stay where you are). And one of your Vote cards, picked at "
            "random, goes unseen to the bottom of the Vote deck: you play with fewer Vote cards for "
            "the rest of the game. Each time this happens you lose another. With no Vote card left you "
            "may still call a vote when your rank allows, but you cannot take part in it.</p>"
            "<h3>Marooned on a Rowboat</h3>"
            "<p>Your pawn goes to the back of Tortuga's line. You lose no Vote card.</p>"
            "<h3>Several at once</h3>"
            "<p>When an Albatross sinks a ship, its crew enters Tortuga in reverse rank: the lowest "
            "rank first, so the Captain ends last in line.</p>"
            "<h3>Escaping it</h3>"
            "<p>The holder of the <a href=\"page:card:fountain_of_youth\">Fountain of Youth</a> may "
            "refuse to be marooned once by a Black Spot they revealed, a Pistol, their Captain or a "
            "successful Mutiny.</p>",
        ),
    ),
    (
        "rule:cabin-boy",
        QT_TRANSLATE_NOOP("Help", "The Cabin Boy moves treasure"),
        QT_TRANSLATE_NOOP(
            "Help",
            "<p>The Cabin Boy, last in line on a ship, may as their action move 1 treasure already on "
            "their ship from the British hold to the French hold, or from the French hold to the "
            "British hold.</p>"
            "<ul>"
            "<li>One treasure per action, and only between the two holds of the Cabin Boy's own "
            "ship.</li>"
            "<li>The hold it leaves must have a treasure in it.</li>"
            "<li>Alone on a ship you are both Captain and Cabin Boy; second of two you are both First "
            "Mate and Cabin Boy.</li>"
            "</ul>"
            "<p>Why it matters: the hold decides which team a treasure counts for. A quiet Cabin Boy "
            "can turn a British treasure French, and the crew may answer with a "
            "<a href=\"page:rule:maroon\">maroon</a>.</p>",
        ),
    ),
    (
        "rule:brawl",
        QT_TRANSLATE_NOOP("Help", "Brawl"),
        QT_TRANSLATE_NOOP(
            "Help",
            "<p>The Governor of Tortuga may call for a Brawl as their action, even when alone on "
            "Tortuga. A Brawl decides where Tortuga's 2 treasures lie.</p>"
            "<h3>Who votes</h3>"
            "<p>Everyone on Tortuga, the Governor included, plays 1 Vote card face down. The top card "
            "of the Vote deck is added. All the cards are shuffled and revealed (see "
            "<a href=\"page:rule:votes\">Votes</a>).</p>"
            "<h3>What counts</h3>"
            "<p>Only the <b>middle section</b> of the Vote cards: <img src=\"sym:british\" width=\"22\" "
            "height=\"22\"> British flag or <img src=\"sym:french\" width=\"22\" height=\"22\"> French "
            "flag.</p>"
            "<ul>"
            "<li>More British flags: both of Tortuga's treasures go to the British area.</li>"
            "<li>More French flags: both go to the French area.</li>"
            "<li>A tie: one treasure in each area.</li>"
            "</ul>"
            "<p><i>Example:</i> two cards are revealed, one with 1 British flag and the double card "
            "with 2 French flags. The French win, 2 flags to 1.</p>"
            "<p>The two treasures always stay on Tortuga; later Brawls can move them again. See "
            "<a href=\"page:rule:tortuga\">Tortuga</a>.</p>",
        ),
    ),
    (
        "rule:tortuga",
        QT_TRANSLATE_NOOP("Help", "Tortuga"),
        QT_TRANSLATE_NOOP(
            "Help",
            "<p>Tortuga is the pirates' island, where marooned pirates end up and where two treasures "
            "wait.</p>"
            "<ul>"
            "<li><b>The line.</b> Pawns on Tortuga stand in a line with no size limit. Newcomers, "
            "marooned or arriving by Rowboat, join at the back.</li>"
            "<li><b>The Governor</b> is first in the line and may call for a "
            "<a href=\"page:rule:brawl\">Brawl</a>. When the Governor leaves, the next in line becomes "
            "Governor.</li>"
            "<li><b>The treasure.</b> Tortuga has a British area and a French area and starts with 1 "
            "treasure in each. These 2 treasures never leave the island: a Brawl moves them between "
            "the areas, and <a href=\"page:card:stormy_seas\">Stormy Seas</a> revealed on Tortuga puts "
            "them back one in each. At the end each area counts for its team.</li>"
            "<li><b>Life on the island.</b> On Tortuga you still take your turns: you may view, reveal "
            "or force Event cards, move onto either Rowboat, or call a Brawl as Governor. But being "
            "marooned again while there costs you a Vote card (see "
            "<a href=\"page:rule:maroon\">Getting marooned</a>).</li>"
            "<li><b>Back to sea</b> takes two actions: onto a Rowboat, then aboard its ship. A "
            "<a href=\"page:card:letter_of_marque\">Letter of Marque</a> can send someone on Tortuga "
            "straight to the back of a ship's line.</li>"
            "</ul>",
        ),
    ),
    (
        "rule:votes",
        QT_TRANSLATE_NOOP("Help", "Votes"),
        QT_TRANSLATE_NOOP(
            "Help",
            "<p>Attacks, Mutinies and Brawls are decided by votes with Vote cards.</p>"
            "<h3>Your Vote cards</h3>"
            "<p>You start with 3 secret Vote cards. Look at them whenever you like, but never show "
            "them. Each card has three sections, one for each kind of vote (see "
            "<a href=\"page:vote-card\">The Vote card</a>).</p>"
            "<h3>How a vote goes</h3>"
            "<ol>"
            "<li>A player calls the vote as their action: a Captain an "
            "<a href=\"page:rule:attack\">Attack</a>, a First Mate a <a href=\"page:rule:mutiny\">Mutiny"
            "</a>, the Governor a <a href=\"page:rule:brawl\">Brawl</a>.</li>"
            "<li>Each player taking part secretly plays 1 Vote card face down.</li>"
            "<li>The top card of the Vote deck is added, face down, so there is always a card nobody "
            "chose.</li>"
            "<li>All the cards are shuffled and revealed. Only the section for this kind of vote "
            "counts.</li>"
            "<li>The result is carried out.</li>"
            "</ol>"
            "<h3>Who takes part</h3>"
            "<ul>"
            "<li>Attack: everyone on the Captain's ship, the Captain included.</li>"
            "<li>Mutiny: everyone on the ship except the Captain.</li>"
            "<li>Brawl: everyone on Tortuga.</li>"
            "<li>Nobody on a Rowboat takes part.</li>"
            "<li>No card, no vote: a player without Vote cards cannot take part. If nobody can, the "
            "card from the deck decides alone.</li>"
            "</ul>"
            "<h3>After the vote</h3>"
            "<p>The played cards and the deck's card are shuffled together and put face down at the "
            "bottom of the Vote deck. Then each player who played draws 1 new card from the top. "
            "Nobody ever learns who played which card: only the shuffled symbols are shown.</p>"
            "<h3>Exceptions</h3>"
            "<ul>"
            "<li>The holder of <a href=\"page:card:el_dorado\">El Dorado</a> may play 2 Vote cards in "
            "one vote.</li>"
            "<li>The holder of the <a href=\"page:card:pirate_code\">Pirate Code</a> may stay out of "
            "their next two votes.</li>"
            "</ul>"
            "<p>Manage your hand: a card you play now is gone until the deck brings it back, so keep "
            "the cards your plans will need.</p>",
        ),
    ),
    (
        "rule:kept-cards",
        QT_TRANSLATE_NOOP("Help", "Cards kept in front of a player"),
        QT_TRANSLATE_NOOP(
            "Help",
            "<p>Most Event cards are resolved and then discarded. A few stay face up in front of a "
            "player, for everyone to see:</p>"
            "<ul>"
            "<li><a href=\"page:card:albatross\">Albatross</a>: its revealer must keep it for the rest "
            "of the game.</li>"
            "<li><a href=\"page:card:letter_of_marque\">Letter of Marque</a>: its revealer may keep it "
            "instead of using it at once. Playing it later is that player's action for the turn.</li>"
            "<li>The treasure maps, <a href=\"page:card:atlantis\">Atlantis</a>, "
            "<a href=\"page:card:el_dorado\">El Dorado</a> and <a href=\"page:card:fountain_of_youth\">"
            "Fountain of Youth</a>: the revealer gives the map to another player, who keeps it until "
            "they use it. Using a map is never an action, and a player may hold several.</li>"
            "<li><a href=\"page:card:pirate_code\">Pirate Code</a>: its revealer keeps it while it "
            "covers their next two votes.</li>"
            "</ul>"
            "<p>Kept cards stay with their holder wherever the pawn goes. When a tie makes a new Event "
            "deck (see <a href=\"page:rule:end\">The end of the game</a>), cards in front of players "
            "stay there. The table shows each player's kept cards; right-click one to read it.</p>",
        ),
    ),
    (
        "rule:end",
        QT_TRANSLATE_NOOP("Help", "The end of the game"),
        QT_TRANSLATE_NOOP(
            "Help",
            "<h3>The Spanish Armada</h3>"
            "<p>The <a href=\"page:card:spanish_armada\">Spanish Armada</a> is always the last card of "
            "the Event deck. The moment anyone reveals it, the game ends and the team with the most "
            "treasure wins. Each team counts the treasure in its holds on both ships and in its area on "
            "Tortuga; treasure left on the Spanish Galleon counts for nobody (see "
            "<a href=\"page:rule:goal\">What you play for</a>). Your team wins or loses together, "
            "wherever your pawn is.</p>"
            "<h3>When the deck runs out</h3>"
            "<p>When the last card of the deck, the Armada, is laid into the row, the face-down cards "
            "in the row are shuffled and laid out again. The Armada is now one of them. From then on "
            "revealed cards are not replaced, so the row shrinks. What anyone had viewed no longer "
            "tells where a card lies: everyone's <a href=\"page:rule:notebook\">notes</a> of the row "
            "are wiped.</p>"
            "<h3>A tie</h3>"
            "<ul>"
            "<li><b>Odd number of players:</b> the Dutch pirate wins.</li>"
            "<li><b>Even number of players:</b> the Armada leaves the game. The discard pile and the "
            "unrevealed Event cards are shuffled into a new deck (cards in front of players stay "
            "there) and 5 new cards are laid out. Play goes on where it stopped. From then on, after "
            "every action, as soon as one team leads in treasure, that team wins. If the deck and the "
            "row run out while the teams are still tied, the game ends in a draw.</li>"
            "</ul>"
            "<h3>Playing for the end</h3>"
            "<p>When your team leads, going through the deck quickly brings the Armada closer. When "
            "your team trails, you need time.</p>",
        ),
    ),
    (
        "rule:notebook",
        QT_TRANSLATE_NOOP("Help", "Your notes"),
        QT_TRANSLATE_NOOP(
            "Help",
            "<p>Tortuga 1667 is not a memory game: the rulebook lets players note where the cards they "
            "viewed lie. The program keeps those notes for you.</p>"
            "<p>While you hold the device (see <a href=\"page:rule:pass-and-play\">Playing at one "
            "computer</a>), your private panel shows:</p>"
            "<ul>"
            "<li>your Loyalty card,</li>"
            "<li>your Vote cards,</li>"
            "<li>your notes: for each slot of the Event row, the card you know lies there because you "
            "viewed it.</li>"
            "</ul>"
            "<h3>Good to know</h3>"
            "<ul>"
            "<li>Your notes are yours alone: nobody else sees them.</li>"
            "<li>A note is dropped when its card is revealed and the slot refilled.</li>"
            "<li>When the deck runs out and the row is shuffled, all notes of the row are wiped: "
            "nobody knows where anything lies any more.</li>"
            "<li>Other players may tell you what they saw, but they may be lying.</li>"
            "<li>The discard pile is public: click it on the mat to see every card discarded so "
            "far.</li>"
            "</ul>",
        ),
    ),
    (
        "rule:pass-and-play",
        QT_TRANSLATE_NOOP("Help", "Playing at one computer"),
        QT_TRANSLATE_NOOP(
            "Help",
            "<p>Several people can play at one computer, passing it around. The program makes sure "
            "nobody sees another player's secrets.</p>"
            "<h3>The curtain</h3>"
            "<p>Whenever the device must change hands (someone else's turn, a vote, a private look) a "
            "curtain covers the whole window: <i>Pass to NAME</i>. Everyone else looks away, and the "
            "named player clicks <b>I am NAME</b>. Only then does the window show that player's "
            "secrets: their Loyalty, Vote cards and notes.</p>"
            "<p>The curtain also lists what happened meanwhile, so nobody misses a revealed card or a "
            "vote's result.</p>"
            "<h3>Votes in secret</h3>"
            "<p>In a vote each voter gets the device in turn, behind the curtain, picks a Vote card "
            "and passes it on. The cards stay hidden until everyone has voted; then only the shuffled "
            "symbols are shown, never who played which.</p>"
            "<h3>Private looks</h3>"
            "<p>When you view Event cards, or get a new Loyalty card or new Vote cards from a card, "
            "you see them in private and click <b>Done</b> to hide them before passing the device "
            "on.</p>"
            "<h3>Computer pirates</h3>"
            "<p>Computer players take their own turns and votes. They see only what their own seat may "
            "see.</p>"
            "<h3>Table manners</h3>"
            "<p>Talk openly, as at a real table: say what you saw (or claim to), make deals, bluff. "
            "Look away when the curtain names someone else, and pass no notes.</p>",
        ),
    ),
)
"""Every rules page: (id, title, body), in reading order."""
