<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1">
<context>
    <name>Card</name>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="40"/>
        <source>Letter of Marque</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="41"/>
        <source>Pistol</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="42"/>
        <source>Albatross</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="43"/>
        <source>Black Spot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="44"/>
        <source>Treasure Map: Atlantis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="45"/>
        <source>Treasure Map: El Dorado</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="46"/>
        <source>Treasure Map: Fountain of Youth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="47"/>
        <source>Spanish Armada</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="48"/>
        <source>Black Powder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="49"/>
        <source>Cabin Fever</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="50"/>
        <source>Crow&apos;s Nest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="51"/>
        <source>Eight Bells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="52"/>
        <source>Facade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="53"/>
        <source>Pirate Code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="54"/>
        <source>Scurvy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="55"/>
        <source>Stormy Seas</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Event</name>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="117"/>
        <source>by the Captain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="118"/>
        <source>by a Mutiny</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="119"/>
        <source>by the Pistol</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="120"/>
        <source>by the Black Spot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="121"/>
        <source>by the Albatross</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="122"/>
        <source>by Black Powder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="157"/>
        <location filename="../../tortuga_qt/rules/describe.py" line="170"/>
        <source>nobody</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="171"/>
        <source>[secret: {seats}]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="179"/>
        <source>{who} moves from {src} to {dst} by Letter of Marque.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="181"/>
        <source>{who} sails from {src} to {dst} with the Atlantis map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="182"/>
        <source>{who} moves from {src} to {dst}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="189"/>
        <source>it succeeds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="190"/>
        <source>it fails</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="191"/>
        <source>the British win it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="192"/>
        <source>the French win it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="193"/>
        <source>it is a tie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="195"/>
        <source>The cards of {vote} are shuffled and revealed: {faces}. {verdict}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="201"/>
        <source>British {b}, French {f}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="203"/>
        <source>Game over: still tied with no Event cards left, the game is a draw (R9). {score}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="205"/>
        <source>the Spanish Armada arrives and they have the most treasure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="206"/>
        <source>the teams are tied when the Spanish Armada arrives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="207"/>
        <source>they took the lead after the tie-break (R9)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="209"/>
        <source>Game over: the {team} win ({winners}): {why}. {score}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="215"/>
        <source>Stormy Seas: Tortuga&apos;s treasure goes back to its starting areas.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="216"/>
        <source>Stormy Seas: {n} treasure on {place} go back to the Spanish Galleon.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="250"/>
        <source>Starred Event cards this game: {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="252"/>
        <source>{who} is {team}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="253"/>
        <source>The Vote deck is shuffled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="254"/>
        <source>The Event deck is shuffled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="255"/>
        <source>{who} draws {n} Vote card(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="256"/>
        <source>{who} drew {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="257"/>
        <source>{n} Event cards lie face down in the row; {left} left in the deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="258"/>
        <source>Pawns drawn from the bag. Flying Dutchman: {fd}. Jolly Roger: {jr}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="260"/>
        <source>{who}, Captain of the {ship}, puts the starting treasure in the {team} hold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="262"/>
        <source>— {who}&apos;s turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="263"/>
        <source>{who} loses this turn to Scurvy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="264"/>
        <source>{who} keeps the Atlantis map for later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="266"/>
        <source>Facade: {who} and {other} swap places.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="267"/>
        <source>{who} is marooned to Tortuga from {place} {cause}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="269"/>
        <source>Two Albatrosses aboard the {ship}: everyone aboard is marooned!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="271"/>
        <source>{card} goes to the discard pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="272"/>
        <source>{who} secretly views the Event cards in slots {a} and {b}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="273"/>
        <source>{who} sees slot {a}: {ca}, slot {b}: {cb}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="274"/>
        <source>{who} reveals slot {a}: {card}!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="275"/>
        <source>{who} forces {other} to reveal slot {a} or {b}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="276"/>
        <source>A new face-down card fills slot {a} ({left} left in the deck).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="277"/>
        <source>The last Event card has entered the row: the row is shuffled and laid out again (R8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="278"/>
        <source>{who} keeps the {card} face up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="279"/>
        <source>{who} gives the {card} to {other}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="280"/>
        <source>{who} aims the Pistol at {other}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="281"/>
        <source>{who} blows up {place}: it can never be used again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="283"/>
        <source>Cabin Fever: {who} and {other} shuffle their Loyalty cards and look again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="284"/>
        <source>Crow&apos;s Nest: {other}&apos;s {n} Vote card(s) go into the deck; {who} searches it for replacements.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="286"/>
        <source>{who} picks {card} for {other}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="287"/>
        <source>Eight Bells: the pawns on {place} are redrawn: {line}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="289"/>
        <source>Scurvy! {seats} will lose their next turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="291"/>
        <source>{card} has no effect where {who} is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="292"/>
        <source>{who} calls for {vote}; taking part: {seats}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="294"/>
        <source>{who} puts a Vote card face down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="295"/>
        <source>{who} puts two Vote cards face down (El Dorado).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="296"/>
        <source>{who} played {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="297"/>
        <source>{who} stays out of the vote (Pirate Code).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="299"/>
        <source>Tortuga&apos;s treasure now lies British {b}, French {f}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="300"/>
        <source>{who} leaves the plunder where it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="301"/>
        <source>{who} takes 1 treasure from {src} into {dst}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="303"/>
        <source>{who} moves 1 treasure on the {ship} from the {src} to the {dst} hold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="306"/>
        <source>Captain {who} maroons {other}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="307"/>
        <source>{who} drinks from the Fountain of Youth and is not marooned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="308"/>
        <source>{who}, marooned again on Tortuga, loses a random Vote card (R11).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="309"/>
        <source>{who} lost {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="310"/>
        <source>The {n} cards of the vote are shuffled to the bottom of the Vote deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="311"/>
        <source>{who}&apos;s Pirate Code is spent (R3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="312"/>
        <source>Tied at the Spanish Armada with an even number of players: the Armada leaves the game and {n} cards form a new deck; the first team to lead wins (R9).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="315"/>
        <source>Loyalties: {list}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Mat</name>
    <message>
        <location filename="../../tortuga_qt/ui/scene/table_scene.py" line="144"/>
        <source>Treasure
British {b}  ·  French {f}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/scene/table_scene.py" line="145"/>
        <source>Tortuga 1667
{n} pirates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/scene/table_scene.py" line="162"/>
        <source>Governor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/scene/table_scene.py" line="182"/>
        <source>Captain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/scene/table_scene.py" line="182"/>
        <source>Captain
Cabin Boy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/scene/table_scene.py" line="184"/>
        <source>First Mate
Cabin Boy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/scene/table_scene.py" line="184"/>
        <source>Cabin Boy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/scene/table_scene.py" line="185"/>
        <source>First Mate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/scene/table_scene.py" line="223"/>
        <source>Slot {n}: you saw {card} here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/scene/table_scene.py" line="224"/>
        <source>Slot {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/scene/table_scene.py" line="227"/>
        <source>Event deck: {n} cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/scene/table_scene.py" line="229"/>
        <source>Vote deck: {n} cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/scene/table_scene.py" line="231"/>
        <source>Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/scene/table_scene.py" line="232"/>
        <source>Discard pile: {n} cards (click to browse)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Place</name>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="63"/>
        <source>the Flying Dutchman</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="64"/>
        <source>the Jolly Roger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="65"/>
        <source>Tortuga</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="66"/>
        <source>the Rowboat by the Flying Dutchman</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="67"/>
        <source>the Rowboat by the Jolly Roger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="73"/>
        <source>Flying Dutchman</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="73"/>
        <source>Jolly Roger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="84"/>
        <source>the Spanish Galleon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="86"/>
        <source>the {ship}&apos;s {team} hold</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="27"/>
        <source>View 2 Event cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="28"/>
        <source>Reveal 1 Event card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="29"/>
        <source>Force a player to reveal 1 of 2 cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="30"/>
        <source>Move to or from a Rowboat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="31"/>
        <source>Maroon a crewmate (Captain)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="32"/>
        <source>Move a player with the Letter of Marque</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="33"/>
        <source>Play 1 Vote card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="34"/>
        <source>Play 2 Vote cards (El Dorado)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="35"/>
        <source>Take the treasure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="36"/>
        <source>Aim the Pistol at a player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="37"/>
        <source>Give the map to a player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="38"/>
        <source>Blow up a Rowboat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="39"/>
        <source>Cabin Fever: choose a player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="40"/>
        <source>Crow&apos;s Nest: choose whose hand to replace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="41"/>
        <source>Pick a card from the Vote deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="42"/>
        <source>Pick one of the two cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="51"/>
        <source>Call for an Attack (Captain)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="53"/>
        <source>Call for a Mutiny (First Mate)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="55"/>
        <source>Call for a Brawl (Governor)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="58"/>
        <source>Move 1 treasure: British hold → French hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="59"/>
        <source>Move 1 treasure: French hold → British hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="61"/>
        <source>Keep the Letter of Marque for later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="63"/>
        <source>Stay out of this vote (Pirate Code)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="65"/>
        <source>Leave the treasure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="67"/>
        <source>Drink from the Fountain of Youth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="67"/>
        <source>Accept being marooned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="69"/>
        <source>Sail to the other ship (Atlantis)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="69"/>
        <source>Keep the map for now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="71"/>
        <source>Put it in the British hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="71"/>
        <source>Put it in the French hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="78"/>
        <source>Click two face-down Event cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="78"/>
        <source>Click a second face-down Event card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="80"/>
        <source>Click the pawn of the player who must choose.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="82"/>
        <source>Click the face-down Event card to reveal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="84"/>
        <source>Click one of the two cards pointed at.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="86"/>
        <source>Click where to go: a Rowboat, Tortuga or a ship.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="88"/>
        <source>Click a player&apos;s pawn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="90"/>
        <source>Click the pawn to move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="90"/>
        <source>Click the ship it goes to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="92"/>
        <source>Click a card in your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="94"/>
        <source>Click two cards in your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="96"/>
        <source>Click where the treasure comes from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="96"/>
        <source>Click the hold it goes to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="98"/>
        <source>Click a Rowboat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="100"/>
        <source>Click a card of the Vote deck (in your panel).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="101"/>
        <source>Click a highlighted thing on the mat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="107"/>
        <source>It is not your decision now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="108"/>
        <source>Viewing or forcing needs at least 2 face-down Event cards (R7).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="109"/>
        <source>You must force another player, not yourself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="110"/>
        <source>That slot holds no face-down Event card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="111"/>
        <source>Only a Captain may do that.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="112"/>
        <source>An Attack needs treasure to take (R5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="113"/>
        <source>A Captain may maroon only another pawn on their own ship (R6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="114"/>
        <source>Only a First Mate may call for a Mutiny (R6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="115"/>
        <source>Only a Cabin Boy may move treasure between holds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="116"/>
        <source>There is no treasure in that hold (R6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="117"/>
        <source>Only the Governor of Tortuga may call for a Brawl (R6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="118"/>
        <source>That Rowboat was blown up and can never be used again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="119"/>
        <source>Each Rowboat holds only 1 pawn at a time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="120"/>
        <source>You can only move to a place next to you: Rowboats adjoin one ship and Tortuga.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="121"/>
        <source>Ships and Tortuga are reached through a Rowboat, one action at a time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="122"/>
        <source>There may never be more than 5 pawns on a ship.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="123"/>
        <source>This card must target another player, not yourself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="124"/>
        <source>A Letter of Marque moves a player who is on Tortuga or on a Rowboat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="125"/>
        <source>The treasure comes from the Spanish Galleon while it has any (R5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/curtain.py" line="53"/>
        <source>Pass to {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/curtain.py" line="55"/>
        <source>to look at your Loyalty card in secret</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/curtain.py" line="56"/>
        <source>to make your choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/curtain.py" line="57"/>
        <source>to look at your new Loyalty card (Cabin Fever)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/curtain.py" line="58"/>
        <source>to look at your extra Vote card (El Dorado)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/curtain.py" line="60"/>
        <source>Everyone else, look away. {name}, click below {why}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/curtain.py" line="61"/>
        <source>I am {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="35"/>
        <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="187"/>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="42"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="42"/>
        <source>Pirate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="42"/>
        <source>Played by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="47"/>
        <source>Move up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="47"/>
        <source>Move down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="50"/>
        <source>Draw 3 starred Event cards at random (kept secret)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="52"/>
        <source>Choose the 3 starred Event cards:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="56"/>
        <source>random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="61"/>
        <source>Set sail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="64"/>
        <source>Starred Event cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="73"/>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="74"/>
        <source>Seed (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="76"/>
        <source>Turn order is top to bottom (clockwise).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="98"/>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="105"/>
        <source>Human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="105"/>
        <source>Computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="149"/>
        <source>Every seat needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="153"/>
        <source>Each seat needs a different pirate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="159"/>
        <source>Choose exactly 3 starred cards (with 2-3 players: not Facade or Cabin Fever).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="162"/>
        <source>The seed must be a whole number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="172"/>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="174"/>
        <source>A draw!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="176"/>
        <source>The {team} win!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="181"/>
        <source>Treasure — British {b}, French {f}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="190"/>
        <source>Look at the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="208"/>
        <source>Discard pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="213"/>
        <source>The discard pile is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="214"/>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/main_window.py" line="76"/>
        <source>Tortuga 1667</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/main_window.py" line="99"/>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/main_window.py" line="100"/>
        <source>&amp;New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/main_window.py" line="104"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/main_window.py" line="108"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/main_window.py" line="109"/>
        <source>&amp;Animations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/main_window.py" line="113"/>
        <source>&amp;Skip animation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/main_window.py" line="239"/>
        <source>Waiting for {name} to take the device.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/main_window.py" line="242"/>
        <source>{name} (computer) is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/main_window.py" line="245"/>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/main_window.py" line="246"/>
        <source>New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/main_window.py" line="250"/>
        <source>Done — hide my secrets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/main_window.py" line="255"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/main_window.py" line="271"/>
        <source>{name}, your Loyalty card is on the right. Remember your team, then click Done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/main_window.py" line="272"/>
        <source>{name}, Cabin Fever: here is your Loyalty card now. Click Done when you have seen it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/main_window.py" line="273"/>
        <source>{name}, El Dorado gave you an extra Vote card (on the right). Click Done when ready.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/main_window.py" line="274"/>
        <source>{name}, look at your secrets, then click Done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/main_window.py" line="283"/>
        <source> ({n} actions left this turn)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/main_window.py" line="284"/>
        <source>Your turn, {name}: choose an action{extra}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/main_window.py" line="287"/>
        <source>{name}, Captain of the {ship}: choose the hold for your starting treasure.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/main_window.py" line="289"/>
        <source>{name}: before {other}&apos;s turn you may sail to the other ship with the Atlantis map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/main_window.py" line="293"/>
        <source>{forcer} forces you, {name}, to reveal slot {a} or slot {b}: pick one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/main_window.py" line="296"/>
        <source>{name}, you revealed {card}: resolve it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/main_window.py" line="298"/>
        <source>Crow&apos;s Nest: pick {n} more card(s) for {target}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/main_window.py" line="300"/>
        <source>The Attack succeeded, Captain {name}: take 1 treasure (or leave it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/main_window.py" line="302"/>
        <source>{name}, you are about to be marooned: drink from the Fountain of Youth?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/main_window.py" line="306"/>
        <source>Secret vote, {name}: {vote} called by {caller}. Play a Vote card face down; nobody will see who played which.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/main_window.py" line="327"/>
        <source>Nothing to choose now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/main_window.py" line="330"/>
        <source>First choose an action on the right.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/main_window.py" line="352"/>
        <location filename="../../tortuga_qt/ui/widgets/main_window.py" line="369"/>
        <source>Not allowed: {why} ({rule})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/main_window.py" line="353"/>
        <source>That cannot be chosen now. {prompt}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/panels.py" line="67"/>
        <source>Pirates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/panels.py" line="78"/>
        <source>{n} Vote cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/panels.py" line="80"/>
        <source>▶ turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/panels.py" line="82"/>
        <source>loses next turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/panels.py" line="84"/>
        <source>Pirate Code ({n} votes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/panels.py" line="101"/>
        <source>Captain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/panels.py" line="103"/>
        <source>First Mate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/panels.py" line="105"/>
        <source>Cabin Boy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/panels.py" line="107"/>
        <source>Governor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/panels.py" line="109"/>
        <source>on a Rowboat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/panels.py" line="153"/>
        <source>Secrets appear here only for the player at the device.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/panels.py" line="159"/>
        <source>{name}&apos;s secrets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/panels.py" line="165"/>
        <source>Your Loyalty: {team}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/panels.py" line="172"/>
        <source>Your Vote cards:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/panels.py" line="172"/>
        <source>You hold no Vote card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/panels.py" line="178"/>
        <source>Put down in this vote: {cards}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/panels.py" line="179"/>
        <source>Slot {n}: {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/panels.py" line="180"/>
        <source>Your notes (R13): </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/panels.py" line="180"/>
        <source>no card seen in the row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/panels.py" line="184"/>
        <source>Crow&apos;s Nest: the whole Vote deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/panels.py" line="284"/>
        <source>Only you can see this line.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Team</name>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="78"/>
        <source>British</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="78"/>
        <source>French</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="78"/>
        <source>Dutch</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Vote</name>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="92"/>
        <source>an Attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="93"/>
        <source>a Mutiny</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="94"/>
        <source>a Brawl</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="101"/>
        <source>Cannon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="101"/>
        <source>Torch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="102"/>
        <source>Water</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="102"/>
        <source>British flag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="103"/>
        <source>French flag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="103"/>
        <source>Skull</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="104"/>
        <source>Helm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/rules/describe.py" line="112"/>
        <source>{parts} (double)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
