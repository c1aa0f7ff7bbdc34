<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1">
<context>
    <name>Access</name>
    <message>
        <location filename="../../tortuga_qt/ui/access.py" line="120"/>
        <source>You have marked this.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/access.py" line="122"/>
        <source>You can choose this now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/scene/shown_large.py" line="220"/>
        <source>The cards: {faces}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/scene/tips.py" line="123"/>
        <source>{thing}; {state}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/scene/tips.py" line="199"/>
        <source>{pawn}; in front of them: {cards}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/scene/tips.py" line="227"/>
        <source>{ship}, Captain: {captain}; British hold {b}, French hold {f}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/scene/tips.py" line="229"/>
        <source>{ship}, nobody aboard; British hold {b}, French hold {f}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/scene/tips.py" line="258"/>
        <source>The discard pile; cards: {n}; on top: {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/scene/tips.py" line="259"/>
        <source>The discard pile; empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/scene/tips.py" line="270"/>
        <source>Their pawn is {colour} and bears the letter {letter}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/curtain.py" line="240"/>
        <source>{title}. {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/panels/private.py" line="414"/>
        <source>Vote card: {face}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/panels/private.py" line="415"/>
        <source>Vote card: {face}; copies: {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/table_view.py" line="39"/>
        <source>The mat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/table_view.py" line="40"/>
        <source>The ships, Tortuga, the Rowboats, the Event row and the pirates. Tab moves the focus ring over what you can choose now; Enter chooses it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/end_screen.py" line="346"/>
        <source>{place}, {team}: {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/end_screen.py" line="347"/>
        <source>{place}: {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/turn_words.py" line="53"/>
        <source>{name}, pawn {letter}, {colour}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/turn_words.py" line="56"/>
        <source>whose turn it is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/turn_words.py" line="58"/>
        <source>next turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/turn_words.py" line="60"/>
        <source>decides now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/turn_words.py" line="62"/>
        <source>loses their next turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/turn_words.py" line="64"/>
        <source>a computer pirate, {level}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/turn_words.py" line="66"/>
        <source>thinking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/turn_words.py" line="68"/>
        <source>must take the device now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/turn_words.py" line="70"/>
        <source>looks at their secret cards now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/turn_strip.py" line="252"/>
        <source>Turn order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/turn_strip.py" line="257"/>
        <source>Now: {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/turn_strip.py" line="259"/>
        <source>Next: {name}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Card</name>
    <message>
        <location filename="../../tortuga_qt/app/cards/atlantis.py" line="11"/>
        <source>Atlantis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/cards/el_dorado.py" line="24"/>
        <source>El Dorado</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/cards/fountain_of_youth.py" line="11"/>
        <source>Fountain of Youth</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Colour</name>
    <message>
        <location filename="../../tortuga_qt/app/names.py" line="60"/>
        <source>red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/names.py" line="60"/>
        <source>blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/names.py" line="60"/>
        <source>teal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/names.py" line="61"/>
        <source>orange</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/names.py" line="61"/>
        <source>lilac</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/names.py" line="61"/>
        <source>grey</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/names.py" line="62"/>
        <source>light green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/names.py" line="62"/>
        <source>black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/names.py" line="63"/>
        <source>white</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>End</name>
    <message>
        <location filename="../../tortuga_qt/app/end_summary.py" line="131"/>
        <source>{who} called for {vote}: {verdict}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../tortuga_qt/app/end_summary.py" line="174"/>
        <source>{name}: %n hint(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/end_screen.py" line="171"/>
        <source>★ {team} · winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../tortuga_qt/ui/widgets/end_screen.py" line="210"/>
        <source>A person · %n hint(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/end_screen.py" line="211"/>
        <source>A person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/end_screen.py" line="212"/>
        <source>Computer · {level}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/end_screen.py" line="265"/>
        <source>Turn {turn}: {text}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/end_screen.py" line="269"/>
        <source>No vote moved treasure and nobody was marooned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/end_screen.py" line="273"/>
        <source>Turning points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/end_screen.py" line="285"/>
        <source>Rematch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/end_screen.py" line="287"/>
        <source>The same seats, names, pirates and computer levels; a fresh deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/end_screen.py" line="358"/>
        <source>Treasure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/end_screen.py" line="366"/>
        <source>Tortuga</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/end_screen.py" line="380"/>
        <source>Team totals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/end_screen.py" line="387"/>
        <source>Left on the Spanish Galleon (nobody&apos;s)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Event</name>
    <message>
        <location filename="../../tortuga_qt/app/story.py" line="37"/>
        <source>by the Captain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/story.py" line="39"/>
        <source>by a Mutiny</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/cards/pistol.py" line="20"/>
        <source>by the Pistol</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/cards/black_spot.py" line="21"/>
        <source>by the Black Spot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/cards/albatross.py" line="24"/>
        <source>by the Albatross</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/cards/black_powder.py" line="21"/>
        <source>by Black Powder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/story.py" line="60"/>
        <source>nobody</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/story.py" line="83"/>
        <source>{who} moves from {src} to {dst} by Letter of Marque.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/story.py" line="85"/>
        <source>{who} sails from {src} to {dst} with the Atlantis map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/story.py" line="86"/>
        <source>{who} moves from {src} to {dst}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/names.py" line="105"/>
        <source>it succeeds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/names.py" line="106"/>
        <source>it fails</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/names.py" line="107"/>
        <source>the British win it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/names.py" line="108"/>
        <source>the French win it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/names.py" line="109"/>
        <source>it is a tie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/story.py" line="110"/>
        <source>{row}; {deck}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/story.py" line="154"/>
        <source>The last Event card has entered the row: the row is shuffled and laid out again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/story.py" line="197"/>
        <source>The cards of {vote} are shuffled and revealed: {faces}. {verdict}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/story.py" line="215"/>
        <source>{who}, marooned again on Tortuga, loses a random Vote card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/story.py" line="238"/>
        <source>British {b}, French {f}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/story.py" line="242"/>
        <source>the Spanish Armada arrives and they have the most treasure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/story.py" line="243"/>
        <source>the teams are tied when the Spanish Armada arrives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/story.py" line="246"/>
        <source>Game over: the {team} win ({winners}): {why}. {score}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/story.py" line="179"/>
        <source>Stormy Seas: Tortuga&apos;s treasure goes back to its starting areas.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/story.py" line="96"/>
        <source>Starred Event cards this game: {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/story.py" line="66"/>
        <source>a {face} card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/story.py" line="101"/>
        <source>The Vote deck is shuffled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/story.py" line="102"/>
        <source>The Event deck is shuffled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/story.py" line="107"/>
        <source>{who} drew {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/story.py" line="114"/>
        <source>Pawns drawn from the bag. Flying Dutchman: {fd}. Jolly Roger: {jr}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/story.py" line="117"/>
        <source>{who}, Captain of the {ship}, puts the starting treasure in the {team} hold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/story.py" line="120"/>
        <source>{who} to play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/story.py" line="122"/>
        <source>{who} loses this turn to Scurvy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/story.py" line="124"/>
        <source>{who} keeps the Atlantis map for later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/story.py" line="128"/>
        <source>Facade: {who} and {other} swap places.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/story.py" line="131"/>
        <source>Marooned again {cause} while already on Tortuga: {who} goes to the back of Tortuga&apos;s line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/story.py" line="133"/>
        <source>Marooned {cause}: {who} goes from {place} to Tortuga.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/story.py" line="136"/>
        <source>Two Albatrosses aboard the {ship}: everyone aboard is marooned!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/story.py" line="138"/>
        <source>{card} goes to the discard pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/story.py" line="140"/>
        <source>{who} secretly views the Event cards in slots {a} and {b}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/story.py" line="143"/>
        <source>{who} sees slot {a}: {ca}, slot {b}: {cb}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/story.py" line="146"/>
        <source>{who} reveals slot {a}: {card}!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/story.py" line="148"/>
        <source>{who} forces {other} to reveal slot {a} or {b}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../tortuga_qt/app/story.py" line="168"/>
        <source>Crow&apos;s Nest: {who} shuffles the %n Vote card(s) of {other} into the deck and searches it for replacements.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/story.py" line="184"/>
        <source>{card} has no effect at the place of {who}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/story.py" line="217"/>
        <source>New Vote cards for {who}: {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/story.py" line="240"/>
        <source>Game over: still tied with no Event cards left, the game is a draw. {score}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/story.py" line="244"/>
        <source>they took the lead after the tie-break</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/story.py" line="156"/>
        <source>{who} keeps the {card} face up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/story.py" line="55"/>
        <source>{name} (seat {seat})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/story.py" line="74"/>
        <source>(only {names} saw this)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/story.py" line="76"/>
        <source>(nobody saw this)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/story.py" line="99"/>
        <source>Loyalty of {who}: {team}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../tortuga_qt/app/story.py" line="105"/>
        <source>{who} draws %n Vote card(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tortuga_qt/app/story.py" line="111"/>
        <source>%n Event card(s) lie(s) face down in the row</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tortuga_qt/app/story.py" line="112"/>
        <source>%n card(s) left in the Event deck</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tortuga_qt/app/story.py" line="152"/>
        <source>A new face-down card fills slot {a} (%n card(s) left in the deck).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/story.py" line="158"/>
        <source>{who} gives the {card} to {other}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/story.py" line="160"/>
        <source>{who} aims the Pistol at {other}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/story.py" line="162"/>
        <source>{who} blows up {place}: it can never be used again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/story.py" line="164"/>
        <source>Cabin Fever: {who} and {other} shuffle their Loyalty cards and look again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/story.py" line="171"/>
        <source>{who} picks {card} for {other}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/story.py" line="173"/>
        <source>Eight Bells: the pawns on {place} are redrawn: {line}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/story.py" line="176"/>
        <source>Scurvy! {seats} will lose their next turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../tortuga_qt/app/story.py" line="181"/>
        <source>Stormy Seas: %n treasure on {place} go(es) back to the Spanish Galleon.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/story.py" line="186"/>
        <source>{who} calls for {vote}; taking part: {seats}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/story.py" line="189"/>
        <source>{who} puts a Vote card face down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/story.py" line="190"/>
        <source>{who} puts two Vote cards face down (El Dorado).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/story.py" line="192"/>
        <source>{who} played {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/story.py" line="194"/>
        <source>{who} stays out of the vote (Pirate Code).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/story.py" line="201"/>
        <source>Tortuga&apos;s treasure now lies British {b}, French {f}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/story.py" line="203"/>
        <source>{who} leaves the plunder where it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/story.py" line="205"/>
        <source>{who} takes 1 treasure from {src} into {dst}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/story.py" line="208"/>
        <source>{who} moves 1 treasure on the {ship} from the {src} to the {dst} hold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/story.py" line="211"/>
        <source>Captain {who} maroons {other}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/story.py" line="213"/>
        <source>{who} drinks from the Fountain of Youth and is not marooned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/story.py" line="219"/>
        <source>{who} lost {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../tortuga_qt/app/story.py" line="222"/>
        <source>The vote&apos;s %n card(s) go(es) to the bottom of the Vote deck, shuffled.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/story.py" line="224"/>
        <source>The Pirate Code is spent for {who} (it covered two votes).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../tortuga_qt/app/story.py" line="227"/>
        <source>Tied at the Spanish Armada with an even number of players: the Armada leaves the game and %n card(s) form(s) a new deck; the first team to lead wins.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/story.py" line="232"/>
        <source>Loyalties: {list}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <location filename="../../tortuga_qt/app/cards/_shared.py" line="8"/>
        <source>Already on Tortuga? The pawn goes to the back of Tortuga&apos;s line and loses one Vote card, picked at random, to the bottom of the Vote deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/cards/_shared.py" line="10"/>
        <source>On a Rowboat? The pawn goes to the back of Tortuga&apos;s line and loses no Vote card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/cards/_shared.py" line="15"/>
        <source>You cannot keep a treasure map yourself: you must give it to another player, also in 2- and 3-player games.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/cards/_shared.py" line="17"/>
        <source>Using a map is never an action, and a player may hold several maps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/cards/_shared.py" line="18"/>
        <source>The map lies face up in front of its holder: everyone knows who has it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/cards/letter_of_marque.py" line="9"/>
        <source>Letter of Marque</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/cards/letter_of_marque.py" line="10"/>
        <source>Move any one player who is on Tortuga or on a Rowboat (yourself included) to the back of the line of either ship. Or keep this card face up in front of you and play it on a later turn as your action: it is then your whole action for that turn (in a 2-player game, one of your two actions).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/cards/letter_of_marque.py" line="15"/>
        <source>The ship must have room: there are never more than 5 pawns on a ship.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/cards/letter_of_marque.py" line="16"/>
        <source>You may keep the card even when nobody could be moved right now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/cards/letter_of_marque.py" line="17"/>
        <source>A kept Letter of Marque lies face up, so everyone knows you hold it. Once played it is discarded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/cards/pistol.py" line="10"/>
        <source>Pistol</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/cards/pistol.py" line="11"/>
        <source>Choose another player: they are marooned, sent to the back of the line on Tortuga. You cannot keep this card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/cards/pistol.py" line="15"/>
        <source>The holder of the Fountain of Youth may refuse to be marooned by a Pistol.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/cards/albatross.py" line="9"/>
        <source>Albatross</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/cards/albatross.py" line="10"/>
        <source>Keep this card face up in front of you for the rest of the game. Whenever the pawns on one ship hold 2 Albatross cards between them, everyone on that ship is marooned, the lowest rank first, so that the Captain ends up last in Tortuga&apos;s line. Albatross cards do nothing on Tortuga or on a Rowboat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/cards/albatross.py" line="16"/>
        <source>A player holding 2 Albatross cards who boards a ship sinks it, themselves included. So does a player holding 1 who boards a ship where someone else holds 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/cards/albatross.py" line="19"/>
        <source>The Fountain of Youth does not help against an Albatross.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/cards/albatross.py" line="20"/>
        <source>With 2 or 3 players the Albatross cards are taken out of the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/cards/black_spot.py" line="10"/>
        <location filename="../../tortuga_qt/selftest.py" line="93"/>
        <source>Black Spot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/cards/black_spot.py" line="11"/>
        <source>You are marooned: your pawn goes to the back of the line on Tortuga. This holds even when another player forced you to reveal the card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/cards/black_spot.py" line="15"/>
        <source>The holder of the Fountain of Youth may refuse to be marooned by a Black Spot they revealed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/cards/atlantis.py" line="10"/>
        <source>Treasure Map: Atlantis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/cards/atlantis.py" line="12"/>
        <source>Give this treasure map to another player. Immediately before any player&apos;s turn (their own included), its holder may move from one ship to the back of the line of the other ship, then discards the map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/cards/atlantis.py" line="16"/>
        <source>Atlantis works only from a ship, never from Tortuga or a Rowboat, and the other ship must have room for one more pawn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/cards/el_dorado.py" line="23"/>
        <source>Treasure Map: El Dorado</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/cards/el_dorado.py" line="25"/>
        <source>Give this treasure map to another player, who at once draws 1 extra Vote card. In one later vote its holder may play 2 Vote cards instead of 1, then discards the map. The holder may also keep the map unused, and so keep the bigger hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/cards/el_dorado.py" line="30"/>
        <source>After the vote in which both cards are played, the holder draws 1 card like everyone who voted, so the hand shrinks back to its usual size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/cards/fountain_of_youth.py" line="10"/>
        <source>Treasure Map: Fountain of Youth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/cards/fountain_of_youth.py" line="12"/>
        <source>Give this treasure map to another player. Its holder may refuse to be marooned once: by a Black Spot they revealed, by a Pistol, by their Captain, or by a successful Mutiny. Then the map is discarded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/cards/fountain_of_youth.py" line="16"/>
        <source>Used against a Captain&apos;s maroon, the Captain&apos;s action is still spent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/cards/fountain_of_youth.py" line="17"/>
        <source>It does not help against an Albatross or Black Powder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/cards/spanish_armada.py" line="9"/>
        <source>Spanish Armada</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/cards/spanish_armada.py" line="10"/>
        <source>The game ends the moment this card is revealed: the team, British or French, with the most treasure wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/cards/spanish_armada.py" line="13"/>
        <source>The Armada is always the last card of the Event deck: it is put at the bottom when the deck is made.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/cards/spanish_armada.py" line="15"/>
        <source>A tie with an odd number of players: the Dutch pirate wins. With an even number the Armada leaves the game and play goes on until one team leads.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/cards/black_powder.py" line="9"/>
        <source>Black Powder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/cards/black_powder.py" line="10"/>
        <source>Put the explosion token on a Rowboat of your choice: that Rowboat can never be used again. A pawn sitting on it is marooned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/cards/black_powder.py" line="13"/>
        <source>A pawn marooned from a Rowboat goes to the back of Tortuga&apos;s line and loses no Vote card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/cards/black_powder.py" line="15"/>
        <source>With one Rowboat gone, its ship can only be reached or left by other means, such as a Letter of Marque or Atlantis, or by being marooned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/cards/cabin_fever.py" line="22"/>
        <source>Cabin Fever</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/cards/cabin_fever.py" line="23"/>
        <source>Choose another player. Your two Loyalty cards are shuffled together and dealt back, one each, and each of you secretly looks at your new card. You may have swapped teams, or not.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/cards/cabin_fever.py" line="27"/>
        <source>With 2 or 3 players Cabin Fever is left out unless the table chooses to put it back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/cards/crows_nest.py" line="22"/>
        <source>Crow&apos;s Nest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/cards/crows_nest.py" line="23"/>
        <source>Choose a player (yourself included). Their Vote cards go face down into the Vote deck. You then secretly search the whole Vote deck and pick the same number of cards as their new hand. Then the Vote deck is shuffled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/cards/crows_nest.py" line="27"/>
        <source>Only you see the deck while you search; the player then looks at their new hand in secret.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/cards/crows_nest.py" line="29"/>
        <source>Arm a friend with the cards your plan needs, or leave an enemy with cards that work against them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/cards/eight_bells.py" line="9"/>
        <source>Eight Bells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/cards/eight_bells.py" line="10"/>
        <source>All pawns on your ship, or on Tortuga if you are there, are drawn at random back into that line, so the ranks may change. No effect if you are alone there or on a Rowboat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/cards/facade.py" line="9"/>
        <source>Facade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/cards/facade.py" line="10"/>
        <source>Swap pawn positions with the player seated to your right: the one who plays just before you. You take their place, wherever it is, and they take yours.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/cards/facade.py" line="14"/>
        <source>With 2 or 3 players Facade is left out unless the table chooses to put it back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/cards/pirate_code.py" line="9"/>
        <source>Pirate Code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/cards/pirate_code.py" line="10"/>
        <source>Keep this card face up. You may stay out of the next two votes (Attack, Mutiny or Brawl) you would be part of, and you may still call votes. After those two votes the card is discarded, whether or not you stayed out of them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/cards/pirate_code.py" line="15"/>
        <source>Staying out, you play no Vote card and draw none afterwards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/cards/pirate_code.py" line="16"/>
        <source>A vote whose only voter stays out is decided by the card from the Vote deck alone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/cards/scurvy.py" line="9"/>
        <source>Scurvy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/cards/scurvy.py" line="10"/>
        <source>Everyone on your ship, or on Tortuga if you are there, you included, loses their next turn, even if they move before it comes. They still take part in votes that others call. Revealed on a Rowboat, only you lose your next turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/cards/scurvy.py" line="15"/>
        <source>In a 2-player game a lost turn is both of its actions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/cards/stormy_seas.py" line="9"/>
        <source>Stormy Seas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/cards/stormy_seas.py" line="10"/>
        <source>All treasure on your ship, in both holds, goes back to the Spanish Galleon. If you are on Tortuga instead, its two treasures go back to where they started: one in the British area, one in the French area. No effect on a Rowboat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/cards/stormy_seas.py" line="15"/>
        <source>While the Galleon holds treasure again, Attacks take from the Galleon, not from the other ship.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/cards/stormy_seas.py" line="17"/>
        <source>On a ship with no treasure it does nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/hints.py" line="64"/>
        <source>Drink from the Fountain of Youth to stay where you are; accept if Tortuga suits you, and keep the map for a worse moment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/hints.py" line="67"/>
        <source>Sail to the other ship if its crew or its holds suit your team better; otherwise keep the map for later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/hints.py" line="70"/>
        <source>Pick the cards {name} will hold: give a friend the symbols your team needs, give a rival the ones that hurt their plans.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/hints.py" line="110"/>
        <source>View 2 Event cards first to learn where the harmful cards lie; revealing blind may hurt your own team.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/hints.py" line="112"/>
        <source>Reveal a card you know helps your team, or move towards the ship or Tortuga where your vote counts most.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/hints.py" line="125"/>
        <source>You saw the Spanish Armada in slot {n} and your team leads {mine} to {theirs}: reveal it now to end the game and win.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/hints.py" line="128"/>
        <source>You saw the Spanish Armada in slot {n}: do not reveal it while your team is not ahead ({mine} to {theirs}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/hints.py" line="134"/>
        <source>You saw the Spanish Armada in slot {n} and the teams are tied {a} to {b}: as the Dutch pirate, reveal it now to win.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/hints.py" line="137"/>
        <source>You saw the Spanish Armada in slot {n}: as the Dutch pirate you win only if the teams are tied when it is revealed ({a} to {b} now).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/hints.py" line="141"/>
        <source>You saw {card} in slot {n}: revealing it would maroon you, so force a rival to choose between it and another card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/hints.py" line="156"/>
        <source>As First Mate you may call for a Mutiny: if Skulls outnumber Helms, your Captain is marooned to Tortuga and you take command.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/hints.py" line="168"/>
        <source>As Captain you may call for an Attack: it takes treasure if the cards show at least one Cannon and one Torch not cancelled by Water. Your hand&apos;s top sections: {mine}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/hints.py" line="180"/>
        <source>As Cabin Boy you may move 1 treasure from the {theirs} hold to the {mine} hold of the {ship}: {n} treasure lies in the {theirs} hold now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/hints.py" line="188"/>
        <source>Both of Tortuga&apos;s treasures already lie in the {team} area: a Brawl could only lose them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/hints.py" line="190"/>
        <source>As Governor you may call for a Brawl: everyone on Tortuga votes, and the flag in the majority takes both of Tortuga&apos;s treasures (a tie splits them).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/hints.py" line="198"/>
        <source>On a Rowboat you take no part in votes: move on to the {ship} or to Tortuga, or sit here to block the Rowboat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/hints.py" line="208"/>
        <source>Only the top section counts: a Cannon and a Torch that no Water cancels win the Attack. Play Water to stop it, a Cannon or a Torch to help it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/hints.py" line="212"/>
        <source>Only the middle section counts: the flag in the majority takes Tortuga&apos;s two treasures. Play a {team} flag if you hold one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/hints.py" line="216"/>
        <source>Only the middle section counts: the flag in the majority takes Tortuga&apos;s two treasures, and a tie splits them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/hints.py" line="219"/>
        <source>Only the bottom section counts: if Skulls outnumber Helms the Captain is marooned. Play a Skull to maroon them, a Helm to keep them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/hints.py" line="222"/>
        <source>Your Pirate Code lets you stay out of this vote.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/cards/pistol.py" line="18"/>
        <source>Maroon a rival: a Captain loses their ship, and someone already on Tortuga also loses a Vote card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/cards/letter_of_marque.py" line="21"/>
        <source>Move a friend from Tortuga or a Rowboat onto a ship, or keep the card to use later as your action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/cards/atlantis.py" line="22"/>
        <source>Give the map to a player you trust: its holder may sail to the other ship before any turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/cards/el_dorado.py" line="36"/>
        <source>Give the map to a player you trust: they draw a Vote card now and may play 2 cards in one later vote.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/cards/fountain_of_youth.py" line="22"/>
        <source>Give the map to a player you trust: it saves its holder from being marooned once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/cards/black_powder.py" line="19"/>
        <source>Blow up the Rowboat a rival needs, or the one a rival sits on: they are marooned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/cards/cabin_fever.py" line="31"/>
        <source>Pick a player: your two Loyalty cards are shuffled and dealt back, so either of you may end up on the other&apos;s team.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/cards/crows_nest.py" line="33"/>
        <source>Pick a player whose Vote cards you want to choose: help a friend, or leave a rival only cards that hurt them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/hints.py" line="240"/>
        <source>You saw {card} in slot {n}: pick slot {m}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/hints.py" line="242"/>
        <source>{forcer} may know what lies in these slots: if they are a rival, the card they hope you pick is likely to hurt you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/hints.py" line="249"/>
        <source>Put the treasure in your ship&apos;s {team} hold: it counts for the team of the hold it lies in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/hints.py" line="251"/>
        <source>As the Dutch you win if the teams tie: put the treasure where it brings the totals level.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/hints.py" line="258"/>
        <source>Treasure counts for the team of the hold it lies in: the {team} hold helps your team.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/hints.py" line="260"/>
        <source>As the Dutch you win if the teams tie: keep the totals level.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/mat_help.py" line="45"/>
        <source>The Spanish Galleon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/mat_help.py" line="46"/>
        <source>The Galleon starts with 4 treasures. A Captain whose Attack succeeds takes 1 of them; once it is empty, Attacks take treasure from the other ship&apos;s holds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/mat_help.py" line="51"/>
        <source>A pirate ship</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/mat_help.py" line="52"/>
        <source>The pawn at the front is the Captain, the second is the First Mate and the last is the Cabin Boy. A ship never carries more than 5 pawns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/mat_help.py" line="57"/>
        <source>A treasure hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/mat_help.py" line="58"/>
        <source>Each ship has a British hold and a French hold. Treasure in a hold counts for that team at the end, whoever is on board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/mat_help.py" line="63"/>
        <source>A Rowboat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/mat_help.py" line="64"/>
        <source>A Rowboat holds one pawn and joins one ship to Tortuga: moving onto it or off it takes a whole action. A pawn on a Rowboat takes no part in votes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/mat_help.py" line="69"/>
        <location filename="../../tortuga_qt/help/rules_text.py" line="445"/>
        <source>Tortuga</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/mat_help.py" line="70"/>
        <source>Marooned pirates land at the back of Tortuga&apos;s line. The first pawn in the line is the Governor, who may call for a Brawl over Tortuga&apos;s two treasures.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/mat_help.py" line="75"/>
        <source>A treasure area on Tortuga</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/mat_help.py" line="76"/>
        <source>Treasure in Tortuga&apos;s British or French area counts for that team. A Brawl moves Tortuga&apos;s two treasures between the areas; they never leave Tortuga.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/mat_help.py" line="81"/>
        <source>An Event card in the row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/mat_help.py" line="82"/>
        <source>On your turn you may secretly view 2 of these cards, reveal 1, or force another player to reveal 1 of 2 you point at. A revealed card is resolved at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/mat_help.py" line="87"/>
        <source>The Event deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/mat_help.py" line="88"/>
        <source>A revealed card in the row is replaced from this deck. The Spanish Armada lies at the bottom: when it reaches the row, the row is shuffled and the end is near.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/mat_help.py" line="93"/>
        <source>The Vote deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/mat_help.py" line="94"/>
        <source>Every vote adds the top card of this deck, unseen, to the cards played. Afterwards the cards go under the deck and each voter draws a new one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/mat_help.py" line="99"/>
        <source>The discard pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/mat_help.py" line="100"/>
        <source>Revealed Event cards that nobody keeps end up here. Anyone may look through it at any time: click it to browse.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/mat_help.py" line="105"/>
        <source>A pirate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/mat_help.py" line="106"/>
        <source>Where a pawn stands gives its rank: Captain, First Mate or Cabin Boy on a ship, Governor first in Tortuga&apos;s line. Each rank adds actions to choose from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/mat_help.py" line="111"/>
        <source>A card kept in front of a player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/mat_help.py" line="112"/>
        <source>Some Event cards stay face up in front of a player: Albatross, a kept Letter of Marque, Pirate Code and the treasure maps. Everyone can see them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/mat_help.py" line="117"/>
        <source>A Vote card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/mat_help.py" line="118"/>
        <source>Only one section counts in a vote: the top in an Attack (Cannon, Torch, Water), the middle in a Brawl (flags), the bottom in a Mutiny (Skull, Helm).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/mat_help.py" line="123"/>
        <source>Treasure by team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/mat_help.py" line="124"/>
        <source>Each team&apos;s treasure in both ships&apos; holds and on Tortuga. When the Spanish Armada is revealed, the team with more treasure wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/mat_help.py" line="137"/>
        <source>The Captain may call for an Attack or maroon a crewmate to Tortuga.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/mat_help.py" line="138"/>
        <source>The First Mate may call for a Mutiny: if Skulls outnumber Helms, the Captain is marooned to Tortuga.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/mat_help.py" line="140"/>
        <source>The Cabin Boy may move 1 treasure on the ship from one hold to the other.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/mat_help.py" line="141"/>
        <source>A crewmate votes in the ship&apos;s Attacks and Mutinies and moves up when someone ahead leaves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/mat_help.py" line="143"/>
        <source>The Governor of Tortuga may call for a Brawl over Tortuga&apos;s two treasures.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/mat_help.py" line="144"/>
        <source>On Tortuga a pirate votes in Brawls; marooned again, they lose a Vote card at random.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/mat_help.py" line="146"/>
        <source>On a Rowboat a pirate takes no part in votes; from here they may go to the ship it adjoins or to Tortuga.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/reference.py" line="32"/>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/reference.py" line="33"/>
        <location filename="../../tortuga_qt/help/reference.py" line="228"/>
        <source>Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/reference.py" line="34"/>
        <source>Vote card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/reference.py" line="35"/>
        <source>Rulings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/reference.py" line="82"/>
        <source>See also:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/reference.py" line="95"/>
        <source>The Vote card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/reference.py" line="96"/>
        <source>Rulings for the finer points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/reference.py" line="97"/>
        <source>All the Event cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/reference.py" line="101"/>
        <source>Helpful cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/reference.py" line="102"/>
        <source>Hurtful cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/reference.py" line="103"/>
        <source>Treasure maps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/reference.py" line="104"/>
        <location filename="../../tortuga_qt/help/rules_text.py" line="542"/>
        <source>The end of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/reference.py" line="105"/>
        <source>Starred cards: 3 of these 8 join each game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/reference.py" line="119"/>
        <source>Starred card: in the deck only if it is one of the 3 starred cards chosen for the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/reference.py" line="122"/>
        <source>Always in the deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/reference.py" line="123"/>
        <source>1 card in the box.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/reference.py" line="124"/>
        <source>3 cards in the box.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/reference.py" line="133"/>
        <source>What it does</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/reference.py" line="134"/>
        <source>&quot;You&quot; is the revealer: the player who turns the card face up, also when forced to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/reference.py" line="138"/>
        <source>Good to know</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/reference.py" line="147"/>
        <source>There are 24 Event cards of 16 kinds. The 16 cards of the first kinds are always in the deck; 3 of the 8 starred cards join them in each game, so a game uses 19 cards. Click a card to read all about it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/reference.py" line="170"/>
        <source>Cannon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/reference.py" line="170"/>
        <source>Torch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/reference.py" line="171"/>
        <source>Water</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/reference.py" line="189"/>
        <source>&lt;p&gt;Every Vote card has three sections, one for each kind of vote. When a vote is called only the section of that vote counts; the other two are ignored. There are 32 Vote cards: 30 ordinary ones and two double cards (the middle and right cards here).&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/reference.py" line="195"/>
        <source>&lt;h3&gt;&lt;img src=&quot;sym:cannon&quot; width=&quot;22&quot; height=&quot;22&quot;&gt; Top section: Attack&lt;/h3&gt;&lt;p&gt;A Cannon, a Torch or Water. It counts when a Captain calls for an &lt;a href=&quot;page:rule:attack&quot;&gt;Attack&lt;/a&gt;. Each Water puts out one Torch; the Attack succeeds with at least 1 Cannon and at least 1 Torch still burning.&lt;/p&gt;&lt;h3&gt;&lt;img src=&quot;sym:british&quot; width=&quot;22&quot; height=&quot;22&quot;&gt; Middle section: Brawl&lt;/h3&gt;&lt;p&gt;A British flag or a French flag. It counts when the Governor calls a &lt;a href=&quot;page:rule:brawl&quot;&gt;Brawl&lt;/a&gt;. The flag with the majority takes both of Tortuga&apos;s treasures; a tie puts one in each area.&lt;/p&gt;&lt;h3&gt;&lt;img src=&quot;sym:skull&quot; width=&quot;22&quot; height=&quot;22&quot;&gt; Bottom section: Mutiny&lt;/h3&gt;&lt;p&gt;A Skull or a Helm. It counts when a First Mate calls a &lt;a href=&quot;page:rule:mutiny&quot;&gt;Mutiny&lt;/a&gt;. More Skulls than Helms maroons the Captain; more Helms, or a tie, and nothing happens.&lt;/p&gt;&lt;h3&gt;The two double cards&lt;/h3&gt;&lt;p&gt;Two special cards show two symbols in every section: one has 2 Torches, 2 British flags and 2 Skulls, the other 2 Water, 2 French flags and 2 Helms. In a vote each of them counts as two symbols in the section that counts.&lt;/p&gt;&lt;p&gt;&lt;i&gt;Example:&lt;/i&gt; in a Brawl two cards are revealed: one with 1 British flag and the double card with 2 French flags. The French win, 2 flags to 1.&lt;/p&gt;&lt;h3&gt;After a vote&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;The played cards and the card from the deck are shuffled together and go face down to the bottom of the Vote deck.&lt;/li&gt;&lt;li&gt;Each player who played draws 1 new card from the top, so hands keep their size.&lt;/li&gt;&lt;li&gt;Only the shuffled symbols are shown: nobody ever learns who played which card.&lt;/li&gt;&lt;li&gt;A player with no Vote card cannot take part in a vote.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;More: &lt;a href=&quot;page:rule:votes&quot;&gt;Votes&lt;/a&gt;.&lt;/p&gt;&lt;h3&gt;What the 30 ordinary cards show&lt;/h3&gt;&lt;p&gt;The flags and skulls are spread evenly over the top symbols, so a card&apos;s top tells you little about its other sections.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/reference.py" line="228"/>
        <source>Top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/reference.py" line="229"/>
        <source>British flag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/reference.py" line="229"/>
        <source>French flag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/reference.py" line="230"/>
        <source>Skull</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/reference.py" line="230"/>
        <source>Helm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/reference.py" line="241"/>
        <source>Where the rulebook leaves a question open, this program plays it as follows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/reference.py" line="245"/>
        <source>More…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/rules_text.py" line="16"/>
        <source>What you play for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/rules_text.py" line="17"/>
        <source>&lt;p&gt;Tortuga 1667 is a game of hidden teams. At the start every player secretly gets a &lt;b&gt;Loyalty card&lt;/b&gt;: &lt;b&gt;British&lt;/b&gt;, &lt;b&gt;French&lt;/b&gt; or, when the number of players is odd, the one &lt;b&gt;Dutch&lt;/b&gt; pirate. Keep your Loyalty to yourself: nobody may show their card until the game is over. The pirates on your ship are not necessarily on your team.&lt;/p&gt;&lt;h3&gt;What wins&lt;/h3&gt;&lt;p&gt;The game ends the moment the &lt;a href=&quot;page:card:spanish_armada&quot;&gt;Spanish Armada&lt;/a&gt; Event card is revealed. Then the team, British or French, with the most treasure wins. Every player of that team wins, wherever their pawn is at that moment.&lt;/p&gt;&lt;h3&gt;Counting treasure&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;Each of the two pirate ships has a British hold and a French hold. Treasure in a British hold counts for the British, treasure in a French hold for the French, whoever sails the ship, and even if nobody is aboard.&lt;/li&gt;&lt;li&gt;Tortuga has a British area and a French area; their treasure counts the same way.&lt;/li&gt;&lt;li&gt;Treasure still on the Spanish Galleon counts for nobody.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;&lt;i&gt;Example:&lt;/i&gt; the Jolly Roger&apos;s French hold has 3 treasures and Tortuga&apos;s French area 2: the French have 5. The Flying Dutchman&apos;s British hold has 2 and the Jolly Roger&apos;s British hold 1: the British have 3. If the Armada is revealed now, the French win.&lt;/p&gt;&lt;h3&gt;The Dutch pirate&lt;/h3&gt;&lt;p&gt;With 3, 5, 7 or 9 players one pirate is Dutch. The Dutch pirate wins alone if the British and the French are tied when the Armada is revealed. With an even number of players there is no Dutch pirate, and a tie does not end the game: see &lt;a href=&quot;page:rule:end&quot;&gt;The end of the game&lt;/a&gt;.&lt;/p&gt;&lt;h3&gt;Teams by number of players&lt;/h3&gt;&lt;table border=&quot;1&quot; cellpadding=&quot;4&quot; cellspacing=&quot;0&quot;&gt;&lt;tr&gt;&lt;th&gt;Players&lt;/th&gt;&lt;th&gt;2&lt;/th&gt;&lt;th&gt;3&lt;/th&gt;&lt;th&gt;4&lt;/th&gt;&lt;th&gt;5&lt;/th&gt;&lt;th&gt;6&lt;/th&gt;&lt;th&gt;7&lt;/th&gt;&lt;th&gt;8&lt;/th&gt;&lt;th&gt;9&lt;/th&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;British&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;3&lt;/td&gt;&lt;td&gt;3&lt;/td&gt;&lt;td&gt;4&lt;/td&gt;&lt;td&gt;4&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;French&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;3&lt;/td&gt;&lt;td&gt;3&lt;/td&gt;&lt;td&gt;4&lt;/td&gt;&lt;td&gt;4&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Dutch&lt;/td&gt;&lt;td&gt;-&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;-&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;-&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;-&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;h3&gt;How you help your team&lt;/h3&gt;&lt;p&gt;Plunder the Spanish Galleon with &lt;a href=&quot;page:rule:attack&quot;&gt;Attacks&lt;/a&gt;, move treasure into your team&apos;s holds, win &lt;a href=&quot;page:rule:brawl&quot;&gt;Brawls&lt;/a&gt; on Tortuga, throw out Captains who work for the other side, and use the &lt;a href=&quot;page:rule:events&quot;&gt;Event cards&lt;/a&gt; to help your friends and hurt your enemies. Above all, work out who is on your team: this game is about knowledge and talking.&lt;/p&gt;&lt;p&gt;New to the game? Read on with &lt;a href=&quot;page:rule:setup&quot;&gt;Setting up&lt;/a&gt;, &lt;a href=&quot;page:rule:mat&quot;&gt;The mat&lt;/a&gt; and &lt;a href=&quot;page:rule:turn&quot;&gt;Your turn&lt;/a&gt;. Where the rulebook leaves a question open, the program follows its &lt;a href=&quot;page:rulings&quot;&gt;rulings&lt;/a&gt;.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/rules_text.py" line="68"/>
        <source>Setting up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/rules_text.py" line="69"/>
        <source>&lt;p&gt;The program sets the table up for you. This is what it does, so you know where everything comes from.&lt;/p&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;Loyalty.&lt;/b&gt; Each player gets one Loyalty card face down and looks at it in secret (how many of each team: see &lt;a href=&quot;page:rule:goal&quot;&gt;What you play for&lt;/a&gt;).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Vote cards.&lt;/b&gt; The 32 Vote cards are shuffled and each player gets 3, kept secret. The others form the face-down Vote deck.&lt;/li&gt;&lt;li&gt;&lt;b&gt;The Event deck.&lt;/b&gt; 3 of the 8 starred Event cards join the 16 other cards: either drawn at random, so that nobody knows which three are in the deck, or chosen by the table when the game is set up. With 2 or 3 players the 3 Albatross cards are taken out, and Facade and Cabin Fever are left out unless the table chooses to put them back. The Spanish Armada is set aside, the other cards are shuffled, and the Armada goes at the bottom: it is always the last card of the deck. The top 5 cards are laid face down in a row, in slots 1 to 5.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Pawns.&lt;/b&gt; Each player is one of the Brethren of the Coast, with a pawn of that pirate&apos;s colour and letter. The pawns are drawn at random and placed on the two ships in turn, front to back: the first is the Captain of the Flying Dutchman, the second the Captain of the Jolly Roger, the third the First Mate of the Flying Dutchman, and so on. With an odd number of players the Flying Dutchman gets the extra pawn.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Treasure.&lt;/b&gt; There are 8 treasures: 4 on the Spanish Galleon, 1 in each of Tortuga&apos;s two areas (British and French), and 1 for each Captain, who puts it in either hold of their ship: first the Captain of the Flying Dutchman, then the Captain of the Jolly Roger. A hold can take any number of treasures.&lt;/li&gt;&lt;li&gt;&lt;b&gt;The first turn&lt;/b&gt; is the Jolly Roger Captain&apos;s. Then turns go around the table in seat order (see &lt;a href=&quot;page:rule:turn&quot;&gt;Your turn&lt;/a&gt;).&lt;/li&gt;&lt;/ol&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/rules_text.py" line="101"/>
        <source>The mat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/rules_text.py" line="102"/>
        <source>&lt;p&gt;Everything happens on one mat. These are its places:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;The Spanish Galleon&lt;/b&gt; carries the treasure that pirates plunder with a successful &lt;a href=&quot;page:rule:attack&quot;&gt;Attack&lt;/a&gt;. It starts with 4 treasures. No pawn ever goes there.&lt;/li&gt;&lt;li&gt;&lt;b&gt;The two pirate ships, the Flying Dutchman and the Jolly Roger.&lt;/b&gt; Each carries a line of at most 5 pawns, front to back. The front pawn is the Captain, the second the First Mate, the last the Cabin Boy (see &lt;a href=&quot;page:rule:ranks&quot;&gt;Ranks&lt;/a&gt;). Each ship has two treasure holds, a British one and a French one, with no limit. A hold&apos;s treasure counts for its team, whoever is aboard. A ship may be empty: its treasure stays and still counts.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Tortuga&lt;/b&gt;, the pirates&apos; island. Pawns stand there in a line too; the first is the Governor. Tortuga has a British area and a French area and exactly 2 treasures, which never leave the island: a &lt;a href=&quot;page:rule:brawl&quot;&gt;Brawl&lt;/a&gt; moves them between the areas. See &lt;a href=&quot;page:rule:tortuga&quot;&gt;Tortuga&lt;/a&gt;.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Two Rowboats.&lt;/b&gt; Each Rowboat lies between one ship and Tortuga and carries one pawn at most. A pawn that moves on its own passes through them between the ships and Tortuga; only being marooned or some Event cards move it otherwise. See &lt;a href=&quot;page:rule:moving&quot;&gt;Moving&lt;/a&gt;.&lt;/li&gt;&lt;li&gt;&lt;b&gt;The Event row&lt;/b&gt;: five face-down Event cards in slots 1 to 5, with the Event deck beside them and the discard pile. See &lt;a href=&quot;page:rule:events&quot;&gt;Event cards&lt;/a&gt;.&lt;/li&gt;&lt;li&gt;&lt;b&gt;The Vote deck&lt;/b&gt;: the face-down Vote cards that are drawn after votes. See &lt;a href=&quot;page:vote-card&quot;&gt;The Vote card&lt;/a&gt;.&lt;/li&gt;&lt;li&gt;&lt;b&gt;The explosion token&lt;/b&gt; waits aside until a &lt;a href=&quot;page:card:black_powder&quot;&gt;Black Powder&lt;/a&gt; card puts it on a Rowboat.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Right-click anything on the mat and choose &lt;i&gt;What is this?&lt;/i&gt; to read about it.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/rules_text.py" line="135"/>
        <source>Ranks: Captain, First Mate, Cabin Boy, Governor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/rules_text.py" line="136"/>
        <source>&lt;p&gt;Your rank depends only on where your pawn stands in its line, and it changes whenever pawns come and go.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Captain&lt;/b&gt;: first in line on a ship. May call for an &lt;a href=&quot;page:rule:attack&quot;&gt;Attack&lt;/a&gt;, or &lt;a href=&quot;page:rule:maroon&quot;&gt;maroon&lt;/a&gt; a crewmate to Tortuga.&lt;/li&gt;&lt;li&gt;&lt;b&gt;First Mate&lt;/b&gt;: second in line on a ship. May call for a &lt;a href=&quot;page:rule:mutiny&quot;&gt;Mutiny&lt;/a&gt; against the Captain.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Cabin Boy&lt;/b&gt;: last in line on a ship, however many pawns it carries. May &lt;a href=&quot;page:rule:cabin-boy&quot;&gt;move 1 treasure&lt;/a&gt; from one of the ship&apos;s holds to the other.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Governor of Tortuga&lt;/b&gt;: first in line on Tortuga. May call for a &lt;a href=&quot;page:rule:brawl&quot;&gt;Brawl&lt;/a&gt;.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;One pawn can hold two ranks: alone on a ship you are both Captain and Cabin Boy; second of two you are both First Mate and Cabin Boy. A pawn on a Rowboat has no rank, and neither has anyone on Tortuga behind the Governor.&lt;/p&gt;&lt;p&gt;A rank&apos;s action is still your one action of the turn: you choose either one of the actions every player has, or one of your rank&apos;s (see &lt;a href=&quot;page:rule:turn&quot;&gt;Your turn&lt;/a&gt;).&lt;/p&gt;&lt;h3&gt;Each action needs something to act on&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;A Captain can maroon only another pawn on their own ship, never themselves.&lt;/li&gt;&lt;li&gt;A Cabin Boy can move a treasure only out of a hold that has one.&lt;/li&gt;&lt;li&gt;A Mutiny needs a First Mate, so a ship with at least 2 pawns.&lt;/li&gt;&lt;li&gt;A Brawl needs a Governor, so at least one pawn on Tortuga.&lt;/li&gt;&lt;li&gt;An Attack needs treasure to take (see &lt;a href=&quot;page:rule:attack&quot;&gt;Attack&lt;/a&gt;).&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Moving up&lt;/h3&gt;&lt;p&gt;When a pawn leaves a line, everyone behind it moves up one place. If a Captain is marooned, the First Mate becomes Captain; if the Governor sails away, the next in line on Tortuga becomes Governor. A pawn that boards an empty ship becomes its Captain.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/rules_text.py" line="174"/>
        <source>Your turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/rules_text.py" line="175"/>
        <source>&lt;p&gt;Turns go around the table in seat order (clockwise), starting with the Captain of the Jolly Roger. On your turn you must do exactly &lt;b&gt;one action&lt;/b&gt;: you cannot pass. In a 2-player game each player does &lt;b&gt;two actions&lt;/b&gt; per turn, one after the other.&lt;/p&gt;&lt;h3&gt;Every player may&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;View 2 Event cards&lt;/b&gt;: secretly look at 2 of the face-down cards in the row.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Reveal 1 Event card&lt;/b&gt;: turn one face up for everyone and do what it says.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Force another player&lt;/b&gt; to reveal one of 2 Event cards you point at.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Move&lt;/b&gt; onto a Rowboat, or from a Rowboat aboard its ship or onto Tortuga.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Play a Letter of Marque&lt;/b&gt; kept from earlier.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Details: &lt;a href=&quot;page:rule:events&quot;&gt;Event cards&lt;/a&gt;, &lt;a href=&quot;page:rule:moving&quot;&gt;Moving&lt;/a&gt;, &lt;a href=&quot;page:card:letter_of_marque&quot;&gt;Letter of Marque&lt;/a&gt;.&lt;/p&gt;&lt;h3&gt;Your rank adds choices&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;Captain: call for an &lt;a href=&quot;page:rule:attack&quot;&gt;Attack&lt;/a&gt;, or &lt;a href=&quot;page:rule:maroon&quot;&gt;maroon&lt;/a&gt; a crewmate.&lt;/li&gt;&lt;li&gt;First Mate: call for a &lt;a href=&quot;page:rule:mutiny&quot;&gt;Mutiny&lt;/a&gt;.&lt;/li&gt;&lt;li&gt;Cabin Boy: &lt;a href=&quot;page:rule:cabin-boy&quot;&gt;move 1 treasure&lt;/a&gt; between the ship&apos;s holds.&lt;/li&gt;&lt;li&gt;Governor: call for a &lt;a href=&quot;page:rule:brawl&quot;&gt;Brawl&lt;/a&gt;.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;You still get only one action: either one every player has, or one of your rank&apos;s.&lt;/p&gt;&lt;h3&gt;Not actions&lt;/h3&gt;&lt;p&gt;Playing a Vote card when someone calls a vote, using a treasure map, and looking at your notes or the discard pile cost you nothing and can happen outside your turn.&lt;/p&gt;&lt;h3&gt;A lost turn&lt;/h3&gt;&lt;p&gt;A player struck by &lt;a href=&quot;page:card:scurvy&quot;&gt;Scurvy&lt;/a&gt; skips their next turn (both actions in a 2-player game).&lt;/p&gt;&lt;h3&gt;Talking at the table&lt;/h3&gt;&lt;p&gt;Tortuga 1667 is about knowledge and talking. Say openly where cards lie, make deals, bluff. But talk out loud only: no notes, whispers, messages or shown screens. Once you have named your action, pointed at cards, played a Vote card or let go of a pawn, there are no take-backs.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/rules_text.py" line="216"/>
        <source>Event cards: view, reveal, force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/rules_text.py" line="217"/>
        <source>&lt;p&gt;Five Event cards lie face down in a row, in slots 1 to 5. Three of the actions every player has use them.&lt;/p&gt;&lt;h3&gt;View 2 Event cards&lt;/h3&gt;&lt;p&gt;Secretly look at any 2 of the face-down cards. They stay face down in their slots, and what you saw goes into your &lt;a href=&quot;page:rule:notebook&quot;&gt;notes&lt;/a&gt;. You may tell the others what you saw, truthfully or not.&lt;/p&gt;&lt;h3&gt;Reveal 1 Event card&lt;/h3&gt;&lt;p&gt;Turn any one face-down card face up for everyone. You are its &lt;b&gt;revealer&lt;/b&gt; and you must resolve it: do what it says. Then the top card of the Event deck fills its slot, face down.&lt;/p&gt;&lt;h3&gt;Force another player&lt;/h3&gt;&lt;p&gt;Point at any 2 face-down cards and choose another player. That player picks one of the two without looking at it, reveals it and resolves it: they are its revealer. The other card stays where it is, unseen. The revealed card&apos;s slot is refilled from the deck.&lt;/p&gt;&lt;h3&gt;Good to know&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;Viewing and forcing need at least 2 face-down cards in the row. With only one left, you can only reveal it.&lt;/li&gt;&lt;li&gt;On a card, &quot;you&quot; is the revealer. &quot;Any player&quot; includes the revealer; &quot;another player&quot; does not.&lt;/li&gt;&lt;li&gt;A revealed card must be resolved, even when it hurts you. Some cards offer a choice, such as keeping a Letter of Marque for later.&lt;/li&gt;&lt;li&gt;Revealed cards go to the discard pile, unless they stay in front of a player (see &lt;a href=&quot;page:rule:kept-cards&quot;&gt;Kept cards&lt;/a&gt;). Anyone may look through the discard pile at any time: click it on the mat.&lt;/li&gt;&lt;li&gt;Revealing blind is risky. View first, or trust a friend who has viewed. Forcing an enemy to choose between two cards you know to be bad is a strong move.&lt;/li&gt;&lt;li&gt;When the deck runs out, the row is shuffled and no longer refilled: see &lt;a href=&quot;page:rule:end&quot;&gt;The end of the game&lt;/a&gt;.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;All 24 Event cards are in the &lt;a href=&quot;page:cards&quot;&gt;card gallery&lt;/a&gt;.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/rules_text.py" line="254"/>
        <source>Moving: Rowboats, boarding, full ships</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/rules_text.py" line="255"/>
        <source>&lt;p&gt;As an action you move your pawn only by Rowboat. Each of the two Rowboats lies between one ship and Tortuga.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;From a ship, move onto the Rowboat beside that ship. From Tortuga, move onto either Rowboat.&lt;/li&gt;&lt;li&gt;From a Rowboat, move to the back of the line on Tortuga, or to the back of the line on the ship beside it: that is &lt;b&gt;boarding&lt;/b&gt;.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Each move is one action, so getting from a ship to Tortuga, or from Tortuga to a ship, takes two actions, and crossing from one ship to the other takes four.&lt;/p&gt;&lt;h3&gt;Rowboats&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;A Rowboat holds only 1 pawn. While someone sits in it, nobody else can use it. You may sit there on purpose to block others, and do other actions meanwhile, such as viewing or revealing cards.&lt;/li&gt;&lt;li&gt;On a Rowboat you have no rank and take part in no vote.&lt;/li&gt;&lt;li&gt;Marooned on a Rowboat, you go to the back of Tortuga&apos;s line and lose no Vote card.&lt;/li&gt;&lt;li&gt;A Rowboat blown up by &lt;a href=&quot;page:card:black_powder&quot;&gt;Black Powder&lt;/a&gt; can never be used again.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Boarding a ship&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;You join at the back of the line, so you become the Cabin Boy. Boarding an empty ship makes you its Captain.&lt;/li&gt;&lt;li&gt;There are never more than 5 pawns on a ship: nobody can board a full ship, or be sent to it.&lt;/li&gt;&lt;li&gt;Careful with an &lt;a href=&quot;page:card:albatross&quot;&gt;Albatross&lt;/a&gt;: 2 of them aboard one ship sink it.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Other ways pawns move&lt;/h3&gt;&lt;p&gt;Being &lt;a href=&quot;page:rule:maroon&quot;&gt;marooned&lt;/a&gt; sends a pawn to Tortuga. Some cards move pawns too: &lt;a href=&quot;page:card:letter_of_marque&quot;&gt;Letter of Marque&lt;/a&gt;, &lt;a href=&quot;page:card:atlantis&quot;&gt;Atlantis&lt;/a&gt;, &lt;a href=&quot;page:card:facade&quot;&gt;Facade&lt;/a&gt; and &lt;a href=&quot;page:card:eight_bells&quot;&gt;Eight Bells&lt;/a&gt;.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/rules_text.py" line="295"/>
        <source>Attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/rules_text.py" line="296"/>
        <source>&lt;p&gt;A Captain may call for an Attack as their action, even when alone on their ship. A successful Attack takes 1 treasure from the Spanish Galleon.&lt;/p&gt;&lt;h3&gt;Who votes&lt;/h3&gt;&lt;p&gt;Everyone on the attacking Captain&apos;s ship, the Captain included, plays 1 Vote card face down. The top card of the Vote deck is added. All the cards are shuffled and revealed (see &lt;a href=&quot;page:rule:votes&quot;&gt;Votes&lt;/a&gt;).&lt;/p&gt;&lt;h3&gt;What counts&lt;/h3&gt;&lt;p&gt;Only the &lt;b&gt;top section&lt;/b&gt; of the Vote cards: &lt;img src=&quot;sym:cannon&quot; width=&quot;22&quot; height=&quot;22&quot;&gt; Cannon, &lt;img src=&quot;sym:torch&quot; width=&quot;22&quot; height=&quot;22&quot;&gt; Torch or &lt;img src=&quot;sym:water&quot; width=&quot;22&quot; height=&quot;22&quot;&gt; Water. Each Water puts out one Torch. The Attack succeeds if there is at least 1 Cannon and at least 1 Torch still burning.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;2 Cannons, 1 Torch, 1 Water: it fails. The Water puts out the only Torch.&lt;/li&gt;&lt;li&gt;1 Cannon, 2 Torches, 1 Water: it succeeds. One Torch still burns.&lt;/li&gt;&lt;li&gt;2 Cannons, 2 Torches: it succeeds, but you still take only 1 treasure.&lt;/li&gt;&lt;li&gt;3 Torches and no Cannon: it fails.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;The plunder&lt;/h3&gt;&lt;p&gt;After a success the Captain takes 1 treasure from the Spanish Galleon and puts it into either hold of their own ship: the British or the French one. The Captain may also leave it where it is.&lt;/p&gt;&lt;p&gt;Once the Galleon is empty, an Attack takes 1 treasure from either hold of the other pirate ship instead, even if nobody is aboard it. The Captain chooses the hold it comes from and the hold it goes into.&lt;/p&gt;&lt;p&gt;An Attack can only be called when there is something to take: treasure on the Galleon or, once it is empty, in the other ship&apos;s holds.&lt;/p&gt;&lt;h3&gt;Tips&lt;/h3&gt;&lt;p&gt;Of the 30 ordinary Vote cards, 9 show a Cannon, 12 a Torch and 9 Water (30%, 40%, 30%), plus two &lt;a href=&quot;page:vote-card&quot;&gt;double cards&lt;/a&gt;. Agree out loud who plays what, or mislead. The Captain picks the hold: a Captain who fills the wrong team&apos;s hold may soon face a &lt;a href=&quot;page:rule:mutiny&quot;&gt;Mutiny&lt;/a&gt;.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/rules_text.py" line="333"/>
        <source>Mutiny</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/rules_text.py" line="334"/>
        <source>&lt;p&gt;The First Mate of a ship may call for a Mutiny as their action, to maroon their Captain to Tortuga. A Mutiny needs a First Mate, so the ship must carry at least 2 pawns.&lt;/p&gt;&lt;h3&gt;Who votes&lt;/h3&gt;&lt;p&gt;Everyone on that ship except the Captain, the First Mate included, plays 1 Vote card face down. The top card of the Vote deck is added. All the cards are shuffled and revealed (see &lt;a href=&quot;page:rule:votes&quot;&gt;Votes&lt;/a&gt;).&lt;/p&gt;&lt;h3&gt;What counts&lt;/h3&gt;&lt;p&gt;Only the &lt;b&gt;bottom section&lt;/b&gt; of the Vote cards: &lt;img src=&quot;sym:skull&quot; width=&quot;22&quot; height=&quot;22&quot;&gt; Skull or &lt;img src=&quot;sym:helm&quot; width=&quot;22&quot; height=&quot;22&quot;&gt; Helm.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;More Skulls than Helms: the Mutiny succeeds. The Captain is &lt;a href=&quot;page:rule:maroon&quot;&gt;marooned&lt;/a&gt; to Tortuga and the First Mate becomes Captain.&lt;/li&gt;&lt;li&gt;More Helms, or as many Helms as Skulls: nothing happens.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;&lt;i&gt;Example:&lt;/i&gt; a First Mate and a Cabin Boy mutiny. With the deck&apos;s card, three cards are revealed: Skull, Skull, Helm. The Captain is marooned.&lt;/p&gt;&lt;p&gt;A Captain holding the &lt;a href=&quot;page:card:fountain_of_youth&quot;&gt;Fountain of Youth&lt;/a&gt; may refuse to be marooned by a successful Mutiny.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/rules_text.py" line="359"/>
        <source>Getting marooned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/rules_text.py" line="360"/>
        <source>&lt;p&gt;To be &lt;b&gt;marooned&lt;/b&gt; is to be sent to Tortuga. It happens when your Captain maroons you, when a Mutiny against you succeeds, or when an Event card says so: &lt;a href=&quot;page:card:pistol&quot;&gt;Pistol&lt;/a&gt;, &lt;a href=&quot;page:card:black_spot&quot;&gt;Black Spot&lt;/a&gt;, &lt;a href=&quot;page:card:albatross&quot;&gt;Albatross&lt;/a&gt;, &lt;a href=&quot;page:card:black_powder&quot;&gt;Black Powder&lt;/a&gt;.&lt;/p&gt;&lt;h3&gt;The Captain&apos;s maroon&lt;/h3&gt;&lt;p&gt;As their action a Captain may maroon any other pawn on their own ship to Tortuga, but never themselves.&lt;/p&gt;&lt;h3&gt;What happens&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;Your pawn goes to the back of the line on Tortuga. If Tortuga was empty, you become its Governor.&lt;/li&gt;&lt;li&gt;The pawns behind you on your ship move up: if the Captain is marooned, the First Mate becomes Captain.&lt;/li&gt;&lt;li&gt;If everyone leaves a ship, its treasure stays in its holds and still counts. The next pawn to board it becomes its Captain.&lt;/li&gt;&lt;li&gt;On Tortuga you still take your turns and do actions as usual.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Marooned while already on Tortuga&lt;/h3&gt;&lt;p&gt;Two things happen. Your pawn goes to the back of Tortuga&apos;s line, and those behind you move up (alone there, you stay where you are). And one of your Vote cards, picked at random, goes unseen to the bottom of the Vote deck: you play with fewer Vote cards for the rest of the game. Each time this happens you lose another. With no Vote card left you may still call a vote when your rank allows, but you cannot take part in it.&lt;/p&gt;&lt;h3&gt;Marooned on a Rowboat&lt;/h3&gt;&lt;p&gt;Your pawn goes to the back of Tortuga&apos;s line. You lose no Vote card.&lt;/p&gt;&lt;h3&gt;Several at once&lt;/h3&gt;&lt;p&gt;When an Albatross sinks a ship, its crew enters Tortuga in reverse rank: the lowest rank first, so the Captain ends last in line.&lt;/p&gt;&lt;h3&gt;Escaping it&lt;/h3&gt;&lt;p&gt;The holder of the &lt;a href=&quot;page:card:fountain_of_youth&quot;&gt;Fountain of Youth&lt;/a&gt; may refuse to be marooned once by a Black Spot they revealed, a Pistol, their Captain or a successful Mutiny.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/rules_text.py" line="399"/>
        <source>The Cabin Boy moves treasure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/rules_text.py" line="400"/>
        <source>&lt;p&gt;The Cabin Boy, last in line on a ship, may as their action move 1 treasure already on their ship from the British hold to the French hold, or from the French hold to the British hold.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;One treasure per action, and only between the two holds of the Cabin Boy&apos;s own ship.&lt;/li&gt;&lt;li&gt;The hold it leaves must have a treasure in it.&lt;/li&gt;&lt;li&gt;Alone on a ship you are both Captain and Cabin Boy; second of two you are both First Mate and Cabin Boy.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Why it matters: the hold decides which team a treasure counts for. A quiet Cabin Boy can turn a British treasure French, and the crew may answer with a &lt;a href=&quot;page:rule:maroon&quot;&gt;maroon&lt;/a&gt;.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/rules_text.py" line="419"/>
        <source>Brawl</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/rules_text.py" line="420"/>
        <source>&lt;p&gt;The Governor of Tortuga may call for a Brawl as their action, even when alone on Tortuga. A Brawl decides where Tortuga&apos;s 2 treasures lie.&lt;/p&gt;&lt;h3&gt;Who votes&lt;/h3&gt;&lt;p&gt;Everyone on Tortuga, the Governor included, plays 1 Vote card face down. The top card of the Vote deck is added. All the cards are shuffled and revealed (see &lt;a href=&quot;page:rule:votes&quot;&gt;Votes&lt;/a&gt;).&lt;/p&gt;&lt;h3&gt;What counts&lt;/h3&gt;&lt;p&gt;Only the &lt;b&gt;middle section&lt;/b&gt; of the Vote cards: &lt;img src=&quot;sym:british&quot; width=&quot;22&quot; height=&quot;22&quot;&gt; British flag or &lt;img src=&quot;sym:french&quot; width=&quot;22&quot; height=&quot;22&quot;&gt; French flag.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;More British flags: both of Tortuga&apos;s treasures go to the British area.&lt;/li&gt;&lt;li&gt;More French flags: both go to the French area.&lt;/li&gt;&lt;li&gt;A tie: one treasure in each area.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;&lt;i&gt;Example:&lt;/i&gt; two cards are revealed, one with 1 British flag and the double card with 2 French flags. The French win, 2 flags to 1.&lt;/p&gt;&lt;p&gt;The two treasures always stay on Tortuga; later Brawls can move them again. See &lt;a href=&quot;page:rule:tortuga&quot;&gt;Tortuga&lt;/a&gt;.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/rules_text.py" line="446"/>
        <source>&lt;p&gt;Tortuga is the pirates&apos; island, where marooned pirates end up and where two treasures wait.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;The line.&lt;/b&gt; Pawns on Tortuga stand in a line with no size limit. Newcomers, marooned or arriving by Rowboat, join at the back.&lt;/li&gt;&lt;li&gt;&lt;b&gt;The Governor&lt;/b&gt; is first in the line and may call for a &lt;a href=&quot;page:rule:brawl&quot;&gt;Brawl&lt;/a&gt;. When the Governor leaves, the next in line becomes Governor.&lt;/li&gt;&lt;li&gt;&lt;b&gt;The treasure.&lt;/b&gt; Tortuga has a British area and a French area and starts with 1 treasure in each. These 2 treasures never leave the island: a Brawl moves them between the areas, and &lt;a href=&quot;page:card:stormy_seas&quot;&gt;Stormy Seas&lt;/a&gt; revealed on Tortuga puts them back one in each. At the end each area counts for its team.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Life on the island.&lt;/b&gt; On Tortuga you still take your turns: you may view, reveal or force Event cards, move onto either Rowboat, or call a Brawl as Governor. But being marooned again while there costs you a Vote card (see &lt;a href=&quot;page:rule:maroon&quot;&gt;Getting marooned&lt;/a&gt;).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Back to sea&lt;/b&gt; takes two actions: onto a Rowboat, then aboard its ship. A &lt;a href=&quot;page:card:letter_of_marque&quot;&gt;Letter of Marque&lt;/a&gt; can send someone on Tortuga straight to the back of a ship&apos;s line.&lt;/li&gt;&lt;/ul&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/rules_text.py" line="472"/>
        <source>Votes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/rules_text.py" line="473"/>
        <source>&lt;p&gt;Attacks, Mutinies and Brawls are decided by votes with Vote cards.&lt;/p&gt;&lt;h3&gt;Your Vote cards&lt;/h3&gt;&lt;p&gt;You start with 3 secret Vote cards. Look at them whenever you like, but never show them. Each card has three sections, one for each kind of vote (see &lt;a href=&quot;page:vote-card&quot;&gt;The Vote card&lt;/a&gt;).&lt;/p&gt;&lt;h3&gt;How a vote goes&lt;/h3&gt;&lt;ol&gt;&lt;li&gt;A player calls the vote as their action: a Captain an &lt;a href=&quot;page:rule:attack&quot;&gt;Attack&lt;/a&gt;, a First Mate a &lt;a href=&quot;page:rule:mutiny&quot;&gt;Mutiny&lt;/a&gt;, the Governor a &lt;a href=&quot;page:rule:brawl&quot;&gt;Brawl&lt;/a&gt;.&lt;/li&gt;&lt;li&gt;Each player taking part secretly plays 1 Vote card face down.&lt;/li&gt;&lt;li&gt;The top card of the Vote deck is added, face down, so there is always a card nobody chose.&lt;/li&gt;&lt;li&gt;All the cards are shuffled and revealed. Only the section for this kind of vote counts.&lt;/li&gt;&lt;li&gt;The result is carried out.&lt;/li&gt;&lt;/ol&gt;&lt;h3&gt;Who takes part&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;Attack: everyone on the Captain&apos;s ship, the Captain included.&lt;/li&gt;&lt;li&gt;Mutiny: everyone on the ship except the Captain.&lt;/li&gt;&lt;li&gt;Brawl: everyone on Tortuga.&lt;/li&gt;&lt;li&gt;Nobody on a Rowboat takes part.&lt;/li&gt;&lt;li&gt;No card, no vote: a player without Vote cards cannot take part. If nobody can, the card from the deck decides alone.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;After the vote&lt;/h3&gt;&lt;p&gt;The played cards and the deck&apos;s card are shuffled together and put face down at the bottom of the Vote deck. Then each player who played draws 1 new card from the top. Nobody ever learns who played which card: only the shuffled symbols are shown.&lt;/p&gt;&lt;h3&gt;Exceptions&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;The holder of &lt;a href=&quot;page:card:el_dorado&quot;&gt;El Dorado&lt;/a&gt; may play 2 Vote cards in one vote.&lt;/li&gt;&lt;li&gt;The holder of the &lt;a href=&quot;page:card:pirate_code&quot;&gt;Pirate Code&lt;/a&gt; may stay out of their next two votes.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Manage your hand: a card you play now is gone until the deck brings it back, so keep the cards your plans will need.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/rules_text.py" line="518"/>
        <source>Cards kept in front of a player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/rules_text.py" line="519"/>
        <source>&lt;p&gt;Most Event cards are resolved and then discarded. A few stay face up in front of a player, for everyone to see:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;a href=&quot;page:card:albatross&quot;&gt;Albatross&lt;/a&gt;: its revealer must keep it for the rest of the game.&lt;/li&gt;&lt;li&gt;&lt;a href=&quot;page:card:letter_of_marque&quot;&gt;Letter of Marque&lt;/a&gt;: its revealer may keep it instead of using it at once. Playing it later is that player&apos;s action for the turn.&lt;/li&gt;&lt;li&gt;The treasure maps, &lt;a href=&quot;page:card:atlantis&quot;&gt;Atlantis&lt;/a&gt;, &lt;a href=&quot;page:card:el_dorado&quot;&gt;El Dorado&lt;/a&gt; and &lt;a href=&quot;page:card:fountain_of_youth&quot;&gt;Fountain of Youth&lt;/a&gt;: the revealer gives the map to another player, who keeps it until they use it. Using a map is never an action, and a player may hold several.&lt;/li&gt;&lt;li&gt;&lt;a href=&quot;page:card:pirate_code&quot;&gt;Pirate Code&lt;/a&gt;: its revealer keeps it while it covers their next two votes.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Kept cards stay with their holder wherever the pawn goes. When a tie makes a new Event deck (see &lt;a href=&quot;page:rule:end&quot;&gt;The end of the game&lt;/a&gt;), cards in front of players stay there. The table shows each player&apos;s kept cards; right-click one to read it.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/rules_text.py" line="543"/>
        <source>&lt;h3&gt;The Spanish Armada&lt;/h3&gt;&lt;p&gt;The &lt;a href=&quot;page:card:spanish_armada&quot;&gt;Spanish Armada&lt;/a&gt; is always the last card of the Event deck. The moment anyone reveals it, the game ends and the team with the most treasure wins. Each team counts the treasure in its holds on both ships and in its area on Tortuga; treasure left on the Spanish Galleon counts for nobody (see &lt;a href=&quot;page:rule:goal&quot;&gt;What you play for&lt;/a&gt;). Your team wins or loses together, wherever your pawn is.&lt;/p&gt;&lt;h3&gt;When the deck runs out&lt;/h3&gt;&lt;p&gt;When the last card of the deck, the Armada, is laid into the row, the face-down cards in the row are shuffled and laid out again. The Armada is now one of them. From then on revealed cards are not replaced, so the row shrinks. What anyone had viewed no longer tells where a card lies: everyone&apos;s &lt;a href=&quot;page:rule:notebook&quot;&gt;notes&lt;/a&gt; of the row are wiped.&lt;/p&gt;&lt;h3&gt;A tie&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Odd number of players:&lt;/b&gt; the Dutch pirate wins.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Even number of players:&lt;/b&gt; the Armada leaves the game. The discard pile and the unrevealed Event cards are shuffled into a new deck (cards in front of players stay there) and 5 new cards are laid out. Play goes on where it stopped. From then on, after every action, as soon as one team leads in treasure, that team wins. If the deck and the row run out while the teams are still tied, the game ends in a draw.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Playing for the end&lt;/h3&gt;&lt;p&gt;When your team leads, going through the deck quickly brings the Armada closer. When your team trails, you need time.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/rules_text.py" line="574"/>
        <location filename="../../tortuga_qt/help/rulings.py" line="114"/>
        <source>Your notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/rules_text.py" line="575"/>
        <source>&lt;p&gt;Tortuga 1667 is not a memory game: the rulebook lets players note where the cards they viewed lie. The program keeps those notes for you.&lt;/p&gt;&lt;p&gt;While you hold the device (see &lt;a href=&quot;page:rule:pass-and-play&quot;&gt;Playing at one computer&lt;/a&gt;), your private panel shows:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;your Loyalty card,&lt;/li&gt;&lt;li&gt;your Vote cards,&lt;/li&gt;&lt;li&gt;your notes: for each slot of the Event row, the card you know lies there because you viewed it.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Good to know&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;Your notes are yours alone: nobody else sees them.&lt;/li&gt;&lt;li&gt;A note is dropped when its card is revealed and the slot refilled.&lt;/li&gt;&lt;li&gt;When the deck runs out and the row is shuffled, all notes of the row are wiped: nobody knows where anything lies any more.&lt;/li&gt;&lt;li&gt;Other players may tell you what they saw, but they may be lying.&lt;/li&gt;&lt;li&gt;The discard pile is public: click it on the mat to see every card discarded so far.&lt;/li&gt;&lt;/ul&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/rules_text.py" line="601"/>
        <source>Playing at one computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/rules_text.py" line="602"/>
        <source>&lt;p&gt;Several people can play at one computer, passing it around. The program makes sure nobody sees another player&apos;s secrets.&lt;/p&gt;&lt;h3&gt;The curtain&lt;/h3&gt;&lt;p&gt;Whenever the device must change hands (someone else&apos;s turn, a vote, a private look) a curtain covers the whole window: &lt;i&gt;Pass to NAME&lt;/i&gt;. Everyone else looks away, and the named player clicks &lt;b&gt;I am NAME&lt;/b&gt;. Only then does the window show that player&apos;s secrets: their Loyalty, Vote cards and notes.&lt;/p&gt;&lt;p&gt;The curtain also lists what happened meanwhile, so nobody misses a revealed card or a vote&apos;s result.&lt;/p&gt;&lt;h3&gt;Votes in secret&lt;/h3&gt;&lt;p&gt;In a vote each voter gets the device in turn, behind the curtain, picks a Vote card and passes it on. The cards stay hidden until everyone has voted; then only the shuffled symbols are shown, never who played which.&lt;/p&gt;&lt;h3&gt;Private looks&lt;/h3&gt;&lt;p&gt;When you view Event cards, or get a new Loyalty card or new Vote cards from a card, you see them in private and click &lt;b&gt;Done&lt;/b&gt; to hide them before passing the device on.&lt;/p&gt;&lt;h3&gt;Computer pirates&lt;/h3&gt;&lt;p&gt;Computer players take their own turns and votes. They see only what their own seat may see.&lt;/p&gt;&lt;h3&gt;Table manners&lt;/h3&gt;&lt;p&gt;Talk openly, as at a real table: say what you saw (or claim to), make deals, bluff. Look away when the curtain names someone else, and pass no notes.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/rulings.py" line="25"/>
        <source>How the flags and skulls are spread</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/rulings.py" line="26"/>
        <source>Among the 30 ordinary Vote cards, the middle sections show 15 British and 15 French flags, and the bottom sections 15 Skulls and 15 Helms. They are spread evenly over the Cannons, Torches and Water: no top symbol always comes with the same flag, or always with a Skull.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/rulings.py" line="33"/>
        <source>The two double Vote cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/rulings.py" line="34"/>
        <source>One special Vote card shows 2 Torches, 2 British flags and 2 Skulls; the other shows 2 Water, 2 French flags and 2 Helms. In any vote each of them counts as two symbols in the section that counts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/rulings.py" line="40"/>
        <source>The Pirate Code lasts two votes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/rulings.py" line="41"/>
        <source>The Pirate Code covers the next two votes its holder would take part in, and is then discarded, whether or not the holder actually stayed out of them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/rulings.py" line="46"/>
        <source>Scurvy on a Rowboat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/rulings.py" line="47"/>
        <source>When Scurvy is revealed by a player sitting on a Rowboat, only that player loses their next turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/rulings.py" line="52"/>
        <source>When an Attack is allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/rulings.py" line="53"/>
        <source>A Captain may call for an Attack only when there is treasure to take: on the Spanish Galleon or, once the Galleon is empty, in either hold of the other pirate ship. After a successful Attack the Captain chooses the hold of their own ship the treasure goes into and, when it comes from the other ship, the hold it comes from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/rulings.py" line="60"/>
        <source>Actions need something to act on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/rulings.py" line="61"/>
        <source>A Cabin Boy can move a treasure only out of a hold that has one. A Captain can maroon only when another pawn is aboard. A Mutiny needs a First Mate, so a ship with at least 2 pawns. A Brawl needs a Governor, so at least one pawn on Tortuga.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/rulings.py" line="67"/>
        <source>Viewing and forcing need two cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/rulings.py" line="68"/>
        <source>Viewing 2 Event cards and forcing another player both need at least 2 face-down Event cards in the row. When only one is left, the only way to touch the row is to reveal it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/rulings.py" line="74"/>
        <source>When the Event deck runs out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/rulings.py" line="75"/>
        <source>When the last card of the Event deck (the Spanish Armada, always at the bottom) is laid into the row, the face-down cards of the row are shuffled and laid out again. From then on revealed cards are not replaced. What anyone had viewed no longer tells where a card lies, so everyone&apos;s notes of the row are wiped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/rulings.py" line="82"/>
        <source>A tie with an even number of players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/rulings.py" line="83"/>
        <source>If the teams are tied when the Spanish Armada is revealed and there is no Dutch pirate, the Armada leaves the game. The discarded and the unrevealed Event cards are shuffled into a new deck (cards in front of players stay there) and 5 are laid out. Play goes on, and after every action, as soon as one team leads in treasure, that team wins. If the deck and the row run out while the teams are still tied, the game ends in a draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/rulings.py" line="92"/>
        <source>After a vote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/rulings.py" line="93"/>
        <source>The played Vote cards and the card from the deck are shuffled together and put at the bottom of the Vote deck; then each player who played draws 1 card. A player with no Vote card cannot take part in a vote. Only the shuffled symbols are shown: nobody, ever, learns who played which card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/rulings.py" line="100"/>
        <source>Marooned again on Tortuga, or from a Rowboat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/rulings.py" line="101"/>
        <source>A player marooned while already on Tortuga goes to the back of Tortuga&apos;s line, and one of their Vote cards, picked at random, goes unseen to the bottom of the Vote deck. A player marooned from a Rowboat goes to the back of Tortuga&apos;s line and loses no card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/rulings.py" line="108"/>
        <source>Turn order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/rulings.py" line="109"/>
        <source>Turns go around the table in seat order (clockwise). The first turn belongs to the Captain of the Jolly Roger.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/help/rulings.py" line="115"/>
        <source>Every player may look, privately and at any time, at a record of what they have seen: the Event cards they viewed and where they lie in the row, their Loyalty, and their Vote cards. The rulebook allows notes on paper for this: Tortuga 1667 is not a memory game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/scene/tips.py" line="92"/>
        <source>{card}: {text}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/help_menu.py" line="66"/>
        <source>Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/help_menu.py" line="73"/>
        <source>Command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/help_menu.py" line="74"/>
        <source>Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/help_menu.py" line="84"/>
        <source>On the mat, click what the panel on the right asks for; right-click anything to ask what it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/help_menu.py" line="111"/>
        <source>About Tortuga 1667</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/help_menu.py" line="115"/>
        <source>&lt;h2&gt;Tortuga 1667&lt;/h2&gt;&lt;p&gt;Version {version}&lt;/p&gt;&lt;p&gt;An unofficial fan implementation of the board game &lt;i&gt;Tortuga 1667&lt;/i&gt; by Facade Games (designer Travis Hancock), made to learn and play it at one computer. It is not affiliated with or endorsed by Facade Games. The rules are theirs; the words of this program&apos;s rules reference are our own.&lt;/p&gt;&lt;p&gt;All the art (the mat, the cards, the pawns) is original, drawn for this program. The nine pirates are named after real buccaneers of the 1660s Caribbean.&lt;/p&gt;&lt;p&gt;Free software under the MIT licence.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/help_menu.py" line="140"/>
        <location filename="../../tortuga_qt/ui/widgets/reference.py" line="194"/>
        <location filename="../../tortuga_qt/ui/widgets/reference.py" line="222"/>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/help_menu.py" line="181"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/help_menu.py" line="184"/>
        <source>&amp;Learn to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/help_menu.py" line="185"/>
        <source>&amp;Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/help_menu.py" line="186"/>
        <source>&amp;Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/help_menu.py" line="187"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/help_menu.py" line="188"/>
        <source>&amp;About</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/reference.py" line="149"/>
        <location filename="../../tortuga_qt/ui/widgets/reference.py" line="190"/>
        <source>Rules of Tortuga 1667</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/reference.py" line="155"/>
        <location filename="../../tortuga_qt/ui/widgets/reference.py" line="191"/>
        <source>Search the rules…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/reference.py" line="165"/>
        <location filename="../../tortuga_qt/ui/widgets/reference.py" line="192"/>
        <source>No page matches.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/reference.py" line="175"/>
        <location filename="../../tortuga_qt/ui/widgets/reference.py" line="193"/>
        <source>◀ Back</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Keys</name>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/keyboard.py" line="41"/>
        <source>Enter or Space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/keyboard.py" line="41"/>
        <source>On the curtain: I am the person named (take the device).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/keyboard.py" line="42"/>
        <source>1 to 9</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/keyboard.py" line="42"/>
        <source>Press the action panel&apos;s buttons, from the top.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/keyboard.py" line="43"/>
        <source>Tab, arrow keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/keyboard.py" line="43"/>
        <source>Move the focus ring over what you can choose now, on the mat and among your Vote cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/keyboard.py" line="44"/>
        <source>Shift+Tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/keyboard.py" line="44"/>
        <source>Move the focus ring back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/keyboard.py" line="45"/>
        <source>Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/keyboard.py" line="45"/>
        <source>Choose what the focus ring is on; with nothing to choose, press the only button (Done, Continue).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/keyboard.py" line="46"/>
        <source>Esc</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/keyboard.py" line="46"/>
        <source>Cancel the choice under way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/panels/actions.py" line="111"/>
        <source>Key: {number}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c01_secret.py" line="22"/>
        <source>Your secret</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c01_secret.py" line="23"/>
        <source>Teams, your Loyalty card, and what wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c01_secret.py" line="28"/>
        <source>Your Loyalty card is your secret: look at it on the right, then click Done to hide it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c01_secret.py" line="30"/>
        <source>Every pirate secretly belongs to a team, and this card on the right is yours: you are British. Nobody else can see it; click Done to hide it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c01_secret.py" line="33"/>
        <source>Treasure in the British holds of both ships and in Tortuga&apos;s British area counts for the British, and the same for the French. When the Spanish Armada card is revealed, the team with more treasure wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c01_secret.py" line="36"/>
        <source>Treasure counts for the team whose hold or Tortuga area it lies in; treasure still on the Galleon counts for nobody.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c01_secret.py" line="38"/>
        <source>With an odd number of players one pirate is Dutch, and wins alone if the teams are tied. Who is on which team is never shown until the end: watch what the others do.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c01_secret.py" line="41"/>
        <source>Nobody&apos;s team is shown before the game ends; with an odd number of players the Dutch pirate wins only if the teams are tied.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c01_secret.py" line="43"/>
        <source>Your pawn (M) is Captain of the Flying Dutchman, but your crew may be on the other team. Click View 2 Event cards, then slots 1 and 2: what you learn is a secret too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c01_secret.py" line="46"/>
        <source>On your turn you take exactly one action; this step asks you to view the cards in slots 1 and 2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c01_secret.py" line="47"/>
        <source>Only you saw these two cards, and the mat keeps their names for you alone. Telling the truth about them, or not, is up to you; click Done to hide them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c01_secret.py" line="50"/>
        <location filename="../../tortuga_qt/learn/chapters/c09_end.py" line="55"/>
        <source>What you viewed is yours alone: read the two card names on the right, then click Done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c02_mat.py" line="32"/>
        <source>The mat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c02_mat.py" line="33"/>
        <source>The Galleon, the two ships and their holds, the ranks, Tortuga and the Rowboats.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c02_mat.py" line="37"/>
        <source>Each rank has its own action: the Captain calls Attacks, the First Mate a Mutiny, the Cabin Boy moves treasure between the holds, and anyone may row to or from a Rowboat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c02_mat.py" line="40"/>
        <source>At the top sails the Spanish Galleon with the treasure every pirate is after. Each successful Attack brings 1 of it into a Captain&apos;s ship: the Flying Dutchman on the left or the Jolly Roger on the right.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c02_mat.py" line="43"/>
        <source>Treasure leaves the Galleon only through a Captain&apos;s successful Attack; for now, just look at the mat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c02_mat.py" line="45"/>
        <source>On each ship the first pawn in line is its Captain, the second its First Mate and the last its Cabin Boy (on a ship of two, the second is both). You (M) are the Cabin Boy of the Flying Dutchman.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c02_mat.py" line="48"/>
        <source>Each ship has a British and a French hold, and treasure counts for the team whose hold it is in. As Cabin Boy you may move 1 treasure between your ship&apos;s holds: you are British, so click Move 1 treasure: French → British hold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c02_mat.py" line="52"/>
        <source>Only the Cabin Boy, the last pawn in a ship&apos;s line, may move treasure between that ship&apos;s two holds; you are British, so move it into the British hold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c02_mat.py" line="55"/>
        <source>To get between a ship and Tortuga, the island below, you must stop on a Rowboat; each Rowboat lies between Tortuga and one ship. Click Move to or from a Rowboat, then the Rowboat beside your ship.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c02_mat.py" line="58"/>
        <source>A Rowboat adjoins one ship and Tortuga: from the Flying Dutchman you can only reach the Rowboat beside it, never Tortuga or the other ship directly.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c02_mat.py" line="61"/>
        <source>Click Move to or from a Rowboat, then Tortuga: it is empty, so you become its Governor, the first pawn in its line. Treasure in Tortuga&apos;s British and French areas counts for those teams too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c02_mat.py" line="64"/>
        <source>From a Rowboat you may land on Tortuga or board the ship beside it; the first pawn on Tortuga is its Governor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c03_moving.py" line="23"/>
        <source>Moving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c03_moving.py" line="24"/>
        <source>Rowboats, boarding a ship at the back of its line, and full ships.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c03_moving.py" line="28"/>
        <source>Moving onto or off a Rowboat takes one whole action; each Rowboat holds one pawn and lies between Tortuga and one ship.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c03_moving.py" line="31"/>
        <source>Getting onto or off a Rowboat takes a whole action, and each holds one pawn: Bartolomeu Português (P) sits in the one by the Flying Dutchman. Click Move to or from a Rowboat, then the free one by the Jolly Roger.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c03_moving.py" line="35"/>
        <source>Each Rowboat holds only 1 pawn at a time: Português (P) sits in the one by the Flying Dutchman, so take the free one by the Jolly Roger.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c03_moving.py" line="38"/>
        <source>From a Rowboat you step off at the back of the line, as Português (P) just did behind Captain Braziliano (R). Click Move to or from a Rowboat, then the Jolly Roger: you become its Cabin Boy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c03_moving.py" line="41"/>
        <source>From a Rowboat you may board only the ship beside it, or land on Tortuga; either way you join the back of the line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c03_moving.py" line="44"/>
        <source>The Jolly Roger now has 5 pawns, the most a ship may hold: nobody may board it until someone leaves. Crossing to the other ship takes four actions: Rowboat, Tortuga, Rowboat, ship.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c04_events.py" line="33"/>
        <source>Event cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c04_events.py" line="34"/>
        <source>View 2 cards in secret, your notes, forcing a player, and revealing a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c04_events.py" line="38"/>
        <source>Every player may view 2 Event cards, reveal 1, or force another player to reveal 1 of 2; a revealed card is shown to all and must be carried out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c04_events.py" line="41"/>
        <source>Face-down Event cards help or hurt whoever reveals them, so it pays to look first. Click View 2 Event cards, then slots 1 and 2: only you will see them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c04_events.py" line="44"/>
        <source>Viewing shows you two face-down cards in secret and puts them back unchanged; this step asks you to view slots 1 and 2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c04_events.py" line="46"/>
        <source>Both are Black Spots: whoever reveals one is marooned to Tortuga. The mat keeps notes of what you saw, for you alone (slot 4: a Pistol seen earlier); click Done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c04_events.py" line="49"/>
        <source>What you viewed is for your eyes only: read the two card names on the right, then click Done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c04_events.py" line="51"/>
        <source>François l&apos;Olonnais (O) just moved your ship&apos;s treasure from the British hold to the French one, so he is likely French. Click Force a player to reveal 1 of 2 cards, slots 1 and 2, then O: he must pick one unseen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c04_events.py" line="54"/>
        <source>When you force a player, you point at two face-down cards and they must reveal one without looking: point at the two Black Spots, then at O.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c04_events.py" line="57"/>
        <source>O revealed a Black Spot and was marooned; a new card from the deck filled the slot. Click Reveal 1 Event card, then slot 4 (your Pistol): everyone sees it, and you must carry it out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c04_events.py" line="60"/>
        <source>A revealed card is shown to everyone and must be carried out, so reveal the card you know: the Pistol in slot 4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c04_events.py" line="62"/>
        <source>A Pistol maroons another player of your choice, and then the deck refills slot 4. Bartolomeu Português (P) moved the Jolly Roger&apos;s treasure into the French hold too: click P.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c04_events.py" line="65"/>
        <source>A Pistol must be aimed at another player, never at yourself; Português (P) moved treasure into a French hold, so aim at him.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c05_attack.py" line="49"/>
        <source>Attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c05_attack.py" line="50"/>
        <source>The Captain&apos;s Attack on the Galleon: who votes, what counts, and the plunder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c05_attack.py" line="54"/>
        <source>Only a Captain may call for an Attack, and only the Captain&apos;s own crew votes in it; only the top of each Vote card counts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c05_attack.py" line="57"/>
        <source>Only a Captain may call for an Attack on the Galleon, and only that ship&apos;s crew votes: you, Edward Mansvelt (E) and François l&apos;Olonnais (O). Click Call for an Attack (Captain).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c05_attack.py" line="60"/>
        <source>Each voter plays 1 Vote card face down, and in an Attack only its top counts: Cannon, Torch or Water. An Attack needs at least 1 Cannon and 1 Torch, so click your Cannon on the right, then Put down this card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c05_attack.py" line="70"/>
        <source>Last time there was a Cannon but no Torch left over, so this time click your Torch on the right, then Put down this card. Each Water cancels just one Torch, so more Torches make an Attack harder to stop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c05_attack.py" line="63"/>
        <source>In an Attack only the top of a Vote card counts, and it needs a Cannon and a Torch: play your Cannon.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c05_attack.py" line="67"/>
        <source>It failed with Cannon 1, Torch 1, Water 2: the Vote deck&apos;s top card always joins, and each Water cancels one Torch. Nobody learns who played what; your turn has come round again, so click Call for an Attack (Captain).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c05_attack.py" line="73"/>
        <source>Each Water cancels one Torch, and an Attack needs at least 1 Torch left over and 1 Cannon: play your Torch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c05_attack.py" line="76"/>
        <source>Success: a Cannon, and 2 Torches minus 1 Water leave a Torch. Click Take the treasure, the Galleon, then a hold of your ship: you are British, so the British hold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c05_attack.py" line="79"/>
        <source>After a successful Attack the Captain takes 1 treasure from the Galleon into either hold of their own ship; yours for the British is the British hold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c06_mutiny.py" line="31"/>
        <source>Mutiny</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c06_mutiny.py" line="32"/>
        <source>The First Mate&apos;s Mutiny, and the Captain who maroons a crewmate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c06_mutiny.py" line="36"/>
        <source>A Mutiny is called by the First Mate, second in line on a ship; a Captain may instead maroon any other pawn on their own ship.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c06_mutiny.py" line="39"/>
        <source>You are British and second in line on the Flying Dutchman, its First Mate, and Captain Braziliano (R) has filled the French hold. Click Call for a Mutiny (First Mate).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c06_mutiny.py" line="42"/>
        <source>Only the First Mate, second in line, may call for a Mutiny against the Captain; this step asks you to call one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c06_mutiny.py" line="44"/>
        <source>Everyone on your ship but the Captain votes, and only the bottom section counts: Skull to maroon the Captain, Helm to keep them. Click your only card with a Skull, then Put down this card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c06_mutiny.py" line="47"/>
        <source>In a Mutiny only the bottom of a Vote card counts: Skull to maroon the Captain, Helm to keep them. Play the card with the Skull.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c06_mutiny.py" line="51"/>
        <source>3 Skulls to 1 Helm: Braziliano (R) was marooned to the back of Tortuga&apos;s line (empty, so he is its Governor), and you, the First Mate, became Captain. With a tie or more Helms, nothing would have happened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c06_mutiny.py" line="54"/>
        <source>Your new First Mate, Mansvelt (E), could call a Mutiny in which you, the Captain, do not vote. Click Maroon a crewmate (Captain), then E: he goes to the back of Tortuga&apos;s line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c06_mutiny.py" line="57"/>
        <source>A Captain may maroon any other pawn on their own ship, never themselves; this step asks you to maroon E, your new First Mate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c07_tortuga.py" line="34"/>
        <source>Tortuga</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c07_tortuga.py" line="35"/>
        <source>The Governor&apos;s Brawl over the two treasures on Tortuga.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c07_tortuga.py" line="39"/>
        <source>Only the Governor, first in Tortuga&apos;s line, may call for a Brawl, and only the pawns on Tortuga vote in it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c07_tortuga.py" line="42"/>
        <source>You are first in Tortuga&apos;s line, its Governor, and each treasure here counts for the team whose area it lies in. Click Call for a Brawl (Governor).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c07_tortuga.py" line="45"/>
        <source>Only the Governor, first in Tortuga&apos;s line, may call for a Brawl; this step asks you to call one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c07_tortuga.py" line="47"/>
        <source>Only the pawns on Tortuga vote, and only the middle section counts: British or French flag. You are British: click your card with the British flag, then Put down this card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c07_tortuga.py" line="55"/>
        <source>3 British flags to 1: both treasures went to the British area. Then Braziliano (R) revealed a Pistol and marooned you while you were already on Tortuga, which cost you a random Vote card and your place at the front.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c07_tortuga.py" line="58"/>
        <source>Being marooned while already on Tortuga costs a Vote card picked at random and sends you to the back of the line; next you vote in the Brawl of Mansvelt (E).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c07_tortuga.py" line="60"/>
        <source>Mansvelt (E), Governor now, calls a Brawl to win them back. Click your card with the British flag, then Put down this card: if the flags tie, each area gets one treasure.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c07_tortuga.py" line="50"/>
        <source>In a Brawl only the flag in the middle of a Vote card counts; play the card with the British flag to help your team.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c07_tortuga.py" line="63"/>
        <source>In a Brawl only the middle flag counts; play your card with the British flag.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c07_tortuga.py" line="65"/>
        <source>2 flags each, a tie: one treasure went back to each area. Tortuga&apos;s treasure never leaves the island, and at the end it counts like the treasure in the holds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c08_kept.py" line="34"/>
        <source>Cards you keep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c08_kept.py" line="35"/>
        <source>Letter of Marque, treasure maps, Albatross and Pirate Code stay in front of a player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c08_kept.py" line="39"/>
        <source>Cards kept in front of a player are used as the card says: a Letter of Marque as an action, a treasure map by its holder when its moment comes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c08_kept.py" line="45"/>
        <source>A card you viewed is safe to reveal: slot 3 holds the Letter of Marque, so reveal that one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c08_kept.py" line="46"/>
        <source>It moves anyone on Tortuga or on a Rowboat to the back of either ship, now or on a later turn. Click Keep the Letter of Marque for later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c08_kept.py" line="49"/>
        <source>Kept, a Letter of Marque can be used on any later turn as your whole action; this step asks you to keep it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c08_kept.py" line="55"/>
        <source>The Fountain of Youth lets its holder refuse being marooned by a Captain, a Mutiny, a Pistol or a Black Spot; use it now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c08_kept.py" line="42"/>
        <source>Some Event cards stay face up in front of a player, like the Albatross of Mansvelt (E): two on one ship maroon everyone aboard. Click Reveal 1 Event card, then slot 3, the Letter of Marque you viewed earlier.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c08_kept.py" line="52"/>
        <source>François l&apos;Olonnais (O) gave you the Fountain of Youth map, and now Captain Braziliano (R) maroons you. Click Drink from the Fountain of Youth to stay aboard; his action is spent all the same.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c08_kept.py" line="58"/>
        <source>François l&apos;Olonnais (O) helped you: bring him aboard with your Letter of Marque, a whole action. Click Move a player with the Letter of Marque, then O, then your ship.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c08_kept.py" line="61"/>
        <source>A Letter of Marque moves a player who is on Tortuga or on a Rowboat to the back of a ship; move O to the Flying Dutchman.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c08_kept.py" line="64"/>
        <source>Português (P) revealed and keeps a Pirate Code: he may stay out of his next two votes. Click Reveal 1 Event card, then slot 4, the treasure map El Dorado you viewed earlier.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c08_kept.py" line="67"/>
        <source>A card you viewed is safe to reveal: slot 4 holds El Dorado, so reveal that one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c08_kept.py" line="68"/>
        <source>A map always goes to another player: click O to give him El Dorado, an extra Vote card now and, once, 2 cards in one vote. The third map, Atlantis, lets its holder sail to the back of the other ship just before any turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c08_kept.py" line="72"/>
        <source>The revealer of a treasure map must give it to another player; give El Dorado to O, who helped you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c09_end.py" line="32"/>
        <source>The end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c09_end.py" line="33"/>
        <source>The Spanish Armada, counting treasure, the Dutch and ties.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c09_end.py" line="37"/>
        <source>The game ends the moment the Spanish Armada is revealed, so the team ahead wants it found and revealed; do what this step asks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c09_end.py" line="40"/>
        <source>Only one card is left in the Event deck: the Spanish Armada, which always lies at the bottom. Click Reveal 1 Event card, then slot 3, the Albatross you viewed earlier: the Armada takes its place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c09_end.py" line="43"/>
        <source>A revealed card is replaced from the top of the Event deck: reveal slot 3, the Albatross you know, to bring the deck&apos;s last card into the row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c09_end.py" line="46"/>
        <source>The deck ran out, so the row&apos;s cards were shuffled and laid out again: your old notes are void, and a revealed card is no longer replaced (see slot 2). Click View 2 Event cards, then slots 4 and 5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c09_end.py" line="50"/>
        <source>After the shuffle nobody knows where any card lies, so look before you reveal: view slots 4 and 5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c09_end.py" line="52"/>
        <source>Slot 5 holds the Spanish Armada: whoever reveals it ends the game at once, and the team with more treasure wins. Click Done to hide the cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c09_end.py" line="57"/>
        <source>A team&apos;s treasure is what lies in its holds on both ships plus its area on Tortuga: 4 to 4 now, and with five players a tie makes the Dutch pirate win alone. As Cabin Boy, click Move 1 treasure: French → British hold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c09_end.py" line="61"/>
        <source>Revealing the Armada now would end in a tie, and the Dutch pirate would win; the Cabin Boy, last in line on a ship, may move 1 treasure between its two holds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c09_end.py" line="64"/>
        <source>The British lead 5 to 3, so click Reveal 1 Event card, then slot 5: the game ends and your team wins. With an even number of players a tie would instead remove the Armada, shuffle the discarded and unrevealed cards into a new deck and play on until one team leads.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c09_end.py" line="68"/>
        <source>Your team leads, so end the game now: the Spanish Armada lies in slot 5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c09_end.py" line="69"/>
        <source>The Armada ended the game at once: 5 treasures to 3, so every British pirate wins, wherever their pawn stands. Every Loyalty card is now shown in the list of pirates, the Dutch one too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c09_end.py" line="72"/>
        <source>The game is over: the team with more treasure in its holds and its Tortuga area won.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c10_pass.py" line="26"/>
        <source>Pass and play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c10_pass.py" line="27"/>
        <source>Two people at one device: the curtain, &quot;I am NAME&quot;, secret votes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c10_pass.py" line="31"/>
        <source>With two people at one device, each claims it behind the curtain before anything secret is shown; do what this step asks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c10_pass.py" line="34"/>
        <source>With two people at one device, a curtain hides the table whenever it passes from one to the other. Click I am Henry Morgan: your Vote cards and Loyalty show only to whoever has claimed the device.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c10_pass.py" line="37"/>
        <source>Behind the curtain nothing secret is shown until its owner claims the device: click I am Henry Morgan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c10_pass.py" line="54"/>
        <source>Now you play François (O): click his Vote card with a Helm, then Put down this card. The cards are shuffled with one from the Vote deck before they are shown, so nobody learns who played which.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c10_pass.py" line="57"/>
        <source>A Helm votes to keep the Captain: play it as François (O), in secret.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c10_pass.py" line="58"/>
        <source>2 Skulls to 1 Helm: Braziliano (R) is marooned and Henry Morgan (M) is Captain now. Everyone was shown the result and anyone could click next, so François (O) claims the device again before his turn: click I am François l&apos;Olonnais.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c10_pass.py" line="43"/>
        <source>Only the First Mate may call for a Mutiny, and every crewmate but the Captain votes in it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c10_pass.py" line="44"/>
        <source>Your vote is secret, and only the bottom section counts in a Mutiny: click your Vote card with a Skull, on the right, then Put down this card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c10_pass.py" line="62"/>
        <source>After anything shown to the whole table, secrets wait for their owner&apos;s claim: click I am François l&apos;Olonnais.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c10_pass.py" line="47"/>
        <source>In a Mutiny only the bottom section counts: a Skull votes to maroon the Captain, a Helm to keep them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c10_pass.py" line="39"/>
        <source>Only you see your secrets now, and a friend plays François l&apos;Olonnais (O), your Cabin Boy. As First Mate, click Call for a Mutiny (First Mate): everyone on the ship but the Captain votes, so both of you will.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c10_pass.py" line="49"/>
        <source>Each voter plays behind their own curtain: hand the device to your friend, or play both seats now yourself. Click I am François l&apos;Olonnais.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/learn/chapters/c10_pass.py" line="52"/>
        <source>Each voter claims the device behind the curtain before voting: click I am François l&apos;Olonnais.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/learn/coach.py" line="129"/>
        <source>Go to any chapter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/learn/coach.py" line="130"/>
        <source>◀ Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/learn/coach.py" line="132"/>
        <location filename="../../tortuga_qt/ui/learn/voyage.py" line="230"/>
        <source>Next ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/learn/coach.py" line="133"/>
        <source>Skip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/learn/coach.py" line="134"/>
        <source>Restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/learn/coach.py" line="135"/>
        <source>Leave</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/learn/coach.py" line="136"/>
        <source>Go one step back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/learn/coach.py" line="137"/>
        <source>Skip this step (it is done for you)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/learn/coach.py" line="138"/>
        <source>Start this chapter again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/learn/coach.py" line="139"/>
        <source>Leave the voyage; your place is remembered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/learn/coach.py" line="214"/>
        <source>Read the rule ›</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/learn/voyage.py" line="204"/>
        <source>Chapter {n}: {title}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/learn/voyage.py" line="207"/>
        <source>Chapter {n} of {m}: {title}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/learn/voyage.py" line="214"/>
        <source>Chapter complete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/learn/voyage.py" line="216"/>
        <source>You have sailed the whole voyage! Now play a short real game against computer pirates, with hints on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/learn/voyage.py" line="217"/>
        <source>Play a real game ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/learn/voyage.py" line="219"/>
        <source>Well done! Next: {title}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/learn/voyage.py" line="220"/>
        <source>Next chapter ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/learn/voyage.py" line="222"/>
        <source>Step {i} of {k}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/learn/voyage.py" line="226"/>
        <source>Watch: {name} plays…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/learn/voyage.py" line="267"/>
        <source>on Tortuga</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/learn/voyage.py" line="269"/>
        <source>in {boat}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../tortuga_qt/ui/learn/voyage.py" line="273"/>
        <source>A new table: %n pirate(s); you are {you}, {where}.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/learn/voyage.py" line="284"/>
        <source>This chapter is done: click the gold button above to go on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/learn/voyage.py" line="293"/>
        <source>Click Next when you have read this step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/learn/voyage.py" line="351"/>
        <source>Done would close your private look.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/learn/voyage.py" line="360"/>
        <source>Claiming the device as {pirate} would show that player&apos;s secrets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/learn/answers.py" line="42"/>
        <source>{name} ({letter})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/learn/answers.py" line="51"/>
        <source>slot {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/learn/answers.py" line="61"/>
        <source>the Vote card {face}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/learn/answers.py" line="62"/>
        <source>the discard pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/learn/answers.py" line="69"/>
        <source>{first} and {last}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/action_table.py" line="157"/>
        <source>View 2 Event cards would show you two face-down cards in secret.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/action_table.py" line="143"/>
        <source>Reveal 1 Event card would turn a card face up for everyone, and you would have to carry it out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/action_table.py" line="165"/>
        <source>Force a player would make another player reveal one of two cards you point at.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/action_table.py" line="151"/>
        <source>Move to or from a Rowboat would move your pawn one place, onto or off a Rowboat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/action_table.py" line="176"/>
        <source>Maroon a crewmate would send a pawn of your ship to Tortuga.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/action_table.py" line="199"/>
        <source>The Letter of Marque would move a pirate from Tortuga or a Rowboat onto a ship.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/action_table.py" line="211"/>
        <source>Playing a Vote card would put it face down into the vote.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/action_table.py" line="216"/>
        <source>Playing two Vote cards would put both face down into the vote.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/action_table.py" line="236"/>
        <source>Taking the treasure would put 1 treasure into a hold of your ship.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/action_table.py" line="274"/>
        <source>The Pistol would maroon the player you aim at.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/action_table.py" line="268"/>
        <source>Giving the map would hand it to another player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/action_table.py" line="280"/>
        <source>Black Powder would blow up a Rowboat for the rest of the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/action_table.py" line="286"/>
        <source>Cabin Fever would change a player&apos;s Loyalty card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/action_table.py" line="292"/>
        <source>Crow&apos;s Nest would replace a player&apos;s Vote cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/action_table.py" line="299"/>
        <source>Picking from the Vote deck would give that card to the player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/action_table.py" line="262"/>
        <source>Picking a card would reveal it for everyone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/action_table.py" line="170"/>
        <source>Call for an Attack would start a vote of your ship&apos;s crew to take treasure from the Galleon.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/action_table.py" line="181"/>
        <source>Call for a Mutiny would start a vote of your ship&apos;s crew to maroon its Captain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/action_table.py" line="191"/>
        <source>Call for a Brawl would start a vote on Tortuga over the treasure of its two areas.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/action_table.py" line="187"/>
        <source>Moving treasure between the holds would change which team it counts for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/action_table.py" line="221"/>
        <source>The Pirate Code would keep you out of this vote.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/learn/answers.py" line="86"/>
        <source>That button would do another action than the one this step teaches.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/learn/answers.py" line="94"/>
        <source>{thing} is a face-down Event card: you would first choose on the right to view, reveal or force it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/learn/answers.py" line="96"/>
        <source>{thing} is a pirate&apos;s pawn: you would click it to aim an action at that pirate, after the action&apos;s button.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/learn/answers.py" line="98"/>
        <source>To go to {thing} you first click Move to or from a Rowboat on the right.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/learn/answers.py" line="100"/>
        <source>{thing} is clicked only after a successful Attack, to take treasure from it or put treasure in it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/learn/answers.py" line="102"/>
        <source>{thing} is clicked only after a successful Attack, to take 1 of its treasure.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/learn/answers.py" line="104"/>
        <source>{thing} is played only during a vote.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/learn/answers.py" line="106"/>
        <source>{thing} only shows the cards played so far.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/action_table.py" line="158"/>
        <source>Viewing {thing}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/action_table.py" line="145"/>
        <source>Revealing {thing}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/action_table.py" line="166"/>
        <source>Forcing with {thing}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/action_table.py" line="152"/>
        <source>Moving to {thing}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/action_table.py" line="177"/>
        <source>Marooning {thing}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/action_table.py" line="275"/>
        <source>Aiming the Pistol at {thing}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/action_table.py" line="269"/>
        <source>Giving the map to {thing}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/action_table.py" line="281"/>
        <source>Blowing up {thing}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/action_table.py" line="287"/>
        <source>Cabin Fever on {thing}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/action_table.py" line="293"/>
        <source>Crow&apos;s Nest on {thing}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/action_table.py" line="212"/>
        <location filename="../../tortuga_qt/app/action_table.py" line="217"/>
        <source>Playing {thing}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/action_table.py" line="263"/>
        <location filename="../../tortuga_qt/app/action_table.py" line="300"/>
        <source>Picking {thing}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/action_table.py" line="237"/>
        <source>Taking with {thing}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/action_table.py" line="200"/>
        <source>The Letter of Marque with {thing}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/learn/answers.py" line="127"/>
        <source>{act} is not allowed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/learn/answers.py" line="128"/>
        <source>{act} would be allowed in a real game, but it is not this step&apos;s move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/learn/answers.py" line="139"/>
        <source>To go on, click {button}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/learn/answers.py" line="143"/>
        <source>To go on, click {things}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/learn/answers.py" line="145"/>
        <source>To go on, click {button}, then {things}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Mat</name>
    <message>
        <location filename="../../tortuga_qt/ui/scene/table_scene.py" line="205"/>
        <source>Treasure
British {b}
French {f}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../tortuga_qt/ui/scene/table_scene.py" line="208"/>
        <source>Tortuga 1667
%n pirate(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/scene/table_scene.py" line="241"/>
        <source>Governor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/scene/tips.py" line="131"/>
        <source>Captain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/scene/tips.py" line="131"/>
        <source>Captain
Cabin Boy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/scene/tips.py" line="133"/>
        <source>First Mate
Cabin Boy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/scene/tips.py" line="133"/>
        <source>Cabin Boy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/scene/tips.py" line="134"/>
        <source>First Mate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/scene/tips.py" line="223"/>
        <source>Treasure aboard: {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/scene/tips.py" line="226"/>
        <source>Treasure: {b} in the British hold, {f} in the French hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/scene/tips.py" line="233"/>
        <source>{ship}: {team} hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/scene/tips.py" line="234"/>
        <location filename="../../tortuga_qt/ui/scene/tips.py" line="237"/>
        <source>Treasure here: {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/scene/tips.py" line="236"/>
        <source>Tortuga: {team} area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/scene/tips.py" line="240"/>
        <source>Rowboat by the {ship}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/scene/tips.py" line="243"/>
        <location filename="../../tortuga_qt/ui/scene/tips.py" line="298"/>
        <source>Blown up by Black Powder: it can never be used again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/scene/tips.py" line="248"/>
        <source>Slot {n}: you saw {card} here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/scene/tips.py" line="251"/>
        <source>Slot {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/scene/tips.py" line="252"/>
        <source>A face-down Event card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/scene/tips.py" line="252"/>
        <source>Empty: revealed cards are no longer replaced.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../tortuga_qt/ui/scene/tips.py" line="255"/>
        <source>Event deck: %n card(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tortuga_qt/ui/scene/tips.py" line="256"/>
        <source>Vote deck: %n card(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tortuga_qt/ui/scene/tips.py" line="260"/>
        <source>Discard pile: %n card(s) (click to browse)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/scene/tips.py" line="261"/>
        <source>On top:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/scene/tips.py" line="263"/>
        <source>British {b} · French {f}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/scene/tips.py" line="278"/>
        <source>No one is aboard: the first pirate to board becomes its Captain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/scene/tips.py" line="282"/>
        <source>{name} ({rank})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/scene/tips.py" line="283"/>
        <source>Aboard: {crew}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/scene/tips.py" line="288"/>
        <source>No one is on Tortuga.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/scene/tips.py" line="289"/>
        <source>Governor: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/scene/tips.py" line="292"/>
        <source>{governor}; behind them: {line}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/scene/tips.py" line="300"/>
        <source>In it: {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/scene/tips.py" line="300"/>
        <source>Empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/scene/what_is_here.py" line="36"/>
        <source>What is this?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/scene/what_is_here.py" line="37"/>
        <source>About {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/scene/table_scene.py" line="306"/>
        <source>Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/scene/tips.py" line="150"/>
        <source>{role}: {rule}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/scene/tips.py" line="159"/>
        <source>Captain of the {ship}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/scene/tips.py" line="160"/>
        <source>First Mate of the {ship}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/scene/tips.py" line="161"/>
        <source>Cabin Boy of the {ship}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/scene/tips.py" line="162"/>
        <source>Crew of the {ship}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/scene/tips.py" line="165"/>
        <source>Governor of Tortuga</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/scene/tips.py" line="167"/>
        <source>On Tortuga</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/scene/tips.py" line="169"/>
        <source>On a Rowboat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/scene/tips.py" line="177"/>
        <source>Loses their next turn (Scurvy).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/scene/tips.py" line="185"/>
        <source>Cards kept in front of them:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/scene/holds.py" line="26"/>
        <source>B</source>
        <comment>the letter on a British hold or Tortuga area</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/scene/holds.py" line="27"/>
        <source>F</source>
        <comment>the letter on a French hold or Tortuga area</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/scene/last_move.py" line="128"/>
        <source>Shown again: {line}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/scene/last_move.py" line="129"/>
        <source>Last move: {line}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Phone</name>
    <message>
        <location filename="../../tortuga_qt/app/presenter/phone_frame.py" line="66"/>
        <source>Atlantis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/presenter/phone_frame.py" line="67"/>
        <source>Ask me before every turn again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/presenter/phone_frame.py" line="73"/>
        <source>Look at the table: it shows what just happened. Someone at the computer goes on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/presenter/phone_frame.py" line="91"/>
        <source>Your Loyalty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/presenter/phone_frame.py" line="92"/>
        <source>Your Vote cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/presenter/phone_frame.py" line="94"/>
        <source>Put down in this vote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/presenter/phone_frame.py" line="95"/>
        <source>Your Event cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/presenter/phone_frame.py" line="96"/>
        <source>Your notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/presenter/phone_frame.py" line="98"/>
        <source>At the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/presenter/phone_frame.py" line="99"/>
        <source>Rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/presenter/phone_frame.py" line="107"/>
        <location filename="../../tortuga_qt/app/presenter/phone_frame.py" line="170"/>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/presenter/phone_frame.py" line="112"/>
        <source>Vote now: play a Vote card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/presenter/phone_frame.py" line="113"/>
        <source>Your move, {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/presenter/phone_frame.py" line="115"/>
        <source>{name} (computer) is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/presenter/phone_frame.py" line="117"/>
        <source>Waiting for the phone of {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/presenter/phone_frame.py" line="119"/>
        <source>At the device: {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/presenter/phone_frame.py" line="120"/>
        <source>Watch the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/presenter/phone_frame.py" line="140"/>
        <source>Choose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/phones/desk.py" line="103"/>
        <source>The table has moved on: choose again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Place</name>
    <message>
        <location filename="../../tortuga_qt/app/names.py" line="39"/>
        <source>the Flying Dutchman</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/names.py" line="40"/>
        <source>the Jolly Roger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/names.py" line="41"/>
        <source>Tortuga</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/names.py" line="42"/>
        <source>the Flying Dutchman&apos;s Rowboat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/names.py" line="43"/>
        <source>the Jolly Roger&apos;s Rowboat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/names.py" line="49"/>
        <source>Flying Dutchman</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/names.py" line="49"/>
        <source>Jolly Roger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/names.py" line="71"/>
        <source>the Spanish Galleon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/names.py" line="73"/>
        <source>the {ship}&apos;s {team} hold</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Save</name>
    <message>
        <location filename="../../tortuga_qt/app/library/reading.py" line="137"/>
        <source>the game on the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/record/migrate.py" line="93"/>
        <source>{name} is damaged: the entry &apos;{entry}&apos; is missing or wrong.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/record/migrate.py" line="112"/>
        <location filename="../../tortuga_qt/record/savefile.py" line="284"/>
        <source>{name} is damaged: it has a computer player for a seat that has none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/record/migrate.py" line="115"/>
        <location filename="../../tortuga_qt/record/savefile.py" line="287"/>
        <source>{name} is damaged: a computer player&apos;s random generator is unreadable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/record/migrate.py" line="136"/>
        <source>{name} is damaged: it calls itself an old game record but is not one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/record/reading.py" line="34"/>
        <source>The file {name} does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/record/reading.py" line="36"/>
        <location filename="../../tortuga_qt/record/reading.py" line="46"/>
        <source>{name} is a folder, not a save file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/record/reading.py" line="39"/>
        <source>The file {name} cannot be read ({why}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/record/reading.py" line="41"/>
        <source>The file {name} cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/record/reading.py" line="48"/>
        <source>{name} is not an ordinary file (it is a pipe, a device or a socket), so it is not a save file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/record/reading.py" line="52"/>
        <location filename="../../tortuga_qt/record/reading.py" line="75"/>
        <location filename="../../tortuga_qt/record/savefile.py" line="212"/>
        <source>The file {name} is far too large to be a Tortuga 1667 save.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/record/savefile.py" line="199"/>
        <source>{name} is damaged: it is nested far too deeply to be a save file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/record/savefile.py" line="202"/>
        <source>{name} is too large to load.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/record/savefile.py" line="204"/>
        <source>{name} is damaged: it cannot be read as a Tortuga 1667 save.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/record/savefile.py" line="210"/>
        <source>{name} holds no readable content.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/record/savefile.py" line="215"/>
        <source>{name} is empty: it holds no game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/record/savefile.py" line="219"/>
        <source>{name} is damaged or cut short: it is not a readable save file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/record/savefile.py" line="222"/>
        <source>{name} is not a Tortuga 1667 save file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/record/savefile.py" line="243"/>
        <source>{name} is not a Tortuga 1667 save file (it has no format version).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/record/savefile.py" line="248"/>
        <source>{name} was written by a newer version of Tortuga 1667 (save format {shown}); this version reads formats up to {newest}. Please update the program.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/record/savefile.py" line="252"/>
        <source>{name} has an unknown save format ({shown}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/record/savefile.py" line="262"/>
        <source>{name} holds a game saved under different rules ({rules}; this version plays {ours}); it cannot be continued.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/record/savefile.py" line="274"/>
        <source>{name} is damaged: it does not say who plays each seat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/record/savefile.py" line="276"/>
        <source>{name} is damaged: its snapshot of the table is missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/record/savefile.py" line="280"/>
        <source>{name} is damaged: it owes a private look that cannot exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/record/savefile.py" line="292"/>
        <source>{name} is damaged: it gives a level to a computer player for a seat that has none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/record/savefile.py" line="296"/>
        <source>{name} is damaged: a computer player&apos;s level, &apos;{level}&apos;, is not one this version knows ({levels}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/record/savefile.py" line="300"/>
        <source>{name} is damaged: it does not say how well each computer player plays.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/record/savefile.py" line="303"/>
        <source>{name} is damaged: it does not say how many hints each person took.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/record/savefile.py" line="306"/>
        <source>{name} is damaged: it counts an impossible number of hints.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/record/savefile.py" line="310"/>
        <source>{name} is damaged: it keeps a choice about Atlantis for a seat no person plays.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/record/savefile.py" line="313"/>
        <source>{name} is damaged: it puts on a phone a seat no person plays.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/record/savefile.py" line="316"/>
        <source>{name} is damaged: its random generator is unreadable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/record/savefile.py" line="320"/>
        <source>{name} is damaged: its seed is unreadable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/record/savefile.py" line="323"/>
        <source>{name} is damaged: it does not say whether the game was seeded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/record/savefile.py" line="326"/>
        <source>{name} is damaged: its seed and its secret seed material disagree.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/record/savefile.py" line="329"/>
        <source>{name} is damaged: its secret seed material is too short.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/record/savefile.py" line="332"/>
        <source>{name} is damaged: its old random outcomes and their seed disagree.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/record/savefile.py" line="341"/>
        <source>{name} is damaged: step {step} of its record (&apos;{move}&apos;) is not a legal move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/record/savefile.py" line="347"/>
        <source>{name} is damaged: its record cannot be replayed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/record/savefile.py" line="353"/>
        <source>{name} is damaged: its record and its snapshot of the table disagree.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/record/savefile.py" line="356"/>
        <source>{name} is damaged: it says the game is finished, but its record does not end it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/record/savefile.py" line="359"/>
        <source>{name} is damaged: its record ends the game, but it says the game goes on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/record/savefile.py" line="364"/>
        <location filename="../../tortuga_qt/record/savefile.py" line="394"/>
        <source>{name} is damaged: its random generator does not match its seed and record.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/record/savefile.py" line="375"/>
        <source>{name} is damaged: step {step}, a random outcome, does not follow from the game&apos;s seed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/record/savefile.py" line="386"/>
        <source>{name} is damaged: it counts more old random outcomes than its record holds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/saved_games.py" line="148"/>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../../tortuga_qt/app/action_table.py" line="156"/>
        <source>View 2 Event cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/action_table.py" line="141"/>
        <source>Reveal 1 Event card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/action_table.py" line="163"/>
        <source>Force a player to reveal 1 of 2 cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/action_table.py" line="149"/>
        <source>Move to or from a Rowboat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/action_table.py" line="175"/>
        <source>Maroon a crewmate (Captain)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/action_table.py" line="197"/>
        <source>Move a player with the Letter of Marque</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/action_table.py" line="209"/>
        <source>Play 1 Vote card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/action_table.py" line="214"/>
        <source>Play 2 Vote cards (El Dorado)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/action_table.py" line="233"/>
        <source>Take the treasure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/action_table.py" line="273"/>
        <source>Aim the Pistol at a player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/action_table.py" line="267"/>
        <source>Give the map to a player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/action_table.py" line="279"/>
        <source>Blow up a Rowboat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/action_table.py" line="285"/>
        <source>Cabin Fever: choose a player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/action_table.py" line="291"/>
        <source>Crow&apos;s Nest: choose whose hand to replace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/action_table.py" line="297"/>
        <source>Pick a card from the Vote deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/action_table.py" line="260"/>
        <source>Pick one of the two cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/action_table.py" line="169"/>
        <source>Call for an Attack (Captain)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/action_table.py" line="180"/>
        <source>Call for a Mutiny (First Mate)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/action_table.py" line="190"/>
        <source>Call for a Brawl (Governor)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/action_table.py" line="203"/>
        <source>Keep the Letter of Marque for later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/action_table.py" line="220"/>
        <source>Stay out of this vote (Pirate Code)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/action_table.py" line="226"/>
        <source>Leave the treasure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/action_table.py" line="245"/>
        <source>Drink from the Fountain of Youth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/action_table.py" line="246"/>
        <source>Accept being marooned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/action_table.py" line="240"/>
        <source>Sail to the other ship (Atlantis)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/action_table.py" line="241"/>
        <source>Keep the map for now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/action_table.py" line="255"/>
        <source>Put it in the British hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/action_table.py" line="256"/>
        <source>Put it in the French hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/action_table.py" line="75"/>
        <source>Click two face-down Event cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/action_table.py" line="76"/>
        <source>Click a second face-down Event card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/action_table.py" line="164"/>
        <source>Click the pawn of the player who must choose.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/action_table.py" line="142"/>
        <source>Click the face-down Event card to reveal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/action_table.py" line="261"/>
        <source>Click one of the two cards pointed at.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/action_table.py" line="150"/>
        <source>Click where to go: a Rowboat, Tortuga or a ship.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/action_table.py" line="77"/>
        <source>Click a player&apos;s pawn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/action_table.py" line="198"/>
        <source>Click the pawn to move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/action_table.py" line="198"/>
        <source>Click the ship it goes to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/action_table.py" line="234"/>
        <source>Click where the treasure comes from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/action_table.py" line="235"/>
        <source>Click the hold it goes to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/action_table.py" line="279"/>
        <source>Click a Rowboat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/action_table.py" line="298"/>
        <source>Click a card of the Vote deck (in your panel).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/action_table.py" line="74"/>
        <source>Click a highlighted thing on the mat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../tortuga_qt/app/wording.py" line="87"/>
        <source> (%n action(s) left this turn)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="93"/>
        <source>{name}: before {other} plays, you may sail to the other ship with the Atlantis map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="99"/>
        <source>{name}, you revealed {card}: {text}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../tortuga_qt/app/wording.py" line="103"/>
        <source>Crow&apos;s Nest: pick %n more card(s) for {target}.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="117"/>
        <source>only the top section (Cannon, Torch, Water) counts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="118"/>
        <source>only the middle section (the flags) counts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="119"/>
        <source>only the bottom section (Skull, Helm) counts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="120"/>
        <source>Secret vote, {name}: {vote} called by {caller}; {counts}. Play a Vote card face down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="121"/>
        <source>you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="124"/>
        <source>Nobody will see who played which card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="135"/>
        <source>{name}, pair your phone: scan the code in the window with its camera, or type the address and code shown. Only you should see them. The table goes on by itself once your phone is connected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="147"/>
        <source>slot {a}: {ca}; slot {b}: {cb}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="156"/>
        <source>Cannon {c} · Torch {t} · Water {w}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="158"/>
        <source>British flags {b} · French flags {f}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="160"/>
        <source>Skulls {s} · Helms {h}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="162"/>
        <source>It succeeds!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="163"/>
        <source>It fails.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="164"/>
        <source>The British win the Brawl.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="165"/>
        <source>The French win the Brawl.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="166"/>
        <source>A tie: one treasure to each side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="168"/>
        <source>The cards of {vote}, shuffled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/action_table.py" line="249"/>
        <source>Accept being marooned? You go to Tortuga, and the Fountain of Youth stays in front of you for another time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/action_table.py" line="251"/>
        <source>Yes, go to Tortuga</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/action_table.py" line="229"/>
        <source>Leave the treasure? Your ship takes nothing from this Attack, and the treasure stays where it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/action_table.py" line="231"/>
        <source>Yes, leave the treasure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/presenter/phone_frame.py" line="100"/>
        <location filename="../../tortuga_qt/app/wording.py" line="184"/>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/refusal.py" line="60"/>
        <source>You must force another player, not yourself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/refusal.py" line="78"/>
        <source>Each Rowboat holds only 1 pawn at a time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/refusal.py" line="83"/>
        <source>Ships and Tortuga are reached through a Rowboat, one action at a time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/refusal.py" line="84"/>
        <source>There may never be more than 5 pawns on a ship.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/refusal.py" line="87"/>
        <source>This card must target another player, not yourself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/refusal.py" line="88"/>
        <source>A Letter of Marque moves a player who is on Tortuga or on a Rowboat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/curtain.py" line="153"/>
        <source>Show again on the mat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/curtain.py" line="154"/>
        <source>Plays on the mat, one by one, the moves listed below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/curtain.py" line="167"/>
        <source>Pass to {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/curtain.py" line="169"/>
        <source>to look at your Loyalty card in secret</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/curtain.py" line="170"/>
        <source>to make your choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/curtain.py" line="171"/>
        <source>to vote in secret</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/curtain.py" line="172"/>
        <source>to look at the two Event cards you viewed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/cards/crows_nest.py" line="37"/>
        <source>to look at your new Vote cards (Crow&apos;s Nest)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/cards/cabin_fever.py" line="35"/>
        <source>to look at your new Loyalty card (Cabin Fever)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/cards/el_dorado.py" line="40"/>
        <source>to look at your extra Vote card (El Dorado)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/curtain.py" line="173"/>
        <source>to pair your phone: its code is for your eyes only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/curtain.py" line="175"/>
        <source>Everyone else, look away. {name}, click below {why}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/curtain.py" line="178"/>
        <source>I am {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/curtain.py" line="181"/>
        <source>Since you last looked (newest first):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="41"/>
        <source>Easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="42"/>
        <source>Medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="43"/>
        <source>Hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="44"/>
        <source>Random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="65"/>
        <location filename="../../tortuga_qt/ui/widgets/end_screen.py" line="288"/>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="74"/>
        <location filename="../../tortuga_qt/ui/widgets/saved_games.py" line="147"/>
        <location filename="../../tortuga_qt/ui/widgets/seats_dialog.py" line="53"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="74"/>
        <source>Pirate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="75"/>
        <location filename="../../tortuga_qt/ui/widgets/seats_dialog.py" line="54"/>
        <source>Played by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="75"/>
        <location filename="../../tortuga_qt/ui/widgets/seats_dialog.py" line="55"/>
        <source>Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="82"/>
        <source>Move up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="82"/>
        <source>Move down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="85"/>
        <source>Draw 3 starred Event cards at random (kept secret)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="87"/>
        <source>Choose the 3 starred Event cards:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="94"/>
        <source>random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="99"/>
        <source>Set sail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="102"/>
        <source>Starred Event cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="111"/>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="112"/>
        <source>Seed (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="114"/>
        <source>Turn order is top to bottom (clockwise).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="189"/>
        <location filename="../../tortuga_qt/ui/widgets/seats_dialog.py" line="80"/>
        <source>Human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="189"/>
        <location filename="../../tortuga_qt/ui/widgets/seats_dialog.py" line="80"/>
        <source>Computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="190"/>
        <location filename="../../tortuga_qt/ui/widgets/seats_dialog.py" line="81"/>
        <source>Human, on a phone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="191"/>
        <source>Their secrets and decisions on their own phone (same Wi-Fi): the screen stays the public table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="200"/>
        <location filename="../../tortuga_qt/ui/widgets/seats_dialog.py" line="86"/>
        <source>How well this computer pirate plays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="253"/>
        <source>Every seat needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="255"/>
        <source>“{name}” cannot name a seat: the log tells the story by name (“{name} moves to Tortuga”). Choose a name, such as {example}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="265"/>
        <source>Each seat needs a different pirate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="271"/>
        <source>Choose exactly 3 starred cards (with 2-3 players: not Facade or Cabin Fever).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="274"/>
        <source>The seed must be a whole number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/end_summary.py" line="175"/>
        <source>Hints from a Hard pirate taken — {counts}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/end_screen.py" line="227"/>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/end_summary.py" line="181"/>
        <source>A draw!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/end_summary.py" line="182"/>
        <source>The {team} win!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/end_screen.py" line="280"/>
        <source>Look at the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/end_screen.py" line="283"/>
        <source>Watch the replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="288"/>
        <source>Discard pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="306"/>
        <source>The discard pile is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="312"/>
        <location filename="../../tortuga_qt/ui/widgets/saved_games.py" line="184"/>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="316"/>
        <source>The last card discarded is at the top.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/main.py" line="181"/>
        <location filename="../../tortuga_qt/ui/widgets/files.py" line="228"/>
        <location filename="../../tortuga_qt/ui/widgets/main_window.py" line="98"/>
        <location filename="../../tortuga_qt/ui/widgets/main_window.py" line="313"/>
        <source>Tortuga 1667</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/main.py" line="182"/>
        <source>Something went wrong on our side: {what}.

The game on the table is unchanged. Details were written to {log}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/menus.py" line="143"/>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/menus.py" line="145"/>
        <source>&amp;New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/menus.py" line="147"/>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/menus.py" line="149"/>
        <source>Saved &amp;games…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/menus.py" line="152"/>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/menus.py" line="155"/>
        <source>&amp;Recent games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/menus.py" line="158"/>
        <source>&amp;Watch the replay of this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/menus.py" line="167"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/menus.py" line="174"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/table_motion.py" line="118"/>
        <source>&amp;Animations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/menus.py" line="177"/>
        <source>&amp;Skip animation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/menus.py" line="180"/>
        <source>&amp;Discard pile…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/menus.py" line="184"/>
        <source>Show &amp;hints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/menus.py" line="188"/>
        <source>Offer hints from a Hard &amp;pirate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/files.py" line="107"/>
        <source>Lose the unfinished game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/files.py" line="152"/>
        <source>Resume the game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/files.py" line="155"/>
        <source>A new game keeps this one in Saved games, to open later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/files.py" line="157"/>
        <source>Resume the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/files.py" line="158"/>
        <source>Start a new game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/files.py" line="168"/>
        <source>Your unfinished game was kept in Saved games (Game menu).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/files.py" line="174"/>
        <location filename="../../tortuga_qt/ui/widgets/files.py" line="185"/>
        <source>Warning: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/files.py" line="201"/>
        <source>The finished game is saved now (Saved games).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/files.py" line="217"/>
        <source>Lose the finished game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/files.py" line="217"/>
        <source>This finished game could not be saved: {why}. No copy of it is on the disk. Free some space and answer No to keep the window open (it is saved as soon as it can be), or Yes to close and lose it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/files.py" line="221"/>
        <source>This finished game could not be saved: {why}. Free some space and open Tortuga 1667 again; its copy is kept in {folder}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/files.py" line="248"/>
        <location filename="../../tortuga_qt/ui/widgets/files.py" line="278"/>
        <source>Tortuga 1667 games (*.tortuga)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/files.py" line="249"/>
        <source>Open a saved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/files.py" line="279"/>
        <source>Save the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/files.py" line="289"/>
        <source>A lesson of the walkthrough is not saved as a game; your place in the voyage is remembered by itself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/files.py" line="316"/>
        <source>A lesson of the walkthrough has no replay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/main_window.py" line="315"/>
        <source>Tortuga 1667 — seeded game (seed {seed})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/presenter/presenter.py" line="213"/>
        <source>Waiting for {name} to take the device.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/presenter/presenter.py" line="215"/>
        <source>{name} (computer): thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/presenter/step_words.py" line="23"/>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/presenter/step_words.py" line="20"/>
        <source>Show the end of the game again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/presenter/step_words.py" line="21"/>
        <source>Rematch: the same seats, a new deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/presenter/step_words.py" line="22"/>
        <source>New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/presenter/step_words.py" line="29"/>
        <source>Waiting for the phone of {name}, who decides there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/presenter/step_words.py" line="30"/>
        <source>Play the seat of {name} at this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/presenter/step_words.py" line="32"/>
        <source>Give the seat of {name} to a computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/presenter/step_words.py" line="34"/>
        <source>Pair the phone of {name} again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/presenter/step_words.py" line="35"/>
        <source>Waiting for the phone of {name}: it is not connected. Its page reconnects by itself when it wakes up or finds the Wi-Fi again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/presenter/presenter.py" line="221"/>
        <source>Done — hide my secrets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/presenter/presenter.py" line="259"/>
        <source>Your two cards are marked. Put them down, or click a card to change your mind.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/presenter/presenter.py" line="260"/>
        <source>Your card is marked. Put it down, or click another card to change your mind.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/presenter/presenter.py" line="256"/>
        <source>Put down these two cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/presenter/presenter.py" line="221"/>
        <source>Pair later — hide the code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/presenter/presenter.py" line="257"/>
        <source>Put down this card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/presenter/presenter.py" line="264"/>
        <source>You chose: {action}.
{what}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/presenter/presenter.py" line="267"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/presenter/phone_frame.py" line="67"/>
        <location filename="../../tortuga_qt/app/presenter/presenter.py" line="244"/>
        <source>Ask me only before my own turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/presenter/presenter.py" line="245"/>
        <source>When this is ticked, the map stays folded before the other pirates&apos; turns and nobody passes you the device for it. You are still asked before their turns when you will miss your own next turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/presenter/presenter.py" line="195"/>
        <source>For everyone at the table to see:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/presenter/presenter.py" line="197"/>
        <source>Then the device goes to {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/presenter/presenter.py" line="200"/>
        <source>Continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/presenter/presenter.py" line="273"/>
        <source>Hint: {hint}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/presenter/presenter.py" line="115"/>
        <location filename="../../tortuga_qt/phones/desk.py" line="71"/>
        <source>Not allowed: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="133"/>
        <source>{name}, your Loyalty card is on the right. Remember your team, then click Done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/cards/cabin_fever.py" line="33"/>
        <source>{name}, Cabin Fever: here is your Loyalty card now. Click Done when you have seen it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/cards/el_dorado.py" line="38"/>
        <source>{name}, El Dorado gave you an extra Vote card (on the right). Click Done when ready.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="134"/>
        <source>{name}, here are the two Event cards you viewed: {seen}. They stay in your notes and on the mat for you. Click Done to hide them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/cards/crows_nest.py" line="35"/>
        <source>{name}, Crow&apos;s Nest replaced your Vote cards: your new hand is on the right. Click Done when you have seen it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="137"/>
        <source>{name}, look at your secrets, then click Done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/action_table.py" line="185"/>
        <source>Move 1 treasure: British → French hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/action_table.py" line="186"/>
        <source>Move 1 treasure: French → British hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/action_table.py" line="210"/>
        <source>Click a card in your hand to mark it, then press Put down this card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/action_table.py" line="215"/>
        <source>Click two cards in your hand to mark them, then press Put down these two cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/refusal.py" line="49"/>
        <source>The game is over: no more moves can be made.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/refusal.py" line="50"/>
        <source>It is not your decision now: another player must decide first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/refusal.py" line="51"/>
        <source>Something else must be decided first: do what the game asks now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/refusal.py" line="52"/>
        <source>That is not one of the actions you may choose on your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/refusal.py" line="53"/>
        <source>The cards are being shuffled or dealt: wait a moment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/refusal.py" line="54"/>
        <source>Nothing is being shuffled or dealt now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/refusal.py" line="55"/>
        <source>The cards could not be shuffled that way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/refusal.py" line="56"/>
        <source>There is no such player in this game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/refusal.py" line="58"/>
        <source>Viewing or forcing needs at least 2 face-down Event cards in the row; with only one left, you can only reveal it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/refusal.py" line="61"/>
        <source>Choose a slot that holds a face-down Event card (two different ones to view or force).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/refusal.py" line="62"/>
        <source>You must reveal one of the two Event cards that were pointed at.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/refusal.py" line="64"/>
        <source>Only a ship&apos;s Captain (first in line) may call for an Attack or maroon a crewmate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/refusal.py" line="65"/>
        <source>An Attack needs treasure to take: on the Spanish Galleon or, once it is empty, in the other ship&apos;s holds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/refusal.py" line="67"/>
        <source>After a successful Attack the treasure comes from the Spanish Galleon while it has any, otherwise from a hold of the other ship, and goes into a hold of your own ship.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/refusal.py" line="69"/>
        <source>Put the starting treasure in your own ship&apos;s British or French hold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/refusal.py" line="70"/>
        <source>A Captain may maroon only another pawn on their own ship, never themselves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/refusal.py" line="71"/>
        <source>Only a First Mate (second in line on a ship) may call for a Mutiny, so the ship needs at least 2 pawns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/refusal.py" line="73"/>
        <source>Only a Cabin Boy (last in line on a ship) may move treasure between holds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/refusal.py" line="74"/>
        <source>There is no treasure in that hold to move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/refusal.py" line="75"/>
        <source>Only the Governor of Tortuga (first in Tortuga&apos;s line) may call for a Brawl.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/refusal.py" line="77"/>
        <source>That Rowboat was blown up by Black Powder and can never be used again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/refusal.py" line="79"/>
        <source>There is no such place: move to a Rowboat, to Tortuga or to a ship.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/refusal.py" line="80"/>
        <source>That is not a move of this game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/refusal.py" line="81"/>
        <source>A Letter of Marque moves a player to the back of a ship&apos;s line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/refusal.py" line="82"/>
        <source>You can only move to a place next to you: each Rowboat adjoins one ship and Tortuga.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/refusal.py" line="85"/>
        <source>That move is not possible.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/refusal.py" line="89"/>
        <source>You have no Letter of Marque kept in front of you to play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/refusal.py" line="90"/>
        <source>Atlantis moves its holder from one ship to the back of the line of the other ship, and that ship must have room.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/refusal.py" line="92"/>
        <source>That card is not in the Vote deck: pick one of the cards you are searching.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/refusal.py" line="94"/>
        <source>A vote is under way: play a Vote card first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/refusal.py" line="95"/>
        <source>You do not hold that Vote card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/refusal.py" line="96"/>
        <source>Play 1 Vote card (2 with the El Dorado map), each card only once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/refusal.py" line="97"/>
        <source>Only the holder of the El Dorado map may play 2 Vote cards in one vote.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/refusal.py" line="98"/>
        <source>Only a player whose Pirate Code covers this vote may stay out of it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="88"/>
        <source>Your turn, {name}: choose an action{extra}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="91"/>
        <source>{name}, Captain of the {ship}: choose the hold for your starting treasure.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="96"/>
        <source>{forcer} forces you, {name}, to reveal slot {a} or slot {b}: pick one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="105"/>
        <source>The Attack succeeded, Captain {name}: take 1 treasure (or leave it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="107"/>
        <source>{name}, you are about to be marooned: drink from the Fountain of Youth?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/presenter/presenter.py" line="412"/>
        <source>Nothing to choose now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/presenter/presenter.py" line="415"/>
        <source>First choose an action on the right.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/presenter/presenter.py" line="434"/>
        <source>That cannot be chosen now. {prompt}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/panels/cards.py" line="58"/>
        <source>Top, for Attacks: {symbol}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/panels/cards.py" line="59"/>
        <source>Middle, for Brawls: {symbol}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/panels/cards.py" line="60"/>
        <source>Bottom, for Mutinies: {symbol}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/panels/cards.py" line="63"/>
        <source>A double card: it counts as two symbols in every section.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/panels/cards.py" line="65"/>
        <source>In this vote only the top section counts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/panels/cards.py" line="66"/>
        <source>In this vote only the middle section counts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/panels/cards.py" line="67"/>
        <source>In this vote only the bottom section counts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/panels/cards.py" line="84"/>
        <source>A Vote card counts in one vote by one of its sections: the top in an Attack, the middle in a Brawl, the bottom in a Mutiny.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/panels/cards.py" line="91"/>
        <source>Attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/panels/cards.py" line="91"/>
        <source>Brawl</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/panels/cards.py" line="92"/>
        <source>Mutiny</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/panels/seats.py" line="43"/>
        <location filename="../../tortuga_qt/ui/widgets/panels/seats.py" line="50"/>
        <source>Pirates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/panels/private.py" line="221"/>
        <source>Secrets of {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/panels/private.py" line="334"/>
        <source>In front of you: {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../tortuga_qt/selftest.py" line="75"/>
        <location filename="../../tortuga_qt/ui/widgets/panels/seats.py" line="74"/>
        <source>%n Vote card(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/panels/seats.py" line="76"/>
        <source>▶ turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/panels/seats.py" line="78"/>
        <source>loses next turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../tortuga_qt/ui/widgets/panels/seats.py" line="80"/>
        <source>Pirate Code (%n vote(s) left)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/panels/seats.py" line="102"/>
        <source>Captain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/panels/seats.py" line="104"/>
        <source>First Mate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/panels/seats.py" line="106"/>
        <source>Cabin Boy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/panels/seats.py" line="108"/>
        <source>Governor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/panels/seats.py" line="110"/>
        <source>on a Rowboat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/wording.py" line="216"/>
        <source>Event card {n} of the row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/panels/private.py" line="212"/>
        <source>Secrets appear here only for the player at the device.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/presenter/phone_frame.py" line="127"/>
        <location filename="../../tortuga_qt/ui/widgets/panels/private.py" line="229"/>
        <source>Your Loyalty: {team}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/presenter/phone_frame.py" line="93"/>
        <location filename="../../tortuga_qt/ui/widgets/panels/private.py" line="252"/>
        <source>You hold no Vote card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/panels/private.py" line="260"/>
        <source>Put down in this vote: {cards}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/presenter/phone_frame.py" line="79"/>
        <location filename="../../tortuga_qt/ui/widgets/panels/private.py" line="263"/>
        <location filename="../../tortuga_qt/ui/widgets/panels/private.py" line="271"/>
        <source>Slot {n}: {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/log_panel.py" line="86"/>
        <source>Click to read the card: {cards}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/presenter/phone_frame.py" line="97"/>
        <location filename="../../tortuga_qt/ui/widgets/panels/private.py" line="264"/>
        <source>no card seen in the row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/panels/private.py" line="264"/>
        <source>Your notes: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/panels/private.py" line="276"/>
        <source>Crow&apos;s Nest: the whole Vote deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/panels/private.py" line="315"/>
        <source>Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/panels/private.py" line="317"/>
        <source>Ask a Hard computer pirate what it would do here, from what you know (the end screen counts hints).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/presenter/presenter.py" line="285"/>
        <source>A Hard pirate would: {action}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/presenter/presenter.py" line="286"/>
        <source>A Hard pirate is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/panels/private.py" line="356"/>
        <source>What is this?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/panels/actions.py" line="180"/>
        <source>Read the rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/log_panel.py" line="83"/>
        <source>Only you can see this line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/replay.py" line="43"/>
        <source>Replay — {title}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/replay.py" line="76"/>
        <source>« Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/replay.py" line="77"/>
        <source>◀ Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/replay.py" line="78"/>
        <source>Forward ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/replay.py" line="79"/>
        <source>End »</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/replay.py" line="86"/>
        <source>Export the log…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/replay.py" line="137"/>
        <source>Step {n} of {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/replay.py" line="157"/>
        <location filename="../../tortuga_qt/ui/widgets/replay.py" line="167"/>
        <source>Export the log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/replay.py" line="168"/>
        <source>The log could not be written: {why}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/welcome.py" line="23"/>
        <source>Welcome aboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/welcome.py" line="26"/>
        <source>Welcome to Tortuga 1667</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/welcome.py" line="28"/>
        <source>New to the game? Learn to play takes about 20 minutes on the real table, step by step, and ends with a short game against computer pirates. You can come back to it any time from the Help menu.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/welcome.py" line="32"/>
        <source>Learn to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/welcome.py" line="35"/>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/beliefs.py" line="67"/>
        <source>What a computer pirate believed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/beliefs.py" line="73"/>
        <source>Whose beliefs to show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/beliefs.py" line="126"/>
        <source>No Loyalty card has been dealt yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/beliefs.py" line="128"/>
        <source>The chance {name} gave each pirate of being British, French or Dutch, from what {name} had seen by this step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/beliefs.py" line="142"/>
        <source>{who}: {team}, {share} %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/game_files.py" line="83"/>
        <source>{names} and {last}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/game_files.py" line="113"/>
        <source>Unfinished game of {players}, from {when}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/game_files.py" line="116"/>
        <source>Finished game of {players}, from {when}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/game_files.py" line="119"/>
        <source>Unfinished game from {when}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/game_files.py" line="120"/>
        <source>Finished game from {when}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/game_files.py" line="122"/>
        <source>the autosave</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/game_files.py" line="138"/>
        <source>today, {time}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/game_files.py" line="140"/>
        <source>yesterday, {time}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/game_files.py" line="142"/>
        <source>{date}, {time}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/game_files.py" line="151"/>
        <source>finished: the {team} win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/game_files.py" line="153"/>
        <source>finished: a draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/game_files.py" line="154"/>
        <source>finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/game_files.py" line="213"/>
        <source>Please type a name for the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/game_files.py" line="215"/>
        <source>That name is too long: please keep it to {max} letters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/game_files.py" line="218"/>
        <source>A game&apos;s name cannot hold these signs: {signs}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/game_files.py" line="221"/>
        <source>A game&apos;s name cannot start or end with a dot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/game_files.py" line="223"/>
        <source>The name {name} is kept for the computer&apos;s own use; please choose another.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/game_files.py" line="239"/>
        <source>It is not a Tortuga 1667 save file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/game_files.py" line="241"/>
        <source>It was saved by a newer version of Tortuga 1667; please update the program to open it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/game_files.py" line="245"/>
        <source>It holds a game saved under different rules; it cannot be continued.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/game_files.py" line="250"/>
        <source>It is damaged: part of it is missing or wrong.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/library/lock.py" line="88"/>
        <source>Tortuga 1667 is already open in another window; this window will not autosave.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/library/lock.py" line="90"/>
        <source>it cannot be written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/library/lock.py" line="91"/>
        <source>Tortuga 1667 cannot use its data folder {folder} ({why}), so this window will not autosave. Use Game &gt; Save As… to keep a game elsewhere.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/library/reading.py" line="64"/>
        <source>The file {name} does not exist in {folder}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/library/reading.py" line="67"/>
        <source>The file {name} in {folder} cannot be read ({why}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/library/reading.py" line="99"/>
        <source>The last game could not be resumed. {why} It was kept aside as {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/library/reading.py" line="102"/>
        <source>The last game could not be resumed. {why} It could not be kept aside either, so this window will not autosave (the file stays as it is).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/library/reading.py" line="118"/>
        <source>This game cannot be opened. {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/library/reading.py" line="126"/>
        <location filename="../../tortuga_qt/app/library/reading.py" line="140"/>
        <source>This game cannot be replayed. {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/library/filing.py" line="294"/>
        <source>The game could not be saved to {path} ({why}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/library/reading.py" line="70"/>
        <source>{name} is not a save file: a folder or another kind of file has its name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/library/reading.py" line="80"/>
        <source>The file {name} could not be read back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../tortuga_qt/app/library/reading.py" line="110"/>
        <source>An unfinished game was saved: {names}, %n move(s) played. Resume it?</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/library/reading.py" line="128"/>
        <source>The replay shows every secret: it opens only for a finished game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/library/reading.py" line="133"/>
        <source>The replay shows every secret: it opens when the game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/library/reading.py" line="142"/>
        <source>this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/library/filing.py" line="207"/>
        <source>The unfinished game could not be kept ({why}). Open the other game anyway and lose it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/library/filing.py" line="208"/>
        <source>The unfinished game could not be kept ({why}). Start a new game anyway and lose it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/library/filing.py" line="281"/>
        <source>This finished game could not be saved in {folder} ({why}). Free some space there: it is saved as soon as it can be.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/library/filing.py" line="299"/>
        <source>Saved to {path}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/library/catalogue.py" line="98"/>
        <source>cannot be opened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/library/catalogue.py" line="104"/>
        <source>It cannot be read ({why}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/library/catalogue.py" line="107"/>
        <source>It is a folder, not a save file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/library/catalogue.py" line="109"/>
        <source>It is not an ordinary file, so it is not a save file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/library/catalogue.py" line="112"/>
        <source>It is empty: it holds no game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/library/catalogue.py" line="115"/>
        <source>It is damaged or cut short: it is not a readable save file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../tortuga_qt/app/library/catalogue.py" line="127"/>
        <source>%n move(s) played</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/library/catalogue.py" line="134"/>
        <source>This is the autosave of the game on the table; it is kept while the game goes on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/library/catalogue.py" line="137"/>
        <source>Only the games in {folder} are managed here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/library/catalogue.py" line="147"/>
        <source>{name} is a folder; it is not deleted from here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/library/catalogue.py" line="154"/>
        <source>{name} could not be deleted ({why}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/library/catalogue.py" line="176"/>
        <source>There is already a game called {name}; please choose another name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/library/catalogue.py" line="185"/>
        <source>{name} could not be renamed ({why}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/autosave.py" line="39"/>
        <source>The game could not be saved to {path} ({why}); autosave resumes when it works again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../tortuga_qt/ui/widgets/saved_games.py" line="58"/>
        <source>Unfinished games (%n)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tortuga_qt/ui/widgets/saved_games.py" line="60"/>
        <source>Finished games: open one to watch its replay (%n)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tortuga_qt/ui/widgets/saved_games.py" line="61"/>
        <source>Files that cannot be opened (%n)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/saved_games.py" line="67"/>
        <source>{name} (on the table)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/saved_games.py" line="69"/>
        <source>The game on the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/saved_games.py" line="71"/>
        <source>The last unfinished game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/saved_games.py" line="88"/>
        <source>Delete “{name}” ({players})? It cannot be brought back. The game on the table is not affected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/saved_games.py" line="91"/>
        <source>Delete the finished game of {players}, last played {when}? It cannot be brought back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/saved_games.py" line="93"/>
        <source>Delete the game of {players}, last played {when}? It cannot be brought back. The game on the table is not affected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/saved_games.py" line="139"/>
        <location filename="../../tortuga_qt/ui/widgets/saved_games.py" line="379"/>
        <source>Saved games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/saved_games.py" line="141"/>
        <source>An unfinished game is kept here when another game takes the table, and every finished game for its replay. Give a game a name to find it again; delete the ones you no longer need.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/saved_games.py" line="149"/>
        <source>Last played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/saved_games.py" line="150"/>
        <source>Progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/saved_games.py" line="168"/>
        <source>No saved games yet. Start another game while one is unfinished, or finish a game, and it will be kept here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/saved_games.py" line="177"/>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/saved_games.py" line="180"/>
        <source>Rename…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/saved_games.py" line="182"/>
        <source>Delete…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/saved_games.py" line="281"/>
        <source>Choose a game in the list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/saved_games.py" line="283"/>
        <source>The file {name} cannot be opened. {why} Delete it if you no longer need it; nothing else is done with it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/saved_games.py" line="303"/>
        <source>“{name}” is a finished game. Open shows its replay, every secret face up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/saved_games.py" line="306"/>
        <source>A finished game, last played {when}. Open shows its replay, every secret face up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/saved_games.py" line="309"/>
        <source>“{name}” is an unfinished game. Open puts it on the table (the game there now is kept first).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/saved_games.py" line="311"/>
        <source>An unfinished game, last played {when}, kept here when another game took the table. Open puts it back on the table (the game there now is kept first); Rename gives it a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/saved_games.py" line="287"/>
        <source>This is the game on the table, kept in the autosave after every move. It cannot be deleted or renamed while it is played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/saved_games.py" line="75"/>
        <source>A finished game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/saved_games.py" line="78"/>
        <source>An unfinished game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/saved_games.py" line="290"/>
        <source>“{name}” is the game on the table. The autosave keeps it after every move, and this file is brought up to date when another game takes the table. It can be renamed, not deleted, while it is played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/saved_games.py" line="295"/>
        <source>This is the game on the table. The autosave keeps it after every move, and this copy is brought up to date when another game takes the table. Rename gives it a name; it cannot be deleted while it is played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/saved_games.py" line="300"/>
        <source>The last unfinished game, kept in the autosave. Open puts it back on the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/saved_games.py" line="335"/>
        <source>Rename a saved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/saved_games.py" line="336"/>
        <source>A name for this game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/saved_games.py" line="84"/>
        <source>Delete the file {name}? It cannot be brought back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/saved_games.py" line="356"/>
        <source>Delete a saved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/language_menu.py" line="56"/>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/language_menu.py" line="64"/>
        <source>Same as the system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/looks.py" line="142"/>
        <source>High &amp;contrast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/looks.py" line="148"/>
        <source>Zoom &amp;in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/looks.py" line="150"/>
        <source>Zoom &amp;out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/looks.py" line="151"/>
        <source>&amp;Normal size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/new_game.py" line="46"/>
        <source>Player {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/seats_dialog.py" line="47"/>
        <source>Seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/seats_dialog.py" line="56"/>
        <source>Phone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/seats_dialog.py" line="60"/>
        <source>Hand a seat to a computer when someone leaves, or to a person who joins: a person who joins first sees their Loyalty card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/seats_dialog.py" line="106"/>
        <source>connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/seats_dialog.py" line="107"/>
        <source>not connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/seats_dialog.py" line="108"/>
        <source>Pair again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/seats_dialog.py" line="110"/>
        <source>A new code for this seat: its phone is cut off at once, and the new code is shown behind the seat&apos;s curtain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/seats_dialog.py" line="158"/>
        <source>S&amp;eats…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/presenter/pace.py" line="54"/>
        <source>The game goes on by itself in a few seconds (View › Pace), or at once with Continue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/presenter/pace.py" line="55"/>
        <source>It stays on the mat until you go on: Continue, a click on the mat, or Enter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/table_pace.py" line="73"/>
        <source>&amp;Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/table_motion.py" line="68"/>
        <location filename="../../tortuga_qt/ui/widgets/table_pace.py" line="74"/>
        <source>&amp;Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/table_motion.py" line="69"/>
        <location filename="../../tortuga_qt/ui/widgets/table_pace.py" line="75"/>
        <source>&amp;Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/table_motion.py" line="70"/>
        <source>&amp;Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/table_motion.py" line="128"/>
        <source>Your system asks for reduced motion: the mat does not animate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/table_pace.py" line="91"/>
        <source>Pac&amp;e</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/table_pace.py" line="98"/>
        <source>Computers pause {move} s before each move; when only computers play, a reveal stays {reveal} s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/phones/link.py" line="146"/>
        <source>The phones cannot connect: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/phones/pairing.py" line="92"/>
        <source>Pair the phone of {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/phones/pairing.py" line="93"/>
        <source>{name}: scan this code with your phone&apos;s camera. Your phone must be on the same Wi-Fi as this computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/phones/pairing.py" line="95"/>
        <source>Or open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/phones/pairing.py" line="96"/>
        <source>and type the code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/phones/pairing.py" line="97"/>
        <source>Network address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/phones/pairing.py" line="104"/>
        <source>Connected: the phone of {name} holds the seat now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/phones/pairing.py" line="105"/>
        <source>Waiting for the phone…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/phones/pairing.py" line="106"/>
        <source>The code is a secret key for this seat alone: what passes between this computer and the phone is encrypted with it, and it never crosses the network.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Team</name>
    <message>
        <location filename="../../tortuga_qt/app/names.py" line="54"/>
        <source>British</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/names.py" line="54"/>
        <source>French</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/names.py" line="54"/>
        <source>Dutch</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Turns</name>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/turn_words.py" line="32"/>
        <source>Now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/turn_words.py" line="34"/>
        <source>Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/turn_words.py" line="36"/>
        <source>takes the device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/turn_words.py" line="38"/>
        <source>looks in secret</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/turn_words.py" line="40"/>
        <source>thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/turn_words.py" line="42"/>
        <source>decides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/turn_words.py" line="44"/>
        <source>loses next turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/ui/widgets/turn_words.py" line="47"/>
        <source>Computer ({level})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Vote</name>
    <message>
        <location filename="../../tortuga_qt/app/names.py" line="79"/>
        <source>an Attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/names.py" line="80"/>
        <source>a Mutiny</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/names.py" line="81"/>
        <source>a Brawl</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/names.py" line="88"/>
        <source>Cannon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/names.py" line="88"/>
        <source>Torch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/names.py" line="89"/>
        <source>Water</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/names.py" line="89"/>
        <source>British flag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/names.py" line="90"/>
        <source>French flag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/names.py" line="90"/>
        <source>Skull</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/names.py" line="91"/>
        <source>Helm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../tortuga_qt/app/names.py" line="99"/>
        <source>{parts} (double)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
