<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko_KR">
    <context>
        <name>Access</name>
        <message>
            <location filename="../../tortuga_qt/ui/access.py" line="120" />
            <source>You have marked this.</source>
            <translation>표시해 둔 대상입니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/access.py" line="122" />
            <source>You can choose this now.</source>
            <translation>지금 선택할 수 있습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/scene/shown_large.py" line="220" />
            <source>The cards: {faces}.</source>
            <translation>카드: {faces}.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/scene/tips.py" line="123" />
            <source>{thing}; {state}</source>
            <translation>{thing}; {state}</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/scene/tips.py" line="199" />
            <source>{pawn}; in front of them: {cards}</source>
            <translation>{pawn}; 앞에 놓인 카드: {cards}</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/scene/tips.py" line="227" />
            <source>{ship}, Captain: {captain}; British hold {b}, French hold {f}</source>
            <translation>{ship}, 선장: {captain}; 영국 보물 창고 {b}, 프랑스 보물 창고 {f}</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/scene/tips.py" line="229" />
            <source>{ship}, nobody aboard; British hold {b}, French hold {f}</source>
            <translation>{ship}, 탄 사람 없음; 영국 보물 창고 {b}, 프랑스 보물 창고 {f}</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/scene/tips.py" line="258" />
            <source>The discard pile; cards: {n}; on top: {card}</source>
            <translation>버린 카드 더미; 카드 {n}장; 맨 위: {card}</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/scene/tips.py" line="259" />
            <source>The discard pile; empty</source>
            <translation>버린 카드 더미; 비어 있음</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/scene/tips.py" line="270" />
            <source>Their pawn is {colour} and bears the letter {letter}.</source>
            <translation>말의 색은 {colour}, 글자는 {letter}입니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/curtain.py" line="240" />
            <source>{title}. {reason}</source>
            <translation>{title}. {reason}</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/panels/private.py" line="414" />
            <source>Vote card: {face}</source>
            <translation>투표 카드: {face}</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/panels/private.py" line="415" />
            <source>Vote card: {face}; copies: {n}</source>
            <translation>투표 카드: {face}; {n}장</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/table_view.py" line="39" />
            <source>The mat</source>
            <translation>게임판</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/table_view.py" line="40" />
            <source>The ships, Tortuga, the Rowboats, the Event row and the pirates. Tab moves the focus ring over what you can choose now; Enter chooses it.</source>
            <translation>배, 토르투가, 노 젓는 배, 이벤트 줄, 해적들. Tab 키로 지금 선택할 수 있는 대상 위로 포커스 테두리를 옮기고, Enter 키로 선택합니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/end_screen.py" line="346" />
            <source>{place}, {team}: {n}</source>
            <translation>{place}, {team}: {n}</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/end_screen.py" line="347" />
            <source>{place}: {n}</source>
            <translation>{place}: {n}</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/turn_words.py" line="53" />
            <source>{name}, pawn {letter}, {colour}</source>
            <translation>{name}, 말 {letter}, {colour}</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/turn_words.py" line="56" />
            <source>whose turn it is</source>
            <translation>지금 차례</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/turn_words.py" line="58" />
            <source>next turn</source>
            <translation>다음 차례</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/turn_words.py" line="60" />
            <source>decides now</source>
            <translation>지금 결정하는 중</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/turn_words.py" line="62" />
            <source>loses their next turn</source>
            <translation>다음 차례를 잃음</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/turn_words.py" line="64" />
            <source>a computer pirate, {level}</source>
            <translation>컴퓨터 해적, {level}</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/turn_words.py" line="66" />
            <source>thinking</source>
            <translation>생각하는 중</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/turn_words.py" line="68" />
            <source>must take the device now</source>
            <translation>지금 컴퓨터를 받아야 함</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/turn_words.py" line="70" />
            <source>looks at their secret cards now</source>
            <translation>지금 비밀 카드를 몰래 확인하는 중</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/turn_strip.py" line="252" />
            <source>Turn order</source>
            <translation>차례 순서</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/turn_strip.py" line="257" />
            <source>Now: {name}.</source>
            <translation>지금: {name}.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/turn_strip.py" line="259" />
            <source>Next: {name}.</source>
            <translation>다음: {name}.</translation>
        </message>
    </context>
    <context>
        <name>Card</name>
        <message>
            <location filename="../../tortuga_qt/app/cards/atlantis.py" line="11" />
            <source>Atlantis</source>
            <translation>아틀란티스</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/cards/el_dorado.py" line="24" />
            <source>El Dorado</source>
            <translation>엘도라도</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/cards/fountain_of_youth.py" line="11" />
            <source>Fountain of Youth</source>
            <translation>젊음의 샘</translation>
        </message>
    </context>
    <context>
        <name>Colour</name>
        <message>
            <location filename="../../tortuga_qt/app/names.py" line="60" />
            <source>red</source>
            <translation>빨강</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/names.py" line="60" />
            <source>blue</source>
            <translation>파랑</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/names.py" line="60" />
            <source>teal</source>
            <translation>청록</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/names.py" line="61" />
            <source>orange</source>
            <translation>주황</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/names.py" line="61" />
            <source>lilac</source>
            <translation>연보라</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/names.py" line="61" />
            <source>grey</source>
            <translation>회색</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/names.py" line="62" />
            <source>light green</source>
            <translation>연두</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/names.py" line="62" />
            <source>black</source>
            <translation>검정</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/names.py" line="63" />
            <source>white</source>
            <translation>하양</translation>
        </message>
    </context>
    <context>
        <name>End</name>
        <message>
            <location filename="../../tortuga_qt/app/end_summary.py" line="131" />
            <source>{who} called for {vote}: {verdict}.</source>
            <translation>{who}이(가) {vote} 투표를 요청했고, {verdict}.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tortuga_qt/app/end_summary.py" line="174" />
            <source>{name}: %n hint(s)</source>
            <translation>
                <numerusform>{name}: 힌트 %n회</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/end_screen.py" line="171" />
            <source>★ {team} · winner</source>
            <translation>★ {team} · 승리</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tortuga_qt/ui/widgets/end_screen.py" line="210" />
            <source>A person · %n hint(s)</source>
            <translation>
                <numerusform>사람 · 힌트 %n회</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/end_screen.py" line="211" />
            <source>A person</source>
            <translation>사람</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/end_screen.py" line="212" />
            <source>Computer · {level}</source>
            <translation>컴퓨터 · {level}</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/end_screen.py" line="265" />
            <source>Turn {turn}: {text}</source>
            <translation>{turn}번째 차례: {text}</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/end_screen.py" line="269" />
            <source>No vote moved treasure and nobody was marooned.</source>
            <translation>보물을 옮긴 투표도, 유배된 플레이어도 없었습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/end_screen.py" line="273" />
            <source>Turning points</source>
            <translation>결정적 순간</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/end_screen.py" line="285" />
            <source>Rematch</source>
            <translation>재대결</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/end_screen.py" line="287" />
            <source>The same seats, names, pirates and computer levels; a fresh deal</source>
            <translation>같은 자리, 이름, 해적, 컴퓨터 난이도로 카드를 새로 나눠 다시 합니다</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/end_screen.py" line="358" />
            <source>Treasure</source>
            <translation>보물</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/end_screen.py" line="366" />
            <source>Tortuga</source>
            <translation>토르투가</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/end_screen.py" line="380" />
            <source>Team totals</source>
            <translation>팀 합계</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/end_screen.py" line="387" />
            <source>Left on the Spanish Galleon (nobody's)</source>
            <translation>스페인 갤리온에 남은 보물 (주인 없음)</translation>
        </message>
    </context>
    <context>
        <name>Event</name>
        <message>
            <location filename="../../tortuga_qt/app/story.py" line="37" />
            <source>by the Captain</source>
            <translation>선장에 의해</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/story.py" line="39" />
            <source>by a Mutiny</source>
            <translation>반란으로</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/cards/pistol.py" line="20" />
            <source>by the Pistol</source>
            <translation>권총으로</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/cards/black_spot.py" line="21" />
            <source>by the Black Spot</source>
            <translation>검은 표식으로</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/cards/albatross.py" line="24" />
            <source>by the Albatross</source>
            <translation>알바트로스 때문에</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/cards/black_powder.py" line="21" />
            <source>by Black Powder</source>
            <translation>흑색 화약으로</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/story.py" line="60" />
            <source>nobody</source>
            <translation>없음</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/story.py" line="83" />
            <source>{who} moves from {src} to {dst} by Letter of Marque.</source>
            <translation>{who}이(가) 나포 허가증으로 {src}에서 {dst}(으)로 이동했습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/story.py" line="85" />
            <source>{who} sails from {src} to {dst} with the Atlantis map.</source>
            <translation>{who}이(가) 아틀란티스 지도로 {src}에서 {dst}(으)로 항해했습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/story.py" line="86" />
            <source>{who} moves from {src} to {dst}.</source>
            <translation>{who}이(가) {src}에서 {dst}(으)로 이동했습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/names.py" line="105" />
            <source>it succeeds</source>
            <translation>성공했습니다</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/names.py" line="106" />
            <source>it fails</source>
            <translation>실패했습니다</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/names.py" line="107" />
            <source>the British win it</source>
            <translation>영국 팀이 이겼습니다</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/names.py" line="108" />
            <source>the French win it</source>
            <translation>프랑스 팀이 이겼습니다</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/names.py" line="109" />
            <source>it is a tie</source>
            <translation>동점이었습니다</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/story.py" line="110" />
            <source>{row}; {deck}.</source>
            <translation>{row}. {deck}.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/story.py" line="154" />
            <source>The last Event card has entered the row: the row is shuffled and laid out again.</source>
            <translation>마지막 이벤트 카드가 이벤트 줄에 들어왔습니다. 이벤트 줄의 카드를 섞어 다시 놓았습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/story.py" line="197" />
            <source>The cards of {vote} are shuffled and revealed: {faces}. {verdict}.</source>
            <translation>{vote} 투표에 나온 카드를 섞어 공개했습니다: {faces}. {verdict}.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/story.py" line="215" />
            <source>{who}, marooned again on Tortuga, loses a random Vote card.</source>
            <translation>토르투가에서 다시 유배된 {who}이(가) 무작위로 투표 카드 1장을 잃었습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/story.py" line="238" />
            <source>British {b}, French {f}</source>
            <translation>영국 {b}, 프랑스 {f}</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/story.py" line="242" />
            <source>the Spanish Armada arrives and they have the most treasure</source>
            <translation>스페인 아르마다가 도착했을 때 보물이 가장 많았습니다</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/story.py" line="243" />
            <source>the teams are tied when the Spanish Armada arrives</source>
            <translation>스페인 아르마다가 도착했을 때 두 팀이 동점이었습니다</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/story.py" line="246" />
            <source>Game over: the {team} win ({winners}): {why}. {score}.</source>
            <translation>게임 종료: {team} 팀 승리({winners}). {why}. {score}.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/story.py" line="179" />
            <source>Stormy Seas: Tortuga's treasure goes back to its starting areas.</source>
            <translation>폭풍의 바다: 토르투가의 보물이 시작 구역으로 돌아갔습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/story.py" line="96" />
            <source>Starred Event cards this game: {cards}.</source>
            <translation>이번 게임의 별 이벤트 카드: {cards}.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/story.py" line="66" />
            <source>a {face} card</source>
            <translation>{face} 카드</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/story.py" line="101" />
            <source>The Vote deck is shuffled.</source>
            <translation>투표 덱을 섞었습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/story.py" line="102" />
            <source>The Event deck is shuffled.</source>
            <translation>이벤트 덱을 섞었습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/story.py" line="107" />
            <source>{who} drew {cards}.</source>
            <translation>{who}이(가) {cards}을(를) 뽑았습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/story.py" line="114" />
            <source>Pawns drawn from the bag. Flying Dutchman: {fd}. Jolly Roger: {jr}.</source>
            <translation>주머니에서 말을 뽑았습니다. 플라잉 더치맨: {fd}. 졸리 로저: {jr}.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/story.py" line="117" />
            <source>{who}, Captain of the {ship}, puts the starting treasure in the {team} hold.</source>
            <translation>{ship}의 선장 {who}이(가) 시작 보물을 {team} 보물 창고에 넣었습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/story.py" line="120" />
            <source>{who} to play.</source>
            <translation>{who}의 차례입니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/story.py" line="122" />
            <source>{who} loses this turn to Scurvy.</source>
            <translation>{who}은(는) 괴혈병으로 이번 차례를 잃었습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/story.py" line="124" />
            <source>{who} keeps the Atlantis map for later.</source>
            <translation>{who}은(는) 아틀란티스 지도를 나중을 위해 보관했습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/story.py" line="128" />
            <source>Facade: {who} and {other} swap places.</source>
            <translation>파사드: {who}와(과) {other}이(가) 위치를 바꿨습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/story.py" line="131" />
            <source>Marooned again {cause} while already on Tortuga: {who} goes to the back of Tortuga's line.</source>
            <translation>이미 토르투가에 있던 {who}이(가) {cause} 다시 유배되어 토르투가 줄의 맨 뒤로 갔습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/story.py" line="133" />
            <source>Marooned {cause}: {who} goes from {place} to Tortuga.</source>
            <translation>{who}이(가) {cause} {place}에서 토르투가로 유배되었습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/story.py" line="136" />
            <source>Two Albatrosses aboard the {ship}: everyone aboard is marooned!</source>
            <translation>{ship}에 알바트로스가 두 장 모였습니다. 배에 탄 모두가 유배되었습니다!</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/story.py" line="138" />
            <source>{card} goes to the discard pile.</source>
            <translation>{card}이(가) 버림 더미로 갔습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/story.py" line="140" />
            <source>{who} secretly views the Event cards in slots {a} and {b}.</source>
            <translation>{who}이(가) {a}번 칸과 {b}번 칸의 이벤트 카드를 몰래 보았습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/story.py" line="143" />
            <source>{who} sees slot {a}: {ca}, slot {b}: {cb}.</source>
            <translation>{who}이(가) 본 카드: {a}번 칸 {ca}, {b}번 칸 {cb}.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/story.py" line="146" />
            <source>{who} reveals slot {a}: {card}!</source>
            <translation>{who}이(가) {a}번 칸을 공개했습니다: {card}!</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/story.py" line="148" />
            <source>{who} forces {other} to reveal slot {a} or {b}.</source>
            <translation>{who}이(가) {other}에게 {a}번 칸이나 {b}번 칸의 공개를 강요했습니다.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tortuga_qt/app/story.py" line="168" />
            <source>Crow's Nest: {who} shuffles the %n Vote card(s) of {other} into the deck and searches it for replacements.</source>
            <translation>
                <numerusform>망대: {who}이(가) {other}의 투표 카드 %n장을 덱에 섞어 넣고, 덱에서 대신할 카드를 찾았습니다.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/story.py" line="184" />
            <source>{card} has no effect at the place of {who}.</source>
            <translation>{who}이(가) 있는 곳에서는 {card}의 효과가 없었습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/story.py" line="217" />
            <source>New Vote cards for {who}: {cards}.</source>
            <translation>{who}의 새 투표 카드: {cards}.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/story.py" line="240" />
            <source>Game over: still tied with no Event cards left, the game is a draw. {score}.</source>
            <translation>게임 종료: 이벤트 카드가 다 떨어졌는데도 여전히 동점이라 무승부입니다. {score}.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/story.py" line="244" />
            <source>they took the lead after the tie-break</source>
            <translation>동점 이후 먼저 앞서 나갔습니다</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/story.py" line="156" />
            <source>{who} keeps the {card} face up.</source>
            <translation>{who}이(가) {card}을(를) 앞면으로 자기 앞에 두었습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/story.py" line="55" />
            <source>{name} (seat {seat})</source>
            <translation>{name} ({seat}번 자리)</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/story.py" line="74" />
            <source>(only {names} saw this)</source>
            <translation>({names}만 보았습니다)</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/story.py" line="76" />
            <source>(nobody saw this)</source>
            <translation>(아무도 보지 못했습니다)</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/story.py" line="99" />
            <source>Loyalty of {who}: {team}.</source>
            <translation>{who}은(는) {team} 팀입니다.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tortuga_qt/app/story.py" line="105" />
            <source>{who} draws %n Vote card(s).</source>
            <translation>
                <numerusform>{who}이(가) 투표 카드 %n장을 뽑았습니다.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../tortuga_qt/app/story.py" line="111" />
            <source>%n Event card(s) lie(s) face down in the row</source>
            <translation>
                <numerusform>이벤트 줄에 이벤트 카드 %n장이 뒷면으로 놓였습니다</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../tortuga_qt/app/story.py" line="112" />
            <source>%n card(s) left in the Event deck</source>
            <translation>
                <numerusform>이벤트 덱에 카드 %n장이 남았습니다</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../tortuga_qt/app/story.py" line="152" />
            <source>A new face-down card fills slot {a} (%n card(s) left in the deck).</source>
            <translation>
                <numerusform>새 카드가 뒷면으로 {a}번 칸을 채웠습니다(덱에 %n장 남음).</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/story.py" line="158" />
            <source>{who} gives the {card} to {other}.</source>
            <translation>{who}이(가) {card}을(를) {other}에게 주었습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/story.py" line="160" />
            <source>{who} aims the Pistol at {other}.</source>
            <translation>{who}이(가) {other}에게 권총을 겨눴습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/story.py" line="162" />
            <source>{who} blows up {place}: it can never be used again.</source>
            <translation>{who}이(가) {place}을(를) 폭파했습니다. 이제 다시는 사용할 수 없습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/story.py" line="164" />
            <source>Cabin Fever: {who} and {other} shuffle their Loyalty cards and look again.</source>
            <translation>선실 열병: {who}와(과) {other}이(가) 충성 카드를 섞어 다시 확인했습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/story.py" line="171" />
            <source>{who} picks {card} for {other}.</source>
            <translation>{who}이(가) {other}에게 줄 {card}을(를) 골랐습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/story.py" line="173" />
            <source>Eight Bells: the pawns on {place} are redrawn: {line}.</source>
            <translation>여덟 점 종: {place}의 말을 다시 뽑았습니다: {line}.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/story.py" line="176" />
            <source>Scurvy! {seats} will lose their next turn.</source>
            <translation>괴혈병! {seats}은(는) 다음 차례를 잃습니다.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tortuga_qt/app/story.py" line="181" />
            <source>Stormy Seas: %n treasure on {place} go(es) back to the Spanish Galleon.</source>
            <translation>
                <numerusform>폭풍의 바다: {place}의 보물 %n개가 스페인 갤리온으로 돌아갔습니다.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/story.py" line="186" />
            <source>{who} calls for {vote}; taking part: {seats}.</source>
            <translation>{who}이(가) {vote} 투표를 요청했습니다. 참여: {seats}.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/story.py" line="189" />
            <source>{who} puts a Vote card face down.</source>
            <translation>{who}이(가) 투표 카드 1장을 뒷면으로 냈습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/story.py" line="190" />
            <source>{who} puts two Vote cards face down (El Dorado).</source>
            <translation>{who}이(가) 투표 카드 2장을 뒷면으로 냈습니다(엘도라도).</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/story.py" line="192" />
            <source>{who} played {cards}.</source>
            <translation>{who}이(가) {cards}을(를) 냈습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/story.py" line="194" />
            <source>{who} stays out of the vote (Pirate Code).</source>
            <translation>{who}은(는) 투표에 참여하지 않았습니다(해적 규약).</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/story.py" line="201" />
            <source>Tortuga's treasure now lies British {b}, French {f}.</source>
            <translation>이제 토르투가의 보물: 영국 구역 {b}개, 프랑스 구역 {f}개.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/story.py" line="203" />
            <source>{who} leaves the plunder where it is.</source>
            <translation>{who}은(는) 전리품을 그대로 두었습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/story.py" line="205" />
            <source>{who} takes 1 treasure from {src} into {dst}.</source>
            <translation>{who}이(가) {src}에서 보물 1개를 가져와 {dst}에 넣었습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/story.py" line="208" />
            <source>{who} moves 1 treasure on the {ship} from the {src} to the {dst} hold.</source>
            <translation>{who}이(가) {ship}의 {src} 보물 창고에 있던 보물 1개를 {dst} 보물 창고로 옮겼습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/story.py" line="211" />
            <source>Captain {who} maroons {other}.</source>
            <translation>선장 {who}이(가) {other}을(를) 유배했습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/story.py" line="213" />
            <source>{who} drinks from the Fountain of Youth and is not marooned.</source>
            <translation>{who}은(는) 젊음의 샘을 마시고 유배되지 않았습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/story.py" line="219" />
            <source>{who} lost {card}.</source>
            <translation>{who}이(가) {card}을(를) 잃었습니다.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tortuga_qt/app/story.py" line="222" />
            <source>The vote's %n card(s) go(es) to the bottom of the Vote deck, shuffled.</source>
            <translation>
                <numerusform>이번 투표에 쓴 카드 %n장을 섞어 투표 덱 맨 아래에 넣었습니다.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/story.py" line="224" />
            <source>The Pirate Code is spent for {who} (it covered two votes).</source>
            <translation>{who}의 해적 규약 효과가 끝났습니다(투표 두 번에 적용됨).</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tortuga_qt/app/story.py" line="227" />
            <source>Tied at the Spanish Armada with an even number of players: the Armada leaves the game and %n card(s) form(s) a new deck; the first team to lead wins.</source>
            <translation>
                <numerusform>스페인 아르마다가 나왔을 때 동점이고 플레이어 수가 짝수입니다. 아르마다는 게임에서 빠지고 카드 %n장으로 새 덱을 만듭니다. 먼저 앞서는 팀이 이깁니다.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/story.py" line="232" />
            <source>Loyalties: {list}.</source>
            <translation>충성 카드: {list}.</translation>
        </message>
    </context>
    <context>
        <name>Help</name>
        <message>
            <location filename="../../tortuga_qt/app/cards/_shared.py" line="8" />
            <source>Already on Tortuga? The pawn goes to the back of Tortuga's line and loses one Vote card, picked at random, to the bottom of the Vote deck.</source>
            <translation>이미 토르투가에 있나요? 말은 토르투가 줄의 맨 뒤로 가고, 무작위로 고른 투표 카드 1장을 잃어 투표 덱 맨 아래에 놓습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/cards/_shared.py" line="10" />
            <source>On a Rowboat? The pawn goes to the back of Tortuga's line and loses no Vote card.</source>
            <translation>노 젓는 배에 있나요? 말은 토르투가 줄의 맨 뒤로 가고, 투표 카드는 잃지 않습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/cards/_shared.py" line="15" />
            <source>You cannot keep a treasure map yourself: you must give it to another player, also in 2- and 3-player games.</source>
            <translation>보물 지도는 자신이 가질 수 없습니다. 2인·3인 게임에서도 반드시 다른 플레이어에게 주어야 합니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/cards/_shared.py" line="17" />
            <source>Using a map is never an action, and a player may hold several maps.</source>
            <translation>지도 사용은 행동이 아니며, 한 플레이어가 지도를 여러 장 가질 수 있습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/cards/_shared.py" line="18" />
            <source>The map lies face up in front of its holder: everyone knows who has it.</source>
            <translation>지도는 가진 플레이어 앞에 앞면으로 놓이므로, 누가 가졌는지 모두가 압니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/cards/letter_of_marque.py" line="9" />
            <source>Letter of Marque</source>
            <translation>나포 허가증</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/cards/letter_of_marque.py" line="10" />
            <source>Move any one player who is on Tortuga or on a Rowboat (yourself included) to the back of the line of either ship. Or keep this card face up in front of you and play it on a later turn as your action: it is then your whole action for that turn (in a 2-player game, one of your two actions).</source>
            <translation>토르투가나 노 젓는 배에 있는 플레이어 한 명(자신 포함)을 두 배 중 하나의 줄 맨 뒤로 옮깁니다. 또는 이 카드를 앞면으로 자기 앞에 두었다가 나중 차례에 행동으로 사용할 수 있습니다. 그러면 그것이 그 차례의 행동 전부가 됩니다(2인 게임에서는 두 행동 중 하나).</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/cards/letter_of_marque.py" line="15" />
            <source>The ship must have room: there are never more than 5 pawns on a ship.</source>
            <translation>배에 자리가 있어야 합니다. 한 배에는 말이 5개를 넘을 수 없습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/cards/letter_of_marque.py" line="16" />
            <source>You may keep the card even when nobody could be moved right now.</source>
            <translation>지금 옮길 수 있는 플레이어가 없어도 카드를 보관할 수 있습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/cards/letter_of_marque.py" line="17" />
            <source>A kept Letter of Marque lies face up, so everyone knows you hold it. Once played it is discarded.</source>
            <translation>보관한 나포 허가증은 앞면으로 놓이므로, 당신이 가지고 있다는 것을 모두가 압니다. 사용하면 버립니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/cards/pistol.py" line="10" />
            <source>Pistol</source>
            <translation>권총</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/cards/pistol.py" line="11" />
            <source>Choose another player: they are marooned, sent to the back of the line on Tortuga. You cannot keep this card.</source>
            <translation>다른 플레이어 한 명을 고릅니다. 그 플레이어는 유배되어 토르투가 줄의 맨 뒤로 갑니다. 이 카드는 보관할 수 없습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/cards/pistol.py" line="15" />
            <source>The holder of the Fountain of Youth may refuse to be marooned by a Pistol.</source>
            <translation>젊음의 샘을 가진 플레이어는 권총에 의한 유배를 거부할 수 있습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/cards/albatross.py" line="9" />
            <source>Albatross</source>
            <translation>알바트로스</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/cards/albatross.py" line="10" />
            <source>Keep this card face up in front of you for the rest of the game. Whenever the pawns on one ship hold 2 Albatross cards between them, everyone on that ship is marooned, the lowest rank first, so that the Captain ends up last in Tortuga's line. Albatross cards do nothing on Tortuga or on a Rowboat.</source>
            <translation>이 카드를 게임이 끝날 때까지 자기 앞에 앞면으로 둡니다. 한 배에 탄 말들이 가진 알바트로스 카드가 합쳐서 2장이 되면, 그 배에 탄 모두가 낮은 직위부터 유배되어 선장이 토르투가 줄의 맨 끝에 섭니다. 알바트로스 카드는 토르투가나 노 젓는 배에서는 아무 효과가 없습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/cards/albatross.py" line="16" />
            <source>A player holding 2 Albatross cards who boards a ship sinks it, themselves included. So does a player holding 1 who boards a ship where someone else holds 1.</source>
            <translation>알바트로스 카드 2장을 가진 플레이어가 배에 오르면 자신을 포함해 그 배를 가라앉힙니다. 1장을 가진 플레이어가 다른 누군가가 1장을 가진 배에 올라도 마찬가지입니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/cards/albatross.py" line="19" />
            <source>The Fountain of Youth does not help against an Albatross.</source>
            <translation>젊음의 샘은 알바트로스에는 도움이 되지 않습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/cards/albatross.py" line="20" />
            <source>With 2 or 3 players the Albatross cards are taken out of the game.</source>
            <translation>2인 또는 3인 게임에서는 알바트로스 카드를 게임에서 뺍니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/cards/black_spot.py" line="10" />
            <location filename="../../tortuga_qt/selftest.py" line="93" />
            <source>Black Spot</source>
            <translation>검은 표식</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/cards/black_spot.py" line="11" />
            <source>You are marooned: your pawn goes to the back of the line on Tortuga. This holds even when another player forced you to reveal the card.</source>
            <translation>당신은 유배되어 말이 토르투가 줄의 맨 뒤로 갑니다. 다른 플레이어가 공개를 강요했을 때도 마찬가지입니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/cards/black_spot.py" line="15" />
            <source>The holder of the Fountain of Youth may refuse to be marooned by a Black Spot they revealed.</source>
            <translation>젊음의 샘을 가진 플레이어는 자신이 공개한 검은 표식에 의한 유배를 거부할 수 있습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/cards/atlantis.py" line="10" />
            <source>Treasure Map: Atlantis</source>
            <translation>보물 지도: 아틀란티스</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/cards/atlantis.py" line="12" />
            <source>Give this treasure map to another player. Immediately before any player's turn (their own included), its holder may move from one ship to the back of the line of the other ship, then discards the map.</source>
            <translation>이 보물 지도를 다른 플레이어에게 줍니다. 지도를 가진 플레이어는 누구의 차례든(자신의 차례 포함) 그 직전에 한 배에서 다른 배의 줄 맨 뒤로 옮겨 갈 수 있으며, 그 뒤 지도를 버립니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/cards/atlantis.py" line="16" />
            <source>Atlantis works only from a ship, never from Tortuga or a Rowboat, and the other ship must have room for one more pawn.</source>
            <translation>아틀란티스는 배에 있을 때만 쓸 수 있고 토르투가나 노 젓는 배에서는 쓸 수 없으며, 다른 배에 말이 하나 더 들어갈 자리가 있어야 합니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/cards/el_dorado.py" line="23" />
            <source>Treasure Map: El Dorado</source>
            <translation>보물 지도: 엘도라도</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/cards/el_dorado.py" line="25" />
            <source>Give this treasure map to another player, who at once draws 1 extra Vote card. In one later vote its holder may play 2 Vote cards instead of 1, then discards the map. The holder may also keep the map unused, and so keep the bigger hand.</source>
            <translation>이 보물 지도를 다른 플레이어에게 줍니다. 그 플레이어는 즉시 투표 카드 1장을 더 뽑습니다. 이후 한 번의 투표에서 지도를 가진 플레이어는 투표 카드를 1장 대신 2장 낼 수 있으며, 그 뒤 지도를 버립니다. 지도를 쓰지 않고 보관해 더 많은 손패를 유지할 수도 있습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/cards/el_dorado.py" line="30" />
            <source>After the vote in which both cards are played, the holder draws 1 card like everyone who voted, so the hand shrinks back to its usual size.</source>
            <translation>두 장을 모두 낸 투표가 끝나면 지도를 가진 플레이어도 투표한 다른 모두처럼 카드 1장을 뽑으므로, 손패가 원래 크기로 돌아옵니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/cards/fountain_of_youth.py" line="10" />
            <source>Treasure Map: Fountain of Youth</source>
            <translation>보물 지도: 젊음의 샘</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/cards/fountain_of_youth.py" line="12" />
            <source>Give this treasure map to another player. Its holder may refuse to be marooned once: by a Black Spot they revealed, by a Pistol, by their Captain, or by a successful Mutiny. Then the map is discarded.</source>
            <translation>이 보물 지도를 다른 플레이어에게 줍니다. 지도를 가진 플레이어는 유배를 한 번 거부할 수 있습니다. 자신이 공개한 검은 표식, 권총, 자기 배의 선장, 성공한 반란에 의한 유배가 해당됩니다. 그 뒤 지도를 버립니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/cards/fountain_of_youth.py" line="16" />
            <source>Used against a Captain's maroon, the Captain's action is still spent.</source>
            <translation>선장의 유배에 맞서 사용해도 선장의 행동은 소모됩니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/cards/fountain_of_youth.py" line="17" />
            <source>It does not help against an Albatross or Black Powder.</source>
            <translation>알바트로스나 흑색 화약에는 도움이 되지 않습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/cards/spanish_armada.py" line="9" />
            <source>Spanish Armada</source>
            <translation>스페인 아르마다</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/cards/spanish_armada.py" line="10" />
            <source>The game ends the moment this card is revealed: the team, British or French, with the most treasure wins.</source>
            <translation>이 카드가 공개되는 순간 게임이 끝납니다. 영국과 프랑스 중 보물이 더 많은 팀이 이깁니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/cards/spanish_armada.py" line="13" />
            <source>The Armada is always the last card of the Event deck: it is put at the bottom when the deck is made.</source>
            <translation>아르마다는 항상 이벤트 덱의 마지막 카드입니다. 덱을 만들 때 맨 아래에 넣습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/cards/spanish_armada.py" line="15" />
            <source>A tie with an odd number of players: the Dutch pirate wins. With an even number the Armada leaves the game and play goes on until one team leads.</source>
            <translation>플레이어 수가 홀수일 때 동점이면 네덜란드 해적이 이깁니다. 짝수일 때는 아르마다를 게임에서 빼고, 한 팀이 앞설 때까지 게임을 계속합니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/cards/black_powder.py" line="9" />
            <source>Black Powder</source>
            <translation>흑색 화약</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/cards/black_powder.py" line="10" />
            <source>Put the explosion token on a Rowboat of your choice: that Rowboat can never be used again. A pawn sitting on it is marooned.</source>
            <translation>원하는 노 젓는 배에 폭발 토큰을 놓습니다. 그 노 젓는 배는 다시는 사용할 수 없습니다. 그 노 젓는 배에 있던 말은 유배됩니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/cards/black_powder.py" line="13" />
            <source>A pawn marooned from a Rowboat goes to the back of Tortuga's line and loses no Vote card.</source>
            <translation>노 젓는 배에서 유배된 말은 토르투가 줄의 맨 뒤로 가고, 투표 카드는 잃지 않습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/cards/black_powder.py" line="15" />
            <source>With one Rowboat gone, its ship can only be reached or left by other means, such as a Letter of Marque or Atlantis, or by being marooned.</source>
            <translation>노 젓는 배 하나가 사라지면, 그 노 젓는 배가 딸린 배에는 나포 허가증이나 아틀란티스 같은 다른 방법으로만 오르거나 떠날 수 있습니다. 유배되어 떠날 수도 있습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/cards/cabin_fever.py" line="22" />
            <source>Cabin Fever</source>
            <translation>선실 열병</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/cards/cabin_fever.py" line="23" />
            <source>Choose another player. Your two Loyalty cards are shuffled together and dealt back, one each, and each of you secretly looks at your new card. You may have swapped teams, or not.</source>
            <translation>다른 플레이어 한 명을 고릅니다. 두 사람의 충성 카드를 함께 섞어 한 장씩 다시 나눠 주고, 각자 새 카드를 몰래 확인합니다. 팀이 바뀌었을 수도, 그대로일 수도 있습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/cards/cabin_fever.py" line="27" />
            <source>With 2 or 3 players Cabin Fever is left out unless the table chooses to put it back.</source>
            <translation>2~3인 게임에서는 플레이어들이 다시 넣기로 정하지 않는 한 선실 열병을 빼고 합니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/cards/crows_nest.py" line="22" />
            <source>Crow's Nest</source>
            <translation>망대</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/cards/crows_nest.py" line="23" />
            <source>Choose a player (yourself included). Their Vote cards go face down into the Vote deck. You then secretly search the whole Vote deck and pick the same number of cards as their new hand. Then the Vote deck is shuffled.</source>
            <translation>플레이어 한 명(자신 포함)을 고릅니다. 그 플레이어의 투표 카드를 뒷면으로 투표 덱에 넣습니다. 그런 다음 당신은 투표 덱 전체를 몰래 살펴보고, 그 플레이어의 새 손패로 같은 수의 카드를 고릅니다. 그 후 투표 덱을 섞습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/cards/crows_nest.py" line="27" />
            <source>Only you see the deck while you search; the player then looks at their new hand in secret.</source>
            <translation>카드를 살펴보는 동안 덱은 당신만 봅니다. 그 후 해당 플레이어가 자신의 새 손패를 몰래 확인합니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/cards/crows_nest.py" line="29" />
            <source>Arm a friend with the cards your plan needs, or leave an enemy with cards that work against them.</source>
            <translation>아군에게는 작전에 필요한 카드를 쥐여 주고, 상대에게는 불리하게 작용하는 카드를 남겨 주세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/cards/eight_bells.py" line="9" />
            <source>Eight Bells</source>
            <translation>여덟 점 종</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/cards/eight_bells.py" line="10" />
            <source>All pawns on your ship, or on Tortuga if you are there, are drawn at random back into that line, so the ranks may change. No effect if you are alone there or on a Rowboat.</source>
            <translation>당신의 배에 있는 모든 말(당신이 토르투가에 있다면 토르투가의 모든 말)을 무작위로 뽑아 그 줄에 다시 세우므로, 직위가 바뀔 수 있습니다. 그곳에 당신 혼자 있거나 노 젓는 배에 있으면 효과가 없습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/cards/facade.py" line="9" />
            <source>Facade</source>
            <translation>파사드</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/cards/facade.py" line="10" />
            <source>Swap pawn positions with the player seated to your right: the one who plays just before you. You take their place, wherever it is, and they take yours.</source>
            <translation>오른쪽에 앉은 플레이어, 즉 당신 바로 앞 차례인 플레이어와 말 위치를 맞바꿉니다. 그 플레이어가 어디에 있든 당신이 그 위치로 가고, 그 플레이어는 당신의 위치로 옵니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/cards/facade.py" line="14" />
            <source>With 2 or 3 players Facade is left out unless the table chooses to put it back.</source>
            <translation>2~3인 게임에서는 플레이어들이 다시 넣기로 정하지 않는 한 파사드를 빼고 합니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/cards/pirate_code.py" line="9" />
            <source>Pirate Code</source>
            <translation>해적 규약</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/cards/pirate_code.py" line="10" />
            <source>Keep this card face up. You may stay out of the next two votes (Attack, Mutiny or Brawl) you would be part of, and you may still call votes. After those two votes the card is discarded, whether or not you stayed out of them.</source>
            <translation>이 카드를 앞면으로 놓아 둡니다. 당신이 참여하게 될 다음 두 번의 투표(공격, 반란 또는 싸움)에 불참할 수 있으며, 투표 요청은 그대로 할 수 있습니다. 그 두 번의 투표가 끝나면 불참 여부와 관계없이 이 카드를 버립니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/cards/pirate_code.py" line="15" />
            <source>Staying out, you play no Vote card and draw none afterwards.</source>
            <translation>불참하면 투표 카드를 내지 않고, 투표가 끝난 뒤 카드를 뽑지도 않습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/cards/pirate_code.py" line="16" />
            <source>A vote whose only voter stays out is decided by the card from the Vote deck alone.</source>
            <translation>유일한 투표자가 불참한 투표는 투표 덱에서 나온 카드 한 장만으로 결정됩니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/cards/scurvy.py" line="9" />
            <source>Scurvy</source>
            <translation>괴혈병</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/cards/scurvy.py" line="10" />
            <source>Everyone on your ship, or on Tortuga if you are there, you included, loses their next turn, even if they move before it comes. They still take part in votes that others call. Revealed on a Rowboat, only you lose your next turn.</source>
            <translation>당신의 배(당신이 토르투가에 있다면 토르투가)에 있는 모든 플레이어는 당신을 포함해 다음 차례를 잃습니다. 그 차례가 오기 전에 이동하더라도 마찬가지입니다. 다른 플레이어가 요청한 투표에는 그대로 참여합니다. 노 젓는 배에서 공개했다면 당신만 다음 차례를 잃습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/cards/scurvy.py" line="15" />
            <source>In a 2-player game a lost turn is both of its actions.</source>
            <translation>2인 게임에서는 차례를 잃으면 그 차례의 행동 2개를 모두 잃습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/cards/stormy_seas.py" line="9" />
            <source>Stormy Seas</source>
            <translation>폭풍의 바다</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/cards/stormy_seas.py" line="10" />
            <source>All treasure on your ship, in both holds, goes back to the Spanish Galleon. If you are on Tortuga instead, its two treasures go back to where they started: one in the British area, one in the French area. No effect on a Rowboat.</source>
            <translation>당신 배의 두 보물 창고에 있는 모든 보물이 스페인 갤리온으로 돌아갑니다. 대신 당신이 토르투가에 있다면 토르투가의 보물 2개가 처음 위치로 돌아갑니다(영국 구역에 1개, 프랑스 구역에 1개). 노 젓는 배에서는 효과가 없습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/cards/stormy_seas.py" line="15" />
            <source>While the Galleon holds treasure again, Attacks take from the Galleon, not from the other ship.</source>
            <translation>갤리온에 다시 보물이 있는 동안에는 공격하면 다른 배가 아니라 갤리온에서 보물을 가져옵니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/cards/stormy_seas.py" line="17" />
            <source>On a ship with no treasure it does nothing.</source>
            <translation>보물이 없는 배에서는 아무 효과도 없습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/hints.py" line="64" />
            <source>Drink from the Fountain of Youth to stay where you are; accept if Tortuga suits you, and keep the map for a worse moment.</source>
            <translation>지금 위치에 머물려면 젊음의 샘을 마시세요. 토르투가로 가도 괜찮다면 유배를 받아들이고, 지도는 더 곤란한 순간을 위해 아껴 두세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/hints.py" line="67" />
            <source>Sail to the other ship if its crew or its holds suit your team better; otherwise keep the map for later.</source>
            <translation>다른 배의 선원이나 보물 창고가 당신 팀에 더 유리하다면 그 배로 항해하세요. 그렇지 않다면 지도는 나중을 위해 아껴 두세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/hints.py" line="70" />
            <source>Pick the cards {name} will hold: give a friend the symbols your team needs, give a rival the ones that hurt their plans.</source>
            <translation>{name}이(가) 가질 카드를 고르세요. 아군에게는 팀에 필요한 기호를, 상대에게는 그 계획을 망칠 기호를 주세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/hints.py" line="110" />
            <source>View 2 Event cards first to learn where the harmful cards lie; revealing blind may hurt your own team.</source>
            <translation>먼저 이벤트 카드 2장을 보고 해로운 카드가 어디 있는지 알아 두세요. 모르고 공개하면 당신 팀이 피해를 볼 수 있습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/hints.py" line="112" />
            <source>Reveal a card you know helps your team, or move towards the ship or Tortuga where your vote counts most.</source>
            <translation>당신 팀에 도움이 된다고 알고 있는 카드를 공개하거나, 당신의 투표가 가장 큰 힘을 발휘할 배나 토르투가 쪽으로 이동하세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/hints.py" line="125" />
            <source>You saw the Spanish Armada in slot {n} and your team leads {mine} to {theirs}: reveal it now to end the game and win.</source>
            <translation>{n}번 칸에서 스페인 아르마다를 보았고, 당신 팀이 앞서 있습니다({mine} 대 {theirs}). 지금 공개하면 게임이 끝나고 승리합니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/hints.py" line="128" />
            <source>You saw the Spanish Armada in slot {n}: do not reveal it while your team is not ahead ({mine} to {theirs}).</source>
            <translation>{n}번 칸에서 스페인 아르마다를 보았습니다. 당신 팀이 앞서지 않은 동안에는({mine} 대 {theirs}) 공개하지 마세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/hints.py" line="134" />
            <source>You saw the Spanish Armada in slot {n} and the teams are tied {a} to {b}: as the Dutch pirate, reveal it now to win.</source>
            <translation>{n}번 칸에서 스페인 아르마다를 보았고, 두 팀이 동점입니다({a} 대 {b}). 네덜란드 해적인 당신은 지금 공개하면 승리합니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/hints.py" line="137" />
            <source>You saw the Spanish Armada in slot {n}: as the Dutch pirate you win only if the teams are tied when it is revealed ({a} to {b} now).</source>
            <translation>{n}번 칸에서 스페인 아르마다를 보았습니다. 네덜란드 해적인 당신은 공개되는 순간 두 팀이 동점이어야만 승리합니다(현재 {a} 대 {b}).</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/hints.py" line="141" />
            <source>You saw {card} in slot {n}: revealing it would maroon you, so force a rival to choose between it and another card.</source>
            <translation>{n}번 칸에서 {card}을(를) 보았습니다. 공개하면 당신이 유배되므로, 상대에게 공개를 강요해 이 카드와 다른 카드 중 하나를 고르게 하세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/hints.py" line="156" />
            <source>As First Mate you may call for a Mutiny: if Skulls outnumber Helms, your Captain is marooned to Tortuga and you take command.</source>
            <translation>일등 항해사인 당신은 반란을 요청할 수 있습니다. 해골이 조타기보다 많으면 선장은 토르투가로 유배되고 당신이 지휘권을 잡습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/hints.py" line="168" />
            <source>As Captain you may call for an Attack: it takes treasure if the cards show at least one Cannon and one Torch not cancelled by Water. Your hand's top sections: {mine}.</source>
            <translation>선장인 당신은 공격을 요청할 수 있습니다. 카드에 물로 취소되지 않은 대포와 횃불이 각각 1개 이상 있으면 보물을 가져옵니다. 당신 손패의 윗부분: {mine}.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/hints.py" line="180" />
            <source>As Cabin Boy you may move 1 treasure from the {theirs} hold to the {mine} hold of the {ship}: {n} treasure lies in the {theirs} hold now.</source>
            <translation>캐빈 보이인 당신은 {ship}의 {theirs} 보물 창고에서 {mine} 보물 창고로 보물 1개를 옮길 수 있습니다. 지금 {theirs} 보물 창고에는 보물 {n}개가 있습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/hints.py" line="188" />
            <source>Both of Tortuga's treasures already lie in the {team} area: a Brawl could only lose them.</source>
            <translation>토르투가의 보물 2개가 이미 모두 {team} 구역에 있습니다. 싸움을 하면 보물을 잃을 수만 있습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/hints.py" line="190" />
            <source>As Governor you may call for a Brawl: everyone on Tortuga votes, and the flag in the majority takes both of Tortuga's treasures (a tie splits them).</source>
            <translation>총독인 당신은 싸움을 요청할 수 있습니다. 토르투가에 있는 모두가 투표하고, 다수를 차지한 국기가 토르투가의 보물 2개를 모두 가져갑니다(동점이면 하나씩 나눕니다).</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/hints.py" line="198" />
            <source>On a Rowboat you take no part in votes: move on to the {ship} or to Tortuga, or sit here to block the Rowboat.</source>
            <translation>노 젓는 배에서는 투표에 참여하지 않습니다. {ship}(으)로 가거나 토르투가로 가세요. 아니면 여기 머물러 노 젓는 배를 막으세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/hints.py" line="208" />
            <source>Only the top section counts: a Cannon and a Torch that no Water cancels win the Attack. Play Water to stop it, a Cannon or a Torch to help it.</source>
            <translation>윗부분만 계산합니다. 물로 취소되지 않은 대포와 횃불이 있으면 공격이 성공합니다. 막으려면 물을, 도우려면 대포나 횃불을 내세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/hints.py" line="212" />
            <source>Only the middle section counts: the flag in the majority takes Tortuga's two treasures. Play a {team} flag if you hold one.</source>
            <translation>가운데 부분만 계산합니다. 다수를 차지한 국기가 토르투가의 보물 2개를 가져갑니다. {team} 국기가 있다면 내세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/hints.py" line="216" />
            <source>Only the middle section counts: the flag in the majority takes Tortuga's two treasures, and a tie splits them.</source>
            <translation>가운데 부분만 계산합니다. 다수를 차지한 국기가 토르투가의 보물 2개를 가져가고, 동점이면 하나씩 나눕니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/hints.py" line="219" />
            <source>Only the bottom section counts: if Skulls outnumber Helms the Captain is marooned. Play a Skull to maroon them, a Helm to keep them.</source>
            <translation>아랫부분만 계산합니다. 해골이 조타기보다 많으면 선장이 유배됩니다. 유배시키려면 해골을, 지키려면 조타기를 내세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/hints.py" line="222" />
            <source>Your Pirate Code lets you stay out of this vote.</source>
            <translation>해적 규약이 있으므로 이번 투표에 불참할 수 있습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/cards/pistol.py" line="18" />
            <source>Maroon a rival: a Captain loses their ship, and someone already on Tortuga also loses a Vote card.</source>
            <translation>상대를 유배하세요. 선장이라면 배를 잃고, 이미 토르투가에 있는 플레이어라면 투표 카드도 1장 잃습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/cards/letter_of_marque.py" line="21" />
            <source>Move a friend from Tortuga or a Rowboat onto a ship, or keep the card to use later as your action.</source>
            <translation>아군을 토르투가나 노 젓는 배에서 배로 옮기거나, 카드를 보관했다가 나중에 행동으로 사용하세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/cards/atlantis.py" line="22" />
            <source>Give the map to a player you trust: its holder may sail to the other ship before any turn.</source>
            <translation>믿을 수 있는 플레이어에게 지도를 주세요. 지도를 가진 플레이어는 어느 차례 전에든 다른 배로 항해할 수 있습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/cards/el_dorado.py" line="36" />
            <source>Give the map to a player you trust: they draw a Vote card now and may play 2 cards in one later vote.</source>
            <translation>믿을 수 있는 플레이어에게 지도를 주세요. 그 플레이어는 지금 투표 카드 1장을 뽑고, 나중에 한 투표에서 카드 2장을 낼 수 있습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/cards/fountain_of_youth.py" line="22" />
            <source>Give the map to a player you trust: it saves its holder from being marooned once.</source>
            <translation>믿을 수 있는 플레이어에게 지도를 주세요. 지도를 가진 플레이어는 유배를 한 번 피할 수 있습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/cards/black_powder.py" line="19" />
            <source>Blow up the Rowboat a rival needs, or the one a rival sits on: they are marooned.</source>
            <translation>상대에게 필요한 노 젓는 배나 상대가 타고 있는 노 젓는 배를 폭파하세요. 타고 있던 플레이어는 유배됩니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/cards/cabin_fever.py" line="31" />
            <source>Pick a player: your two Loyalty cards are shuffled and dealt back, so either of you may end up on the other's team.</source>
            <translation>플레이어 한 명을 고르세요. 두 사람의 충성 카드를 섞어 다시 나눠 주므로, 둘 중 누구든 상대방의 팀이 될 수 있습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/cards/crows_nest.py" line="33" />
            <source>Pick a player whose Vote cards you want to choose: help a friend, or leave a rival only cards that hurt them.</source>
            <translation>투표 카드를 대신 골라 줄 플레이어를 고르세요. 아군을 돕거나, 상대에게는 불리한 카드만 남겨 주세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/hints.py" line="240" />
            <source>You saw {card} in slot {n}: pick slot {m}.</source>
            <translation>{n}번 칸에서 {card}을(를) 보았습니다. {m}번 칸을 고르세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/hints.py" line="242" />
            <source>{forcer} may know what lies in these slots: if they are a rival, the card they hope you pick is likely to hurt you.</source>
            <translation>{forcer}은(는) 이 칸들에 무엇이 있는지 알고 있을 수 있습니다. 그 플레이어가 상대라면, 당신이 골라 주길 바라는 카드는 당신에게 해로울 가능성이 큽니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/hints.py" line="249" />
            <source>Put the treasure in your ship's {team} hold: it counts for the team of the hold it lies in.</source>
            <translation>보물을 당신 배의 {team} 보물 창고에 넣으세요. 보물은 놓인 보물 창고의 팀 몫으로 계산됩니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/hints.py" line="251" />
            <source>As the Dutch you win if the teams tie: put the treasure where it brings the totals level.</source>
            <translation>네덜란드 팀인 당신은 두 팀이 동점이면 승리합니다. 두 팀의 합계가 같아지는 곳에 보물을 넣으세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/hints.py" line="258" />
            <source>Treasure counts for the team of the hold it lies in: the {team} hold helps your team.</source>
            <translation>보물은 놓인 보물 창고의 팀 몫으로 계산됩니다. {team} 보물 창고가 당신 팀에 도움이 됩니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/hints.py" line="260" />
            <source>As the Dutch you win if the teams tie: keep the totals level.</source>
            <translation>네덜란드 팀인 당신은 두 팀이 동점이면 승리합니다. 두 팀의 합계를 같게 유지하세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/mat_help.py" line="45" />
            <source>The Spanish Galleon</source>
            <translation>스페인 갤리온</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/mat_help.py" line="46" />
            <source>The Galleon starts with 4 treasures. A Captain whose Attack succeeds takes 1 of them; once it is empty, Attacks take treasure from the other ship's holds.</source>
            <translation>갤리온에는 처음에 보물 4개가 있습니다. 공격에 성공한 선장이 그중 1개를 가져가며, 갤리온이 비면 공격으로 다른 배의 보물 창고에서 보물을 가져옵니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/mat_help.py" line="51" />
            <source>A pirate ship</source>
            <translation>해적선</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/mat_help.py" line="52" />
            <source>The pawn at the front is the Captain, the second is the First Mate and the last is the Cabin Boy. A ship never carries more than 5 pawns.</source>
            <translation>맨 앞의 말이 선장, 두 번째가 일등 항해사, 맨 뒤가 캐빈 보이입니다. 배 한 척에는 말이 5개까지만 탈 수 있습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/mat_help.py" line="57" />
            <source>A treasure hold</source>
            <translation>보물 창고</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/mat_help.py" line="58" />
            <source>Each ship has a British hold and a French hold. Treasure in a hold counts for that team at the end, whoever is on board.</source>
            <translation>배마다 영국 보물 창고와 프랑스 보물 창고가 있습니다. 보물 창고의 보물은 누가 타고 있든 게임이 끝날 때 그 팀의 몫으로 계산됩니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/mat_help.py" line="63" />
            <source>A Rowboat</source>
            <translation>노 젓는 배</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/mat_help.py" line="64" />
            <source>A Rowboat holds one pawn and joins one ship to Tortuga: moving onto it or off it takes a whole action. A pawn on a Rowboat takes no part in votes.</source>
            <translation>노 젓는 배에는 말 1개가 탈 수 있으며, 배 한 척과 토르투가를 잇습니다. 노 젓는 배에 타거나 내리는 데 행동 하나를 통째로 씁니다. 노 젓는 배에 있는 말은 투표에 참여하지 않습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/mat_help.py" line="69" />
            <location filename="../../tortuga_qt/help/rules_text.py" line="445" />
            <source>Tortuga</source>
            <translation>토르투가</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/mat_help.py" line="70" />
            <source>Marooned pirates land at the back of Tortuga's line. The first pawn in the line is the Governor, who may call for a Brawl over Tortuga's two treasures.</source>
            <translation>유배된 해적은 토르투가 줄의 맨 뒤에 섭니다. 줄의 맨 앞 말이 총독이며, 총독은 토르투가의 보물 2개를 두고 싸움을 요청할 수 있습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/mat_help.py" line="75" />
            <source>A treasure area on Tortuga</source>
            <translation>토르투가의 보물 구역</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/mat_help.py" line="76" />
            <source>Treasure in Tortuga's British or French area counts for that team. A Brawl moves Tortuga's two treasures between the areas; they never leave Tortuga.</source>
            <translation>토르투가의 영국 구역이나 프랑스 구역에 있는 보물은 그 팀의 몫으로 계산됩니다. 싸움은 토르투가의 보물 2개를 구역 사이에서 옮길 뿐, 보물이 토르투가를 떠나지는 않습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/mat_help.py" line="81" />
            <source>An Event card in the row</source>
            <translation>이벤트 줄의 이벤트 카드</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/mat_help.py" line="82" />
            <source>On your turn you may secretly view 2 of these cards, reveal 1, or force another player to reveal 1 of 2 you point at. A revealed card is resolved at once.</source>
            <translation>자기 차례에 이 카드 중 2장을 몰래 보거나, 1장을 공개하거나, 당신이 가리킨 2장 중 1장을 공개하라고 다른 플레이어에게 강요할 수 있습니다. 공개된 카드는 즉시 처리합니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/mat_help.py" line="87" />
            <source>The Event deck</source>
            <translation>이벤트 덱</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/mat_help.py" line="88" />
            <source>A revealed card in the row is replaced from this deck. The Spanish Armada lies at the bottom: when it reaches the row, the row is shuffled and the end is near.</source>
            <translation>이벤트 줄에서 공개된 카드 자리는 이 덱의 카드로 채웁니다. 스페인 아르마다는 덱 맨 아래에 있으며, 이벤트 줄에 들어오면 줄을 섞고 게임의 끝이 가까워집니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/mat_help.py" line="93" />
            <source>The Vote deck</source>
            <translation>투표 덱</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/mat_help.py" line="94" />
            <source>Every vote adds the top card of this deck, unseen, to the cards played. Afterwards the cards go under the deck and each voter draws a new one.</source>
            <translation>투표할 때마다 이 덱 맨 위의 카드 1장이 보이지 않은 채 낸 카드에 더해집니다. 투표가 끝나면 카드들은 덱 맨 아래로 가고, 투표한 플레이어는 각자 새 카드 1장을 뽑습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/mat_help.py" line="99" />
            <source>The discard pile</source>
            <translation>버린 카드 더미</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/mat_help.py" line="100" />
            <source>Revealed Event cards that nobody keeps end up here. Anyone may look through it at any time: click it to browse.</source>
            <translation>공개된 이벤트 카드 중 아무도 보관하지 않는 카드가 여기에 쌓입니다. 누구나 언제든 살펴볼 수 있습니다. 클릭해서 넘겨 보세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/mat_help.py" line="105" />
            <source>A pirate</source>
            <translation>해적</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/mat_help.py" line="106" />
            <source>Where a pawn stands gives its rank: Captain, First Mate or Cabin Boy on a ship, Governor first in Tortuga's line. Each rank adds actions to choose from.</source>
            <translation>말이 서 있는 위치가 직위를 정합니다. 배에서는 선장, 일등 항해사, 캐빈 보이이고, 토르투가 줄의 맨 앞은 총독입니다. 직위마다 고를 수 있는 행동이 늘어납니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/mat_help.py" line="111" />
            <source>A card kept in front of a player</source>
            <translation>플레이어 앞에 놓인 카드</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/mat_help.py" line="112" />
            <source>Some Event cards stay face up in front of a player: Albatross, a kept Letter of Marque, Pirate Code and the treasure maps. Everyone can see them.</source>
            <translation>일부 이벤트 카드는 플레이어 앞에 앞면으로 놓입니다. 알바트로스, 보관한 나포 허가증, 해적 규약, 보물 지도가 그렇습니다. 모두가 볼 수 있습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/mat_help.py" line="117" />
            <source>A Vote card</source>
            <translation>투표 카드</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/mat_help.py" line="118" />
            <source>Only one section counts in a vote: the top in an Attack (Cannon, Torch, Water), the middle in a Brawl (flags), the bottom in a Mutiny (Skull, Helm).</source>
            <translation>투표에서는 한 부분만 계산합니다. 공격에서는 윗부분(대포, 횃불, 물), 싸움에서는 가운데 부분(국기), 반란에서는 아랫부분(해골, 조타기)입니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/mat_help.py" line="123" />
            <source>Treasure by team</source>
            <translation>팀별 보물</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/mat_help.py" line="124" />
            <source>Each team's treasure in both ships' holds and on Tortuga. When the Spanish Armada is revealed, the team with more treasure wins.</source>
            <translation>두 배의 보물 창고와 토르투가에 있는 팀별 보물입니다. 스페인 아르마다가 공개되면 보물이 더 많은 팀이 승리합니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/mat_help.py" line="137" />
            <source>The Captain may call for an Attack or maroon a crewmate to Tortuga.</source>
            <translation>선장은 공격을 요청하거나 선원 한 명을 토르투가로 유배할 수 있습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/mat_help.py" line="138" />
            <source>The First Mate may call for a Mutiny: if Skulls outnumber Helms, the Captain is marooned to Tortuga.</source>
            <translation>일등 항해사는 반란을 요청할 수 있습니다. 해골이 조타기보다 많으면 선장이 토르투가로 유배됩니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/mat_help.py" line="140" />
            <source>The Cabin Boy may move 1 treasure on the ship from one hold to the other.</source>
            <translation>캐빈 보이는 배에 있는 보물 1개를 한 보물 창고에서 다른 보물 창고로 옮길 수 있습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/mat_help.py" line="141" />
            <source>A crewmate votes in the ship's Attacks and Mutinies and moves up when someone ahead leaves.</source>
            <translation>선원은 그 배의 공격과 반란에 투표하며, 앞에 있던 누군가가 떠나면 한 칸 앞으로 올라갑니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/mat_help.py" line="143" />
            <source>The Governor of Tortuga may call for a Brawl over Tortuga's two treasures.</source>
            <translation>토르투가의 총독은 토르투가의 보물 2개를 두고 싸움을 요청할 수 있습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/mat_help.py" line="144" />
            <source>On Tortuga a pirate votes in Brawls; marooned again, they lose a Vote card at random.</source>
            <translation>토르투가에 있는 해적은 싸움에 투표합니다. 다시 유배되면 투표 카드 1장을 무작위로 잃습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/mat_help.py" line="146" />
            <source>On a Rowboat a pirate takes no part in votes; from here they may go to the ship it adjoins or to Tortuga.</source>
            <translation>노 젓는 배에 있는 해적은 투표에 참여하지 않습니다. 여기서 연결된 배나 토르투가로 갈 수 있습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/reference.py" line="32" />
            <source>Rules</source>
            <translation>규칙</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/reference.py" line="33" />
            <location filename="../../tortuga_qt/help/reference.py" line="228" />
            <source>Cards</source>
            <translation>카드</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/reference.py" line="34" />
            <source>Vote card</source>
            <translation>투표 카드</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/reference.py" line="35" />
            <source>Rulings</source>
            <translation>판정</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/reference.py" line="82" />
            <source>See also:</source>
            <translation>함께 보기:</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/reference.py" line="95" />
            <source>The Vote card</source>
            <translation>투표 카드</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/reference.py" line="96" />
            <source>Rulings for the finer points</source>
            <translation>세부 사항에 대한 판정</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/reference.py" line="97" />
            <source>All the Event cards</source>
            <translation>모든 이벤트 카드</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/reference.py" line="101" />
            <source>Helpful cards</source>
            <translation>유용한 카드</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/reference.py" line="102" />
            <source>Hurtful cards</source>
            <translation>해로운 카드</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/reference.py" line="103" />
            <source>Treasure maps</source>
            <translation>보물 지도</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/reference.py" line="104" />
            <location filename="../../tortuga_qt/help/rules_text.py" line="542" />
            <source>The end of the game</source>
            <translation>게임 종료</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/reference.py" line="105" />
            <source>Starred cards: 3 of these 8 join each game</source>
            <translation>별 카드: 이 8장 중 3장이 매 게임에 들어갑니다</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/reference.py" line="119" />
            <source>Starred card: in the deck only if it is one of the 3 starred cards chosen for the game.</source>
            <translation>별 카드: 이번 게임에 쓰도록 고른 별 카드 3장 중 하나일 때만 덱에 들어갑니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/reference.py" line="122" />
            <source>Always in the deck.</source>
            <translation>항상 덱에 들어갑니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/reference.py" line="123" />
            <source>1 card in the box.</source>
            <translation>상자에 1장 들어 있습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/reference.py" line="124" />
            <source>3 cards in the box.</source>
            <translation>상자에 3장 들어 있습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/reference.py" line="133" />
            <source>What it does</source>
            <translation>효과</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/reference.py" line="134" />
            <source>"You" is the revealer: the player who turns the card face up, also when forced to.</source>
            <translation>카드에서 '당신'은 공개한 플레이어, 즉 카드를 앞면으로 뒤집은 플레이어를 말합니다. 공개를 강요받은 경우도 마찬가지입니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/reference.py" line="138" />
            <source>Good to know</source>
            <translation>알아 두면 좋은 점</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/reference.py" line="147" />
            <source>There are 24 Event cards of 16 kinds. The 16 cards of the first kinds are always in the deck; 3 of the 8 starred cards join them in each game, so a game uses 19 cards. Click a card to read all about it.</source>
            <translation>이벤트 카드는 16종류, 모두 24장입니다. 앞쪽 종류의 카드 16장은 항상 덱에 들어가고, 별 카드 8장 중 3장이 게임마다 추가되므로 한 게임에 19장을 사용합니다. 카드를 클릭하면 자세한 설명을 볼 수 있습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/reference.py" line="170" />
            <source>Cannon</source>
            <translation>대포</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/reference.py" line="170" />
            <source>Torch</source>
            <translation>횃불</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/reference.py" line="171" />
            <source>Water</source>
            <translation>물</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/reference.py" line="189" />
            <source>&lt;p&gt;Every Vote card has three sections, one for each kind of vote. When a vote is called only the section of that vote counts; the other two are ignored. There are 32 Vote cards: 30 ordinary ones and two double cards (the middle and right cards here).&lt;/p&gt;</source>
            <translation>&lt;p&gt;모든 투표 카드는 세 부분으로 나뉘며, 투표 종류마다 한 부분씩입니다. 투표가 요청되면 그 투표에 해당하는 부분만 계산하고 나머지 두 부분은 무시합니다. 투표 카드는 모두 32장으로, 일반 카드 30장과 2배 카드 2장(여기서 가운데와 오른쪽 카드)입니다.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/reference.py" line="195" />
            <source>&lt;h3&gt;&lt;img src="sym:cannon" width="22" height="22"&gt; Top section: Attack&lt;/h3&gt;&lt;p&gt;A Cannon, a Torch or Water. It counts when a Captain calls for an &lt;a href="page:rule:attack"&gt;Attack&lt;/a&gt;. Each Water puts out one Torch; the Attack succeeds with at least 1 Cannon and at least 1 Torch still burning.&lt;/p&gt;&lt;h3&gt;&lt;img src="sym:british" width="22" height="22"&gt; Middle section: Brawl&lt;/h3&gt;&lt;p&gt;A British flag or a French flag. It counts when the Governor calls a &lt;a href="page:rule:brawl"&gt;Brawl&lt;/a&gt;. The flag with the majority takes both of Tortuga's treasures; a tie puts one in each area.&lt;/p&gt;&lt;h3&gt;&lt;img src="sym:skull" width="22" height="22"&gt; Bottom section: Mutiny&lt;/h3&gt;&lt;p&gt;A Skull or a Helm. It counts when a First Mate calls a &lt;a href="page:rule:mutiny"&gt;Mutiny&lt;/a&gt;. More Skulls than Helms maroons the Captain; more Helms, or a tie, and nothing happens.&lt;/p&gt;&lt;h3&gt;The two double cards&lt;/h3&gt;&lt;p&gt;Two special cards show two symbols in every section: one has 2 Torches, 2 British flags and 2 Skulls, the other 2 Water, 2 French flags and 2 Helms. In a vote each of them counts as two symbols in the section that counts.&lt;/p&gt;&lt;p&gt;&lt;i&gt;Example:&lt;/i&gt; in a Brawl two cards are revealed: one with 1 British flag and the double card with 2 French flags. The French win, 2 flags to 1.&lt;/p&gt;&lt;h3&gt;After a vote&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;The played cards and the card from the deck are shuffled together and go face down to the bottom of the Vote deck.&lt;/li&gt;&lt;li&gt;Each player who played draws 1 new card from the top, so hands keep their size.&lt;/li&gt;&lt;li&gt;Only the shuffled symbols are shown: nobody ever learns who played which card.&lt;/li&gt;&lt;li&gt;A player with no Vote card cannot take part in a vote.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;More: &lt;a href="page:rule:votes"&gt;Votes&lt;/a&gt;.&lt;/p&gt;&lt;h3&gt;What the 30 ordinary cards show&lt;/h3&gt;&lt;p&gt;The flags and skulls are spread evenly over the top symbols, so a card's top tells you little about its other sections.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;&lt;img src="sym:cannon" width="22" height="22"&gt; 윗부분: 공격&lt;/h3&gt;&lt;p&gt;대포, 횃불 또는 물. 선장이 &lt;a href="page:rule:attack"&gt;공격&lt;/a&gt;을 요청할 때 계산합니다. 물 하나가 횃불 하나를 끕니다. 대포가 1개 이상 있고 꺼지지 않은 횃불이 1개 이상 남아 있으면 공격이 성공합니다.&lt;/p&gt;&lt;h3&gt;&lt;img src="sym:british" width="22" height="22"&gt; 가운데 부분: 싸움&lt;/h3&gt;&lt;p&gt;영국 국기 또는 프랑스 국기. 총독이 &lt;a href="page:rule:brawl"&gt;싸움&lt;/a&gt;을 요청할 때 계산합니다. 더 많이 나온 국기 쪽이 토르투가의 보물 2개를 모두 가져가고, 같으면 각 구역에 하나씩 놓습니다.&lt;/p&gt;&lt;h3&gt;&lt;img src="sym:skull" width="22" height="22"&gt; 아랫부분: 반란&lt;/h3&gt;&lt;p&gt;해골 또는 조타기. 일등 항해사가 &lt;a href="page:rule:mutiny"&gt;반란&lt;/a&gt;을 요청할 때 계산합니다. 해골이 조타기보다 많으면 선장이 유배되고, 조타기가 더 많거나 같으면 아무 일도 일어나지 않습니다.&lt;/p&gt;&lt;h3&gt;2배 카드 두 장&lt;/h3&gt;&lt;p&gt;특별한 카드 두 장은 모든 부분에 기호가 두 개씩 있습니다. 한 장은 횃불 2개, 영국 국기 2개, 해골 2개이고, 다른 한 장은 물 2개, 프랑스 국기 2개, 조타기 2개입니다. 투표에서 이 카드는 계산하는 부분의 기호 두 개로 셉니다.&lt;/p&gt;&lt;p&gt;&lt;i&gt;예:&lt;/i&gt; 싸움에서 카드 두 장이 공개됩니다. 한 장은 영국 국기 1개, 다른 한 장은 프랑스 국기 2개가 있는 2배 카드입니다. 국기 2 대 1로 프랑스 팀이 이깁니다.&lt;/p&gt;&lt;h3&gt;투표가 끝나면&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;낸 카드와 덱에서 온 카드를 함께 섞어 뒷면으로 투표 덱 맨 아래에 놓습니다.&lt;/li&gt;&lt;li&gt;카드를 낸 플레이어는 각자 덱 맨 위에서 새 카드를 1장 뽑으므로 손패의 수가 그대로 유지됩니다.&lt;/li&gt;&lt;li&gt;섞인 기호만 보여 주므로 누가 어떤 카드를 냈는지는 아무도 알 수 없습니다.&lt;/li&gt;&lt;li&gt;투표 카드가 없는 플레이어는 투표에 참여할 수 없습니다.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;더 보기: &lt;a href="page:rule:votes"&gt;투표&lt;/a&gt;.&lt;/p&gt;&lt;h3&gt;일반 카드 30장의 구성&lt;/h3&gt;&lt;p&gt;국기와 해골은 윗부분 기호별로 고르게 나뉘어 있으므로, 카드의 윗부분만 보고는 나머지 부분을 거의 알 수 없습니다.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/reference.py" line="228" />
            <source>Top</source>
            <translation>윗부분</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/reference.py" line="229" />
            <source>British flag</source>
            <translation>영국 국기</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/reference.py" line="229" />
            <source>French flag</source>
            <translation>프랑스 국기</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/reference.py" line="230" />
            <source>Skull</source>
            <translation>해골</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/reference.py" line="230" />
            <source>Helm</source>
            <translation>조타기</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/reference.py" line="241" />
            <source>Where the rulebook leaves a question open, this program plays it as follows.</source>
            <translation>규칙서가 답하지 않는 부분은 이 프로그램에서 다음과 같이 처리합니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/reference.py" line="245" />
            <source>More…</source>
            <translation>더 보기…</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/rules_text.py" line="16" />
            <source>What you play for</source>
            <translation>게임의 목표</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/rules_text.py" line="17" />
            <source>&lt;p&gt;Tortuga 1667 is a game of hidden teams. At the start every player secretly gets a &lt;b&gt;Loyalty card&lt;/b&gt;: &lt;b&gt;British&lt;/b&gt;, &lt;b&gt;French&lt;/b&gt; or, when the number of players is odd, the one &lt;b&gt;Dutch&lt;/b&gt; pirate. Keep your Loyalty to yourself: nobody may show their card until the game is over. The pirates on your ship are not necessarily on your team.&lt;/p&gt;&lt;h3&gt;What wins&lt;/h3&gt;&lt;p&gt;The game ends the moment the &lt;a href="page:card:spanish_armada"&gt;Spanish Armada&lt;/a&gt; Event card is revealed. Then the team, British or French, with the most treasure wins. Every player of that team wins, wherever their pawn is at that moment.&lt;/p&gt;&lt;h3&gt;Counting treasure&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;Each of the two pirate ships has a British hold and a French hold. Treasure in a British hold counts for the British, treasure in a French hold for the French, whoever sails the ship, and even if nobody is aboard.&lt;/li&gt;&lt;li&gt;Tortuga has a British area and a French area; their treasure counts the same way.&lt;/li&gt;&lt;li&gt;Treasure still on the Spanish Galleon counts for nobody.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;&lt;i&gt;Example:&lt;/i&gt; the Jolly Roger's French hold has 3 treasures and Tortuga's French area 2: the French have 5. The Flying Dutchman's British hold has 2 and the Jolly Roger's British hold 1: the British have 3. If the Armada is revealed now, the French win.&lt;/p&gt;&lt;h3&gt;The Dutch pirate&lt;/h3&gt;&lt;p&gt;With 3, 5, 7 or 9 players one pirate is Dutch. The Dutch pirate wins alone if the British and the French are tied when the Armada is revealed. With an even number of players there is no Dutch pirate, and a tie does not end the game: see &lt;a href="page:rule:end"&gt;The end of the game&lt;/a&gt;.&lt;/p&gt;&lt;h3&gt;Teams by number of players&lt;/h3&gt;&lt;table border="1" cellpadding="4" cellspacing="0"&gt;&lt;tr&gt;&lt;th&gt;Players&lt;/th&gt;&lt;th&gt;2&lt;/th&gt;&lt;th&gt;3&lt;/th&gt;&lt;th&gt;4&lt;/th&gt;&lt;th&gt;5&lt;/th&gt;&lt;th&gt;6&lt;/th&gt;&lt;th&gt;7&lt;/th&gt;&lt;th&gt;8&lt;/th&gt;&lt;th&gt;9&lt;/th&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;British&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;3&lt;/td&gt;&lt;td&gt;3&lt;/td&gt;&lt;td&gt;4&lt;/td&gt;&lt;td&gt;4&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;French&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;3&lt;/td&gt;&lt;td&gt;3&lt;/td&gt;&lt;td&gt;4&lt;/td&gt;&lt;td&gt;4&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Dutch&lt;/td&gt;&lt;td&gt;-&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;-&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;-&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;-&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;h3&gt;How you help your team&lt;/h3&gt;&lt;p&gt;Plunder the Spanish Galleon with &lt;a href="page:rule:attack"&gt;Attacks&lt;/a&gt;, move treasure into your team's holds, win &lt;a href="page:rule:brawl"&gt;Brawls&lt;/a&gt; on Tortuga, throw out Captains who work for the other side, and use the &lt;a href="page:rule:events"&gt;Event cards&lt;/a&gt; to help your friends and hurt your enemies. Above all, work out who is on your team: this game is about knowledge and talking.&lt;/p&gt;&lt;p&gt;New to the game? Read on with &lt;a href="page:rule:setup"&gt;Setting up&lt;/a&gt;, &lt;a href="page:rule:mat"&gt;The mat&lt;/a&gt; and &lt;a href="page:rule:turn"&gt;Your turn&lt;/a&gt;. Where the rulebook leaves a question open, the program follows its &lt;a href="page:rulings"&gt;rulings&lt;/a&gt;.&lt;/p&gt;</source>
            <translation>&lt;p&gt;토르투가 1667은 숨겨진 팀 게임입니다. 게임을 시작할 때 모든 플레이어는 비밀리에 &lt;b&gt;충성 카드&lt;/b&gt;를 한 장 받습니다. 카드는 &lt;b&gt;영국&lt;/b&gt; 또는 &lt;b&gt;프랑스&lt;/b&gt;이고, 플레이어 수가 홀수이면 한 명은 &lt;b&gt;네덜란드&lt;/b&gt; 해적이 됩니다. 자기 충성 카드는 혼자만 알고 있어야 합니다. 게임이 끝날 때까지 아무도 자기 카드를 보여 줄 수 없습니다. 같은 배에 탄 해적이 꼭 같은 팀인 것은 아닙니다.&lt;/p&gt;&lt;h3&gt;승리 조건&lt;/h3&gt;&lt;p&gt;&lt;a href="page:card:spanish_armada"&gt;스페인 아르마다&lt;/a&gt; 이벤트 카드가 공개되는 순간 게임이 끝납니다. 그때 영국 팀과 프랑스 팀 중 보물이 더 많은 팀이 이깁니다. 그 팀의 플레이어는 그 순간 말이 어디에 있든 모두 승리합니다.&lt;/p&gt;&lt;h3&gt;보물 세기&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;두 해적선에는 각각 영국 보물 창고와 프랑스 보물 창고가 있습니다. 영국 보물 창고의 보물은 영국 팀, 프랑스 보물 창고의 보물은 프랑스 팀의 것으로 셉니다. 누가 배를 몰든, 배에 아무도 없든 상관없습니다.&lt;/li&gt;&lt;li&gt;토르투가에는 영국 구역과 프랑스 구역이 있으며, 그곳의 보물도 같은 방식으로 셉니다.&lt;/li&gt;&lt;li&gt;스페인 갤리온에 남아 있는 보물은 어느 팀의 것으로도 세지 않습니다.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;&lt;i&gt;예:&lt;/i&gt; 졸리 로저의 프랑스 보물 창고에 보물 3개, 토르투가의 프랑스 구역에 2개가 있으면 프랑스 팀은 5개입니다. 플라잉 더치맨의 영국 보물 창고에 2개, 졸리 로저의 영국 보물 창고에 1개가 있으면 영국 팀은 3개입니다. 지금 아르마다가 공개되면 프랑스 팀이 이깁니다.&lt;/p&gt;&lt;h3&gt;네덜란드 해적&lt;/h3&gt;&lt;p&gt;플레이어가 3, 5, 7, 9명이면 해적 한 명이 네덜란드입니다. 아르마다가 공개될 때 영국 팀과 프랑스 팀이 동점이면 네덜란드 해적이 혼자 승리합니다. 플레이어 수가 짝수이면 네덜란드 해적이 없고, 동점이어도 게임이 끝나지 않습니다. &lt;a href="page:rule:end"&gt;게임 종료&lt;/a&gt;를 보세요.&lt;/p&gt;&lt;h3&gt;플레이어 수별 팀 구성&lt;/h3&gt;&lt;table border="1" cellpadding="4" cellspacing="0"&gt;&lt;tr&gt;&lt;th&gt;플레이어 수&lt;/th&gt;&lt;th&gt;2&lt;/th&gt;&lt;th&gt;3&lt;/th&gt;&lt;th&gt;4&lt;/th&gt;&lt;th&gt;5&lt;/th&gt;&lt;th&gt;6&lt;/th&gt;&lt;th&gt;7&lt;/th&gt;&lt;th&gt;8&lt;/th&gt;&lt;th&gt;9&lt;/th&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;영국&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;3&lt;/td&gt;&lt;td&gt;3&lt;/td&gt;&lt;td&gt;4&lt;/td&gt;&lt;td&gt;4&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;프랑스&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;2&lt;/td&gt;&lt;td&gt;3&lt;/td&gt;&lt;td&gt;3&lt;/td&gt;&lt;td&gt;4&lt;/td&gt;&lt;td&gt;4&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;네덜란드&lt;/td&gt;&lt;td&gt;-&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;-&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;-&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;td&gt;-&lt;/td&gt;&lt;td&gt;1&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;h3&gt;팀을 돕는 방법&lt;/h3&gt;&lt;p&gt;&lt;a href="page:rule:attack"&gt;공격&lt;/a&gt;으로 스페인 갤리온을 약탈하고, 보물을 우리 팀 보물 창고로 옮기고, 토르투가에서 &lt;a href="page:rule:brawl"&gt;싸움&lt;/a&gt;에 이기고, 상대 팀을 위해 일하는 선장을 몰아내고, &lt;a href="page:rule:events"&gt;이벤트 카드&lt;/a&gt;로 아군을 돕고 적을 방해하세요. 무엇보다 누가 우리 팀인지 알아내야 합니다. 이 게임의 핵심은 정보와 대화입니다.&lt;/p&gt;&lt;p&gt;게임이 처음이신가요? &lt;a href="page:rule:setup"&gt;게임 준비&lt;/a&gt;, &lt;a href="page:rule:mat"&gt;게임판&lt;/a&gt;, &lt;a href="page:rule:turn"&gt;내 차례&lt;/a&gt;를 이어서 읽어 보세요. 규칙서가 답하지 않는 부분은 프로그램의 &lt;a href="page:rulings"&gt;판정&lt;/a&gt;을 따릅니다.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/rules_text.py" line="68" />
            <source>Setting up</source>
            <translation>게임 준비</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/rules_text.py" line="69" />
            <source>&lt;p&gt;The program sets the table up for you. This is what it does, so you know where everything comes from.&lt;/p&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;Loyalty.&lt;/b&gt; Each player gets one Loyalty card face down and looks at it in secret (how many of each team: see &lt;a href="page:rule:goal"&gt;What you play for&lt;/a&gt;).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Vote cards.&lt;/b&gt; The 32 Vote cards are shuffled and each player gets 3, kept secret. The others form the face-down Vote deck.&lt;/li&gt;&lt;li&gt;&lt;b&gt;The Event deck.&lt;/b&gt; 3 of the 8 starred Event cards join the 16 other cards: either drawn at random, so that nobody knows which three are in the deck, or chosen by the table when the game is set up. With 2 or 3 players the 3 Albatross cards are taken out, and Facade and Cabin Fever are left out unless the table chooses to put them back. The Spanish Armada is set aside, the other cards are shuffled, and the Armada goes at the bottom: it is always the last card of the deck. The top 5 cards are laid face down in a row, in slots 1 to 5.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Pawns.&lt;/b&gt; Each player is one of the Brethren of the Coast, with a pawn of that pirate's colour and letter. The pawns are drawn at random and placed on the two ships in turn, front to back: the first is the Captain of the Flying Dutchman, the second the Captain of the Jolly Roger, the third the First Mate of the Flying Dutchman, and so on. With an odd number of players the Flying Dutchman gets the extra pawn.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Treasure.&lt;/b&gt; There are 8 treasures: 4 on the Spanish Galleon, 1 in each of Tortuga's two areas (British and French), and 1 for each Captain, who puts it in either hold of their ship: first the Captain of the Flying Dutchman, then the Captain of the Jolly Roger. A hold can take any number of treasures.&lt;/li&gt;&lt;li&gt;&lt;b&gt;The first turn&lt;/b&gt; is the Jolly Roger Captain's. Then turns go around the table in seat order (see &lt;a href="page:rule:turn"&gt;Your turn&lt;/a&gt;).&lt;/li&gt;&lt;/ol&gt;</source>
            <translation>&lt;p&gt;게임 준비는 프로그램이 대신 해 줍니다. 모든 것이 어디서 왔는지 알 수 있도록, 프로그램이 하는 일을 설명합니다.&lt;/p&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;충성 카드.&lt;/b&gt; 각 플레이어는 충성 카드를 뒷면으로 한 장 받아 몰래 확인합니다(팀별 인원은 &lt;a href="page:rule:goal"&gt;게임의 목표&lt;/a&gt;를 보세요).&lt;/li&gt;&lt;li&gt;&lt;b&gt;투표 카드.&lt;/b&gt; 투표 카드 32장을 섞어 각 플레이어에게 3장씩 비공개로 나눠 줍니다. 나머지 카드는 뒷면으로 놓아 투표 덱이 됩니다.&lt;/li&gt;&lt;li&gt;&lt;b&gt;이벤트 덱.&lt;/b&gt; 별 이벤트 카드 8장 중 3장이 나머지 카드 16장에 더해집니다. 어떤 세 장이 덱에 들어갔는지 아무도 모르도록 무작위로 뽑거나, 게임을 준비할 때 플레이어들이 함께 고릅니다. 2인 또는 3인 게임에서는 알바트로스 카드 3장을 빼고, 파사드와 선실 열병도 플레이어들이 다시 넣기로 하지 않는 한 뺍니다. 스페인 아르마다를 따로 두고 나머지 카드를 섞은 다음, 아르마다를 맨 아래에 넣습니다. 아르마다는 항상 덱의 마지막 카드입니다. 맨 위 카드 5장을 뒷면으로 1~5번 칸에 한 줄로 놓습니다.&lt;/li&gt;&lt;li&gt;&lt;b&gt;말.&lt;/b&gt; 각 플레이어는 해안의 형제단 중 한 명이 되어, 그 해적의 색과 글자가 표시된 말을 씁니다. 말을 무작위로 뽑아 두 배에 번갈아 앞에서부터 뒤로 놓습니다. 첫 번째는 플라잉 더치맨의 선장, 두 번째는 졸리 로저의 선장, 세 번째는 플라잉 더치맨의 일등 항해사가 되는 식입니다. 플레이어 수가 홀수이면 플라잉 더치맨에 말이 하나 더 탑니다.&lt;/li&gt;&lt;li&gt;&lt;b&gt;보물.&lt;/b&gt; 보물은 8개입니다. 스페인 갤리온에 4개, 토르투가의 두 구역(영국과 프랑스)에 1개씩, 그리고 각 선장에게 1개씩입니다. 선장은 받은 보물을 자기 배의 보물 창고 중 한 곳에 넣습니다. 플라잉 더치맨의 선장이 먼저, 그다음 졸리 로저의 선장이 넣습니다. 보물 창고에는 보물을 몇 개든 넣을 수 있습니다.&lt;/li&gt;&lt;li&gt;&lt;b&gt;첫 차례&lt;/b&gt;는 졸리 로저 선장의 차례입니다. 그 뒤로 자리 순서대로 차례가 돌아갑니다(&lt;a href="page:rule:turn"&gt;내 차례&lt;/a&gt;를 보세요).&lt;/li&gt;&lt;/ol&gt;</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/rules_text.py" line="101" />
            <source>The mat</source>
            <translation>게임판</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/rules_text.py" line="102" />
            <source>&lt;p&gt;Everything happens on one mat. These are its places:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;The Spanish Galleon&lt;/b&gt; carries the treasure that pirates plunder with a successful &lt;a href="page:rule:attack"&gt;Attack&lt;/a&gt;. It starts with 4 treasures. No pawn ever goes there.&lt;/li&gt;&lt;li&gt;&lt;b&gt;The two pirate ships, the Flying Dutchman and the Jolly Roger.&lt;/b&gt; Each carries a line of at most 5 pawns, front to back. The front pawn is the Captain, the second the First Mate, the last the Cabin Boy (see &lt;a href="page:rule:ranks"&gt;Ranks&lt;/a&gt;). Each ship has two treasure holds, a British one and a French one, with no limit. A hold's treasure counts for its team, whoever is aboard. A ship may be empty: its treasure stays and still counts.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Tortuga&lt;/b&gt;, the pirates' island. Pawns stand there in a line too; the first is the Governor. Tortuga has a British area and a French area and exactly 2 treasures, which never leave the island: a &lt;a href="page:rule:brawl"&gt;Brawl&lt;/a&gt; moves them between the areas. See &lt;a href="page:rule:tortuga"&gt;Tortuga&lt;/a&gt;.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Two Rowboats.&lt;/b&gt; Each Rowboat lies between one ship and Tortuga and carries one pawn at most. A pawn that moves on its own passes through them between the ships and Tortuga; only being marooned or some Event cards move it otherwise. See &lt;a href="page:rule:moving"&gt;Moving&lt;/a&gt;.&lt;/li&gt;&lt;li&gt;&lt;b&gt;The Event row&lt;/b&gt;: five face-down Event cards in slots 1 to 5, with the Event deck beside them and the discard pile. See &lt;a href="page:rule:events"&gt;Event cards&lt;/a&gt;.&lt;/li&gt;&lt;li&gt;&lt;b&gt;The Vote deck&lt;/b&gt;: the face-down Vote cards that are drawn after votes. See &lt;a href="page:vote-card"&gt;The Vote card&lt;/a&gt;.&lt;/li&gt;&lt;li&gt;&lt;b&gt;The explosion token&lt;/b&gt; waits aside until a &lt;a href="page:card:black_powder"&gt;Black Powder&lt;/a&gt; card puts it on a Rowboat.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Right-click anything on the mat and choose &lt;i&gt;What is this?&lt;/i&gt; to read about it.&lt;/p&gt;</source>
            <translation>&lt;p&gt;모든 일은 하나의 게임판 위에서 일어납니다. 게임판의 장소는 다음과 같습니다.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;스페인 갤리온&lt;/b&gt;에는 해적들이 &lt;a href="page:rule:attack"&gt;공격&lt;/a&gt;에 성공해 약탈하는 보물이 실려 있습니다. 처음에는 보물 4개가 있습니다. 말은 절대 그곳에 가지 않습니다.&lt;/li&gt;&lt;li&gt;&lt;b&gt;두 해적선, 플라잉 더치맨과 졸리 로저.&lt;/b&gt; 각 배에는 앞에서 뒤로 최대 5개의 말이 한 줄로 탑니다. 맨 앞의 말이 선장, 두 번째가 일등 항해사, 마지막이 캐빈 보이입니다(&lt;a href="page:rule:ranks"&gt;직위&lt;/a&gt;를 보세요). 각 배에는 영국 보물 창고와 프랑스 보물 창고가 하나씩 있고, 넣을 수 있는 보물 수에 제한은 없습니다. 보물 창고의 보물은 누가 타고 있든 그 창고의 팀 것으로 셉니다. 배가 비어 있을 수도 있으며, 그래도 보물은 그대로 남아 계속 셉니다.&lt;/li&gt;&lt;li&gt;&lt;b&gt;토르투가&lt;/b&gt;, 해적들의 섬. 이곳에도 말이 한 줄로 섭니다. 맨 앞의 말이 총독입니다. 토르투가에는 영국 구역과 프랑스 구역이 있고, 보물은 정확히 2개이며 섬을 떠나지 않습니다. &lt;a href="page:rule:brawl"&gt;싸움&lt;/a&gt;으로 두 구역 사이를 오갈 뿐입니다. &lt;a href="page:rule:tortuga"&gt;토르투가&lt;/a&gt;를 보세요.&lt;/li&gt;&lt;li&gt;&lt;b&gt;노 젓는 배 두 척.&lt;/b&gt; 노 젓는 배는 각각 배 하나와 토르투가 사이에 있고, 말을 최대 1개까지 태웁니다. 스스로 이동하는 말은 배와 토르투가 사이를 오갈 때 노 젓는 배를 거칩니다. 그 밖의 방법으로 움직이는 것은 유배되거나 일부 이벤트 카드의 효과를 받을 때뿐입니다. &lt;a href="page:rule:moving"&gt;이동&lt;/a&gt;을 보세요.&lt;/li&gt;&lt;li&gt;&lt;b&gt;이벤트 줄&lt;/b&gt;: 1~5번 칸에 뒷면으로 놓인 이벤트 카드 5장입니다. 옆에는 이벤트 덱과 버린 카드 더미가 있습니다. &lt;a href="page:rule:events"&gt;이벤트 카드&lt;/a&gt;를 보세요.&lt;/li&gt;&lt;li&gt;&lt;b&gt;투표 덱&lt;/b&gt;: 투표가 끝난 뒤 뽑는, 뒷면으로 놓인 투표 카드들입니다. &lt;a href="page:vote-card"&gt;투표 카드&lt;/a&gt;를 보세요.&lt;/li&gt;&lt;li&gt;&lt;b&gt;폭발 토큰&lt;/b&gt;은 &lt;a href="page:card:black_powder"&gt;흑색 화약&lt;/a&gt; 카드가 노 젓는 배 위에 놓을 때까지 옆에서 기다립니다.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;게임판의 무엇이든 오른쪽 클릭하고 &lt;i&gt;이것은 무엇인가요?&lt;/i&gt;를 고르면 설명을 읽을 수 있습니다.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/rules_text.py" line="135" />
            <source>Ranks: Captain, First Mate, Cabin Boy, Governor</source>
            <translation>직위: 선장, 일등 항해사, 캐빈 보이, 총독</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/rules_text.py" line="136" />
            <source>&lt;p&gt;Your rank depends only on where your pawn stands in its line, and it changes whenever pawns come and go.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Captain&lt;/b&gt;: first in line on a ship. May call for an &lt;a href="page:rule:attack"&gt;Attack&lt;/a&gt;, or &lt;a href="page:rule:maroon"&gt;maroon&lt;/a&gt; a crewmate to Tortuga.&lt;/li&gt;&lt;li&gt;&lt;b&gt;First Mate&lt;/b&gt;: second in line on a ship. May call for a &lt;a href="page:rule:mutiny"&gt;Mutiny&lt;/a&gt; against the Captain.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Cabin Boy&lt;/b&gt;: last in line on a ship, however many pawns it carries. May &lt;a href="page:rule:cabin-boy"&gt;move 1 treasure&lt;/a&gt; from one of the ship's holds to the other.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Governor of Tortuga&lt;/b&gt;: first in line on Tortuga. May call for a &lt;a href="page:rule:brawl"&gt;Brawl&lt;/a&gt;.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;One pawn can hold two ranks: alone on a ship you are both Captain and Cabin Boy; second of two you are both First Mate and Cabin Boy. A pawn on a Rowboat has no rank, and neither has anyone on Tortuga behind the Governor.&lt;/p&gt;&lt;p&gt;A rank's action is still your one action of the turn: you choose either one of the actions every player has, or one of your rank's (see &lt;a href="page:rule:turn"&gt;Your turn&lt;/a&gt;).&lt;/p&gt;&lt;h3&gt;Each action needs something to act on&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;A Captain can maroon only another pawn on their own ship, never themselves.&lt;/li&gt;&lt;li&gt;A Cabin Boy can move a treasure only out of a hold that has one.&lt;/li&gt;&lt;li&gt;A Mutiny needs a First Mate, so a ship with at least 2 pawns.&lt;/li&gt;&lt;li&gt;A Brawl needs a Governor, so at least one pawn on Tortuga.&lt;/li&gt;&lt;li&gt;An Attack needs treasure to take (see &lt;a href="page:rule:attack"&gt;Attack&lt;/a&gt;).&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Moving up&lt;/h3&gt;&lt;p&gt;When a pawn leaves a line, everyone behind it moves up one place. If a Captain is marooned, the First Mate becomes Captain; if the Governor sails away, the next in line on Tortuga becomes Governor. A pawn that boards an empty ship becomes its Captain.&lt;/p&gt;</source>
            <translation>&lt;p&gt;직위는 오직 내 말이 줄에서 몇 번째에 서 있는지로 정해지며, 말들이 오고 갈 때마다 바뀝니다.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;선장&lt;/b&gt;: 배의 줄 맨 앞. &lt;a href="page:rule:attack"&gt;공격&lt;/a&gt;을 요청하거나, 같은 배의 선원을 토르투가로 &lt;a href="page:rule:maroon"&gt;유배&lt;/a&gt;할 수 있습니다.&lt;/li&gt;&lt;li&gt;&lt;b&gt;일등 항해사&lt;/b&gt;: 배의 줄 두 번째. 선장에 맞서 &lt;a href="page:rule:mutiny"&gt;반란&lt;/a&gt;을 요청할 수 있습니다.&lt;/li&gt;&lt;li&gt;&lt;b&gt;캐빈 보이&lt;/b&gt;: 배에 말이 몇 개 있든 줄의 맨 마지막. 배의 한 보물 창고에서 다른 보물 창고로 &lt;a href="page:rule:cabin-boy"&gt;보물 1개를 옮길&lt;/a&gt; 수 있습니다.&lt;/li&gt;&lt;li&gt;&lt;b&gt;토르투가 총독&lt;/b&gt;: 토르투가 줄의 맨 앞. &lt;a href="page:rule:brawl"&gt;싸움&lt;/a&gt;을 요청할 수 있습니다.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;말 하나가 직위 두 개를 가질 수도 있습니다. 배에 혼자 있으면 선장이자 캐빈 보이이고, 둘 중 두 번째이면 일등 항해사이자 캐빈 보이입니다. 노 젓는 배에 탄 말은 직위가 없으며, 토르투가에서 총독 뒤에 선 말도 마찬가지입니다.&lt;/p&gt;&lt;p&gt;직위 행동도 그 차례의 단 하나뿐인 행동입니다. 모든 플레이어가 할 수 있는 행동 중 하나를 하거나, 내 직위의 행동 중 하나를 합니다(&lt;a href="page:rule:turn"&gt;내 차례&lt;/a&gt;를 보세요).&lt;/p&gt;&lt;h3&gt;행동에는 대상이 필요합니다&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;선장은 자기 배에 있는 다른 말만 유배할 수 있으며, 자기 자신은 유배할 수 없습니다.&lt;/li&gt;&lt;li&gt;캐빈 보이는 보물이 있는 보물 창고에서만 보물을 옮길 수 있습니다.&lt;/li&gt;&lt;li&gt;반란에는 일등 항해사가 필요하므로, 배에 말이 2개 이상 있어야 합니다.&lt;/li&gt;&lt;li&gt;싸움에는 총독이 필요하므로, 토르투가에 말이 1개 이상 있어야 합니다.&lt;/li&gt;&lt;li&gt;공격에는 가져올 보물이 있어야 합니다(&lt;a href="page:rule:attack"&gt;공격&lt;/a&gt;을 보세요).&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;앞으로 당기기&lt;/h3&gt;&lt;p&gt;말이 줄을 떠나면 그 뒤에 있던 말이 모두 한 칸씩 앞으로 당겨집니다. 선장이 유배되면 일등 항해사가 선장이 되고, 총독이 배를 타고 떠나면 토르투가 줄의 다음 말이 총독이 됩니다. 빈 배에 승선한 말은 그 배의 선장이 됩니다.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/rules_text.py" line="174" />
            <source>Your turn</source>
            <translation>내 차례</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/rules_text.py" line="175" />
            <source>&lt;p&gt;Turns go around the table in seat order (clockwise), starting with the Captain of the Jolly Roger. On your turn you must do exactly &lt;b&gt;one action&lt;/b&gt;: you cannot pass. In a 2-player game each player does &lt;b&gt;two actions&lt;/b&gt; per turn, one after the other.&lt;/p&gt;&lt;h3&gt;Every player may&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;View 2 Event cards&lt;/b&gt;: secretly look at 2 of the face-down cards in the row.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Reveal 1 Event card&lt;/b&gt;: turn one face up for everyone and do what it says.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Force another player&lt;/b&gt; to reveal one of 2 Event cards you point at.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Move&lt;/b&gt; onto a Rowboat, or from a Rowboat aboard its ship or onto Tortuga.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Play a Letter of Marque&lt;/b&gt; kept from earlier.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Details: &lt;a href="page:rule:events"&gt;Event cards&lt;/a&gt;, &lt;a href="page:rule:moving"&gt;Moving&lt;/a&gt;, &lt;a href="page:card:letter_of_marque"&gt;Letter of Marque&lt;/a&gt;.&lt;/p&gt;&lt;h3&gt;Your rank adds choices&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;Captain: call for an &lt;a href="page:rule:attack"&gt;Attack&lt;/a&gt;, or &lt;a href="page:rule:maroon"&gt;maroon&lt;/a&gt; a crewmate.&lt;/li&gt;&lt;li&gt;First Mate: call for a &lt;a href="page:rule:mutiny"&gt;Mutiny&lt;/a&gt;.&lt;/li&gt;&lt;li&gt;Cabin Boy: &lt;a href="page:rule:cabin-boy"&gt;move 1 treasure&lt;/a&gt; between the ship's holds.&lt;/li&gt;&lt;li&gt;Governor: call for a &lt;a href="page:rule:brawl"&gt;Brawl&lt;/a&gt;.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;You still get only one action: either one every player has, or one of your rank's.&lt;/p&gt;&lt;h3&gt;Not actions&lt;/h3&gt;&lt;p&gt;Playing a Vote card when someone calls a vote, using a treasure map, and looking at your notes or the discard pile cost you nothing and can happen outside your turn.&lt;/p&gt;&lt;h3&gt;A lost turn&lt;/h3&gt;&lt;p&gt;A player struck by &lt;a href="page:card:scurvy"&gt;Scurvy&lt;/a&gt; skips their next turn (both actions in a 2-player game).&lt;/p&gt;&lt;h3&gt;Talking at the table&lt;/h3&gt;&lt;p&gt;Tortuga 1667 is about knowledge and talking. Say openly where cards lie, make deals, bluff. But talk out loud only: no notes, whispers, messages or shown screens. Once you have named your action, pointed at cards, played a Vote card or let go of a pawn, there are no take-backs.&lt;/p&gt;</source>
            <translation>&lt;p&gt;차례는 자리 순서(시계 방향)대로 돌아가며, 졸리 로저의 선장부터 시작합니다. 내 차례에는 반드시 &lt;b&gt;행동 하나&lt;/b&gt;를 해야 하며, 차례를 넘길 수 없습니다. 2인 게임에서는 각 플레이어가 차례마다 &lt;b&gt;행동 두 개&lt;/b&gt;를 연달아 합니다.&lt;/p&gt;&lt;h3&gt;모든 플레이어가 할 수 있는 행동&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;이벤트 카드 2장 보기&lt;/b&gt;: 줄에 뒷면으로 놓인 카드 중 2장을 몰래 봅니다.&lt;/li&gt;&lt;li&gt;&lt;b&gt;이벤트 카드 1장 공개&lt;/b&gt;: 카드 1장을 모두가 보도록 앞면으로 뒤집고 카드에 적힌 대로 합니다.&lt;/li&gt;&lt;li&gt;&lt;b&gt;공개 강요&lt;/b&gt;: 내가 지목한 이벤트 카드 2장 중 1장을 다른 플레이어가 공개하게 합니다.&lt;/li&gt;&lt;li&gt;&lt;b&gt;이동&lt;/b&gt;: 노 젓는 배로 옮겨 타거나, 노 젓는 배에서 그 옆의 배에 승선하거나 토르투가로 갑니다.&lt;/li&gt;&lt;li&gt;&lt;b&gt;나포 허가증 사용&lt;/b&gt;: 전에 보관해 둔 나포 허가증을 사용합니다.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;자세히: &lt;a href="page:rule:events"&gt;이벤트 카드&lt;/a&gt;, &lt;a href="page:rule:moving"&gt;이동&lt;/a&gt;, &lt;a href="page:card:letter_of_marque"&gt;나포 허가증&lt;/a&gt;.&lt;/p&gt;&lt;h3&gt;직위에 따라 늘어나는 선택지&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;선장: &lt;a href="page:rule:attack"&gt;공격&lt;/a&gt;을 요청하거나 같은 배의 선원을 &lt;a href="page:rule:maroon"&gt;유배&lt;/a&gt;합니다.&lt;/li&gt;&lt;li&gt;일등 항해사: &lt;a href="page:rule:mutiny"&gt;반란&lt;/a&gt;을 요청합니다.&lt;/li&gt;&lt;li&gt;캐빈 보이: 배의 두 보물 창고 사이에서 &lt;a href="page:rule:cabin-boy"&gt;보물 1개를 옮깁니다&lt;/a&gt;.&lt;/li&gt;&lt;li&gt;총독: &lt;a href="page:rule:brawl"&gt;싸움&lt;/a&gt;을 요청합니다.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;그래도 행동은 하나뿐입니다. 모든 플레이어가 할 수 있는 행동 하나, 또는 내 직위의 행동 하나입니다.&lt;/p&gt;&lt;h3&gt;행동이 아닌 것&lt;/h3&gt;&lt;p&gt;누군가 투표를 요청했을 때 투표 카드를 내는 것, 보물 지도를 사용하는 것, 내 메모나 버린 카드 더미를 보는 것은 행동을 쓰지 않으며, 내 차례가 아닐 때도 할 수 있습니다.&lt;/p&gt;&lt;h3&gt;차례를 잃을 때&lt;/h3&gt;&lt;p&gt;&lt;a href="page:card:scurvy"&gt;괴혈병&lt;/a&gt;에 걸린 플레이어는 다음 차례를 건너뜁니다(2인 게임에서는 행동 두 개 모두).&lt;/p&gt;&lt;h3&gt;테이블에서의 대화&lt;/h3&gt;&lt;p&gt;토르투가 1667의 핵심은 정보와 대화입니다. 카드가 어디에 있는지 터놓고 말하고, 거래하고, 허세를 부리세요. 단, 소리 내어 말하는 것만 허용됩니다. 쪽지, 귓속말, 메시지, 화면 보여 주기는 안 됩니다. 행동을 밝혔거나, 카드를 지목했거나, 투표 카드를 냈거나, 말에서 손을 뗐다면 되돌릴 수 없습니다.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/rules_text.py" line="216" />
            <source>Event cards: view, reveal, force</source>
            <translation>이벤트 카드: 보기, 공개, 강요</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/rules_text.py" line="217" />
            <source>&lt;p&gt;Five Event cards lie face down in a row, in slots 1 to 5. Three of the actions every player has use them.&lt;/p&gt;&lt;h3&gt;View 2 Event cards&lt;/h3&gt;&lt;p&gt;Secretly look at any 2 of the face-down cards. They stay face down in their slots, and what you saw goes into your &lt;a href="page:rule:notebook"&gt;notes&lt;/a&gt;. You may tell the others what you saw, truthfully or not.&lt;/p&gt;&lt;h3&gt;Reveal 1 Event card&lt;/h3&gt;&lt;p&gt;Turn any one face-down card face up for everyone. You are its &lt;b&gt;revealer&lt;/b&gt; and you must resolve it: do what it says. Then the top card of the Event deck fills its slot, face down.&lt;/p&gt;&lt;h3&gt;Force another player&lt;/h3&gt;&lt;p&gt;Point at any 2 face-down cards and choose another player. That player picks one of the two without looking at it, reveals it and resolves it: they are its revealer. The other card stays where it is, unseen. The revealed card's slot is refilled from the deck.&lt;/p&gt;&lt;h3&gt;Good to know&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;Viewing and forcing need at least 2 face-down cards in the row. With only one left, you can only reveal it.&lt;/li&gt;&lt;li&gt;On a card, "you" is the revealer. "Any player" includes the revealer; "another player" does not.&lt;/li&gt;&lt;li&gt;A revealed card must be resolved, even when it hurts you. Some cards offer a choice, such as keeping a Letter of Marque for later.&lt;/li&gt;&lt;li&gt;Revealed cards go to the discard pile, unless they stay in front of a player (see &lt;a href="page:rule:kept-cards"&gt;Kept cards&lt;/a&gt;). Anyone may look through the discard pile at any time: click it on the mat.&lt;/li&gt;&lt;li&gt;Revealing blind is risky. View first, or trust a friend who has viewed. Forcing an enemy to choose between two cards you know to be bad is a strong move.&lt;/li&gt;&lt;li&gt;When the deck runs out, the row is shuffled and no longer refilled: see &lt;a href="page:rule:end"&gt;The end of the game&lt;/a&gt;.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;All 24 Event cards are in the &lt;a href="page:cards"&gt;card gallery&lt;/a&gt;.&lt;/p&gt;</source>
            <translation>&lt;p&gt;이벤트 카드 5장이 1~5번 칸에 뒷면으로 한 줄로 놓여 있습니다. 모든 플레이어가 할 수 있는 행동 중 세 가지가 이 카드를 사용합니다.&lt;/p&gt;&lt;h3&gt;이벤트 카드 2장 보기&lt;/h3&gt;&lt;p&gt;뒷면으로 놓인 카드 중 아무거나 2장을 몰래 봅니다. 카드는 그 칸에 뒷면 그대로 남고, 본 내용은 내 &lt;a href="page:rule:notebook"&gt;메모&lt;/a&gt;에 기록됩니다. 본 내용을 다른 플레이어에게 말해도 되며, 사실대로 말하든 아니든 자유입니다.&lt;/p&gt;&lt;h3&gt;이벤트 카드 1장 공개&lt;/h3&gt;&lt;p&gt;뒷면으로 놓인 카드 아무거나 1장을 모두가 보도록 앞면으로 뒤집습니다. 내가 그 카드를 &lt;b&gt;공개한 플레이어&lt;/b&gt;이며, 카드를 해결해야 합니다. 즉, 카드에 적힌 대로 합니다. 그다음 이벤트 덱 맨 위 카드를 뒷면으로 그 칸에 채웁니다.&lt;/p&gt;&lt;h3&gt;공개 강요&lt;/h3&gt;&lt;p&gt;뒷면으로 놓인 카드 아무거나 2장을 지목하고 다른 플레이어 한 명을 고릅니다. 그 플레이어는 두 장 중 하나를 보지 않고 골라 공개하고 해결합니다. 그 플레이어가 공개한 플레이어가 됩니다. 다른 카드는 아무도 보지 않은 채 그 자리에 남습니다. 공개된 카드의 칸은 덱에서 다시 채웁니다.&lt;/p&gt;&lt;h3&gt;알아 두면 좋은 점&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;보기와 강요는 줄에 뒷면 카드가 2장 이상 있어야 할 수 있습니다. 1장만 남았다면 그 카드를 공개하는 것만 할 수 있습니다.&lt;/li&gt;&lt;li&gt;카드에서 '당신'은 공개한 플레이어입니다. '아무 플레이어'에는 공개한 플레이어도 포함되지만, '다른 플레이어'에는 포함되지 않습니다.&lt;/li&gt;&lt;li&gt;공개된 카드는 나에게 불리하더라도 반드시 해결해야 합니다. 나포 허가증을 나중을 위해 보관하는 것처럼 선택지를 주는 카드도 있습니다.&lt;/li&gt;&lt;li&gt;공개된 카드는 플레이어 앞에 남는 경우(&lt;a href="page:rule:kept-cards"&gt;플레이어 앞에 놓아 두는 카드&lt;/a&gt;를 보세요)가 아니면 버린 카드 더미로 갑니다. 버린 카드 더미는 누구나 언제든 살펴볼 수 있습니다. 게임판에서 클릭하세요.&lt;/li&gt;&lt;li&gt;모르는 카드를 공개하는 것은 위험합니다. 먼저 보거나, 카드를 본 아군을 믿으세요. 나쁜 카드인 줄 아는 두 장 중에서 적이 고르도록 강요하는 것은 강력한 수입니다.&lt;/li&gt;&lt;li&gt;덱이 떨어지면 줄을 섞고 더 이상 채우지 않습니다. &lt;a href="page:rule:end"&gt;게임 종료&lt;/a&gt;를 보세요.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;이벤트 카드 24장은 모두 &lt;a href="page:cards"&gt;카드 목록&lt;/a&gt;에서 볼 수 있습니다.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/rules_text.py" line="254" />
            <source>Moving: Rowboats, boarding, full ships</source>
            <translation>이동: 노 젓는 배, 승선, 가득 찬 배</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/rules_text.py" line="255" />
            <source>&lt;p&gt;As an action you move your pawn only by Rowboat. Each of the two Rowboats lies between one ship and Tortuga.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;From a ship, move onto the Rowboat beside that ship. From Tortuga, move onto either Rowboat.&lt;/li&gt;&lt;li&gt;From a Rowboat, move to the back of the line on Tortuga, or to the back of the line on the ship beside it: that is &lt;b&gt;boarding&lt;/b&gt;.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Each move is one action, so getting from a ship to Tortuga, or from Tortuga to a ship, takes two actions, and crossing from one ship to the other takes four.&lt;/p&gt;&lt;h3&gt;Rowboats&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;A Rowboat holds only 1 pawn. While someone sits in it, nobody else can use it. You may sit there on purpose to block others, and do other actions meanwhile, such as viewing or revealing cards.&lt;/li&gt;&lt;li&gt;On a Rowboat you have no rank and take part in no vote.&lt;/li&gt;&lt;li&gt;Marooned on a Rowboat, you go to the back of Tortuga's line and lose no Vote card.&lt;/li&gt;&lt;li&gt;A Rowboat blown up by &lt;a href="page:card:black_powder"&gt;Black Powder&lt;/a&gt; can never be used again.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Boarding a ship&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;You join at the back of the line, so you become the Cabin Boy. Boarding an empty ship makes you its Captain.&lt;/li&gt;&lt;li&gt;There are never more than 5 pawns on a ship: nobody can board a full ship, or be sent to it.&lt;/li&gt;&lt;li&gt;Careful with an &lt;a href="page:card:albatross"&gt;Albatross&lt;/a&gt;: 2 of them aboard one ship sink it.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Other ways pawns move&lt;/h3&gt;&lt;p&gt;Being &lt;a href="page:rule:maroon"&gt;marooned&lt;/a&gt; sends a pawn to Tortuga. Some cards move pawns too: &lt;a href="page:card:letter_of_marque"&gt;Letter of Marque&lt;/a&gt;, &lt;a href="page:card:atlantis"&gt;Atlantis&lt;/a&gt;, &lt;a href="page:card:facade"&gt;Facade&lt;/a&gt; and &lt;a href="page:card:eight_bells"&gt;Eight Bells&lt;/a&gt;.&lt;/p&gt;</source>
            <translation>&lt;p&gt;행동으로 말을 옮길 때는 노 젓는 배를 거쳐서만 움직일 수 있습니다. 노 젓는 배 두 척은 각각 배 하나와 토르투가 사이에 있습니다.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;배에서는 그 배 옆의 노 젓는 배로 옮깁니다. 토르투가에서는 어느 노 젓는 배로든 옮길 수 있습니다.&lt;/li&gt;&lt;li&gt;노 젓는 배에서는 토르투가 줄의 맨 뒤나, 옆에 있는 배의 줄 맨 뒤로 옮깁니다. 배로 옮기는 것이 &lt;b&gt;승선&lt;/b&gt;입니다.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;한 번 옮길 때마다 행동 하나가 들기 때문에, 배에서 토르투가로 가거나 토르투가에서 배로 가려면 행동 두 개, 한 배에서 다른 배로 건너가려면 행동 네 개가 필요합니다.&lt;/p&gt;&lt;h3&gt;노 젓는 배&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;노 젓는 배에는 말이 1개만 탈 수 있습니다. 누군가 타고 있는 동안에는 아무도 그 배를 쓸 수 없습니다. 다른 사람을 막으려고 일부러 그곳에 머물면서, 그동안 카드 보기나 공개 같은 다른 행동을 해도 됩니다.&lt;/li&gt;&lt;li&gt;노 젓는 배에서는 직위가 없고 어떤 투표에도 참여하지 않습니다.&lt;/li&gt;&lt;li&gt;노 젓는 배에서 유배되면 토르투가 줄의 맨 뒤로 가며, 투표 카드를 잃지 않습니다.&lt;/li&gt;&lt;li&gt;&lt;a href="page:card:black_powder"&gt;흑색 화약&lt;/a&gt;으로 폭파된 노 젓는 배는 다시는 쓸 수 없습니다.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;배에 승선하기&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;줄의 맨 뒤에 서므로 캐빈 보이가 됩니다. 빈 배에 승선하면 그 배의 선장이 됩니다.&lt;/li&gt;&lt;li&gt;한 배에 말이 5개를 넘을 수는 없습니다. 가득 찬 배에는 아무도 승선할 수 없고, 그 배로 보내질 수도 없습니다.&lt;/li&gt;&lt;li&gt;&lt;a href="page:card:albatross"&gt;알바트로스&lt;/a&gt;를 조심하세요. 한 배에 2장이 모이면 그 배는 침몰합니다.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;말이 움직이는 다른 방법&lt;/h3&gt;&lt;p&gt;&lt;a href="page:rule:maroon"&gt;유배&lt;/a&gt;되면 말이 토르투가로 갑니다. 일부 카드도 말을 옮깁니다: &lt;a href="page:card:letter_of_marque"&gt;나포 허가증&lt;/a&gt;, &lt;a href="page:card:atlantis"&gt;아틀란티스&lt;/a&gt;, &lt;a href="page:card:facade"&gt;파사드&lt;/a&gt;, &lt;a href="page:card:eight_bells"&gt;여덟 점 종&lt;/a&gt;.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/rules_text.py" line="295" />
            <source>Attack</source>
            <translation>공격</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/rules_text.py" line="296" />
            <source>&lt;p&gt;A Captain may call for an Attack as their action, even when alone on their ship. A successful Attack takes 1 treasure from the Spanish Galleon.&lt;/p&gt;&lt;h3&gt;Who votes&lt;/h3&gt;&lt;p&gt;Everyone on the attacking Captain's ship, the Captain included, plays 1 Vote card face down. The top card of the Vote deck is added. All the cards are shuffled and revealed (see &lt;a href="page:rule:votes"&gt;Votes&lt;/a&gt;).&lt;/p&gt;&lt;h3&gt;What counts&lt;/h3&gt;&lt;p&gt;Only the &lt;b&gt;top section&lt;/b&gt; of the Vote cards: &lt;img src="sym:cannon" width="22" height="22"&gt; Cannon, &lt;img src="sym:torch" width="22" height="22"&gt; Torch or &lt;img src="sym:water" width="22" height="22"&gt; Water. Each Water puts out one Torch. The Attack succeeds if there is at least 1 Cannon and at least 1 Torch still burning.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;2 Cannons, 1 Torch, 1 Water: it fails. The Water puts out the only Torch.&lt;/li&gt;&lt;li&gt;1 Cannon, 2 Torches, 1 Water: it succeeds. One Torch still burns.&lt;/li&gt;&lt;li&gt;2 Cannons, 2 Torches: it succeeds, but you still take only 1 treasure.&lt;/li&gt;&lt;li&gt;3 Torches and no Cannon: it fails.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;The plunder&lt;/h3&gt;&lt;p&gt;After a success the Captain takes 1 treasure from the Spanish Galleon and puts it into either hold of their own ship: the British or the French one. The Captain may also leave it where it is.&lt;/p&gt;&lt;p&gt;Once the Galleon is empty, an Attack takes 1 treasure from either hold of the other pirate ship instead, even if nobody is aboard it. The Captain chooses the hold it comes from and the hold it goes into.&lt;/p&gt;&lt;p&gt;An Attack can only be called when there is something to take: treasure on the Galleon or, once it is empty, in the other ship's holds.&lt;/p&gt;&lt;h3&gt;Tips&lt;/h3&gt;&lt;p&gt;Of the 30 ordinary Vote cards, 9 show a Cannon, 12 a Torch and 9 Water (30%, 40%, 30%), plus two &lt;a href="page:vote-card"&gt;double cards&lt;/a&gt;. Agree out loud who plays what, or mislead. The Captain picks the hold: a Captain who fills the wrong team's hold may soon face a &lt;a href="page:rule:mutiny"&gt;Mutiny&lt;/a&gt;.&lt;/p&gt;</source>
            <translation>&lt;p&gt;선장은 자기 행동으로 공격을 요청할 수 있으며, 배에 혼자 있어도 할 수 있습니다. 공격에 성공하면 스페인 갤리온에서 보물 1개를 가져옵니다.&lt;/p&gt;&lt;h3&gt;투표하는 사람&lt;/h3&gt;&lt;p&gt;공격하는 선장의 배에 탄 모든 플레이어가 선장을 포함해 투표 카드 1장씩을 뒷면으로 냅니다. 여기에 투표 덱 맨 위 카드 1장을 더합니다. 모든 카드를 섞어 공개합니다(&lt;a href="page:rule:votes"&gt;투표&lt;/a&gt;를 보세요).&lt;/p&gt;&lt;h3&gt;계산하는 부분&lt;/h3&gt;&lt;p&gt;투표 카드의 &lt;b&gt;윗부분&lt;/b&gt;만 계산합니다: &lt;img src="sym:cannon" width="22" height="22"&gt; 대포, &lt;img src="sym:torch" width="22" height="22"&gt; 횃불 또는 &lt;img src="sym:water" width="22" height="22"&gt; 물. 물 하나가 횃불 하나를 끕니다. 대포가 1개 이상 있고 꺼지지 않은 횃불이 1개 이상 남아 있으면 공격이 성공합니다.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;대포 2, 횃불 1, 물 1: 실패합니다. 물이 하나뿐인 횃불을 끕니다.&lt;/li&gt;&lt;li&gt;대포 1, 횃불 2, 물 1: 성공합니다. 횃불 하나가 아직 타고 있습니다.&lt;/li&gt;&lt;li&gt;대포 2, 횃불 2: 성공하지만, 가져오는 보물은 여전히 1개뿐입니다.&lt;/li&gt;&lt;li&gt;횃불 3, 대포 없음: 실패합니다.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;약탈&lt;/h3&gt;&lt;p&gt;성공하면 선장은 스페인 갤리온에서 보물 1개를 가져와 자기 배의 보물 창고 중 한 곳, 즉 영국 또는 프랑스 보물 창고에 넣습니다. 선장은 보물을 그 자리에 그대로 둘 수도 있습니다.&lt;/p&gt;&lt;p&gt;갤리온이 비고 나면, 공격은 대신 다른 해적선의 보물 창고 중 한 곳에서 보물 1개를 가져옵니다. 그 배에 아무도 없어도 마찬가지입니다. 어느 보물 창고에서 가져와 어느 보물 창고에 넣을지는 선장이 고릅니다.&lt;/p&gt;&lt;p&gt;공격은 가져올 것이 있을 때만 요청할 수 있습니다. 갤리온에 보물이 있거나, 갤리온이 비었다면 다른 배의 보물 창고에 보물이 있어야 합니다.&lt;/p&gt;&lt;h3&gt;팁&lt;/h3&gt;&lt;p&gt;일반 투표 카드 30장 중 대포가 9장, 횃불이 12장, 물이 9장(30%, 40%, 30%)이고, 여기에 &lt;a href="page:vote-card"&gt;2배 카드&lt;/a&gt; 2장이 더 있습니다. 누가 무엇을 낼지 소리 내어 정하거나, 상대를 속이세요. 보물 창고는 선장이 고릅니다. 엉뚱한 팀의 보물 창고를 채우는 선장은 곧 &lt;a href="page:rule:mutiny"&gt;반란&lt;/a&gt;을 맞을 수 있습니다.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/rules_text.py" line="333" />
            <source>Mutiny</source>
            <translation>반란</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/rules_text.py" line="334" />
            <source>&lt;p&gt;The First Mate of a ship may call for a Mutiny as their action, to maroon their Captain to Tortuga. A Mutiny needs a First Mate, so the ship must carry at least 2 pawns.&lt;/p&gt;&lt;h3&gt;Who votes&lt;/h3&gt;&lt;p&gt;Everyone on that ship except the Captain, the First Mate included, plays 1 Vote card face down. The top card of the Vote deck is added. All the cards are shuffled and revealed (see &lt;a href="page:rule:votes"&gt;Votes&lt;/a&gt;).&lt;/p&gt;&lt;h3&gt;What counts&lt;/h3&gt;&lt;p&gt;Only the &lt;b&gt;bottom section&lt;/b&gt; of the Vote cards: &lt;img src="sym:skull" width="22" height="22"&gt; Skull or &lt;img src="sym:helm" width="22" height="22"&gt; Helm.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;More Skulls than Helms: the Mutiny succeeds. The Captain is &lt;a href="page:rule:maroon"&gt;marooned&lt;/a&gt; to Tortuga and the First Mate becomes Captain.&lt;/li&gt;&lt;li&gt;More Helms, or as many Helms as Skulls: nothing happens.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;&lt;i&gt;Example:&lt;/i&gt; a First Mate and a Cabin Boy mutiny. With the deck's card, three cards are revealed: Skull, Skull, Helm. The Captain is marooned.&lt;/p&gt;&lt;p&gt;A Captain holding the &lt;a href="page:card:fountain_of_youth"&gt;Fountain of Youth&lt;/a&gt; may refuse to be marooned by a successful Mutiny.&lt;/p&gt;</source>
            <translation>&lt;p&gt;배의 일등 항해사는 자기 행동으로 반란을 요청해 선장을 토르투가로 유배할 수 있습니다. 반란에는 일등 항해사가 필요하므로 배에 말이 2개 이상 있어야 합니다.&lt;/p&gt;&lt;h3&gt;투표하는 사람&lt;/h3&gt;&lt;p&gt;그 배에 탄 선장을 제외한 모든 플레이어가 일등 항해사를 포함해 투표 카드 1장씩을 뒷면으로 냅니다. 여기에 투표 덱 맨 위 카드 1장을 더합니다. 모든 카드를 섞어 공개합니다(&lt;a href="page:rule:votes"&gt;투표&lt;/a&gt;를 보세요).&lt;/p&gt;&lt;h3&gt;계산하는 부분&lt;/h3&gt;&lt;p&gt;투표 카드의 &lt;b&gt;아랫부분&lt;/b&gt;만 계산합니다: &lt;img src="sym:skull" width="22" height="22"&gt; 해골 또는 &lt;img src="sym:helm" width="22" height="22"&gt; 조타기.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;해골이 조타기보다 많으면 반란이 성공합니다. 선장은 토르투가로 &lt;a href="page:rule:maroon"&gt;유배&lt;/a&gt;되고 일등 항해사가 선장이 됩니다.&lt;/li&gt;&lt;li&gt;조타기가 더 많거나 해골과 조타기의 수가 같으면 아무 일도 일어나지 않습니다.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;&lt;i&gt;예:&lt;/i&gt; 일등 항해사와 캐빈 보이가 반란을 일으킵니다. 덱에서 온 카드까지 세 장이 공개됩니다: 해골, 해골, 조타기. 선장은 유배됩니다.&lt;/p&gt;&lt;p&gt;&lt;a href="page:card:fountain_of_youth"&gt;젊음의 샘&lt;/a&gt;을 가진 선장은 성공한 반란에 의한 유배를 거부할 수 있습니다.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/rules_text.py" line="359" />
            <source>Getting marooned</source>
            <translation>유배되기</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/rules_text.py" line="360" />
            <source>&lt;p&gt;To be &lt;b&gt;marooned&lt;/b&gt; is to be sent to Tortuga. It happens when your Captain maroons you, when a Mutiny against you succeeds, or when an Event card says so: &lt;a href="page:card:pistol"&gt;Pistol&lt;/a&gt;, &lt;a href="page:card:black_spot"&gt;Black Spot&lt;/a&gt;, &lt;a href="page:card:albatross"&gt;Albatross&lt;/a&gt;, &lt;a href="page:card:black_powder"&gt;Black Powder&lt;/a&gt;.&lt;/p&gt;&lt;h3&gt;The Captain's maroon&lt;/h3&gt;&lt;p&gt;As their action a Captain may maroon any other pawn on their own ship to Tortuga, but never themselves.&lt;/p&gt;&lt;h3&gt;What happens&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;Your pawn goes to the back of the line on Tortuga. If Tortuga was empty, you become its Governor.&lt;/li&gt;&lt;li&gt;The pawns behind you on your ship move up: if the Captain is marooned, the First Mate becomes Captain.&lt;/li&gt;&lt;li&gt;If everyone leaves a ship, its treasure stays in its holds and still counts. The next pawn to board it becomes its Captain.&lt;/li&gt;&lt;li&gt;On Tortuga you still take your turns and do actions as usual.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Marooned while already on Tortuga&lt;/h3&gt;&lt;p&gt;Two things happen. Your pawn goes to the back of Tortuga's line, and those behind you move up (alone there, you stay where you are). And one of your Vote cards, picked at random, goes unseen to the bottom of the Vote deck: you play with fewer Vote cards for the rest of the game. Each time this happens you lose another. With no Vote card left you may still call a vote when your rank allows, but you cannot take part in it.&lt;/p&gt;&lt;h3&gt;Marooned on a Rowboat&lt;/h3&gt;&lt;p&gt;Your pawn goes to the back of Tortuga's line. You lose no Vote card.&lt;/p&gt;&lt;h3&gt;Several at once&lt;/h3&gt;&lt;p&gt;When an Albatross sinks a ship, its crew enters Tortuga in reverse rank: the lowest rank first, so the Captain ends last in line.&lt;/p&gt;&lt;h3&gt;Escaping it&lt;/h3&gt;&lt;p&gt;The holder of the &lt;a href="page:card:fountain_of_youth"&gt;Fountain of Youth&lt;/a&gt; may refuse to be marooned once by a Black Spot they revealed, a Pistol, their Captain or a successful Mutiny.&lt;/p&gt;</source>
            <translation>&lt;p&gt;&lt;b&gt;유배&lt;/b&gt;된다는 것은 토르투가로 보내진다는 뜻입니다. 선장이 나를 유배할 때, 나에 대한 반란이 성공할 때, 또는 이벤트 카드가 그렇게 지시할 때 일어납니다: &lt;a href="page:card:pistol"&gt;권총&lt;/a&gt;, &lt;a href="page:card:black_spot"&gt;검은 표식&lt;/a&gt;, &lt;a href="page:card:albatross"&gt;알바트로스&lt;/a&gt;, &lt;a href="page:card:black_powder"&gt;흑색 화약&lt;/a&gt;.&lt;/p&gt;&lt;h3&gt;선장의 유배 명령&lt;/h3&gt;&lt;p&gt;선장은 자기 행동으로 자기 배에 있는 다른 말을 토르투가로 유배할 수 있지만, 자기 자신은 유배할 수 없습니다.&lt;/p&gt;&lt;h3&gt;일어나는 일&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;내 말은 토르투가 줄의 맨 뒤로 갑니다. 토르투가가 비어 있었다면 내가 총독이 됩니다.&lt;/li&gt;&lt;li&gt;배에서 내 뒤에 있던 말들이 앞으로 당겨집니다. 선장이 유배되면 일등 항해사가 선장이 됩니다.&lt;/li&gt;&lt;li&gt;모두가 배를 떠나도 보물은 그 배의 보물 창고에 남아 계속 셉니다. 다음에 그 배에 승선하는 말이 선장이 됩니다.&lt;/li&gt;&lt;li&gt;토르투가에서도 평소처럼 차례를 맞고 행동을 합니다.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;이미 토르투가에 있을 때 유배되면&lt;/h3&gt;&lt;p&gt;두 가지 일이 일어납니다. 내 말이 토르투가 줄의 맨 뒤로 가고, 내 뒤에 있던 말들이 앞으로 당겨집니다(혼자 있다면 그 자리에 그대로 있습니다). 그리고 내 투표 카드 중 무작위로 1장이 아무에게도 보이지 않은 채 투표 덱 맨 아래로 갑니다. 남은 게임 동안 더 적은 투표 카드로 플레이하게 됩니다. 이런 일이 일어날 때마다 1장씩 더 잃습니다. 투표 카드가 하나도 없어도 직위가 허락하면 투표를 요청할 수는 있지만, 그 투표에 참여할 수는 없습니다.&lt;/p&gt;&lt;h3&gt;노 젓는 배에서 유배되면&lt;/h3&gt;&lt;p&gt;내 말은 토르투가 줄의 맨 뒤로 갑니다. 투표 카드는 잃지 않습니다.&lt;/p&gt;&lt;h3&gt;여러 명이 한꺼번에&lt;/h3&gt;&lt;p&gt;알바트로스로 배가 침몰하면 그 배의 선원은 직위의 역순으로 토르투가에 들어갑니다. 가장 낮은 직위부터 들어가므로 선장이 줄의 맨 마지막이 됩니다.&lt;/p&gt;&lt;h3&gt;피하는 방법&lt;/h3&gt;&lt;p&gt;&lt;a href="page:card:fountain_of_youth"&gt;젊음의 샘&lt;/a&gt;을 가진 플레이어는 자기가 공개한 검은 표식, 권총, 자기 선장, 또는 성공한 반란에 의한 유배를 한 번 거부할 수 있습니다.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/rules_text.py" line="399" />
            <source>The Cabin Boy moves treasure</source>
            <translation>캐빈 보이의 보물 옮기기</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/rules_text.py" line="400" />
            <source>&lt;p&gt;The Cabin Boy, last in line on a ship, may as their action move 1 treasure already on their ship from the British hold to the French hold, or from the French hold to the British hold.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;One treasure per action, and only between the two holds of the Cabin Boy's own ship.&lt;/li&gt;&lt;li&gt;The hold it leaves must have a treasure in it.&lt;/li&gt;&lt;li&gt;Alone on a ship you are both Captain and Cabin Boy; second of two you are both First Mate and Cabin Boy.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Why it matters: the hold decides which team a treasure counts for. A quiet Cabin Boy can turn a British treasure French, and the crew may answer with a &lt;a href="page:rule:maroon"&gt;maroon&lt;/a&gt;.&lt;/p&gt;</source>
            <translation>&lt;p&gt;배의 줄 맨 마지막에 있는 캐빈 보이는 자기 행동으로, 이미 자기 배에 있는 보물 1개를 영국 보물 창고에서 프랑스 보물 창고로, 또는 프랑스 보물 창고에서 영국 보물 창고로 옮길 수 있습니다.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;행동 한 번에 보물 1개만, 그리고 캐빈 보이가 탄 배의 두 보물 창고 사이에서만 옮길 수 있습니다.&lt;/li&gt;&lt;li&gt;보물을 꺼내는 보물 창고에 보물이 있어야 합니다.&lt;/li&gt;&lt;li&gt;배에 혼자 있으면 선장이자 캐빈 보이이고, 둘 중 두 번째이면 일등 항해사이자 캐빈 보이입니다.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;왜 중요할까요? 보물이 어느 팀의 것으로 세어지는지는 보물 창고가 정합니다. 조용한 캐빈 보이가 영국 보물을 프랑스 보물로 바꿀 수 있고, 선원들은 &lt;a href="page:rule:maroon"&gt;유배&lt;/a&gt;로 응수할 수도 있습니다.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/rules_text.py" line="419" />
            <source>Brawl</source>
            <translation>싸움</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/rules_text.py" line="420" />
            <source>&lt;p&gt;The Governor of Tortuga may call for a Brawl as their action, even when alone on Tortuga. A Brawl decides where Tortuga's 2 treasures lie.&lt;/p&gt;&lt;h3&gt;Who votes&lt;/h3&gt;&lt;p&gt;Everyone on Tortuga, the Governor included, plays 1 Vote card face down. The top card of the Vote deck is added. All the cards are shuffled and revealed (see &lt;a href="page:rule:votes"&gt;Votes&lt;/a&gt;).&lt;/p&gt;&lt;h3&gt;What counts&lt;/h3&gt;&lt;p&gt;Only the &lt;b&gt;middle section&lt;/b&gt; of the Vote cards: &lt;img src="sym:british" width="22" height="22"&gt; British flag or &lt;img src="sym:french" width="22" height="22"&gt; French flag.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;More British flags: both of Tortuga's treasures go to the British area.&lt;/li&gt;&lt;li&gt;More French flags: both go to the French area.&lt;/li&gt;&lt;li&gt;A tie: one treasure in each area.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;&lt;i&gt;Example:&lt;/i&gt; two cards are revealed, one with 1 British flag and the double card with 2 French flags. The French win, 2 flags to 1.&lt;/p&gt;&lt;p&gt;The two treasures always stay on Tortuga; later Brawls can move them again. See &lt;a href="page:rule:tortuga"&gt;Tortuga&lt;/a&gt;.&lt;/p&gt;</source>
            <translation>&lt;p&gt;토르투가의 총독은 토르투가에 혼자 있더라도 자신의 행동으로 싸움을 요청할 수 있습니다. 싸움은 토르투가의 보물 2개가 어느 구역에 놓일지를 정합니다.&lt;/p&gt;&lt;h3&gt;누가 투표하나요&lt;/h3&gt;&lt;p&gt;총독을 포함해 토르투가에 있는 모든 플레이어가 투표 카드 1장을 뒷면으로 냅니다. 여기에 투표 덱 맨 위 카드 1장을 더합니다. 모든 카드를 섞어 공개합니다(&lt;a href="page:rule:votes"&gt;투표&lt;/a&gt; 참고).&lt;/p&gt;&lt;h3&gt;무엇을 세나요&lt;/h3&gt;&lt;p&gt;투표 카드의 &lt;b&gt;가운데 부분&lt;/b&gt;만 셉니다: &lt;img src="sym:british" width="22" height="22"&gt; 영국 국기 또는 &lt;img src="sym:french" width="22" height="22"&gt; 프랑스 국기.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;영국 국기가 더 많으면: 토르투가의 보물 2개가 모두 영국 구역으로 갑니다.&lt;/li&gt;&lt;li&gt;프랑스 국기가 더 많으면: 2개 모두 프랑스 구역으로 갑니다.&lt;/li&gt;&lt;li&gt;동점이면: 각 구역에 보물을 1개씩 놓습니다.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;&lt;i&gt;예:&lt;/i&gt; 카드 2장이 공개되었습니다. 1장에는 영국 국기가 1개, 다른 1장인 2배 카드에는 프랑스 국기가 2개 있습니다. 국기 2 대 1로 프랑스 팀이 이깁니다.&lt;/p&gt;&lt;p&gt;보물 2개는 언제나 토르투가에 남아 있으며, 이후의 싸움으로 다시 옮겨질 수 있습니다. &lt;a href="page:rule:tortuga"&gt;토르투가&lt;/a&gt;를 참고하세요.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/rules_text.py" line="446" />
            <source>&lt;p&gt;Tortuga is the pirates' island, where marooned pirates end up and where two treasures wait.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;The line.&lt;/b&gt; Pawns on Tortuga stand in a line with no size limit. Newcomers, marooned or arriving by Rowboat, join at the back.&lt;/li&gt;&lt;li&gt;&lt;b&gt;The Governor&lt;/b&gt; is first in the line and may call for a &lt;a href="page:rule:brawl"&gt;Brawl&lt;/a&gt;. When the Governor leaves, the next in line becomes Governor.&lt;/li&gt;&lt;li&gt;&lt;b&gt;The treasure.&lt;/b&gt; Tortuga has a British area and a French area and starts with 1 treasure in each. These 2 treasures never leave the island: a Brawl moves them between the areas, and &lt;a href="page:card:stormy_seas"&gt;Stormy Seas&lt;/a&gt; revealed on Tortuga puts them back one in each. At the end each area counts for its team.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Life on the island.&lt;/b&gt; On Tortuga you still take your turns: you may view, reveal or force Event cards, move onto either Rowboat, or call a Brawl as Governor. But being marooned again while there costs you a Vote card (see &lt;a href="page:rule:maroon"&gt;Getting marooned&lt;/a&gt;).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Back to sea&lt;/b&gt; takes two actions: onto a Rowboat, then aboard its ship. A &lt;a href="page:card:letter_of_marque"&gt;Letter of Marque&lt;/a&gt; can send someone on Tortuga straight to the back of a ship's line.&lt;/li&gt;&lt;/ul&gt;</source>
            <translation>&lt;p&gt;토르투가는 해적들의 섬으로, 유배된 해적들이 모이는 곳이자 보물 2개가 기다리는 곳입니다.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;줄.&lt;/b&gt; 토르투가의 말들은 한 줄로 서며, 인원 제한은 없습니다. 유배되었거나 노 젓는 배를 타고 새로 온 말은 줄 맨 뒤에 섭니다.&lt;/li&gt;&lt;li&gt;&lt;b&gt;총독&lt;/b&gt;은 줄의 맨 앞에 선 말이며 &lt;a href="page:rule:brawl"&gt;싸움&lt;/a&gt;을 요청할 수 있습니다. 총독이 떠나면 줄의 다음 말이 총독이 됩니다.&lt;/li&gt;&lt;li&gt;&lt;b&gt;보물.&lt;/b&gt; 토르투가에는 영국 구역과 프랑스 구역이 있으며, 처음에는 각 구역에 보물이 1개씩 있습니다. 이 보물 2개는 절대 섬을 떠나지 않습니다: 싸움은 보물을 구역 사이에서 옮기고, 토르투가에 있는 플레이어가 &lt;a href="page:card:stormy_seas"&gt;폭풍의 바다&lt;/a&gt;를 공개하면 보물이 다시 구역마다 1개씩 돌아갑니다. 게임이 끝나면 각 구역의 보물은 그 구역 팀의 것으로 셉니다.&lt;/li&gt;&lt;li&gt;&lt;b&gt;섬에서의 생활.&lt;/b&gt; 토르투가에 있어도 차례는 그대로 돌아옵니다: 이벤트 카드를 보거나, 공개하거나, 공개를 강요할 수 있고, 양쪽 노 젓는 배 중 하나로 옮겨 타거나, 총독이라면 싸움을 요청할 수 있습니다. 하지만 토르투가에 있는 동안 또 유배되면 투표 카드 1장을 잃습니다(&lt;a href="page:rule:maroon"&gt;유배되기&lt;/a&gt; 참고).&lt;/li&gt;&lt;li&gt;&lt;b&gt;바다로 돌아가려면&lt;/b&gt; 행동이 2번 필요합니다: 먼저 노 젓는 배에 탄 다음, 그 옆의 배에 오릅니다. &lt;a href="page:card:letter_of_marque"&gt;나포 허가증&lt;/a&gt;을 쓰면 토르투가에 있는 플레이어를 곧바로 어느 배의 줄 맨 뒤로 보낼 수 있습니다.&lt;/li&gt;&lt;/ul&gt;</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/rules_text.py" line="472" />
            <source>Votes</source>
            <translation>투표</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/rules_text.py" line="473" />
            <source>&lt;p&gt;Attacks, Mutinies and Brawls are decided by votes with Vote cards.&lt;/p&gt;&lt;h3&gt;Your Vote cards&lt;/h3&gt;&lt;p&gt;You start with 3 secret Vote cards. Look at them whenever you like, but never show them. Each card has three sections, one for each kind of vote (see &lt;a href="page:vote-card"&gt;The Vote card&lt;/a&gt;).&lt;/p&gt;&lt;h3&gt;How a vote goes&lt;/h3&gt;&lt;ol&gt;&lt;li&gt;A player calls the vote as their action: a Captain an &lt;a href="page:rule:attack"&gt;Attack&lt;/a&gt;, a First Mate a &lt;a href="page:rule:mutiny"&gt;Mutiny&lt;/a&gt;, the Governor a &lt;a href="page:rule:brawl"&gt;Brawl&lt;/a&gt;.&lt;/li&gt;&lt;li&gt;Each player taking part secretly plays 1 Vote card face down.&lt;/li&gt;&lt;li&gt;The top card of the Vote deck is added, face down, so there is always a card nobody chose.&lt;/li&gt;&lt;li&gt;All the cards are shuffled and revealed. Only the section for this kind of vote counts.&lt;/li&gt;&lt;li&gt;The result is carried out.&lt;/li&gt;&lt;/ol&gt;&lt;h3&gt;Who takes part&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;Attack: everyone on the Captain's ship, the Captain included.&lt;/li&gt;&lt;li&gt;Mutiny: everyone on the ship except the Captain.&lt;/li&gt;&lt;li&gt;Brawl: everyone on Tortuga.&lt;/li&gt;&lt;li&gt;Nobody on a Rowboat takes part.&lt;/li&gt;&lt;li&gt;No card, no vote: a player without Vote cards cannot take part. If nobody can, the card from the deck decides alone.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;After the vote&lt;/h3&gt;&lt;p&gt;The played cards and the deck's card are shuffled together and put face down at the bottom of the Vote deck. Then each player who played draws 1 new card from the top. Nobody ever learns who played which card: only the shuffled symbols are shown.&lt;/p&gt;&lt;h3&gt;Exceptions&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;The holder of &lt;a href="page:card:el_dorado"&gt;El Dorado&lt;/a&gt; may play 2 Vote cards in one vote.&lt;/li&gt;&lt;li&gt;The holder of the &lt;a href="page:card:pirate_code"&gt;Pirate Code&lt;/a&gt; may stay out of their next two votes.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Manage your hand: a card you play now is gone until the deck brings it back, so keep the cards your plans will need.&lt;/p&gt;</source>
            <translation>&lt;p&gt;공격, 반란, 싸움은 투표 카드로 하는 투표로 결정됩니다.&lt;/p&gt;&lt;h3&gt;내 투표 카드&lt;/h3&gt;&lt;p&gt;게임을 시작할 때 비밀 투표 카드 3장을 받습니다. 언제든 볼 수 있지만, 절대 다른 사람에게 보여 주면 안 됩니다. 각 카드에는 투표 종류마다 하나씩, 세 부분이 있습니다(&lt;a href="page:vote-card"&gt;투표 카드&lt;/a&gt; 참고).&lt;/p&gt;&lt;h3&gt;투표 진행 방법&lt;/h3&gt;&lt;ol&gt;&lt;li&gt;한 플레이어가 자신의 행동으로 투표를 요청합니다: 선장은 &lt;a href="page:rule:attack"&gt;공격&lt;/a&gt;, 일등 항해사는 &lt;a href="page:rule:mutiny"&gt;반란&lt;/a&gt;, 총독은 &lt;a href="page:rule:brawl"&gt;싸움&lt;/a&gt;을 요청합니다.&lt;/li&gt;&lt;li&gt;참여하는 각 플레이어가 몰래 투표 카드 1장을 뒷면으로 냅니다.&lt;/li&gt;&lt;li&gt;투표 덱 맨 위 카드 1장을 뒷면으로 더하므로, 아무도 고르지 않은 카드가 항상 1장 있습니다.&lt;/li&gt;&lt;li&gt;모든 카드를 섞어 공개합니다. 이번 투표 종류에 해당하는 부분만 셉니다.&lt;/li&gt;&lt;li&gt;결과를 실행합니다.&lt;/li&gt;&lt;/ol&gt;&lt;h3&gt;누가 참여하나요&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;공격: 선장을 포함해 선장의 배에 있는 모든 플레이어.&lt;/li&gt;&lt;li&gt;반란: 선장을 뺀 그 배의 모든 플레이어.&lt;/li&gt;&lt;li&gt;싸움: 토르투가에 있는 모든 플레이어.&lt;/li&gt;&lt;li&gt;노 젓는 배에 있는 플레이어는 참여하지 않습니다.&lt;/li&gt;&lt;li&gt;카드가 없으면 투표도 없습니다: 투표 카드가 없는 플레이어는 참여할 수 없습니다. 아무도 참여할 수 없으면 덱에서 나온 카드 1장만으로 결정합니다.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;투표가 끝나면&lt;/h3&gt;&lt;p&gt;낸 카드와 덱에서 나온 카드를 함께 섞어 투표 덱 맨 아래에 뒷면으로 놓습니다. 그런 다음 카드를 낸 각 플레이어가 덱 맨 위에서 새 카드 1장을 뽑습니다. 누가 어떤 카드를 냈는지는 아무도 알 수 없습니다: 섞인 기호만 공개됩니다.&lt;/p&gt;&lt;h3&gt;예외&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;a href="page:card:el_dorado"&gt;엘도라도&lt;/a&gt;를 가진 플레이어는 한 투표에 투표 카드를 2장 낼 수 있습니다.&lt;/li&gt;&lt;li&gt;&lt;a href="page:card:pirate_code"&gt;해적 규약&lt;/a&gt;을 가진 플레이어는 다음 두 번의 투표에서 빠질 수 있습니다.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;손패를 잘 관리하세요: 지금 낸 카드는 덱에서 다시 돌아올 때까지 쓸 수 없으니, 계획에 필요한 카드는 남겨 두세요.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/rules_text.py" line="518" />
            <source>Cards kept in front of a player</source>
            <translation>플레이어 앞에 놓아 두는 카드</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/rules_text.py" line="519" />
            <source>&lt;p&gt;Most Event cards are resolved and then discarded. A few stay face up in front of a player, for everyone to see:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;a href="page:card:albatross"&gt;Albatross&lt;/a&gt;: its revealer must keep it for the rest of the game.&lt;/li&gt;&lt;li&gt;&lt;a href="page:card:letter_of_marque"&gt;Letter of Marque&lt;/a&gt;: its revealer may keep it instead of using it at once. Playing it later is that player's action for the turn.&lt;/li&gt;&lt;li&gt;The treasure maps, &lt;a href="page:card:atlantis"&gt;Atlantis&lt;/a&gt;, &lt;a href="page:card:el_dorado"&gt;El Dorado&lt;/a&gt; and &lt;a href="page:card:fountain_of_youth"&gt;Fountain of Youth&lt;/a&gt;: the revealer gives the map to another player, who keeps it until they use it. Using a map is never an action, and a player may hold several.&lt;/li&gt;&lt;li&gt;&lt;a href="page:card:pirate_code"&gt;Pirate Code&lt;/a&gt;: its revealer keeps it while it covers their next two votes.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Kept cards stay with their holder wherever the pawn goes. When a tie makes a new Event deck (see &lt;a href="page:rule:end"&gt;The end of the game&lt;/a&gt;), cards in front of players stay there. The table shows each player's kept cards; right-click one to read it.&lt;/p&gt;</source>
            <translation>&lt;p&gt;대부분의 이벤트 카드는 효과를 처리한 뒤 버립니다. 몇몇 카드는 플레이어 앞에 앞면으로 놓여 모두가 볼 수 있습니다:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;a href="page:card:albatross"&gt;알바트로스&lt;/a&gt;: 공개한 플레이어가 게임이 끝날 때까지 가지고 있어야 합니다.&lt;/li&gt;&lt;li&gt;&lt;a href="page:card:letter_of_marque"&gt;나포 허가증&lt;/a&gt;: 공개한 플레이어가 바로 쓰지 않고 가지고 있을 수 있습니다. 나중에 사용하면 그것이 그 플레이어의 그 차례 행동이 됩니다.&lt;/li&gt;&lt;li&gt;보물 지도인 &lt;a href="page:card:atlantis"&gt;아틀란티스&lt;/a&gt;, &lt;a href="page:card:el_dorado"&gt;엘도라도&lt;/a&gt;, &lt;a href="page:card:fountain_of_youth"&gt;젊음의 샘&lt;/a&gt;: 공개한 플레이어가 지도를 다른 플레이어에게 주고, 받은 플레이어는 사용할 때까지 가지고 있습니다. 지도 사용은 행동으로 치지 않으며, 한 플레이어가 여러 장을 가질 수 있습니다.&lt;/li&gt;&lt;li&gt;&lt;a href="page:card:pirate_code"&gt;해적 규약&lt;/a&gt;: 공개한 플레이어가 자신의 다음 두 번의 투표 동안 가지고 있습니다.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;놓아 둔 카드는 말이 어디로 가든 그 카드를 가진 플레이어에게 남습니다. 동점이 되어 새 이벤트 덱을 만들 때(&lt;a href="page:rule:end"&gt;게임 종료&lt;/a&gt; 참고)에도 플레이어 앞의 카드는 그대로 남습니다. 화면에는 각 플레이어가 놓아 둔 카드가 표시되며, 카드를 오른쪽 클릭하면 내용을 읽을 수 있습니다.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/rules_text.py" line="543" />
            <source>&lt;h3&gt;The Spanish Armada&lt;/h3&gt;&lt;p&gt;The &lt;a href="page:card:spanish_armada"&gt;Spanish Armada&lt;/a&gt; is always the last card of the Event deck. The moment anyone reveals it, the game ends and the team with the most treasure wins. Each team counts the treasure in its holds on both ships and in its area on Tortuga; treasure left on the Spanish Galleon counts for nobody (see &lt;a href="page:rule:goal"&gt;What you play for&lt;/a&gt;). Your team wins or loses together, wherever your pawn is.&lt;/p&gt;&lt;h3&gt;When the deck runs out&lt;/h3&gt;&lt;p&gt;When the last card of the deck, the Armada, is laid into the row, the face-down cards in the row are shuffled and laid out again. The Armada is now one of them. From then on revealed cards are not replaced, so the row shrinks. What anyone had viewed no longer tells where a card lies: everyone's &lt;a href="page:rule:notebook"&gt;notes&lt;/a&gt; of the row are wiped.&lt;/p&gt;&lt;h3&gt;A tie&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Odd number of players:&lt;/b&gt; the Dutch pirate wins.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Even number of players:&lt;/b&gt; the Armada leaves the game. The discard pile and the unrevealed Event cards are shuffled into a new deck (cards in front of players stay there) and 5 new cards are laid out. Play goes on where it stopped. From then on, after every action, as soon as one team leads in treasure, that team wins. If the deck and the row run out while the teams are still tied, the game ends in a draw.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Playing for the end&lt;/h3&gt;&lt;p&gt;When your team leads, going through the deck quickly brings the Armada closer. When your team trails, you need time.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;스페인 아르마다&lt;/h3&gt;&lt;p&gt;&lt;a href="page:card:spanish_armada"&gt;스페인 아르마다&lt;/a&gt;는 항상 이벤트 덱의 마지막 카드입니다. 누군가 이 카드를 공개하는 순간 게임이 끝나고, 보물이 가장 많은 팀이 이깁니다. 각 팀은 두 배에 있는 자기 팀 보물 창고의 보물과 토르투가에 있는 자기 팀 구역의 보물을 셉니다. 스페인 갤리온에 남은 보물은 어느 팀의 것도 아닙니다(&lt;a href="page:rule:goal"&gt;게임의 목표&lt;/a&gt; 참고). 말이 어디에 있든 같은 팀은 함께 이기고 함께 집니다.&lt;/p&gt;&lt;h3&gt;덱이 떨어지면&lt;/h3&gt;&lt;p&gt;덱의 마지막 카드인 아르마다가 이벤트 줄에 놓이면, 줄에 있는 뒷면 카드들을 섞어 다시 늘어놓습니다. 이제 아르마다는 그중 한 장입니다. 그 뒤로는 공개된 카드를 보충하지 않으므로 줄의 카드가 점점 줄어듭니다. 전에 본 카드로는 더 이상 카드 위치를 알 수 없으므로, 모든 플레이어의 이벤트 줄 &lt;a href="page:rule:notebook"&gt;메모&lt;/a&gt;가 지워집니다.&lt;/p&gt;&lt;h3&gt;동점&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;플레이어 수가 홀수일 때:&lt;/b&gt; 네덜란드 해적이 이깁니다.&lt;/li&gt;&lt;li&gt;&lt;b&gt;플레이어 수가 짝수일 때:&lt;/b&gt; 아르마다를 게임에서 제거합니다. 버린 카드 더미와 공개되지 않은 이벤트 카드를 섞어 새 덱을 만들고(플레이어 앞의 카드는 그대로 둡니다) 새 카드 5장을 늘어놓습니다. 멈춘 곳에서 게임을 이어 갑니다. 그 뒤로는 행동이 하나 끝날 때마다, 어느 한 팀이 보물에서 앞서는 즉시 그 팀이 이깁니다. 두 팀이 여전히 동점인 채로 덱과 줄이 모두 떨어지면 게임은 무승부로 끝납니다.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;끝을 내다보는 플레이&lt;/h3&gt;&lt;p&gt;내 팀이 앞서 있을 때는 덱을 빨리 넘길수록 아르마다가 가까워집니다. 내 팀이 뒤처져 있을 때는 시간을 벌어야 합니다.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/rules_text.py" line="574" />
            <location filename="../../tortuga_qt/help/rulings.py" line="114" />
            <source>Your notes</source>
            <translation>내 메모</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/rules_text.py" line="575" />
            <source>&lt;p&gt;Tortuga 1667 is not a memory game: the rulebook lets players note where the cards they viewed lie. The program keeps those notes for you.&lt;/p&gt;&lt;p&gt;While you hold the device (see &lt;a href="page:rule:pass-and-play"&gt;Playing at one computer&lt;/a&gt;), your private panel shows:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;your Loyalty card,&lt;/li&gt;&lt;li&gt;your Vote cards,&lt;/li&gt;&lt;li&gt;your notes: for each slot of the Event row, the card you know lies there because you viewed it.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Good to know&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;Your notes are yours alone: nobody else sees them.&lt;/li&gt;&lt;li&gt;A note is dropped when its card is revealed and the slot refilled.&lt;/li&gt;&lt;li&gt;When the deck runs out and the row is shuffled, all notes of the row are wiped: nobody knows where anything lies any more.&lt;/li&gt;&lt;li&gt;Other players may tell you what they saw, but they may be lying.&lt;/li&gt;&lt;li&gt;The discard pile is public: click it on the mat to see every card discarded so far.&lt;/li&gt;&lt;/ul&gt;</source>
            <translation>&lt;p&gt;토르투가 1667은 기억력 게임이 아닙니다: 규칙서는 플레이어가 본 카드의 위치를 메모해 두는 것을 허용합니다. 이 프로그램이 그 메모를 대신 보관해 줍니다.&lt;/p&gt;&lt;p&gt;컴퓨터가 내 앞에 있는 동안(&lt;a href="page:rule:pass-and-play"&gt;한 컴퓨터로 함께 하기&lt;/a&gt; 참고) 내 개인 패널에는 다음이 표시됩니다:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;내 충성 카드,&lt;/li&gt;&lt;li&gt;내 투표 카드,&lt;/li&gt;&lt;li&gt;내 메모: 이벤트 줄의 각 칸에 대해, 내가 직접 봐서 그 칸에 있다고 알고 있는 카드.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;알아 두기&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;메모는 나만의 것입니다: 다른 누구도 볼 수 없습니다.&lt;/li&gt;&lt;li&gt;카드가 공개되어 칸이 다시 채워지면 그 칸의 메모는 지워집니다.&lt;/li&gt;&lt;li&gt;덱이 떨어져 이벤트 줄을 섞으면 줄의 메모가 모두 지워집니다: 이제 무엇이 어디 있는지 아무도 모릅니다.&lt;/li&gt;&lt;li&gt;다른 플레이어가 자신이 본 것을 알려 줄 수도 있지만, 거짓말일 수도 있습니다.&lt;/li&gt;&lt;li&gt;버린 카드 더미는 공개 정보입니다: 게임판에서 클릭하면 지금까지 버려진 카드를 모두 볼 수 있습니다.&lt;/li&gt;&lt;/ul&gt;</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/rules_text.py" line="601" />
            <source>Playing at one computer</source>
            <translation>한 컴퓨터로 함께 하기</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/rules_text.py" line="602" />
            <source>&lt;p&gt;Several people can play at one computer, passing it around. The program makes sure nobody sees another player's secrets.&lt;/p&gt;&lt;h3&gt;The curtain&lt;/h3&gt;&lt;p&gt;Whenever the device must change hands (someone else's turn, a vote, a private look) a curtain covers the whole window: &lt;i&gt;Pass to NAME&lt;/i&gt;. Everyone else looks away, and the named player clicks &lt;b&gt;I am NAME&lt;/b&gt;. Only then does the window show that player's secrets: their Loyalty, Vote cards and notes.&lt;/p&gt;&lt;p&gt;The curtain also lists what happened meanwhile, so nobody misses a revealed card or a vote's result.&lt;/p&gt;&lt;h3&gt;Votes in secret&lt;/h3&gt;&lt;p&gt;In a vote each voter gets the device in turn, behind the curtain, picks a Vote card and passes it on. The cards stay hidden until everyone has voted; then only the shuffled symbols are shown, never who played which.&lt;/p&gt;&lt;h3&gt;Private looks&lt;/h3&gt;&lt;p&gt;When you view Event cards, or get a new Loyalty card or new Vote cards from a card, you see them in private and click &lt;b&gt;Done&lt;/b&gt; to hide them before passing the device on.&lt;/p&gt;&lt;h3&gt;Computer pirates&lt;/h3&gt;&lt;p&gt;Computer players take their own turns and votes. They see only what their own seat may see.&lt;/p&gt;&lt;h3&gt;Table manners&lt;/h3&gt;&lt;p&gt;Talk openly, as at a real table: say what you saw (or claim to), make deals, bluff. Look away when the curtain names someone else, and pass no notes.&lt;/p&gt;</source>
            <translation>&lt;p&gt;여러 사람이 컴퓨터 한 대를 돌려 가며 함께 플레이할 수 있습니다. 프로그램은 누구도 다른 플레이어의 비밀을 보지 못하게 합니다.&lt;/p&gt;&lt;h3&gt;가림막&lt;/h3&gt;&lt;p&gt;컴퓨터를 다른 사람에게 넘겨야 할 때마다(다른 사람의 차례, 투표, 혼자 보기) 가림막이 창 전체를 덮습니다: &lt;i&gt;NAME에게 컴퓨터를 넘기세요&lt;/i&gt;. 다른 사람은 모두 고개를 돌리고, 이름이 불린 플레이어가 &lt;b&gt;제가 NAME입니다&lt;/b&gt;를 클릭합니다. 그제야 창에 그 플레이어의 비밀, 곧 충성 카드, 투표 카드, 메모가 표시됩니다.&lt;/p&gt;&lt;p&gt;가림막에는 그동안 일어난 일도 나오므로, 공개된 카드나 투표 결과를 놓치는 사람이 없습니다.&lt;/p&gt;&lt;h3&gt;비밀 투표&lt;/h3&gt;&lt;p&gt;투표할 때는 투표하는 플레이어가 한 명씩 가림막 뒤에서 컴퓨터를 받아 투표 카드를 고른 뒤 다음 사람에게 넘깁니다. 모두 투표할 때까지 카드는 가려져 있으며, 그 뒤에도 섞인 기호만 보여 줄 뿐 누가 어떤 카드를 냈는지는 절대 보여 주지 않습니다.&lt;/p&gt;&lt;h3&gt;혼자 보기&lt;/h3&gt;&lt;p&gt;이벤트 카드를 보거나, 카드 효과로 새 충성 카드나 새 투표 카드를 받으면 혼자서 확인한 뒤, 컴퓨터를 넘기기 전에 &lt;b&gt;완료&lt;/b&gt;를 클릭해 숨깁니다.&lt;/p&gt;&lt;h3&gt;컴퓨터 해적&lt;/h3&gt;&lt;p&gt;컴퓨터 플레이어는 자기 차례와 투표를 스스로 진행합니다. 컴퓨터 플레이어는 자기 자리에서 볼 수 있는 것만 봅니다.&lt;/p&gt;&lt;h3&gt;테이블 매너&lt;/h3&gt;&lt;p&gt;실제 테이블에서처럼 터놓고 이야기하세요: 본 것을 말하고(또는 봤다고 주장하고), 거래하고, 블러핑하세요. 가림막에 다른 사람의 이름이 나오면 고개를 돌리고, 쪽지는 주고받지 마세요.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/rulings.py" line="25" />
            <source>How the flags and skulls are spread</source>
            <translation>국기와 해골의 분포</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/rulings.py" line="26" />
            <source>Among the 30 ordinary Vote cards, the middle sections show 15 British and 15 French flags, and the bottom sections 15 Skulls and 15 Helms. They are spread evenly over the Cannons, Torches and Water: no top symbol always comes with the same flag, or always with a Skull.</source>
            <translation>일반 투표 카드 30장의 가운데 부분에는 영국 국기 15개와 프랑스 국기 15개가, 아랫부분에는 해골 15개와 조타기 15개가 있습니다. 이 기호들은 대포, 횃불, 물에 고르게 나뉘어 있어서, 어떤 윗부분 기호도 항상 같은 국기나 항상 해골과 함께 나오지는 않습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/rulings.py" line="33" />
            <source>The two double Vote cards</source>
            <translation>2배 카드 2장</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/rulings.py" line="34" />
            <source>One special Vote card shows 2 Torches, 2 British flags and 2 Skulls; the other shows 2 Water, 2 French flags and 2 Helms. In any vote each of them counts as two symbols in the section that counts.</source>
            <translation>특별한 투표 카드 중 1장에는 횃불 2개, 영국 국기 2개, 해골 2개가 있고, 다른 1장에는 물 2개, 프랑스 국기 2개, 조타기 2개가 있습니다. 어떤 투표에서든 이 카드들은 그 투표에서 세는 부분의 기호 2개로 셉니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/rulings.py" line="40" />
            <source>The Pirate Code lasts two votes</source>
            <translation>해적 규약은 투표 두 번 동안 유지됩니다</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/rulings.py" line="41" />
            <source>The Pirate Code covers the next two votes its holder would take part in, and is then discarded, whether or not the holder actually stayed out of them.</source>
            <translation>해적 규약은 가진 플레이어가 참여하게 될 다음 두 번의 투표에 적용되며, 그 뒤에는 실제로 투표에서 빠졌는지와 상관없이 버려집니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/rulings.py" line="46" />
            <source>Scurvy on a Rowboat</source>
            <translation>노 젓는 배에서 공개한 괴혈병</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/rulings.py" line="47" />
            <source>When Scurvy is revealed by a player sitting on a Rowboat, only that player loses their next turn.</source>
            <translation>노 젓는 배에 있는 플레이어가 괴혈병을 공개하면, 그 플레이어만 다음 차례를 잃습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/rulings.py" line="52" />
            <source>When an Attack is allowed</source>
            <translation>공격을 요청할 수 있는 때</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/rulings.py" line="53" />
            <source>A Captain may call for an Attack only when there is treasure to take: on the Spanish Galleon or, once the Galleon is empty, in either hold of the other pirate ship. After a successful Attack the Captain chooses the hold of their own ship the treasure goes into and, when it comes from the other ship, the hold it comes from.</source>
            <translation>선장은 빼앗을 보물이 있을 때만 공격을 요청할 수 있습니다: 스페인 갤리온에 보물이 있거나, 갤리온이 비었다면 다른 해적선의 어느 한쪽 보물 창고에 보물이 있어야 합니다. 공격이 성공하면 선장은 보물을 넣을 자기 배의 보물 창고를 고르고, 보물을 다른 배에서 가져오는 경우에는 가져올 보물 창고도 고릅니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/rulings.py" line="60" />
            <source>Actions need something to act on</source>
            <translation>행동에는 대상이 있어야 합니다</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/rulings.py" line="61" />
            <source>A Cabin Boy can move a treasure only out of a hold that has one. A Captain can maroon only when another pawn is aboard. A Mutiny needs a First Mate, so a ship with at least 2 pawns. A Brawl needs a Governor, so at least one pawn on Tortuga.</source>
            <translation>캐빈 보이는 보물이 있는 보물 창고에서만 보물을 옮길 수 있습니다. 선장은 배에 다른 말이 있을 때만 유배시킬 수 있습니다. 반란에는 일등 항해사가 필요하므로 배에 말이 2개 이상 있어야 합니다. 싸움에는 총독이 필요하므로 토르투가에 말이 1개 이상 있어야 합니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/rulings.py" line="67" />
            <source>Viewing and forcing need two cards</source>
            <translation>보기와 공개 강요에는 카드 2장이 필요합니다</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/rulings.py" line="68" />
            <source>Viewing 2 Event cards and forcing another player both need at least 2 face-down Event cards in the row. When only one is left, the only way to touch the row is to reveal it.</source>
            <translation>이벤트 카드 2장 보기와 다른 플레이어에게 공개 강요하기는 모두 이벤트 줄에 뒷면 이벤트 카드가 2장 이상 있어야 합니다. 1장만 남았다면 이벤트 줄에서 할 수 있는 일은 그 카드를 공개하는 것뿐입니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/rulings.py" line="74" />
            <source>When the Event deck runs out</source>
            <translation>이벤트 덱이 떨어지면</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/rulings.py" line="75" />
            <source>When the last card of the Event deck (the Spanish Armada, always at the bottom) is laid into the row, the face-down cards of the row are shuffled and laid out again. From then on revealed cards are not replaced. What anyone had viewed no longer tells where a card lies, so everyone's notes of the row are wiped.</source>
            <translation>이벤트 덱의 마지막 카드(항상 맨 아래에 있는 스페인 아르마다)가 이벤트 줄에 놓이면, 줄에 있는 뒷면 카드들을 섞어 다시 늘어놓습니다. 그 뒤로는 공개된 카드를 보충하지 않습니다. 전에 본 카드로는 더 이상 카드 위치를 알 수 없으므로, 모든 플레이어의 이벤트 줄 메모가 지워집니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/rulings.py" line="82" />
            <source>A tie with an even number of players</source>
            <translation>플레이어 수가 짝수일 때의 동점</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/rulings.py" line="83" />
            <source>If the teams are tied when the Spanish Armada is revealed and there is no Dutch pirate, the Armada leaves the game. The discarded and the unrevealed Event cards are shuffled into a new deck (cards in front of players stay there) and 5 are laid out. Play goes on, and after every action, as soon as one team leads in treasure, that team wins. If the deck and the row run out while the teams are still tied, the game ends in a draw.</source>
            <translation>스페인 아르마다가 공개될 때 두 팀이 동점이고 네덜란드 해적이 없으면, 아르마다를 게임에서 제거합니다. 버린 이벤트 카드와 공개되지 않은 이벤트 카드를 섞어 새 덱을 만들고(플레이어 앞의 카드는 그대로 둡니다) 5장을 늘어놓습니다. 게임을 이어 가며, 행동이 하나 끝날 때마다 어느 한 팀이 보물에서 앞서는 즉시 그 팀이 이깁니다. 두 팀이 여전히 동점인 채로 덱과 줄이 모두 떨어지면 게임은 무승부로 끝납니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/rulings.py" line="92" />
            <source>After a vote</source>
            <translation>투표가 끝난 뒤</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/rulings.py" line="93" />
            <source>The played Vote cards and the card from the deck are shuffled together and put at the bottom of the Vote deck; then each player who played draws 1 card. A player with no Vote card cannot take part in a vote. Only the shuffled symbols are shown: nobody, ever, learns who played which card.</source>
            <translation>낸 투표 카드와 덱에서 나온 카드를 함께 섞어 투표 덱 맨 아래에 놓고, 카드를 낸 각 플레이어가 1장씩 뽑습니다. 투표 카드가 없는 플레이어는 투표에 참여할 수 없습니다. 섞인 기호만 공개되므로, 누가 어떤 카드를 냈는지는 누구도 절대 알 수 없습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/rulings.py" line="100" />
            <source>Marooned again on Tortuga, or from a Rowboat</source>
            <translation>토르투가에서 다시 유배되거나 노 젓는 배에서 유배될 때</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/rulings.py" line="101" />
            <source>A player marooned while already on Tortuga goes to the back of Tortuga's line, and one of their Vote cards, picked at random, goes unseen to the bottom of the Vote deck. A player marooned from a Rowboat goes to the back of Tortuga's line and loses no card.</source>
            <translation>이미 토르투가에 있는 플레이어가 유배되면 토르투가 줄의 맨 뒤로 가고, 그 플레이어의 투표 카드 중 무작위로 고른 1장이 아무도 보지 못한 채 투표 덱 맨 아래로 갑니다. 노 젓는 배에서 유배된 플레이어는 토르투가 줄의 맨 뒤로 가며 카드를 잃지 않습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/rulings.py" line="108" />
            <source>Turn order</source>
            <translation>차례 순서</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/rulings.py" line="109" />
            <source>Turns go around the table in seat order (clockwise). The first turn belongs to the Captain of the Jolly Roger.</source>
            <translation>차례는 자리 순서대로(시계 방향) 돌아갑니다. 첫 차례는 졸리 로저의 선장이 가집니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/help/rulings.py" line="115" />
            <source>Every player may look, privately and at any time, at a record of what they have seen: the Event cards they viewed and where they lie in the row, their Loyalty, and their Vote cards. The rulebook allows notes on paper for this: Tortuga 1667 is not a memory game.</source>
            <translation>모든 플레이어는 언제든 혼자서 자신이 본 것의 기록을 볼 수 있습니다: 자신이 본 이벤트 카드와 그 카드가 이벤트 줄의 어디에 있는지, 자신의 충성 카드, 자신의 투표 카드. 규칙서는 이를 위해 종이에 메모하는 것을 허용합니다: 토르투가 1667은 기억력 게임이 아닙니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/scene/tips.py" line="92" />
            <source>{card}: {text}</source>
            <translation>{card}: {text}</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/help_menu.py" line="66" />
            <source>Keyboard shortcuts</source>
            <translation>단축키</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/help_menu.py" line="73" />
            <source>Command</source>
            <translation>명령</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/help_menu.py" line="74" />
            <source>Keys</source>
            <translation>키</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/help_menu.py" line="84" />
            <source>On the mat, click what the panel on the right asks for; right-click anything to ask what it is.</source>
            <translation>게임판에서는 오른쪽 패널이 요청하는 것을 클릭하세요. 무엇이든 오른쪽 클릭하면 그것이 무엇인지 알 수 있습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/help_menu.py" line="111" />
            <source>About Tortuga 1667</source>
            <translation>토르투가 1667 정보</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/help_menu.py" line="115" />
            <source>&lt;h2&gt;Tortuga 1667&lt;/h2&gt;&lt;p&gt;Version {version}&lt;/p&gt;&lt;p&gt;An unofficial fan implementation of the board game &lt;i&gt;Tortuga 1667&lt;/i&gt; by Facade Games (designer Travis Hancock), made to learn and play it at one computer. It is not affiliated with or endorsed by Facade Games. The rules are theirs; the words of this program's rules reference are our own.&lt;/p&gt;&lt;p&gt;All the art (the mat, the cards, the pawns) is original, drawn for this program. The nine pirates are named after real buccaneers of the 1660s Caribbean.&lt;/p&gt;&lt;p&gt;Free software under the MIT licence.&lt;/p&gt;</source>
            <translation>&lt;h2&gt;토르투가 1667&lt;/h2&gt;&lt;p&gt;버전 {version}&lt;/p&gt;&lt;p&gt;Facade Games의 보드게임 &lt;i&gt;토르투가 1667&lt;/i&gt;(디자이너: Travis Hancock)을 한 컴퓨터에서 배우고 즐길 수 있도록 만든 비공식 팬 제작 프로그램입니다. Facade Games와 제휴하거나 Facade Games의 승인을 받은 프로그램이 아닙니다. 규칙은 Facade Games의 것이며, 이 프로그램의 규칙 안내서 문장은 저희가 직접 썼습니다.&lt;/p&gt;&lt;p&gt;모든 그림(게임판, 카드, 말)은 이 프로그램을 위해 새로 그린 것입니다. 해적 아홉 명의 이름은 1660년대 카리브해에 실제로 있었던 버커니어들에게서 따왔습니다.&lt;/p&gt;&lt;p&gt;MIT 라이선스로 배포되는 자유 소프트웨어입니다.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/help_menu.py" line="140" />
            <location filename="../../tortuga_qt/ui/widgets/reference.py" line="194" />
            <location filename="../../tortuga_qt/ui/widgets/reference.py" line="222" />
            <source>Close</source>
            <translation>닫기</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/help_menu.py" line="181" />
            <source>&amp;Help</source>
            <translation>도움말(&amp;H)</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/help_menu.py" line="184" />
            <source>&amp;Learn to play</source>
            <translation>게임 배우기(&amp;L)</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/help_menu.py" line="185" />
            <source>&amp;Rules</source>
            <translation>규칙(&amp;R)</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/help_menu.py" line="186" />
            <source>&amp;Cards</source>
            <translation>카드(&amp;C)</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/help_menu.py" line="187" />
            <source>&amp;Keyboard shortcuts</source>
            <translation>단축키(&amp;K)</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/help_menu.py" line="188" />
            <source>&amp;About</source>
            <translation>정보(&amp;A)</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/reference.py" line="149" />
            <location filename="../../tortuga_qt/ui/widgets/reference.py" line="190" />
            <source>Rules of Tortuga 1667</source>
            <translation>토르투가 1667 규칙</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/reference.py" line="155" />
            <location filename="../../tortuga_qt/ui/widgets/reference.py" line="191" />
            <source>Search the rules…</source>
            <translation>규칙 검색…</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/reference.py" line="165" />
            <location filename="../../tortuga_qt/ui/widgets/reference.py" line="192" />
            <source>No page matches.</source>
            <translation>일치하는 페이지가 없습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/reference.py" line="175" />
            <location filename="../../tortuga_qt/ui/widgets/reference.py" line="193" />
            <source>◀ Back</source>
            <translation>◀ 뒤로</translation>
        </message>
    </context>
    <context>
        <name>Keys</name>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/keyboard.py" line="41" />
            <source>Enter or Space</source>
            <translation>Enter 키 또는 Space 키</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/keyboard.py" line="41" />
            <source>On the curtain: I am the person named (take the device).</source>
            <translation>가림막에서: 이름이 불린 본인임을 확인합니다(컴퓨터 받기).</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/keyboard.py" line="42" />
            <source>1 to 9</source>
            <translation>1~9</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/keyboard.py" line="42" />
            <source>Press the action panel's buttons, from the top.</source>
            <translation>행동 패널의 버튼을 누릅니다(맨 위 버튼부터 1, 2, …).</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/keyboard.py" line="43" />
            <source>Tab, arrow keys</source>
            <translation>Tab 키, 화살표 키</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/keyboard.py" line="43" />
            <source>Move the focus ring over what you can choose now, on the mat and among your Vote cards.</source>
            <translation>게임판과 내 투표 카드 중 지금 고를 수 있는 대상 사이로 포커스 테두리를 옮깁니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/keyboard.py" line="44" />
            <source>Shift+Tab</source>
            <translation>Shift+Tab 키</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/keyboard.py" line="44" />
            <source>Move the focus ring back.</source>
            <translation>포커스 테두리를 이전 대상으로 옮깁니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/keyboard.py" line="45" />
            <source>Enter</source>
            <translation>Enter 키</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/keyboard.py" line="45" />
            <source>Choose what the focus ring is on; with nothing to choose, press the only button (Done, Continue).</source>
            <translation>포커스 테두리가 있는 대상을 고릅니다. 고를 것이 없으면 하나뿐인 버튼(완료, 계속)을 누릅니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/keyboard.py" line="46" />
            <source>Esc</source>
            <translation>Esc 키</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/keyboard.py" line="46" />
            <source>Cancel the choice under way.</source>
            <translation>진행 중인 선택을 취소합니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/panels/actions.py" line="111" />
            <source>Key: {number}</source>
            <translation>단축키: {number}</translation>
        </message>
    </context>
    <context>
        <name>Learn</name>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c01_secret.py" line="22" />
            <source>Your secret</source>
            <translation>나의 비밀</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c01_secret.py" line="23" />
            <source>Teams, your Loyalty card, and what wins.</source>
            <translation>팀, 충성 카드, 그리고 승리 조건.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c01_secret.py" line="28" />
            <source>Your Loyalty card is your secret: look at it on the right, then click Done to hide it.</source>
            <translation>충성 카드는 당신만의 비밀입니다: 오른쪽에서 확인한 다음 ‘완료’를 클릭해 숨기세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c01_secret.py" line="30" />
            <source>Every pirate secretly belongs to a team, and this card on the right is yours: you are British. Nobody else can see it; click Done to hide it again.</source>
            <translation>모든 해적은 비밀리에 한 팀에 속해 있으며, 오른쪽의 이 카드가 당신의 카드입니다: 당신은 영국 팀입니다. 다른 누구도 이 카드를 볼 수 없습니다. ‘완료’를 클릭해 다시 숨기세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c01_secret.py" line="33" />
            <source>Treasure in the British holds of both ships and in Tortuga's British area counts for the British, and the same for the French. When the Spanish Armada card is revealed, the team with more treasure wins.</source>
            <translation>두 배의 영국 보물 창고와 토르투가의 영국 구역에 있는 보물은 영국 팀의 것으로 세고, 프랑스 팀도 마찬가지입니다. 스페인 아르마다 카드가 공개되면 보물이 더 많은 팀이 이깁니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c01_secret.py" line="36" />
            <source>Treasure counts for the team whose hold or Tortuga area it lies in; treasure still on the Galleon counts for nobody.</source>
            <translation>보물은 그 보물이 놓인 보물 창고나 토르투가 구역의 팀 것으로 셉니다. 아직 갤리온에 있는 보물은 어느 팀의 것도 아닙니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c01_secret.py" line="38" />
            <source>With an odd number of players one pirate is Dutch, and wins alone if the teams are tied. Who is on which team is never shown until the end: watch what the others do.</source>
            <translation>플레이어 수가 홀수이면 해적 한 명은 네덜란드 팀이며, 두 팀이 동점이면 혼자 승리합니다. 누가 어느 팀인지는 게임이 끝날 때까지 절대 공개되지 않습니다: 다른 플레이어들의 행동을 잘 지켜보세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c01_secret.py" line="41" />
            <source>Nobody's team is shown before the game ends; with an odd number of players the Dutch pirate wins only if the teams are tied.</source>
            <translation>게임이 끝나기 전에는 누구의 팀도 공개되지 않습니다. 플레이어 수가 홀수이면 네덜란드 해적은 두 팀이 동점일 때만 이깁니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c01_secret.py" line="43" />
            <source>Your pawn (M) is Captain of the Flying Dutchman, but your crew may be on the other team. Click View 2 Event cards, then slots 1 and 2: what you learn is a secret too.</source>
            <translation>당신의 말(M)은 플라잉 더치맨의 선장이지만, 선원들은 상대 팀일 수도 있습니다. ‘이벤트 카드 2장 보기’를 클릭한 다음 1번과 2번 칸을 클릭하세요: 그렇게 알게 된 내용도 비밀입니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c01_secret.py" line="46" />
            <source>On your turn you take exactly one action; this step asks you to view the cards in slots 1 and 2.</source>
            <translation>자기 차례에는 정확히 한 가지 행동을 합니다. 이 단계에서는 1번과 2번 칸의 카드를 봐야 합니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c01_secret.py" line="47" />
            <source>Only you saw these two cards, and the mat keeps their names for you alone. Telling the truth about them, or not, is up to you; click Done to hide them.</source>
            <translation>이 카드 2장은 당신만 보았고, 게임판은 카드 이름을 당신만 볼 수 있게 기억해 둡니다. 이 카드에 대해 사실대로 말할지 말지는 당신의 자유입니다. ‘완료’를 클릭해 숨기세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c01_secret.py" line="50" />
            <location filename="../../tortuga_qt/learn/chapters/c09_end.py" line="55" />
            <source>What you viewed is yours alone: read the two card names on the right, then click Done.</source>
            <translation>당신이 본 것은 당신만 알 수 있습니다: 오른쪽의 카드 이름 2개를 읽은 다음 ‘완료’를 클릭하세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c02_mat.py" line="32" />
            <source>The mat</source>
            <translation>게임판</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c02_mat.py" line="33" />
            <source>The Galleon, the two ships and their holds, the ranks, Tortuga and the Rowboats.</source>
            <translation>갤리온, 두 배와 보물 창고, 직위, 토르투가, 노 젓는 배.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c02_mat.py" line="37" />
            <source>Each rank has its own action: the Captain calls Attacks, the First Mate a Mutiny, the Cabin Boy moves treasure between the holds, and anyone may row to or from a Rowboat.</source>
            <translation>직위마다 고유한 행동이 있습니다: 선장은 공격을, 일등 항해사는 반란을 요청하고, 캐빈 보이는 보물 창고 사이에서 보물을 옮기며, 누구나 노 젓는 배에 타거나 내릴 수 있습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c02_mat.py" line="40" />
            <source>At the top sails the Spanish Galleon with the treasure every pirate is after. Each successful Attack brings 1 of it into a Captain's ship: the Flying Dutchman on the left or the Jolly Roger on the right.</source>
            <translation>맨 위에는 모든 해적이 노리는 보물을 실은 스페인 갤리온이 떠 있습니다. 공격이 성공할 때마다 그 보물 1개가 선장의 배로 옵니다: 왼쪽의 플라잉 더치맨 또는 오른쪽의 졸리 로저입니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c02_mat.py" line="43" />
            <source>Treasure leaves the Galleon only through a Captain's successful Attack; for now, just look at the mat.</source>
            <translation>보물은 선장의 공격이 성공해야만 갤리온을 떠납니다. 지금은 게임판을 살펴보기만 하세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c02_mat.py" line="45" />
            <source>On each ship the first pawn in line is its Captain, the second its First Mate and the last its Cabin Boy (on a ship of two, the second is both). You (M) are the Cabin Boy of the Flying Dutchman.</source>
            <translation>각 배에서 줄의 첫 번째 말이 선장, 두 번째가 일등 항해사, 마지막이 캐빈 보이입니다(말이 2개인 배에서는 두 번째 말이 일등 항해사와 캐빈 보이를 겸합니다). 당신(M)은 플라잉 더치맨의 캐빈 보이입니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c02_mat.py" line="48" />
            <source>Each ship has a British and a French hold, and treasure counts for the team whose hold it is in. As Cabin Boy you may move 1 treasure between your ship's holds: you are British, so click Move 1 treasure: French → British hold.</source>
            <translation>각 배에는 영국 보물 창고와 프랑스 보물 창고가 있으며, 보물은 그 보물이 놓인 보물 창고의 팀 것으로 셉니다. 캐빈 보이는 자기 배의 보물 창고 사이에서 보물 1개를 옮길 수 있습니다. 당신은 영국 팀이니 ‘보물 1개 옮기기: 프랑스 → 영국 보물 창고’를 클릭하세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c02_mat.py" line="52" />
            <source>Only the Cabin Boy, the last pawn in a ship's line, may move treasure between that ship's two holds; you are British, so move it into the British hold.</source>
            <translation>배 줄의 마지막 말인 캐빈 보이만 그 배의 두 보물 창고 사이에서 보물을 옮길 수 있습니다. 당신은 영국 팀이니 영국 보물 창고로 옮기세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c02_mat.py" line="55" />
            <source>To get between a ship and Tortuga, the island below, you must stop on a Rowboat; each Rowboat lies between Tortuga and one ship. Click Move to or from a Rowboat, then the Rowboat beside your ship.</source>
            <translation>배와 아래쪽 섬 토르투가 사이를 오가려면 반드시 노 젓는 배를 거쳐야 합니다. 노 젓는 배는 각각 토르투가와 배 한 척 사이에 있습니다. ‘노 젓는 배 타기/내리기’를 클릭한 다음 당신의 배 옆에 있는 노 젓는 배를 클릭하세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c02_mat.py" line="58" />
            <source>A Rowboat adjoins one ship and Tortuga: from the Flying Dutchman you can only reach the Rowboat beside it, never Tortuga or the other ship directly.</source>
            <translation>노 젓는 배는 배 한 척과 토르투가에 맞닿아 있습니다: 플라잉 더치맨에서는 그 옆의 노 젓는 배로만 갈 수 있고, 토르투가나 다른 배로 바로 갈 수는 없습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c02_mat.py" line="61" />
            <source>Click Move to or from a Rowboat, then Tortuga: it is empty, so you become its Governor, the first pawn in its line. Treasure in Tortuga's British and French areas counts for those teams too.</source>
            <translation>‘노 젓는 배 타기/내리기’를 클릭한 다음 토르투가를 클릭하세요: 토르투가가 비어 있으므로 당신이 줄의 첫 번째 말, 곧 총독이 됩니다. 토르투가의 영국 구역과 프랑스 구역에 있는 보물도 각 팀의 것으로 셉니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c02_mat.py" line="64" />
            <source>From a Rowboat you may land on Tortuga or board the ship beside it; the first pawn on Tortuga is its Governor.</source>
            <translation>노 젓는 배에서는 토르투가에 내리거나 옆에 있는 배에 오를 수 있습니다. 토르투가 줄의 첫 번째 말이 총독입니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c03_moving.py" line="23" />
            <source>Moving</source>
            <translation>이동</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c03_moving.py" line="24" />
            <source>Rowboats, boarding a ship at the back of its line, and full ships.</source>
            <translation>노 젓는 배, 줄 맨 뒤로 배에 오르기, 가득 찬 배.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c03_moving.py" line="28" />
            <source>Moving onto or off a Rowboat takes one whole action; each Rowboat holds one pawn and lies between Tortuga and one ship.</source>
            <translation>노 젓는 배에 타거나 내리는 데는 행동 하나를 통째로 씁니다. 노 젓는 배에는 말이 1개만 탈 수 있고, 각각 토르투가와 배 한 척 사이에 있습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c03_moving.py" line="31" />
            <source>Getting onto or off a Rowboat takes a whole action, and each holds one pawn: Bartolomeu Português (P) sits in the one by the Flying Dutchman. Click Move to or from a Rowboat, then the free one by the Jolly Roger.</source>
            <translation>노 젓는 배에 타거나 내리는 데는 행동 하나를 통째로 쓰며, 노 젓는 배마다 말이 1개만 탈 수 있습니다: Bartolomeu Português(P)가 플라잉 더치맨 옆의 노 젓는 배에 타고 있습니다. ‘노 젓는 배 타기/내리기’를 클릭한 다음 졸리 로저 옆의 빈 노 젓는 배를 클릭하세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c03_moving.py" line="35" />
            <source>Each Rowboat holds only 1 pawn at a time: Português (P) sits in the one by the Flying Dutchman, so take the free one by the Jolly Roger.</source>
            <translation>노 젓는 배에는 한 번에 말이 1개만 탈 수 있습니다: Português(P)가 플라잉 더치맨 옆의 노 젓는 배에 있으니, 졸리 로저 옆의 빈 노 젓는 배를 타세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c03_moving.py" line="38" />
            <source>From a Rowboat you step off at the back of the line, as Português (P) just did behind Captain Braziliano (R). Click Move to or from a Rowboat, then the Jolly Roger: you become its Cabin Boy.</source>
            <translation>노 젓는 배에서 배에 오르면 줄의 맨 뒤에 섭니다. 방금 Português(P)가 Braziliano(R) 선장 뒤에 선 것처럼요. ‘노 젓는 배 타기/내리기’를 클릭한 다음 졸리 로저를 클릭하세요: 당신이 그 배의 캐빈 보이가 됩니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c03_moving.py" line="41" />
            <source>From a Rowboat you may board only the ship beside it, or land on Tortuga; either way you join the back of the line.</source>
            <translation>노 젓는 배에서는 옆에 있는 배에 오르거나 토르투가에 내릴 수만 있습니다. 어느 쪽이든 줄의 맨 뒤에 섭니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c03_moving.py" line="44" />
            <source>The Jolly Roger now has 5 pawns, the most a ship may hold: nobody may board it until someone leaves. Crossing to the other ship takes four actions: Rowboat, Tortuga, Rowboat, ship.</source>
            <translation>이제 졸리 로저에는 배 한 척에 탈 수 있는 최대 인원인 말 5개가 있습니다: 누군가 내릴 때까지 아무도 탈 수 없습니다. 다른 배로 건너가려면 행동이 4번 필요합니다: 노 젓는 배, 토르투가, 노 젓는 배, 배.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c04_events.py" line="33" />
            <source>Event cards</source>
            <translation>이벤트 카드</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c04_events.py" line="34" />
            <source>View 2 cards in secret, your notes, forcing a player, and revealing a card.</source>
            <translation>카드 2장 몰래 보기, 내 메모, 공개 강요, 카드 공개.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c04_events.py" line="38" />
            <source>Every player may view 2 Event cards, reveal 1, or force another player to reveal 1 of 2; a revealed card is shown to all and must be carried out.</source>
            <translation>모든 플레이어는 이벤트 카드 2장 보기, 1장 공개, 또는 다른 플레이어에게 2장 중 1장 공개 강요를 할 수 있습니다. 공개된 카드는 모두에게 보여 주며 반드시 실행해야 합니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c04_events.py" line="41" />
            <source>Face-down Event cards help or hurt whoever reveals them, so it pays to look first. Click View 2 Event cards, then slots 1 and 2: only you will see them.</source>
            <translation>뒷면으로 놓인 이벤트 카드는 공개한 플레이어에게 도움이 되거나 해가 되므로, 먼저 확인해 보는 것이 좋습니다. ‘이벤트 카드 2장 보기’를 클릭한 다음 1번과 2번 칸을 클릭하세요: 당신만 보게 됩니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c04_events.py" line="44" />
            <source>Viewing shows you two face-down cards in secret and puts them back unchanged; this step asks you to view slots 1 and 2.</source>
            <translation>보기는 뒷면 카드 2장을 몰래 확인한 뒤 그대로 되돌려 놓는 행동입니다. 이 단계에서는 1번과 2번 칸을 봐야 합니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c04_events.py" line="46" />
            <source>Both are Black Spots: whoever reveals one is marooned to Tortuga. The mat keeps notes of what you saw, for you alone (slot 4: a Pistol seen earlier); click Done.</source>
            <translation>둘 다 검은 표식입니다: 이 카드를 공개한 플레이어는 토르투가로 유배됩니다. 게임판은 당신이 본 것을 당신만 볼 수 있게 메모해 둡니다(4번 칸: 전에 본 권총). ‘완료’를 클릭하세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c04_events.py" line="49" />
            <source>What you viewed is for your eyes only: read the two card names on the right, then click Done.</source>
            <translation>당신이 본 것은 당신만 볼 수 있습니다: 오른쪽의 카드 이름 2개를 읽은 다음 ‘완료’를 클릭하세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c04_events.py" line="51" />
            <source>François l'Olonnais (O) just moved your ship's treasure from the British hold to the French one, so he is likely French. Click Force a player to reveal 1 of 2 cards, slots 1 and 2, then O: he must pick one unseen.</source>
            <translation>François l'Olonnais(O)가 방금 당신 배의 보물을 영국 보물 창고에서 프랑스 보물 창고로 옮겼으니, 아마 프랑스 팀일 것입니다. ‘플레이어에게 카드 2장 중 1장 공개 강요’를 클릭하고 1번과 2번 칸을 고른 다음 O를 클릭하세요: O는 카드를 보지 않고 1장을 골라야 합니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c04_events.py" line="54" />
            <source>When you force a player, you point at two face-down cards and they must reveal one without looking: point at the two Black Spots, then at O.</source>
            <translation>공개를 강요할 때는 뒷면 카드 2장을 지목하고, 지목당한 플레이어는 보지 않고 그중 1장을 공개해야 합니다: 검은 표식 2장을 지목한 다음 O를 지목하세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c04_events.py" line="57" />
            <source>O revealed a Black Spot and was marooned; a new card from the deck filled the slot. Click Reveal 1 Event card, then slot 4 (your Pistol): everyone sees it, and you must carry it out.</source>
            <translation>O가 검은 표식을 공개해 유배되었고, 덱에서 나온 새 카드가 그 칸을 채웠습니다. ‘이벤트 카드 1장 공개’를 클릭한 다음 4번 칸(당신의 권총)을 클릭하세요: 모두가 보게 되며, 당신은 그 효과를 실행해야 합니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c04_events.py" line="60" />
            <source>A revealed card is shown to everyone and must be carried out, so reveal the card you know: the Pistol in slot 4.</source>
            <translation>공개된 카드는 모두에게 보여 주며 반드시 실행해야 하므로, 알고 있는 카드를 공개하세요: 4번 칸의 권총입니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c04_events.py" line="62" />
            <source>A Pistol maroons another player of your choice, and then the deck refills slot 4. Bartolomeu Português (P) moved the Jolly Roger's treasure into the French hold too: click P.</source>
            <translation>권총은 당신이 고른 다른 플레이어 1명을 유배시키고, 그 뒤 덱에서 4번 칸을 다시 채웁니다. Bartolomeu Português(P)도 졸리 로저의 보물을 프랑스 보물 창고로 옮겼습니다: P를 클릭하세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c04_events.py" line="65" />
            <source>A Pistol must be aimed at another player, never at yourself; Português (P) moved treasure into a French hold, so aim at him.</source>
            <translation>권총은 반드시 다른 플레이어를 겨눠야 하며, 자신을 겨눌 수는 없습니다. Português(P)가 보물을 프랑스 보물 창고로 옮겼으니 그를 겨누세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c05_attack.py" line="49" />
            <source>Attack</source>
            <translation>공격</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c05_attack.py" line="50" />
            <source>The Captain's Attack on the Galleon: who votes, what counts, and the plunder.</source>
            <translation>선장의 갤리온 공격: 누가 투표하는지, 무엇을 세는지, 그리고 전리품.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c05_attack.py" line="54" />
            <source>Only a Captain may call for an Attack, and only the Captain's own crew votes in it; only the top of each Vote card counts.</source>
            <translation>공격은 선장만 요청할 수 있고, 선장의 배에 탄 선원만 투표합니다. 각 투표 카드의 윗부분만 셉니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c05_attack.py" line="57" />
            <source>Only a Captain may call for an Attack on the Galleon, and only that ship's crew votes: you, Edward Mansvelt (E) and François l'Olonnais (O). Click Call for an Attack (Captain).</source>
            <translation>갤리온 공격은 선장만 요청할 수 있고, 그 배의 선원만 투표합니다: 당신, Edward Mansvelt(E), François l'Olonnais(O). ‘공격 요청 (선장)’을 클릭하세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c05_attack.py" line="60" />
            <source>Each voter plays 1 Vote card face down, and in an Attack only its top counts: Cannon, Torch or Water. An Attack needs at least 1 Cannon and 1 Torch, so click your Cannon on the right, then Put down this card.</source>
            <translation>투표하는 플레이어는 각자 투표 카드 1장을 뒷면으로 내며, 공격에서는 그 카드의 윗부분(대포, 횃불 또는 물)만 셉니다. 공격에는 대포와 횃불이 적어도 1개씩 필요하니, 오른쪽에서 대포 카드를 클릭한 다음 ‘이 카드 내려놓기’를 클릭하세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c05_attack.py" line="70" />
            <source>Last time there was a Cannon but no Torch left over, so this time click your Torch on the right, then Put down this card. Each Water cancels just one Torch, so more Torches make an Attack harder to stop.</source>
            <translation>지난번에는 대포는 있었지만 남은 횃불이 없었습니다. 이번에는 오른쪽에서 횃불 카드를 클릭한 다음 ‘이 카드 내려놓기’를 클릭하세요. 물 하나는 횃불 하나만 상쇄하므로, 횃불이 많을수록 공격을 막기 어렵습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c05_attack.py" line="63" />
            <source>In an Attack only the top of a Vote card counts, and it needs a Cannon and a Torch: play your Cannon.</source>
            <translation>공격에서는 투표 카드의 윗부분만 세며, 대포와 횃불이 필요합니다. 대포 카드를 내세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c05_attack.py" line="67" />
            <source>It failed with Cannon 1, Torch 1, Water 2: the Vote deck's top card always joins, and each Water cancels one Torch. Nobody learns who played what; your turn has come round again, so click Call for an Attack (Captain).</source>
            <translation>대포 1, 횃불 1, 물 2로 실패했습니다. 투표 덱 맨 위 카드가 항상 함께 들어가고, 물 하나는 횃불 하나를 상쇄합니다. 누가 무엇을 냈는지는 아무도 모릅니다. 다시 당신의 차례가 되었으니 ‘공격 요청 (선장)’을 클릭하세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c05_attack.py" line="73" />
            <source>Each Water cancels one Torch, and an Attack needs at least 1 Torch left over and 1 Cannon: play your Torch.</source>
            <translation>물 하나는 횃불 하나를 상쇄하며, 공격하려면 상쇄되고 남은 횃불 1개와 대포 1개가 적어도 있어야 합니다. 횃불 카드를 내세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c05_attack.py" line="76" />
            <source>Success: a Cannon, and 2 Torches minus 1 Water leave a Torch. Click Take the treasure, the Galleon, then a hold of your ship: you are British, so the British hold.</source>
            <translation>성공입니다. 대포가 있고, 횃불 2개에서 물 1개를 빼면 횃불 1개가 남습니다. ‘보물 가져가기’를 클릭하고 갤리온을 클릭한 다음, 당신 배의 보물 창고를 클릭하세요. 당신은 영국 팀이니 영국 보물 창고입니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c05_attack.py" line="79" />
            <source>After a successful Attack the Captain takes 1 treasure from the Galleon into either hold of their own ship; yours for the British is the British hold.</source>
            <translation>공격에 성공하면 선장은 갤리온에서 보물 1개를 가져와 자기 배의 두 보물 창고 중 하나에 넣습니다. 영국 팀인 당신에게는 영국 보물 창고입니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c06_mutiny.py" line="31" />
            <source>Mutiny</source>
            <translation>반란</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c06_mutiny.py" line="32" />
            <source>The First Mate's Mutiny, and the Captain who maroons a crewmate.</source>
            <translation>일등 항해사의 반란, 그리고 선원을 유배하는 선장.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c06_mutiny.py" line="36" />
            <source>A Mutiny is called by the First Mate, second in line on a ship; a Captain may instead maroon any other pawn on their own ship.</source>
            <translation>반란은 배의 줄에서 두 번째인 일등 항해사가 요청합니다. 선장은 그 대신 자기 배에 있는 다른 말을 누구든 유배할 수 있습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c06_mutiny.py" line="39" />
            <source>You are British and second in line on the Flying Dutchman, its First Mate, and Captain Braziliano (R) has filled the French hold. Click Call for a Mutiny (First Mate).</source>
            <translation>당신은 영국 팀이며 플라잉 더치맨 줄의 두 번째, 즉 일등 항해사입니다. 그리고 선장 Braziliano(R)가 프랑스 보물 창고를 채웠습니다. ‘반란 요청 (일등 항해사)’을 클릭하세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c06_mutiny.py" line="42" />
            <source>Only the First Mate, second in line, may call for a Mutiny against the Captain; this step asks you to call one.</source>
            <translation>줄의 두 번째인 일등 항해사만 선장에 맞서 반란을 요청할 수 있습니다. 이 단계에서는 반란을 요청해야 합니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c06_mutiny.py" line="44" />
            <source>Everyone on your ship but the Captain votes, and only the bottom section counts: Skull to maroon the Captain, Helm to keep them. Click your only card with a Skull, then Put down this card.</source>
            <translation>당신 배에서는 선장을 뺀 모두가 투표하며, 아랫부분만 셉니다. 해골은 선장을 유배하자는 표, 조타기는 선장을 지키자는 표입니다. 해골이 있는 유일한 카드를 클릭한 다음 ‘이 카드 내려놓기’를 클릭하세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c06_mutiny.py" line="47" />
            <source>In a Mutiny only the bottom of a Vote card counts: Skull to maroon the Captain, Helm to keep them. Play the card with the Skull.</source>
            <translation>반란에서는 투표 카드의 아랫부분만 셉니다. 해골은 선장을 유배하자는 표, 조타기는 지키자는 표입니다. 해골이 있는 카드를 내세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c06_mutiny.py" line="51" />
            <source>3 Skulls to 1 Helm: Braziliano (R) was marooned to the back of Tortuga's line (empty, so he is its Governor), and you, the First Mate, became Captain. With a tie or more Helms, nothing would have happened.</source>
            <translation>해골 3 대 조타기 1: Braziliano(R)는 토르투가 줄의 맨 뒤로 유배되었고(토르투가가 비어 있었으므로 그가 총독이 됩니다), 일등 항해사였던 당신이 선장이 되었습니다. 동점이거나 조타기가 더 많았다면 아무 일도 일어나지 않았을 것입니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c06_mutiny.py" line="54" />
            <source>Your new First Mate, Mansvelt (E), could call a Mutiny in which you, the Captain, do not vote. Click Maroon a crewmate (Captain), then E: he goes to the back of Tortuga's line.</source>
            <translation>새 일등 항해사 Mansvelt(E)는 반란을 요청할 수 있고, 그 반란에서 선장인 당신은 투표하지 못합니다. ‘선원 유배 (선장)’를 클릭한 다음 E를 클릭하세요. 그는 토르투가 줄의 맨 뒤로 갑니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c06_mutiny.py" line="57" />
            <source>A Captain may maroon any other pawn on their own ship, never themselves; this step asks you to maroon E, your new First Mate.</source>
            <translation>선장은 자기 배에 있는 다른 말은 누구든 유배할 수 있지만, 자기 자신은 유배할 수 없습니다. 이 단계에서는 새 일등 항해사 E를 유배해야 합니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c07_tortuga.py" line="34" />
            <source>Tortuga</source>
            <translation>토르투가</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c07_tortuga.py" line="35" />
            <source>The Governor's Brawl over the two treasures on Tortuga.</source>
            <translation>토르투가의 보물 2개를 두고 총독이 벌이는 싸움.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c07_tortuga.py" line="39" />
            <source>Only the Governor, first in Tortuga's line, may call for a Brawl, and only the pawns on Tortuga vote in it.</source>
            <translation>토르투가 줄의 첫 번째인 총독만 싸움을 요청할 수 있으며, 투표는 토르투가에 있는 말만 합니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c07_tortuga.py" line="42" />
            <source>You are first in Tortuga's line, its Governor, and each treasure here counts for the team whose area it lies in. Click Call for a Brawl (Governor).</source>
            <translation>당신은 토르투가 줄의 첫 번째, 즉 총독입니다. 이곳의 보물은 놓여 있는 구역의 팀 몫으로 셉니다. ‘싸움 요청 (총독)’을 클릭하세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c07_tortuga.py" line="45" />
            <source>Only the Governor, first in Tortuga's line, may call for a Brawl; this step asks you to call one.</source>
            <translation>토르투가 줄의 첫 번째인 총독만 싸움을 요청할 수 있습니다. 이 단계에서는 싸움을 요청해야 합니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c07_tortuga.py" line="47" />
            <source>Only the pawns on Tortuga vote, and only the middle section counts: British or French flag. You are British: click your card with the British flag, then Put down this card.</source>
            <translation>토르투가에 있는 말만 투표하며, 가운데 부분(영국 국기 또는 프랑스 국기)만 셉니다. 당신은 영국 팀이니 영국 국기가 있는 카드를 클릭한 다음 ‘이 카드 내려놓기’를 클릭하세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c07_tortuga.py" line="55" />
            <source>3 British flags to 1: both treasures went to the British area. Then Braziliano (R) revealed a Pistol and marooned you while you were already on Tortuga, which cost you a random Vote card and your place at the front.</source>
            <translation>영국 국기 3 대 1: 보물 2개가 모두 영국 구역으로 갔습니다. 그 뒤 Braziliano(R)가 권총을 공개해 이미 토르투가에 있던 당신을 유배했고, 그 바람에 당신은 무작위 투표 카드 1장과 줄의 맨 앞 위치를 잃었습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c07_tortuga.py" line="58" />
            <source>Being marooned while already on Tortuga costs a Vote card picked at random and sends you to the back of the line; next you vote in the Brawl of Mansvelt (E).</source>
            <translation>이미 토르투가에 있을 때 유배되면 무작위로 고른 투표 카드 1장을 잃고 줄의 맨 뒤로 갑니다. 이어서 Mansvelt(E)의 싸움에서 투표합니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c07_tortuga.py" line="60" />
            <source>Mansvelt (E), Governor now, calls a Brawl to win them back. Click your card with the British flag, then Put down this card: if the flags tie, each area gets one treasure.</source>
            <translation>이제 총독이 된 Mansvelt(E)가 보물을 되찾으려고 싸움을 요청합니다. 영국 국기가 있는 카드를 클릭한 다음 ‘이 카드 내려놓기’를 클릭하세요. 국기 수가 같으면 각 구역이 보물을 1개씩 받습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c07_tortuga.py" line="50" />
            <source>In a Brawl only the flag in the middle of a Vote card counts; play the card with the British flag to help your team.</source>
            <translation>싸움에서는 투표 카드 가운데의 국기만 셉니다. 팀을 도우려면 영국 국기가 있는 카드를 내세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c07_tortuga.py" line="63" />
            <source>In a Brawl only the middle flag counts; play your card with the British flag.</source>
            <translation>싸움에서는 가운데 국기만 셉니다. 영국 국기가 있는 카드를 내세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c07_tortuga.py" line="65" />
            <source>2 flags each, a tie: one treasure went back to each area. Tortuga's treasure never leaves the island, and at the end it counts like the treasure in the holds.</source>
            <translation>국기 2 대 2 동점: 각 구역으로 보물이 1개씩 돌아갔습니다. 토르투가의 보물은 섬을 떠나지 않으며, 게임이 끝나면 보물 창고의 보물처럼 셉니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c08_kept.py" line="34" />
            <source>Cards you keep</source>
            <translation>보관하는 카드</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c08_kept.py" line="35" />
            <source>Letter of Marque, treasure maps, Albatross and Pirate Code stay in front of a player.</source>
            <translation>나포 허가증, 보물 지도, 알바트로스, 해적 규약은 플레이어 앞에 놓아 둡니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c08_kept.py" line="39" />
            <source>Cards kept in front of a player are used as the card says: a Letter of Marque as an action, a treasure map by its holder when its moment comes.</source>
            <translation>플레이어 앞에 놓아 둔 카드는 카드에 적힌 대로 씁니다. 나포 허가증은 행동으로 쓰고, 보물 지도는 때가 되면 가진 사람이 씁니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c08_kept.py" line="45" />
            <source>A card you viewed is safe to reveal: slot 3 holds the Letter of Marque, so reveal that one.</source>
            <translation>이미 본 카드는 안심하고 공개할 수 있습니다. 3번 칸에 나포 허가증이 있으니 그 카드를 공개하세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c08_kept.py" line="46" />
            <source>It moves anyone on Tortuga or on a Rowboat to the back of either ship, now or on a later turn. Click Keep the Letter of Marque for later.</source>
            <translation>나포 허가증은 토르투가나 노 젓는 배에 있는 사람을 누구든 어느 배의 맨 뒤로든 옮기며, 지금 쓰거나 나중 차례에 쓸 수 있습니다. ‘나포 허가증 보관 (나중에 사용)’을 클릭하세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c08_kept.py" line="49" />
            <source>Kept, a Letter of Marque can be used on any later turn as your whole action; this step asks you to keep it.</source>
            <translation>보관한 나포 허가증은 이후 어느 차례에든 그 차례의 행동 전체로 쓸 수 있습니다. 이 단계에서는 나포 허가증을 보관해야 합니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c08_kept.py" line="55" />
            <source>The Fountain of Youth lets its holder refuse being marooned by a Captain, a Mutiny, a Pistol or a Black Spot; use it now.</source>
            <translation>젊음의 샘을 가진 사람은 선장, 반란, 권총, 검은 표식에 의한 유배를 거부할 수 있습니다. 지금 사용하세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c08_kept.py" line="42" />
            <source>Some Event cards stay face up in front of a player, like the Albatross of Mansvelt (E): two on one ship maroon everyone aboard. Click Reveal 1 Event card, then slot 3, the Letter of Marque you viewed earlier.</source>
            <translation>어떤 이벤트 카드는 Mansvelt(E)의 알바트로스처럼 플레이어 앞에 앞면으로 놓입니다. 한 배에 알바트로스가 두 장 있으면 그 배에 탄 모두가 유배됩니다. ‘이벤트 카드 1장 공개’를 클릭한 다음, 아까 본 나포 허가증이 있는 3번 칸을 클릭하세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c08_kept.py" line="52" />
            <source>François l'Olonnais (O) gave you the Fountain of Youth map, and now Captain Braziliano (R) maroons you. Click Drink from the Fountain of Youth to stay aboard; his action is spent all the same.</source>
            <translation>François l'Olonnais(O)가 당신에게 젊음의 샘 지도를 주었고, 이제 선장 Braziliano(R)가 당신을 유배하려 합니다. 배에 남으려면 ‘젊음의 샘 마시기’를 클릭하세요. 그래도 그의 행동은 소모됩니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c08_kept.py" line="58" />
            <source>François l'Olonnais (O) helped you: bring him aboard with your Letter of Marque, a whole action. Click Move a player with the Letter of Marque, then O, then your ship.</source>
            <translation>François l'Olonnais(O)가 당신을 도왔습니다. 나포 허가증으로 그를 배에 태우세요. 행동 하나를 통째로 씁니다. ‘나포 허가증으로 플레이어 옮기기’를 클릭하고 O를 클릭한 다음, 당신의 배를 클릭하세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c08_kept.py" line="61" />
            <source>A Letter of Marque moves a player who is on Tortuga or on a Rowboat to the back of a ship; move O to the Flying Dutchman.</source>
            <translation>나포 허가증은 토르투가나 노 젓는 배에 있는 플레이어를 배의 맨 뒤로 옮깁니다. O를 플라잉 더치맨으로 옮기세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c08_kept.py" line="64" />
            <source>Português (P) revealed and keeps a Pirate Code: he may stay out of his next two votes. Click Reveal 1 Event card, then slot 4, the treasure map El Dorado you viewed earlier.</source>
            <translation>Português(P)가 해적 규약을 공개해 앞에 놓아 두었습니다. 그는 다음 투표 두 번에 빠질 수 있습니다. ‘이벤트 카드 1장 공개’를 클릭한 다음, 아까 본 보물 지도 엘도라도가 있는 4번 칸을 클릭하세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c08_kept.py" line="67" />
            <source>A card you viewed is safe to reveal: slot 4 holds El Dorado, so reveal that one.</source>
            <translation>이미 본 카드는 안심하고 공개할 수 있습니다. 4번 칸에 엘도라도가 있으니 그 카드를 공개하세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c08_kept.py" line="68" />
            <source>A map always goes to another player: click O to give him El Dorado, an extra Vote card now and, once, 2 cards in one vote. The third map, Atlantis, lets its holder sail to the back of the other ship just before any turn.</source>
            <translation>지도는 항상 다른 플레이어에게 갑니다. O를 클릭해 엘도라도를 주세요. 그는 지금 투표 카드 1장을 더 받고, 한 번은 한 투표에서 카드 2장을 낼 수 있습니다. 세 번째 지도인 아틀란티스를 가진 사람은 어느 차례든 그 직전에 다른 배의 맨 뒤로 항해할 수 있습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c08_kept.py" line="72" />
            <source>The revealer of a treasure map must give it to another player; give El Dorado to O, who helped you.</source>
            <translation>보물 지도를 공개한 플레이어는 그 지도를 다른 플레이어에게 주어야 합니다. 당신을 도운 O에게 엘도라도를 주세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c09_end.py" line="32" />
            <source>The end</source>
            <translation>게임 종료</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c09_end.py" line="33" />
            <source>The Spanish Armada, counting treasure, the Dutch and ties.</source>
            <translation>스페인 아르마다, 보물 세기, 네덜란드 팀과 동점.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c09_end.py" line="37" />
            <source>The game ends the moment the Spanish Armada is revealed, so the team ahead wants it found and revealed; do what this step asks.</source>
            <translation>스페인 아르마다가 공개되는 순간 게임이 끝나므로, 앞서 있는 팀은 그 카드를 찾아 공개하고 싶어 합니다. 이 단계에서 요구하는 대로 하세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c09_end.py" line="40" />
            <source>Only one card is left in the Event deck: the Spanish Armada, which always lies at the bottom. Click Reveal 1 Event card, then slot 3, the Albatross you viewed earlier: the Armada takes its place.</source>
            <translation>이벤트 덱에는 카드가 1장만 남았습니다. 항상 맨 아래에 있는 스페인 아르마다입니다. ‘이벤트 카드 1장 공개’를 클릭한 다음, 아까 본 알바트로스가 있는 3번 칸을 클릭하세요. 그 자리를 아르마다가 채웁니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c09_end.py" line="43" />
            <source>A revealed card is replaced from the top of the Event deck: reveal slot 3, the Albatross you know, to bring the deck's last card into the row.</source>
            <translation>공개된 카드 자리는 이벤트 덱 맨 위 카드로 채워집니다. 이미 알고 있는 알바트로스가 있는 3번 칸을 공개해 덱의 마지막 카드를 줄로 가져오세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c09_end.py" line="46" />
            <source>The deck ran out, so the row's cards were shuffled and laid out again: your old notes are void, and a revealed card is no longer replaced (see slot 2). Click View 2 Event cards, then slots 4 and 5.</source>
            <translation>덱이 바닥나서 줄의 카드를 섞어 다시 놓았습니다. 예전 메모는 이제 쓸모가 없고, 공개된 카드 자리는 더 이상 채워지지 않습니다(2번 칸 참고). ‘이벤트 카드 2장 보기’를 클릭한 다음 4번 칸과 5번 칸을 클릭하세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c09_end.py" line="50" />
            <source>After the shuffle nobody knows where any card lies, so look before you reveal: view slots 4 and 5.</source>
            <translation>섞은 뒤에는 어느 카드가 어디 있는지 아무도 모르니, 공개하기 전에 먼저 보세요. 4번 칸과 5번 칸을 보세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c09_end.py" line="52" />
            <source>Slot 5 holds the Spanish Armada: whoever reveals it ends the game at once, and the team with more treasure wins. Click Done to hide the cards.</source>
            <translation>5번 칸에 스페인 아르마다가 있습니다. 이 카드를 공개하는 사람은 즉시 게임을 끝내고, 보물이 더 많은 팀이 이깁니다. ‘완료’를 클릭해 카드를 숨기세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c09_end.py" line="57" />
            <source>A team's treasure is what lies in its holds on both ships plus its area on Tortuga: 4 to 4 now, and with five players a tie makes the Dutch pirate win alone. As Cabin Boy, click Move 1 treasure: French → British hold.</source>
            <translation>팀의 보물은 두 배에 있는 그 팀 보물 창고의 보물에 토르투가의 그 팀 구역 보물을 더한 것입니다. 지금은 4 대 4이고, 5인 게임에서 동점이면 네덜란드 해적 혼자 이깁니다. 캐빈 보이로서 ‘보물 1개 옮기기: 프랑스 → 영국 보물 창고’를 클릭하세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c09_end.py" line="61" />
            <source>Revealing the Armada now would end in a tie, and the Dutch pirate would win; the Cabin Boy, last in line on a ship, may move 1 treasure between its two holds.</source>
            <translation>지금 아르마다를 공개하면 동점으로 끝나 네덜란드 해적이 이깁니다. 배의 줄 맨 끝인 캐빈 보이는 그 배의 두 보물 창고 사이에서 보물 1개를 옮길 수 있습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c09_end.py" line="64" />
            <source>The British lead 5 to 3, so click Reveal 1 Event card, then slot 5: the game ends and your team wins. With an even number of players a tie would instead remove the Armada, shuffle the discarded and unrevealed cards into a new deck and play on until one team leads.</source>
            <translation>영국 팀이 5 대 3으로 앞서니 ‘이벤트 카드 1장 공개’를 클릭한 다음 5번 칸을 클릭하세요. 게임이 끝나고 당신의 팀이 이깁니다. 플레이어 수가 짝수일 때 동점이면, 그 대신 아르마다를 빼고 버린 카드와 공개되지 않은 카드를 섞어 새 덱을 만든 뒤 한 팀이 앞설 때까지 계속합니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c09_end.py" line="68" />
            <source>Your team leads, so end the game now: the Spanish Armada lies in slot 5.</source>
            <translation>당신의 팀이 앞서 있으니 지금 게임을 끝내세요. 스페인 아르마다는 5번 칸에 있습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c09_end.py" line="69" />
            <source>The Armada ended the game at once: 5 treasures to 3, so every British pirate wins, wherever their pawn stands. Every Loyalty card is now shown in the list of pirates, the Dutch one too.</source>
            <translation>아르마다로 게임이 즉시 끝났습니다. 보물 5 대 3이므로 영국 해적은 말이 어디에 있든 모두 이깁니다. 이제 해적 목록에 모든 충성 카드가 공개되며, 네덜란드 카드도 마찬가지입니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c09_end.py" line="72" />
            <source>The game is over: the team with more treasure in its holds and its Tortuga area won.</source>
            <translation>게임이 끝났습니다. 보물 창고와 토르투가 구역의 보물이 더 많은 팀이 이겼습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c10_pass.py" line="26" />
            <source>Pass and play</source>
            <translation>컴퓨터를 넘기며 플레이</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c10_pass.py" line="27" />
            <source>Two people at one device: the curtain, "I am NAME", secret votes.</source>
            <translation>한 컴퓨터에 두 사람: 가림막, “제가 NAME입니다”, 비밀 투표.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c10_pass.py" line="31" />
            <source>With two people at one device, each claims it behind the curtain before anything secret is shown; do what this step asks.</source>
            <translation>두 사람이 한 컴퓨터로 플레이할 때는, 비밀이 보이기 전에 각자 가림막 뒤에서 컴퓨터를 넘겨받습니다. 이 단계에서 요구하는 대로 하세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c10_pass.py" line="34" />
            <source>With two people at one device, a curtain hides the table whenever it passes from one to the other. Click I am Henry Morgan: your Vote cards and Loyalty show only to whoever has claimed the device.</source>
            <translation>두 사람이 한 컴퓨터로 플레이할 때는, 컴퓨터가 한 사람에게서 다른 사람에게 넘어갈 때마다 가림막이 테이블을 가립니다. ‘제가 Henry Morgan입니다’를 클릭하세요. 투표 카드와 충성 카드는 컴퓨터를 넘겨받은 사람에게만 보입니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c10_pass.py" line="37" />
            <source>Behind the curtain nothing secret is shown until its owner claims the device: click I am Henry Morgan.</source>
            <translation>가림막 뒤에서는 주인이 컴퓨터를 넘겨받기 전까지 아무 비밀도 보이지 않습니다. ‘제가 Henry Morgan입니다’를 클릭하세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c10_pass.py" line="54" />
            <source>Now you play François (O): click his Vote card with a Helm, then Put down this card. The cards are shuffled with one from the Vote deck before they are shown, so nobody learns who played which.</source>
            <translation>이제 당신이 François(O)를 맡습니다. 그의 조타기 투표 카드를 클릭한 다음 ‘이 카드 내려놓기’를 클릭하세요. 카드는 공개되기 전에 투표 덱의 카드 1장과 함께 섞이므로, 누가 어떤 카드를 냈는지 아무도 모릅니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c10_pass.py" line="57" />
            <source>A Helm votes to keep the Captain: play it as François (O), in secret.</source>
            <translation>조타기는 선장을 지키자는 표입니다. François(O)로서 몰래 내세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c10_pass.py" line="58" />
            <source>2 Skulls to 1 Helm: Braziliano (R) is marooned and Henry Morgan (M) is Captain now. Everyone was shown the result and anyone could click next, so François (O) claims the device again before his turn: click I am François l'Olonnais.</source>
            <translation>해골 2장 대 조타기 1장: Braziliano(R)가 추방되고 이제 Henry Morgan(M)이 선장입니다. 결과는 식탁의 모두에게 보였고 다음 클릭은 누구나 할 수 있었으므로, François(O)는 자기 차례 전에 컴퓨터를 다시 넘겨받습니다. ‘제가 François l'Olonnais입니다’를 클릭하세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c10_pass.py" line="43" />
            <source>Only the First Mate may call for a Mutiny, and every crewmate but the Captain votes in it.</source>
            <translation>일등 항해사만 반란을 요청할 수 있으며, 선장을 뺀 모든 선원이 투표합니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c10_pass.py" line="44" />
            <source>Your vote is secret, and only the bottom section counts in a Mutiny: click your Vote card with a Skull, on the right, then Put down this card.</source>
            <translation>투표는 비밀이며, 반란에서는 아랫부분만 셉니다. 오른쪽에서 해골이 있는 투표 카드를 클릭한 다음 ‘이 카드 내려놓기’를 클릭하세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c10_pass.py" line="62" />
            <source>After anything shown to the whole table, secrets wait for their owner's claim: click I am François l'Olonnais.</source>
            <translation>식탁 전체에 무언가가 보인 뒤에는, 비밀은 주인이 다시 넘겨받을 때까지 보이지 않습니다. ‘제가 François l'Olonnais입니다’를 클릭하세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c10_pass.py" line="47" />
            <source>In a Mutiny only the bottom section counts: a Skull votes to maroon the Captain, a Helm to keep them.</source>
            <translation>반란에서는 아랫부분만 셉니다. 해골은 선장을 유배하자는 표, 조타기는 지키자는 표입니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c10_pass.py" line="39" />
            <source>Only you see your secrets now, and a friend plays François l'Olonnais (O), your Cabin Boy. As First Mate, click Call for a Mutiny (First Mate): everyone on the ship but the Captain votes, so both of you will.</source>
            <translation>이제 당신의 비밀은 당신만 봅니다. 친구는 당신 배의 캐빈 보이인 François l'Olonnais(O)를 맡습니다. 일등 항해사로서 ‘반란 요청 (일등 항해사)’을 클릭하세요. 배에서 선장을 뺀 모두가 투표하므로 두 사람 모두 투표합니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c10_pass.py" line="49" />
            <source>Each voter plays behind their own curtain: hand the device to your friend, or play both seats now yourself. Click I am François l'Olonnais.</source>
            <translation>투표하는 사람은 각자 자기 가림막 뒤에서 카드를 냅니다. 친구에게 컴퓨터를 넘기거나, 지금은 두 자리를 모두 직접 플레이하세요. ‘제가 François l'Olonnais입니다’를 클릭하세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/learn/chapters/c10_pass.py" line="52" />
            <source>Each voter claims the device behind the curtain before voting: click I am François l'Olonnais.</source>
            <translation>투표하는 사람은 투표하기 전에 가림막 뒤에서 컴퓨터를 넘겨받습니다. ‘제가 François l'Olonnais입니다’를 클릭하세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/learn/coach.py" line="129" />
            <source>Go to any chapter</source>
            <translation>원하는 장으로 이동</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/learn/coach.py" line="130" />
            <source>◀ Back</source>
            <translation>◀ 이전</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/learn/coach.py" line="132" />
            <location filename="../../tortuga_qt/ui/learn/voyage.py" line="230" />
            <source>Next ▶</source>
            <translation>다음 ▶</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/learn/coach.py" line="133" />
            <source>Skip</source>
            <translation>건너뛰기</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/learn/coach.py" line="134" />
            <source>Restart</source>
            <translation>다시 시작</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/learn/coach.py" line="135" />
            <source>Leave</source>
            <translation>나가기</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/learn/coach.py" line="136" />
            <source>Go one step back</source>
            <translation>한 단계 뒤로 가기</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/learn/coach.py" line="137" />
            <source>Skip this step (it is done for you)</source>
            <translation>이 단계 건너뛰기 (자동으로 진행됩니다)</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/learn/coach.py" line="138" />
            <source>Start this chapter again</source>
            <translation>이 장을 처음부터 다시 시작</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/learn/coach.py" line="139" />
            <source>Leave the voyage; your place is remembered</source>
            <translation>항해 그만두기 (진행 위치는 기억됩니다)</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/learn/coach.py" line="214" />
            <source>Read the rule ›</source>
            <translation>규칙 읽기 ›</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/learn/voyage.py" line="204" />
            <source>Chapter {n}: {title}</source>
            <translation>{n}장: {title}</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/learn/voyage.py" line="207" />
            <source>Chapter {n} of {m}: {title}</source>
            <translation>{m}장 중 {n}장: {title}</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/learn/voyage.py" line="214" />
            <source>Chapter complete</source>
            <translation>장 완료</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/learn/voyage.py" line="216" />
            <source>You have sailed the whole voyage! Now play a short real game against computer pirates, with hints on.</source>
            <translation>항해를 모두 마쳤습니다! 이제 힌트를 켠 채로 컴퓨터 해적들과 짧은 실전 게임을 해 보세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/learn/voyage.py" line="217" />
            <source>Play a real game ▶</source>
            <translation>실전 게임 하기 ▶</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/learn/voyage.py" line="219" />
            <source>Well done! Next: {title}.</source>
            <translation>잘했습니다! 다음: {title}.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/learn/voyage.py" line="220" />
            <source>Next chapter ▶</source>
            <translation>다음 장 ▶</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/learn/voyage.py" line="222" />
            <source>Step {i} of {k}</source>
            <translation>{k}단계 중 {i}단계</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/learn/voyage.py" line="226" />
            <source>Watch: {name} plays…</source>
            <translation>지켜보세요: {name}이(가) 플레이하는 중…</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/learn/voyage.py" line="267" />
            <source>on Tortuga</source>
            <translation>토르투가</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/learn/voyage.py" line="269" />
            <source>in {boat}</source>
            <translation>{boat}</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tortuga_qt/ui/learn/voyage.py" line="273" />
            <source>A new table: %n pirate(s); you are {you}, {where}.</source>
            <translation>
                <numerusform>새 테이블: 해적 %n명. 당신은 {you}, 자리는 {where}입니다.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/learn/voyage.py" line="284" />
            <source>This chapter is done: click the gold button above to go on.</source>
            <translation>이 장을 마쳤습니다. 계속하려면 위의 금색 버튼을 클릭하세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/learn/voyage.py" line="293" />
            <source>Click Next when you have read this step.</source>
            <translation>이 단계를 다 읽었으면 ‘다음’을 클릭하세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/learn/voyage.py" line="351" />
            <source>Done would close your private look.</source>
            <translation>‘완료’를 누르면 혼자 보기가 닫힙니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/learn/voyage.py" line="360" />
            <source>Claiming the device as {pirate} would show that player's secrets.</source>
            <translation>{pirate}(으)로 컴퓨터를 넘겨받으면 그 플레이어의 비밀이 보입니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/learn/answers.py" line="42" />
            <source>{name} ({letter})</source>
            <translation>{name}({letter})</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/learn/answers.py" line="51" />
            <source>slot {n}</source>
            <translation>{n}번 칸</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/learn/answers.py" line="61" />
            <source>the Vote card {face}</source>
            <translation>투표 카드 {face}</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/learn/answers.py" line="62" />
            <source>the discard pile</source>
            <translation>버린 카드</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/learn/answers.py" line="69" />
            <source>{first} and {last}</source>
            <translation>{first}, {last}</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/action_table.py" line="157" />
            <source>View 2 Event cards would show you two face-down cards in secret.</source>
            <translation>‘이벤트 카드 2장 보기’는 뒷면 카드 2장을 당신에게만 몰래 보여 줍니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/action_table.py" line="143" />
            <source>Reveal 1 Event card would turn a card face up for everyone, and you would have to carry it out.</source>
            <translation>‘이벤트 카드 1장 공개’는 카드를 모두에게 앞면으로 공개하며, 당신은 그 카드를 반드시 실행해야 합니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/action_table.py" line="165" />
            <source>Force a player would make another player reveal one of two cards you point at.</source>
            <translation>공개 강요는 당신이 고른 카드 2장 중 1장을 다른 플레이어가 공개하게 합니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/action_table.py" line="151" />
            <source>Move to or from a Rowboat would move your pawn one place, onto or off a Rowboat.</source>
            <translation>‘노 젓는 배 타기/내리기’는 당신의 말을 한 칸 옮겨 노 젓는 배에 태우거나 내립니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/action_table.py" line="176" />
            <source>Maroon a crewmate would send a pawn of your ship to Tortuga.</source>
            <translation>선원 유배는 당신 배의 말 하나를 토르투가로 보냅니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/action_table.py" line="199" />
            <source>The Letter of Marque would move a pirate from Tortuga or a Rowboat onto a ship.</source>
            <translation>나포 허가증은 토르투가나 노 젓는 배에 있는 해적을 배로 옮깁니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/action_table.py" line="211" />
            <source>Playing a Vote card would put it face down into the vote.</source>
            <translation>투표 카드를 내면 그 카드가 뒷면으로 투표에 들어갑니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/action_table.py" line="216" />
            <source>Playing two Vote cards would put both face down into the vote.</source>
            <translation>투표 카드 2장을 내면 두 장 모두 뒷면으로 투표에 들어갑니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/action_table.py" line="236" />
            <source>Taking the treasure would put 1 treasure into a hold of your ship.</source>
            <translation>보물을 가져오면 보물 1개가 당신 배의 보물 창고에 들어갑니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/action_table.py" line="274" />
            <source>The Pistol would maroon the player you aim at.</source>
            <translation>권총은 당신이 겨눈 플레이어를 유배합니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/action_table.py" line="268" />
            <source>Giving the map would hand it to another player.</source>
            <translation>지도를 주면 다른 플레이어에게 넘어갑니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/action_table.py" line="280" />
            <source>Black Powder would blow up a Rowboat for the rest of the game.</source>
            <translation>흑색 화약은 노 젓는 배 하나를 게임이 끝날 때까지 폭파합니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/action_table.py" line="286" />
            <source>Cabin Fever would change a player's Loyalty card.</source>
            <translation>선실 열병은 한 플레이어의 충성 카드를 바꿉니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/action_table.py" line="292" />
            <source>Crow's Nest would replace a player's Vote cards.</source>
            <translation>망대는 한 플레이어의 투표 카드를 바꿉니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/action_table.py" line="299" />
            <source>Picking from the Vote deck would give that card to the player.</source>
            <translation>투표 덱에서 고르면 그 카드가 그 플레이어에게 갑니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/action_table.py" line="262" />
            <source>Picking a card would reveal it for everyone.</source>
            <translation>카드를 고르면 그 카드가 모두에게 공개됩니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/action_table.py" line="170" />
            <source>Call for an Attack would start a vote of your ship's crew to take treasure from the Galleon.</source>
            <translation>‘공격 요청’은 갤리온의 보물을 가져오기 위한 당신 배 선원들의 투표를 시작합니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/action_table.py" line="181" />
            <source>Call for a Mutiny would start a vote of your ship's crew to maroon its Captain.</source>
            <translation>‘반란 요청’은 선장을 유배하기 위한 당신 배 선원들의 투표를 시작합니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/action_table.py" line="191" />
            <source>Call for a Brawl would start a vote on Tortuga over the treasure of its two areas.</source>
            <translation>‘싸움 요청’은 토르투가 두 구역의 보물을 두고 토르투가에서 투표를 시작합니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/action_table.py" line="187" />
            <source>Moving treasure between the holds would change which team it counts for.</source>
            <translation>보물 창고 사이에서 보물을 옮기면 그 보물을 어느 팀 것으로 세는지가 바뀝니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/action_table.py" line="221" />
            <source>The Pirate Code would keep you out of this vote.</source>
            <translation>해적 규약을 쓰면 이번 투표에서 빠집니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/learn/answers.py" line="86" />
            <source>That button would do another action than the one this step teaches.</source>
            <translation>그 버튼은 이 단계에서 배우는 것과 다른 행동을 합니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/learn/answers.py" line="94" />
            <source>{thing} is a face-down Event card: you would first choose on the right to view, reveal or force it.</source>
            <translation>{thing}은(는) 뒷면 이벤트 카드입니다: 먼저 오른쪽에서 보기, 공개, 공개 강요 중 하나를 고릅니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/learn/answers.py" line="96" />
            <source>{thing} is a pirate's pawn: you would click it to aim an action at that pirate, after the action's button.</source>
            <translation>{thing}은(는) 해적의 말입니다: 행동 버튼을 누른 뒤 그 해적에게 행동을 겨눌 때 클릭합니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/learn/answers.py" line="98" />
            <source>To go to {thing} you first click Move to or from a Rowboat on the right.</source>
            <translation>{thing}(으)로 가려면 먼저 오른쪽의 ‘노 젓는 배 타기/내리기’를 클릭합니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/learn/answers.py" line="100" />
            <source>{thing} is clicked only after a successful Attack, to take treasure from it or put treasure in it.</source>
            <translation>{thing}은(는) 공격이 성공한 뒤, 보물을 가져오거나 넣을 때만 클릭합니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/learn/answers.py" line="102" />
            <source>{thing} is clicked only after a successful Attack, to take 1 of its treasure.</source>
            <translation>{thing}은(는) 공격이 성공한 뒤, 보물 1개를 가져올 때만 클릭합니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/learn/answers.py" line="104" />
            <source>{thing} is played only during a vote.</source>
            <translation>{thing}은(는) 투표 중에만 냅니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/learn/answers.py" line="106" />
            <source>{thing} only shows the cards played so far.</source>
            <translation>{thing}에는 지금까지 쓴 카드만 보입니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/action_table.py" line="158" />
            <source>Viewing {thing}</source>
            <translation>{thing} 보기</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/action_table.py" line="145" />
            <source>Revealing {thing}</source>
            <translation>{thing} 공개하기</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/action_table.py" line="166" />
            <source>Forcing with {thing}</source>
            <translation>{thing}(으)로 공개 강요하기</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/action_table.py" line="152" />
            <source>Moving to {thing}</source>
            <translation>{thing}(으)로 이동하기</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/action_table.py" line="177" />
            <source>Marooning {thing}</source>
            <translation>{thing} 유배하기</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/action_table.py" line="275" />
            <source>Aiming the Pistol at {thing}</source>
            <translation>{thing}에게 권총 겨누기</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/action_table.py" line="269" />
            <source>Giving the map to {thing}</source>
            <translation>{thing}에게 지도 주기</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/action_table.py" line="281" />
            <source>Blowing up {thing}</source>
            <translation>{thing} 폭파하기</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/action_table.py" line="287" />
            <source>Cabin Fever on {thing}</source>
            <translation>{thing}에게 선실 열병 쓰기</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/action_table.py" line="293" />
            <source>Crow's Nest on {thing}</source>
            <translation>{thing}에게 망대 쓰기</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/action_table.py" line="212" />
            <location filename="../../tortuga_qt/app/action_table.py" line="217" />
            <source>Playing {thing}</source>
            <translation>{thing} 내기</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/action_table.py" line="263" />
            <location filename="../../tortuga_qt/app/action_table.py" line="300" />
            <source>Picking {thing}</source>
            <translation>{thing} 고르기</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/action_table.py" line="237" />
            <source>Taking with {thing}</source>
            <translation>{thing}(으)로 가져오기</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/action_table.py" line="200" />
            <source>The Letter of Marque with {thing}</source>
            <translation>{thing}에게 나포 허가증 쓰기</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/learn/answers.py" line="127" />
            <source>{act} is not allowed.</source>
            <translation>{act}은(는) 허용되지 않습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/learn/answers.py" line="128" />
            <source>{act} would be allowed in a real game, but it is not this step's move.</source>
            <translation>{act}은(는) 실제 게임에서는 할 수 있지만, 이 단계의 행동은 아닙니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/learn/answers.py" line="139" />
            <source>To go on, click {button}.</source>
            <translation>계속하려면 클릭하세요: ‘{button}’.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/learn/answers.py" line="143" />
            <source>To go on, click {things}.</source>
            <translation>계속하려면 클릭하세요: {things}.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/learn/answers.py" line="145" />
            <source>To go on, click {button}, then {things}.</source>
            <translation>계속하려면 클릭하세요: ‘{button}’, 그다음 {things}.</translation>
        </message>
    </context>
    <context>
        <name>Mat</name>
        <message>
            <location filename="../../tortuga_qt/ui/scene/table_scene.py" line="205" />
            <source>Treasure
British {b}
French {f}</source>
            <translation>보물
영국 {b}
프랑스 {f}</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tortuga_qt/ui/scene/table_scene.py" line="208" />
            <source>Tortuga 1667
%n pirate(s)</source>
            <translation>
                <numerusform>토르투가 1667
해적 %n명</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/scene/table_scene.py" line="241" />
            <source>Governor</source>
            <translation>총독</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/scene/tips.py" line="131" />
            <source>Captain</source>
            <translation>선장</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/scene/tips.py" line="131" />
            <source>Captain
Cabin Boy</source>
            <translation>선장
캐빈 보이</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/scene/tips.py" line="133" />
            <source>First Mate
Cabin Boy</source>
            <translation>일등 항해사
캐빈 보이</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/scene/tips.py" line="133" />
            <source>Cabin Boy</source>
            <translation>캐빈 보이</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/scene/tips.py" line="134" />
            <source>First Mate</source>
            <translation>일등 항해사</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/scene/tips.py" line="223" />
            <source>Treasure aboard: {n}</source>
            <translation>실린 보물: {n}</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/scene/tips.py" line="226" />
            <source>Treasure: {b} in the British hold, {f} in the French hold</source>
            <translation>보물: 영국 보물 창고 {b}, 프랑스 보물 창고 {f}</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/scene/tips.py" line="233" />
            <source>{ship}: {team} hold</source>
            <translation>{ship}: {team} 보물 창고</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/scene/tips.py" line="234" />
            <location filename="../../tortuga_qt/ui/scene/tips.py" line="237" />
            <source>Treasure here: {n}</source>
            <translation>이곳의 보물: {n}</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/scene/tips.py" line="236" />
            <source>Tortuga: {team} area</source>
            <translation>토르투가: {team} 구역</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/scene/tips.py" line="240" />
            <source>Rowboat by the {ship}</source>
            <translation>{ship} 옆 노 젓는 배</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/scene/tips.py" line="243" />
            <location filename="../../tortuga_qt/ui/scene/tips.py" line="298" />
            <source>Blown up by Black Powder: it can never be used again.</source>
            <translation>흑색 화약으로 폭파됨: 다시는 사용할 수 없습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/scene/tips.py" line="248" />
            <source>Slot {n}: you saw {card} here</source>
            <translation>{n}번 칸: 여기서 {card}을(를) 보았습니다</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/scene/tips.py" line="251" />
            <source>Slot {n}</source>
            <translation>{n}번 칸</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/scene/tips.py" line="252" />
            <source>A face-down Event card.</source>
            <translation>뒷면으로 놓인 이벤트 카드.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/scene/tips.py" line="252" />
            <source>Empty: revealed cards are no longer replaced.</source>
            <translation>비어 있음: 공개된 카드 자리는 더 이상 채워지지 않습니다.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tortuga_qt/ui/scene/tips.py" line="255" />
            <source>Event deck: %n card(s)</source>
            <translation>
                <numerusform>이벤트 덱: %n장</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../tortuga_qt/ui/scene/tips.py" line="256" />
            <source>Vote deck: %n card(s)</source>
            <translation>
                <numerusform>투표 덱: %n장</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../tortuga_qt/ui/scene/tips.py" line="260" />
            <source>Discard pile: %n card(s) (click to browse)</source>
            <translation>
                <numerusform>버린 카드 더미: %n장 (클릭하여 살펴보기)</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/scene/tips.py" line="261" />
            <source>On top:</source>
            <translation>맨 위 카드:</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/scene/tips.py" line="263" />
            <source>British {b} · French {f}</source>
            <translation>영국 {b} · 프랑스 {f}</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/scene/tips.py" line="278" />
            <source>No one is aboard: the first pirate to board becomes its Captain.</source>
            <translation>아무도 타고 있지 않습니다. 처음 타는 해적이 선장이 됩니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/scene/tips.py" line="282" />
            <source>{name} ({rank})</source>
            <translation>{name} ({rank})</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/scene/tips.py" line="283" />
            <source>Aboard: {crew}</source>
            <translation>승선: {crew}</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/scene/tips.py" line="288" />
            <source>No one is on Tortuga.</source>
            <translation>토르투가에 아무도 없습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/scene/tips.py" line="289" />
            <source>Governor: {name}</source>
            <translation>총독: {name}</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/scene/tips.py" line="292" />
            <source>{governor}; behind them: {line}</source>
            <translation>{governor}; 그 뒤: {line}</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/scene/tips.py" line="300" />
            <source>In it: {name}.</source>
            <translation>{name}이(가) 타고 있습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/scene/tips.py" line="300" />
            <source>Empty.</source>
            <translation>비어 있음.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/scene/what_is_here.py" line="36" />
            <source>What is this?</source>
            <translation>이것은 무엇인가요?</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/scene/what_is_here.py" line="37" />
            <source>About {card}</source>
            <translation>{card} 설명</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/scene/table_scene.py" line="306" />
            <source>Discard</source>
            <translation>버린 카드</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/scene/tips.py" line="150" />
            <source>{role}: {rule}</source>
            <translation>{role}: {rule}</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/scene/tips.py" line="159" />
            <source>Captain of the {ship}</source>
            <translation>{ship}의 선장</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/scene/tips.py" line="160" />
            <source>First Mate of the {ship}</source>
            <translation>{ship}의 일등 항해사</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/scene/tips.py" line="161" />
            <source>Cabin Boy of the {ship}</source>
            <translation>{ship}의 캐빈 보이</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/scene/tips.py" line="162" />
            <source>Crew of the {ship}</source>
            <translation>{ship}의 선원</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/scene/tips.py" line="165" />
            <source>Governor of Tortuga</source>
            <translation>토르투가 총독</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/scene/tips.py" line="167" />
            <source>On Tortuga</source>
            <translation>토르투가에 있음</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/scene/tips.py" line="169" />
            <source>On a Rowboat</source>
            <translation>노 젓는 배에 있음</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/scene/tips.py" line="177" />
            <source>Loses their next turn (Scurvy).</source>
            <translation>다음 차례를 잃습니다 (괴혈병).</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/scene/tips.py" line="185" />
            <source>Cards kept in front of them:</source>
            <translation>앞에 놓아 둔 카드:</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/scene/holds.py" line="26" />
            <source>B</source>
            <comment>the letter on a British hold or Tortuga area</comment>
            <translation>영국</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/scene/holds.py" line="27" />
            <source>F</source>
            <comment>the letter on a French hold or Tortuga area</comment>
            <translation>프랑스</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/scene/last_move.py" line="128" />
            <source>Shown again: {line}</source>
            <translation>다시 보는 수: {line}</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/scene/last_move.py" line="129" />
            <source>Last move: {line}</source>
            <translation>방금 한 수: {line}</translation>
        </message>
    </context>
    <context>
        <name>Phone</name>
        <message>
            <location filename="../../tortuga_qt/app/presenter/phone_frame.py" line="66" />
            <source>Atlantis</source>
            <translation>아틀란티스</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/presenter/phone_frame.py" line="67" />
            <source>Ask me before every turn again</source>
            <translation>다시 매 차례 전에 물어보기</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/presenter/phone_frame.py" line="73" />
            <source>Look at the table: it shows what just happened. Someone at the computer goes on.</source>
            <translation>테이블을 보세요: 방금 일어난 일을 보여 줍니다. 컴퓨터 앞의 누군가가 계속 진행합니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/presenter/phone_frame.py" line="91" />
            <source>Your Loyalty</source>
            <translation>나의 충성 카드</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/presenter/phone_frame.py" line="92" />
            <source>Your Vote cards</source>
            <translation>나의 투표 카드</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/presenter/phone_frame.py" line="94" />
            <source>Put down in this vote</source>
            <translation>이번 투표에 낸 카드</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/presenter/phone_frame.py" line="95" />
            <source>Your Event cards</source>
            <translation>나의 이벤트 카드</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/presenter/phone_frame.py" line="96" />
            <source>Your notes</source>
            <translation>나의 메모</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/presenter/phone_frame.py" line="98" />
            <source>At the table</source>
            <translation>테이블 소식</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/presenter/phone_frame.py" line="99" />
            <source>Rule</source>
            <translation>규칙</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/presenter/phone_frame.py" line="107" />
            <location filename="../../tortuga_qt/app/presenter/phone_frame.py" line="170" />
            <source>The game is over.</source>
            <translation>게임이 끝났습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/presenter/phone_frame.py" line="112" />
            <source>Vote now: play a Vote card.</source>
            <translation>지금 투표하세요: 투표 카드를 1장 내세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/presenter/phone_frame.py" line="113" />
            <source>Your move, {name}.</source>
            <translation>{name}, 당신의 차례입니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/presenter/phone_frame.py" line="115" />
            <source>{name} (computer) is thinking…</source>
            <translation>{name}(컴퓨터)이(가) 생각하는 중…</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/presenter/phone_frame.py" line="117" />
            <source>Waiting for the phone of {name}.</source>
            <translation>{name}의 휴대폰을 기다리는 중입니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/presenter/phone_frame.py" line="119" />
            <source>At the device: {name}.</source>
            <translation>{name}이(가) 기기 앞에 있습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/presenter/phone_frame.py" line="120" />
            <source>Watch the table.</source>
            <translation>테이블을 지켜보세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/presenter/phone_frame.py" line="140" />
            <source>Choose</source>
            <translation>선택</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/phones/desk.py" line="103" />
            <source>The table has moved on: choose again.</source>
            <translation>테이블이 이미 진행되었습니다: 다시 선택하세요.</translation>
        </message>
    </context>
    <context>
        <name>Place</name>
        <message>
            <location filename="../../tortuga_qt/app/names.py" line="39" />
            <source>the Flying Dutchman</source>
            <translation>플라잉 더치맨</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/names.py" line="40" />
            <source>the Jolly Roger</source>
            <translation>졸리 로저</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/names.py" line="41" />
            <source>Tortuga</source>
            <translation>토르투가</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/names.py" line="42" />
            <source>the Flying Dutchman's Rowboat</source>
            <translation>플라잉 더치맨의 노 젓는 배</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/names.py" line="43" />
            <source>the Jolly Roger's Rowboat</source>
            <translation>졸리 로저의 노 젓는 배</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/names.py" line="49" />
            <source>Flying Dutchman</source>
            <translation>플라잉 더치맨</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/names.py" line="49" />
            <source>Jolly Roger</source>
            <translation>졸리 로저</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/names.py" line="71" />
            <source>the Spanish Galleon</source>
            <translation>스페인 갤리온</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/names.py" line="73" />
            <source>the {ship}'s {team} hold</source>
            <translation>{ship}의 {team} 보물 창고</translation>
        </message>
    </context>
    <context>
        <name>Save</name>
        <message>
            <location filename="../../tortuga_qt/app/library/reading.py" line="137" />
            <source>the game on the table</source>
            <translation>진행 중인 게임</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/record/migrate.py" line="93" />
            <source>{name} is damaged: the entry '{entry}' is missing or wrong.</source>
            <translation>{name}이(가) 손상되었습니다: '{entry}' 항목이 없거나 잘못되었습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/record/migrate.py" line="112" />
            <location filename="../../tortuga_qt/record/savefile.py" line="284" />
            <source>{name} is damaged: it has a computer player for a seat that has none.</source>
            <translation>{name}이(가) 손상되었습니다: 사람이 맡은 자리에 컴퓨터 플레이어가 들어 있습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/record/migrate.py" line="115" />
            <location filename="../../tortuga_qt/record/savefile.py" line="287" />
            <source>{name} is damaged: a computer player's random generator is unreadable.</source>
            <translation>{name}이(가) 손상되었습니다: 컴퓨터 플레이어의 난수 생성기를 읽을 수 없습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/record/migrate.py" line="136" />
            <source>{name} is damaged: it calls itself an old game record but is not one.</source>
            <translation>{name}이(가) 손상되었습니다: 예전 게임 기록이라고 되어 있지만 실제로는 아닙니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/record/reading.py" line="34" />
            <source>The file {name} does not exist.</source>
            <translation>{name} 파일이 없습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/record/reading.py" line="36" />
            <location filename="../../tortuga_qt/record/reading.py" line="46" />
            <source>{name} is a folder, not a save file.</source>
            <translation>{name}은(는) 저장 파일이 아니라 폴더입니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/record/reading.py" line="39" />
            <source>The file {name} cannot be read ({why}).</source>
            <translation>{name} 파일을 읽을 수 없습니다 ({why}).</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/record/reading.py" line="41" />
            <source>The file {name} cannot be read.</source>
            <translation>{name} 파일을 읽을 수 없습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/record/reading.py" line="48" />
            <source>{name} is not an ordinary file (it is a pipe, a device or a socket), so it is not a save file.</source>
            <translation>{name}은(는) 일반 파일이 아니므로(파이프, 장치 또는 소켓) 저장 파일이 아닙니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/record/reading.py" line="52" />
            <location filename="../../tortuga_qt/record/reading.py" line="75" />
            <location filename="../../tortuga_qt/record/savefile.py" line="212" />
            <source>The file {name} is far too large to be a Tortuga 1667 save.</source>
            <translation>{name} 파일은 토르투가 1667 저장 파일이라기에는 너무 큽니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/record/savefile.py" line="199" />
            <source>{name} is damaged: it is nested far too deeply to be a save file.</source>
            <translation>{name}이(가) 손상되었습니다: 중첩이 너무 깊어 저장 파일일 수 없습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/record/savefile.py" line="202" />
            <source>{name} is too large to load.</source>
            <translation>{name}은(는) 너무 커서 불러올 수 없습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/record/savefile.py" line="204" />
            <source>{name} is damaged: it cannot be read as a Tortuga 1667 save.</source>
            <translation>{name}이(가) 손상되었습니다: 토르투가 1667 저장 파일로 읽을 수 없습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/record/savefile.py" line="210" />
            <source>{name} holds no readable content.</source>
            <translation>{name}에는 읽을 수 있는 내용이 없습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/record/savefile.py" line="215" />
            <source>{name} is empty: it holds no game.</source>
            <translation>{name}이(가) 비어 있습니다: 게임이 들어 있지 않습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/record/savefile.py" line="219" />
            <source>{name} is damaged or cut short: it is not a readable save file.</source>
            <translation>{name}이(가) 손상되었거나 잘려 있습니다: 읽을 수 있는 저장 파일이 아닙니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/record/savefile.py" line="222" />
            <source>{name} is not a Tortuga 1667 save file.</source>
            <translation>{name}은(는) 토르투가 1667 저장 파일이 아닙니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/record/savefile.py" line="243" />
            <source>{name} is not a Tortuga 1667 save file (it has no format version).</source>
            <translation>{name}은(는) 토르투가 1667 저장 파일이 아닙니다 (형식 버전이 없습니다).</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/record/savefile.py" line="248" />
            <source>{name} was written by a newer version of Tortuga 1667 (save format {shown}); this version reads formats up to {newest}. Please update the program.</source>
            <translation>{name}은(는) 더 새로운 버전의 토르투가 1667에서 저장되었습니다 (저장 형식 {shown}). 이 버전은 형식 {newest}까지만 읽을 수 있습니다. 프로그램을 업데이트하세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/record/savefile.py" line="252" />
            <source>{name} has an unknown save format ({shown}).</source>
            <translation>{name}의 저장 형식({shown})을 알 수 없습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/record/savefile.py" line="262" />
            <source>{name} holds a game saved under different rules ({rules}; this version plays {ours}); it cannot be continued.</source>
            <translation>{name}에는 다른 규칙({rules})으로 저장된 게임이 들어 있어 이어서 할 수 없습니다 (이 버전의 규칙: {ours}).</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/record/savefile.py" line="274" />
            <source>{name} is damaged: it does not say who plays each seat.</source>
            <translation>{name}이(가) 손상되었습니다: 각 자리를 누가 플레이하는지 적혀 있지 않습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/record/savefile.py" line="276" />
            <source>{name} is damaged: its snapshot of the table is missing.</source>
            <translation>{name}이(가) 손상되었습니다: 테이블 상태 스냅숏이 없습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/record/savefile.py" line="280" />
            <source>{name} is damaged: it owes a private look that cannot exist.</source>
            <translation>{name}이(가) 손상되었습니다: 있을 수 없는 ‘혼자 보기’가 남아 있습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/record/savefile.py" line="292" />
            <source>{name} is damaged: it gives a level to a computer player for a seat that has none.</source>
            <translation>{name}이(가) 손상되었습니다: 컴퓨터 플레이어가 없는 자리에 컴퓨터 플레이어 수준이 지정되어 있습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/record/savefile.py" line="296" />
            <source>{name} is damaged: a computer player's level, '{level}', is not one this version knows ({levels}).</source>
            <translation>{name}이(가) 손상되었습니다: 컴퓨터 플레이어 수준 '{level}'은(는) 이 버전이 모르는 수준입니다 ({levels}).</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/record/savefile.py" line="300" />
            <source>{name} is damaged: it does not say how well each computer player plays.</source>
            <translation>{name}이(가) 손상되었습니다: 각 컴퓨터 플레이어의 수준이 적혀 있지 않습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/record/savefile.py" line="303" />
            <source>{name} is damaged: it does not say how many hints each person took.</source>
            <translation>{name}이(가) 손상되었습니다: 각 사람이 힌트를 몇 번 썼는지 적혀 있지 않습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/record/savefile.py" line="306" />
            <source>{name} is damaged: it counts an impossible number of hints.</source>
            <translation>{name}이(가) 손상되었습니다: 힌트 사용 횟수가 있을 수 없는 값입니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/record/savefile.py" line="310" />
            <source>{name} is damaged: it keeps a choice about Atlantis for a seat no person plays.</source>
            <translation>{name}이(가) 손상되었습니다: 사람이 플레이하지 않는 자리에 아틀란티스 관련 선택이 저장되어 있습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/record/savefile.py" line="313" />
            <source>{name} is damaged: it puts on a phone a seat no person plays.</source>
            <translation>{name}이(가) 손상되었습니다: 사람이 플레이하지 않는 자리를 휴대폰에 두고 있습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/record/savefile.py" line="316" />
            <source>{name} is damaged: its random generator is unreadable.</source>
            <translation>{name}이(가) 손상되었습니다: 난수 생성기를 읽을 수 없습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/record/savefile.py" line="320" />
            <source>{name} is damaged: its seed is unreadable.</source>
            <translation>{name}이(가) 손상되었습니다: 시드를 읽을 수 없습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/record/savefile.py" line="323" />
            <source>{name} is damaged: it does not say whether the game was seeded.</source>
            <translation>{name}이(가) 손상되었습니다: 게임에 시드가 지정되었는지 적혀 있지 않습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/record/savefile.py" line="326" />
            <source>{name} is damaged: its seed and its secret seed material disagree.</source>
            <translation>{name}이(가) 손상되었습니다: 시드와 비밀 시드 자료가 일치하지 않습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/record/savefile.py" line="329" />
            <source>{name} is damaged: its secret seed material is too short.</source>
            <translation>{name}이(가) 손상되었습니다: 비밀 시드 자료가 너무 짧습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/record/savefile.py" line="332" />
            <source>{name} is damaged: its old random outcomes and their seed disagree.</source>
            <translation>{name}이(가) 손상되었습니다: 예전 무작위 결과와 그 시드가 일치하지 않습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/record/savefile.py" line="341" />
            <source>{name} is damaged: step {step} of its record ('{move}') is not a legal move.</source>
            <translation>{name}이(가) 손상되었습니다: 기록의 {step}단계('{move}')는 규칙상 가능한 수가 아닙니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/record/savefile.py" line="347" />
            <source>{name} is damaged: its record cannot be replayed.</source>
            <translation>{name}이(가) 손상되었습니다: 기록을 재현할 수 없습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/record/savefile.py" line="353" />
            <source>{name} is damaged: its record and its snapshot of the table disagree.</source>
            <translation>{name}이(가) 손상되었습니다: 기록과 테이블 상태 스냅숏이 일치하지 않습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/record/savefile.py" line="356" />
            <source>{name} is damaged: it says the game is finished, but its record does not end it.</source>
            <translation>{name}이(가) 손상되었습니다: 게임이 끝났다고 되어 있지만 기록상으로는 끝나지 않았습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/record/savefile.py" line="359" />
            <source>{name} is damaged: its record ends the game, but it says the game goes on.</source>
            <translation>{name}이(가) 손상되었습니다: 기록상으로는 게임이 끝났지만 게임이 계속된다고 되어 있습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/record/savefile.py" line="364" />
            <location filename="../../tortuga_qt/record/savefile.py" line="394" />
            <source>{name} is damaged: its random generator does not match its seed and record.</source>
            <translation>{name}이(가) 손상되었습니다: 난수 생성기가 시드 및 기록과 맞지 않습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/record/savefile.py" line="375" />
            <source>{name} is damaged: step {step}, a random outcome, does not follow from the game's seed.</source>
            <translation>{name}이(가) 손상되었습니다: 무작위 결과인 {step}단계가 게임의 시드에서 나올 수 없는 값입니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/record/savefile.py" line="386" />
            <source>{name} is damaged: it counts more old random outcomes than its record holds.</source>
            <translation>{name}이(가) 손상되었습니다: 예전 무작위 결과의 수가 기록에 있는 것보다 많습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/saved_games.py" line="148" />
            <source>Players</source>
            <translation>플레이어</translation>
        </message>
    </context>
    <context>
        <name>Table</name>
        <message>
            <location filename="../../tortuga_qt/app/action_table.py" line="156" />
            <source>View 2 Event cards</source>
            <translation>이벤트 카드 2장 보기</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/action_table.py" line="141" />
            <source>Reveal 1 Event card</source>
            <translation>이벤트 카드 1장 공개</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/action_table.py" line="163" />
            <source>Force a player to reveal 1 of 2 cards</source>
            <translation>플레이어에게 카드 2장 중 1장 공개 강요</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/action_table.py" line="149" />
            <source>Move to or from a Rowboat</source>
            <translation>노 젓는 배 타기/내리기</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/action_table.py" line="175" />
            <source>Maroon a crewmate (Captain)</source>
            <translation>선원 유배 (선장)</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/action_table.py" line="197" />
            <source>Move a player with the Letter of Marque</source>
            <translation>나포 허가증으로 플레이어 옮기기</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/action_table.py" line="209" />
            <source>Play 1 Vote card</source>
            <translation>투표 카드 1장 내기</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/action_table.py" line="214" />
            <source>Play 2 Vote cards (El Dorado)</source>
            <translation>투표 카드 2장 내기 (엘도라도)</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/action_table.py" line="233" />
            <source>Take the treasure</source>
            <translation>보물 가져가기</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/action_table.py" line="273" />
            <source>Aim the Pistol at a player</source>
            <translation>플레이어에게 권총 겨누기</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/action_table.py" line="267" />
            <source>Give the map to a player</source>
            <translation>플레이어에게 지도 주기</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/action_table.py" line="279" />
            <source>Blow up a Rowboat</source>
            <translation>노 젓는 배 폭파</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/action_table.py" line="285" />
            <source>Cabin Fever: choose a player</source>
            <translation>선실 열병: 플레이어 선택</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/action_table.py" line="291" />
            <source>Crow's Nest: choose whose hand to replace</source>
            <translation>망대: 손패를 바꿀 플레이어 선택</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/action_table.py" line="297" />
            <source>Pick a card from the Vote deck</source>
            <translation>투표 덱에서 카드 고르기</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/action_table.py" line="260" />
            <source>Pick one of the two cards</source>
            <translation>두 장 중 한 장 고르기</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/action_table.py" line="169" />
            <source>Call for an Attack (Captain)</source>
            <translation>공격 요청 (선장)</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/action_table.py" line="180" />
            <source>Call for a Mutiny (First Mate)</source>
            <translation>반란 요청 (일등 항해사)</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/action_table.py" line="190" />
            <source>Call for a Brawl (Governor)</source>
            <translation>싸움 요청 (총독)</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/action_table.py" line="203" />
            <source>Keep the Letter of Marque for later</source>
            <translation>나포 허가증 보관 (나중에 사용)</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/action_table.py" line="220" />
            <source>Stay out of this vote (Pirate Code)</source>
            <translation>이번 투표 불참 (해적 규약)</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/action_table.py" line="226" />
            <source>Leave the treasure</source>
            <translation>보물 가져가지 않기</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/action_table.py" line="245" />
            <source>Drink from the Fountain of Youth</source>
            <translation>젊음의 샘 마시기</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/action_table.py" line="246" />
            <source>Accept being marooned</source>
            <translation>유배 받아들이기</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/action_table.py" line="240" />
            <source>Sail to the other ship (Atlantis)</source>
            <translation>다른 배로 항해 (아틀란티스)</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/action_table.py" line="241" />
            <source>Keep the map for now</source>
            <translation>지도 계속 보관</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/action_table.py" line="255" />
            <source>Put it in the British hold</source>
            <translation>영국 보물 창고에 넣기</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/action_table.py" line="256" />
            <source>Put it in the French hold</source>
            <translation>프랑스 보물 창고에 넣기</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/action_table.py" line="75" />
            <source>Click two face-down Event cards.</source>
            <translation>뒷면으로 놓인 이벤트 카드 2장을 클릭하세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/action_table.py" line="76" />
            <source>Click a second face-down Event card.</source>
            <translation>뒷면으로 놓인 이벤트 카드를 1장 더 클릭하세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/action_table.py" line="164" />
            <source>Click the pawn of the player who must choose.</source>
            <translation>선택해야 할 플레이어의 말을 클릭하세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/action_table.py" line="142" />
            <source>Click the face-down Event card to reveal.</source>
            <translation>공개할 뒷면 이벤트 카드를 클릭하세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/action_table.py" line="261" />
            <source>Click one of the two cards pointed at.</source>
            <translation>지목된 카드 2장 중 1장을 클릭하세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/action_table.py" line="150" />
            <source>Click where to go: a Rowboat, Tortuga or a ship.</source>
            <translation>갈 곳을 클릭하세요: 노 젓는 배, 토르투가 또는 배.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/action_table.py" line="77" />
            <source>Click a player's pawn.</source>
            <translation>플레이어의 말을 클릭하세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/action_table.py" line="198" />
            <source>Click the pawn to move.</source>
            <translation>옮길 말을 클릭하세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/action_table.py" line="198" />
            <source>Click the ship it goes to.</source>
            <translation>그 말이 갈 배를 클릭하세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/action_table.py" line="234" />
            <source>Click where the treasure comes from.</source>
            <translation>보물을 가져올 곳을 클릭하세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/action_table.py" line="235" />
            <source>Click the hold it goes to.</source>
            <translation>보물을 넣을 보물 창고를 클릭하세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/action_table.py" line="279" />
            <source>Click a Rowboat.</source>
            <translation>노 젓는 배를 클릭하세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/action_table.py" line="298" />
            <source>Click a card of the Vote deck (in your panel).</source>
            <translation>투표 덱의 카드를 클릭하세요 (내 패널에 있음).</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/action_table.py" line="74" />
            <source>Click a highlighted thing on the mat.</source>
            <translation>게임판에서 강조 표시된 것을 클릭하세요.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tortuga_qt/app/wording.py" line="87" />
            <source> (%n action(s) left this turn)</source>
            <translation>
                <numerusform> (이번 차례에 남은 행동 %n번)</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/wording.py" line="93" />
            <source>{name}: before {other} plays, you may sail to the other ship with the Atlantis map.</source>
            <translation>{name} 님, {other}의 차례 전에 아틀란티스 지도로 다른 배로 항해할 수 있습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/wording.py" line="99" />
            <source>{name}, you revealed {card}: {text}</source>
            <translation>{name} 님, {card}을(를) 공개했습니다: {text}</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tortuga_qt/app/wording.py" line="103" />
            <source>Crow's Nest: pick %n more card(s) for {target}.</source>
            <translation>
                <numerusform>망대: {target}에게 줄 카드를 %n장 더 고르세요.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/wording.py" line="117" />
            <source>only the top section (Cannon, Torch, Water) counts</source>
            <translation>윗부분(대포, 횃불, 물)만 셉니다</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/wording.py" line="118" />
            <source>only the middle section (the flags) counts</source>
            <translation>가운데 부분(국기)만 셉니다</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/wording.py" line="119" />
            <source>only the bottom section (Skull, Helm) counts</source>
            <translation>아랫부분(해골, 조타기)만 셉니다</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/wording.py" line="120" />
            <source>Secret vote, {name}: {vote} called by {caller}; {counts}. Play a Vote card face down.</source>
            <translation>{name} 님, 비밀 투표입니다. {caller}이(가) {vote}을(를) 요청했습니다. {counts}. 투표 카드를 뒷면으로 내세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/wording.py" line="121" />
            <source>you</source>
            <translation>당신</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/wording.py" line="124" />
            <source>Nobody will see who played which card.</source>
            <translation>누가 어떤 카드를 냈는지는 아무도 볼 수 없습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/wording.py" line="135" />
            <source>{name}, pair your phone: scan the code in the window with its camera, or type the address and code shown. Only you should see them. The table goes on by itself once your phone is connected.</source>
            <translation>{name}, 휴대폰을 연결하세요: 창에 있는 코드를 휴대폰 카메라로 찍거나, 표시된 주소와 코드를 입력하세요. 당신만 봐야 합니다. 휴대폰이 연결되면 테이블은 저절로 계속됩니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/wording.py" line="147" />
            <source>slot {a}: {ca}; slot {b}: {cb}</source>
            <translation>{a}번 칸: {ca}; {b}번 칸: {cb}</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/wording.py" line="156" />
            <source>Cannon {c} · Torch {t} · Water {w}</source>
            <translation>대포 {c} · 횃불 {t} · 물 {w}</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/wording.py" line="158" />
            <source>British flags {b} · French flags {f}</source>
            <translation>영국 국기 {b} · 프랑스 국기 {f}</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/wording.py" line="160" />
            <source>Skulls {s} · Helms {h}</source>
            <translation>해골 {s} · 조타기 {h}</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/wording.py" line="162" />
            <source>It succeeds!</source>
            <translation>성공했습니다!</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/wording.py" line="163" />
            <source>It fails.</source>
            <translation>실패했습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/wording.py" line="164" />
            <source>The British win the Brawl.</source>
            <translation>영국 팀이 싸움에서 이겼습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/wording.py" line="165" />
            <source>The French win the Brawl.</source>
            <translation>프랑스 팀이 싸움에서 이겼습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/wording.py" line="166" />
            <source>A tie: one treasure to each side.</source>
            <translation>동점: 양쪽에 보물을 1개씩 줍니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/wording.py" line="168" />
            <source>The cards of {vote}, shuffled</source>
            <translation>{vote} 투표에 나온 카드 (섞은 뒤)</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/action_table.py" line="249" />
            <source>Accept being marooned? You go to Tortuga, and the Fountain of Youth stays in front of you for another time.</source>
            <translation>유배를 받아들일까요? 토르투가로 가고, 젊음의 샘은 다음을 위해 앞에 그대로 남습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/action_table.py" line="251" />
            <source>Yes, go to Tortuga</source>
            <translation>네, 토르투가로 가기</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/action_table.py" line="229" />
            <source>Leave the treasure? Your ship takes nothing from this Attack, and the treasure stays where it is.</source>
            <translation>보물을 두고 갈까요? 이번 공격으로 배는 아무것도 얻지 못하고, 보물은 그 자리에 남습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/action_table.py" line="231" />
            <source>Yes, leave the treasure</source>
            <translation>네, 보물 두고 가기</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/presenter/phone_frame.py" line="100" />
            <location filename="../../tortuga_qt/app/wording.py" line="184" />
            <source>Back</source>
            <translation>돌아가기</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/refusal.py" line="60" />
            <source>You must force another player, not yourself.</source>
            <translation>자신이 아닌 다른 플레이어에게 공개를 강요해야 합니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/refusal.py" line="78" />
            <source>Each Rowboat holds only 1 pawn at a time.</source>
            <translation>노 젓는 배에는 한 번에 말이 1개만 탈 수 있습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/refusal.py" line="83" />
            <source>Ships and Tortuga are reached through a Rowboat, one action at a time.</source>
            <translation>배와 토르투가에는 노 젓는 배를 거쳐, 한 번에 한 행동씩 이동합니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/refusal.py" line="84" />
            <source>There may never be more than 5 pawns on a ship.</source>
            <translation>배 한 척에 말이 5개를 넘을 수 없습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/refusal.py" line="87" />
            <source>This card must target another player, not yourself.</source>
            <translation>이 카드는 자신이 아닌 다른 플레이어를 대상으로 해야 합니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/refusal.py" line="88" />
            <source>A Letter of Marque moves a player who is on Tortuga or on a Rowboat.</source>
            <translation>나포 허가증은 토르투가나 노 젓는 배에 있는 플레이어를 옮깁니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/curtain.py" line="153" />
            <source>Show again on the mat</source>
            <translation>말판에서 다시 보기</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/curtain.py" line="154" />
            <source>Plays on the mat, one by one, the moves listed below.</source>
            <translation>아래에 적힌 수들을 말판에서 하나씩 다시 보여 줍니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/curtain.py" line="167" />
            <source>Pass to {name}</source>
            <translation>{name}에게 컴퓨터를 넘기세요</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/curtain.py" line="169" />
            <source>to look at your Loyalty card in secret</source>
            <translation>충성 카드를 몰래 보려면</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/curtain.py" line="170" />
            <source>to make your choice</source>
            <translation>선택하려면</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/curtain.py" line="171" />
            <source>to vote in secret</source>
            <translation>비밀 투표를 하려면</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/curtain.py" line="172" />
            <source>to look at the two Event cards you viewed</source>
            <translation>본 이벤트 카드 2장을 확인하려면</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/cards/crows_nest.py" line="37" />
            <source>to look at your new Vote cards (Crow's Nest)</source>
            <translation>새 투표 카드(망대)를 보려면</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/cards/cabin_fever.py" line="35" />
            <source>to look at your new Loyalty card (Cabin Fever)</source>
            <translation>새 충성 카드(선실 열병)를 보려면</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/cards/el_dorado.py" line="40" />
            <source>to look at your extra Vote card (El Dorado)</source>
            <translation>추가 투표 카드(엘도라도)를 보려면</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/curtain.py" line="173" />
            <source>to pair your phone: its code is for your eyes only</source>
            <translation>휴대폰을 연결하려면: 코드는 당신만 봐야 합니다</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/curtain.py" line="175" />
            <source>Everyone else, look away. {name}, click below {why}.</source>
            <translation>다른 분들은 화면에서 눈을 돌려 주세요. {name} 님, {why} 아래 버튼을 클릭하세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/curtain.py" line="178" />
            <source>I am {name}</source>
            <translation>제가 {name}입니다</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/curtain.py" line="181" />
            <source>Since you last looked (newest first):</source>
            <translation>마지막으로 본 뒤로 일어난 일 (최근 것부터):</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="41" />
            <source>Easy</source>
            <translation>쉬움</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="42" />
            <source>Medium</source>
            <translation>보통</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="43" />
            <source>Hard</source>
            <translation>어려움</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="44" />
            <source>Random</source>
            <translation>무작위</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="65" />
            <location filename="../../tortuga_qt/ui/widgets/end_screen.py" line="288" />
            <source>New game</source>
            <translation>새 게임</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="74" />
            <location filename="../../tortuga_qt/ui/widgets/saved_games.py" line="147" />
            <location filename="../../tortuga_qt/ui/widgets/seats_dialog.py" line="53" />
            <source>Name</source>
            <translation>이름</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="74" />
            <source>Pirate</source>
            <translation>해적</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="75" />
            <location filename="../../tortuga_qt/ui/widgets/seats_dialog.py" line="54" />
            <source>Played by</source>
            <translation>담당</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="75" />
            <location filename="../../tortuga_qt/ui/widgets/seats_dialog.py" line="55" />
            <source>Level</source>
            <translation>난이도</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="82" />
            <source>Move up</source>
            <translation>위로 이동</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="82" />
            <source>Move down</source>
            <translation>아래로 이동</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="85" />
            <source>Draw 3 starred Event cards at random (kept secret)</source>
            <translation>별 이벤트 카드 3장을 무작위로 뽑기 (비공개)</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="87" />
            <source>Choose the 3 starred Event cards:</source>
            <translation>별 이벤트 카드 3장 고르기:</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="94" />
            <source>random</source>
            <translation>무작위</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="99" />
            <source>Set sail</source>
            <translation>출항</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="102" />
            <source>Starred Event cards</source>
            <translation>별 이벤트 카드</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="111" />
            <source>Players</source>
            <translation>플레이어 수</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="112" />
            <source>Seed (optional)</source>
            <translation>시드 (선택)</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="114" />
            <source>Turn order is top to bottom (clockwise).</source>
            <translation>차례는 위에서 아래 순서입니다 (시계 방향).</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="189" />
            <location filename="../../tortuga_qt/ui/widgets/seats_dialog.py" line="80" />
            <source>Human</source>
            <translation>사람</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="189" />
            <location filename="../../tortuga_qt/ui/widgets/seats_dialog.py" line="80" />
            <source>Computer</source>
            <translation>컴퓨터</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="190" />
            <location filename="../../tortuga_qt/ui/widgets/seats_dialog.py" line="81" />
            <source>Human, on a phone</source>
            <translation>사람 (휴대폰으로)</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="191" />
            <source>Their secrets and decisions on their own phone (same Wi-Fi): the screen stays the public table</source>
            <translation>비밀과 결정은 자기 휴대폰에서 (같은 Wi-Fi): 화면은 모두가 보는 테이블로 남습니다</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="200" />
            <location filename="../../tortuga_qt/ui/widgets/seats_dialog.py" line="86" />
            <source>How well this computer pirate plays</source>
            <translation>이 컴퓨터 해적의 실력</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="253" />
            <source>Every seat needs a name.</source>
            <translation>모든 자리에 이름이 있어야 합니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="255" />
            <source>“{name}” cannot name a seat: the log tells the story by name (“{name} moves to Tortuga”). Choose a name, such as {example}.</source>
            <translation>“{name}”은(는) 자리 이름으로 쓸 수 없습니다. 기록은 모든 자리를 이름으로 부릅니다(“{name}이(가) 토르투가로 이동했습니다”). {example}처럼 이름을 정하세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="265" />
            <source>Each seat needs a different pirate.</source>
            <translation>자리마다 서로 다른 해적을 골라야 합니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="271" />
            <source>Choose exactly 3 starred cards (with 2-3 players: not Facade or Cabin Fever).</source>
            <translation>별 카드를 정확히 3장 고르세요 (2~3인 게임에서는 파사드와 선실 열병 제외).</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="274" />
            <source>The seed must be a whole number.</source>
            <translation>시드는 정수여야 합니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/end_summary.py" line="175" />
            <source>Hints from a Hard pirate taken — {counts}</source>
            <translation>어려움 난이도 해적에게 받은 힌트 — {counts}</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/end_screen.py" line="227" />
            <source>Game over</source>
            <translation>게임 종료</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/end_summary.py" line="181" />
            <source>A draw!</source>
            <translation>무승부!</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/end_summary.py" line="182" />
            <source>The {team} win!</source>
            <translation>{team} 팀 승리!</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/end_screen.py" line="280" />
            <source>Look at the table</source>
            <translation>테이블 보기</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/end_screen.py" line="283" />
            <source>Watch the replay</source>
            <translation>다시 보기</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="288" />
            <source>Discard pile</source>
            <translation>버린 카드 더미</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="306" />
            <source>The discard pile is empty.</source>
            <translation>버린 카드 더미가 비어 있습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="312" />
            <location filename="../../tortuga_qt/ui/widgets/saved_games.py" line="184" />
            <source>Close</source>
            <translation>닫기</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/dialogs.py" line="316" />
            <source>The last card discarded is at the top.</source>
            <translation>마지막에 버린 카드가 맨 위에 있습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/main.py" line="181" />
            <location filename="../../tortuga_qt/ui/widgets/files.py" line="228" />
            <location filename="../../tortuga_qt/ui/widgets/main_window.py" line="98" />
            <location filename="../../tortuga_qt/ui/widgets/main_window.py" line="313" />
            <source>Tortuga 1667</source>
            <translation>토르투가 1667</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/main.py" line="182" />
            <source>Something went wrong on our side: {what}.

The game on the table is unchanged. Details were written to {log}.</source>
            <translation>프로그램 내부에서 문제가 발생했습니다: {what}.

테이블 위의 게임은 바뀌지 않았습니다. 자세한 내용은 {log}에 기록했습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/menus.py" line="143" />
            <source>&amp;Game</source>
            <translation>게임(&amp;G)</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/menus.py" line="145" />
            <source>&amp;New game…</source>
            <translation>새 게임(&amp;N)…</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/menus.py" line="147" />
            <source>&amp;Open…</source>
            <translation>열기(&amp;O)…</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/menus.py" line="149" />
            <source>Saved &amp;games…</source>
            <translation>저장된 게임(&amp;G)…</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/menus.py" line="152" />
            <source>Save &amp;As…</source>
            <translation>다른 이름으로 저장(&amp;A)…</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/menus.py" line="155" />
            <source>&amp;Recent games</source>
            <translation>최근 게임(&amp;R)</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/menus.py" line="158" />
            <source>&amp;Watch the replay of this game</source>
            <translation>이 게임 다시 보기(&amp;W)</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/menus.py" line="167" />
            <source>&amp;Quit</source>
            <translation>종료(&amp;Q)</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/menus.py" line="174" />
            <source>&amp;View</source>
            <translation>보기(&amp;V)</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/table_motion.py" line="118" />
            <source>&amp;Animations</source>
            <translation>애니메이션(&amp;A)</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/menus.py" line="177" />
            <source>&amp;Skip animation</source>
            <translation>애니메이션 건너뛰기(&amp;S)</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/menus.py" line="180" />
            <source>&amp;Discard pile…</source>
            <translation>버린 카드 더미(&amp;D)…</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/menus.py" line="184" />
            <source>Show &amp;hints</source>
            <translation>힌트 표시(&amp;H)</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/menus.py" line="188" />
            <source>Offer hints from a Hard &amp;pirate</source>
            <translation>어려움 난이도 해적의 힌트 제공(&amp;P)</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/files.py" line="107" />
            <source>Lose the unfinished game?</source>
            <translation>끝나지 않은 게임을 버릴까요?</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/files.py" line="152" />
            <source>Resume the game?</source>
            <translation>게임을 이어서 할까요?</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/files.py" line="155" />
            <source>A new game keeps this one in Saved games, to open later.</source>
            <translation>새 게임을 시작해도 이 게임은 저장된 게임에 남아 있어 나중에 열 수 있습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/files.py" line="157" />
            <source>Resume the game</source>
            <translation>게임 이어서 하기</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/files.py" line="158" />
            <source>Start a new game</source>
            <translation>새 게임 시작</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/files.py" line="168" />
            <source>Your unfinished game was kept in Saved games (Game menu).</source>
            <translation>끝나지 않은 게임은 저장된 게임(게임 메뉴)에 보관했습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/files.py" line="174" />
            <location filename="../../tortuga_qt/ui/widgets/files.py" line="185" />
            <source>Warning: {problem}</source>
            <translation>경고: {problem}</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/files.py" line="201" />
            <source>The finished game is saved now (Saved games).</source>
            <translation>끝난 게임을 이제 저장했습니다(저장된 게임).</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/files.py" line="217" />
            <source>Lose the finished game?</source>
            <translation>끝난 게임을 잃어도 됩니까?</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/files.py" line="217" />
            <source>This finished game could not be saved: {why}. No copy of it is on the disk. Free some space and answer No to keep the window open (it is saved as soon as it can be), or Yes to close and lose it.</source>
            <translation>이 끝난 게임을 저장하지 못했습니다: {why}. 디스크에는 사본이 없습니다. 공간을 확보하고 '아니요'를 누르면 창이 열린 채로 남고(저장할 수 있게 되는 즉시 저장됩니다), '예'를 누르면 창을 닫고 게임을 잃습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/files.py" line="221" />
            <source>This finished game could not be saved: {why}. Free some space and open Tortuga 1667 again; its copy is kept in {folder}.</source>
            <translation>이 끝난 게임을 저장하지 못했습니다: {why}. 공간을 확보한 뒤 토르투가 1667을 다시 여세요. 게임 사본은 {folder}에 보관됩니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/files.py" line="248" />
            <location filename="../../tortuga_qt/ui/widgets/files.py" line="278" />
            <source>Tortuga 1667 games (*.tortuga)</source>
            <translation>토르투가 1667 게임 (*.tortuga)</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/files.py" line="249" />
            <source>Open a saved game</source>
            <translation>저장된 게임 열기</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/files.py" line="279" />
            <source>Save the game</source>
            <translation>게임 저장</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/files.py" line="289" />
            <source>A lesson of the walkthrough is not saved as a game; your place in the voyage is remembered by itself.</source>
            <translation>안내의 수업은 게임으로 저장되지 않습니다. 항해에서 진행한 위치는 자동으로 기억됩니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/files.py" line="316" />
            <source>A lesson of the walkthrough has no replay.</source>
            <translation>안내의 수업에는 다시 보기가 없습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/main_window.py" line="315" />
            <source>Tortuga 1667 — seeded game (seed {seed})</source>
            <translation>토르투가 1667 — 시드 지정 게임 (시드 {seed})</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/presenter/presenter.py" line="213" />
            <source>Waiting for {name} to take the device.</source>
            <translation>{name}이(가) 컴퓨터를 받기를 기다리는 중입니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/presenter/presenter.py" line="215" />
            <source>{name} (computer): thinking…</source>
            <translation>컴퓨터 플레이어 {name}이(가) 생각 중입니다…</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/presenter/step_words.py" line="23" />
            <source>The game is over.</source>
            <translation>게임이 끝났습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/presenter/step_words.py" line="20" />
            <source>Show the end of the game again</source>
            <translation>게임 결과 화면 다시 보기</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/presenter/step_words.py" line="21" />
            <source>Rematch: the same seats, a new deal</source>
            <translation>재대결: 자리는 그대로, 카드는 새로</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/presenter/step_words.py" line="22" />
            <source>New game…</source>
            <translation>새 게임…</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/presenter/step_words.py" line="29" />
            <source>Waiting for the phone of {name}, who decides there.</source>
            <translation>{name}의 휴대폰을 기다리는 중: 휴대폰에서 결정합니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/presenter/step_words.py" line="30" />
            <source>Play the seat of {name} at this computer</source>
            <translation>{name}의 자리를 이 컴퓨터에서 하기</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/presenter/step_words.py" line="32" />
            <source>Give the seat of {name} to a computer</source>
            <translation>{name}의 자리를 컴퓨터에게 맡기기</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/presenter/step_words.py" line="34" />
            <source>Pair the phone of {name} again</source>
            <translation>{name}의 휴대폰 다시 연결하기</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/presenter/step_words.py" line="35" />
            <source>Waiting for the phone of {name}: it is not connected. Its page reconnects by itself when it wakes up or finds the Wi-Fi again.</source>
            <translation>{name}의 휴대폰을 기다리는 중: 연결되어 있지 않습니다. 휴대폰이 깨어나거나 Wi-Fi를 다시 찾으면 페이지가 저절로 다시 연결됩니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/presenter/presenter.py" line="221" />
            <source>Done — hide my secrets</source>
            <translation>완료 — 내 비밀 정보 숨기기</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/presenter/presenter.py" line="259" />
            <source>Your two cards are marked. Put them down, or click a card to change your mind.</source>
            <translation>카드 2장을 골라 두었습니다. 내려놓거나, 카드를 클릭해 선택을 바꾸세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/presenter/presenter.py" line="260" />
            <source>Your card is marked. Put it down, or click another card to change your mind.</source>
            <translation>카드를 골라 두었습니다. 내려놓거나, 다른 카드를 클릭해 선택을 바꾸세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/presenter/presenter.py" line="256" />
            <source>Put down these two cards</source>
            <translation>이 카드 2장 내려놓기</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/presenter/presenter.py" line="221" />
            <source>Pair later — hide the code</source>
            <translation>나중에 연결 — 코드 숨기기</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/presenter/presenter.py" line="257" />
            <source>Put down this card</source>
            <translation>이 카드 내려놓기</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/presenter/presenter.py" line="264" />
            <source>You chose: {action}.
{what}</source>
            <translation>선택한 행동: {action}.
{what}</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/presenter/presenter.py" line="267" />
            <source>Cancel</source>
            <translation>취소</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/presenter/phone_frame.py" line="67" />
            <location filename="../../tortuga_qt/app/presenter/presenter.py" line="244" />
            <source>Ask me only before my own turn</source>
            <translation>내 차례 전에만 묻기</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/presenter/presenter.py" line="245" />
            <source>When this is ticked, the map stays folded before the other pirates' turns and nobody passes you the device for it. You are still asked before their turns when you will miss your own next turn.</source>
            <translation>이 항목을 체크하면 다른 해적의 차례 전에는 지도를 접어 두며, 그 때문에 당신에게 컴퓨터를 넘기지 않습니다. 단, 당신이 다음 차례를 잃게 될 때는 다른 해적의 차례 전에도 묻습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/presenter/presenter.py" line="195" />
            <source>For everyone at the table to see:</source>
            <translation>테이블의 모두가 볼 내용:</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/presenter/presenter.py" line="197" />
            <source>Then the device goes to {name}.</source>
            <translation>그다음 {name}에게 컴퓨터를 넘깁니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/presenter/presenter.py" line="200" />
            <source>Continue</source>
            <translation>계속</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/presenter/presenter.py" line="273" />
            <source>Hint: {hint}</source>
            <translation>힌트: {hint}</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/presenter/presenter.py" line="115" />
            <location filename="../../tortuga_qt/phones/desk.py" line="71" />
            <source>Not allowed: {why}</source>
            <translation>할 수 없음: {why}</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/wording.py" line="133" />
            <source>{name}, your Loyalty card is on the right. Remember your team, then click Done.</source>
            <translation>{name} 님, 오른쪽에 충성 카드가 있습니다. 팀을 기억한 뒤 ‘완료’를 클릭하세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/cards/cabin_fever.py" line="33" />
            <source>{name}, Cabin Fever: here is your Loyalty card now. Click Done when you have seen it.</source>
            <translation>{name} 님, 선실 열병: 새 충성 카드입니다. 확인했으면 ‘완료’를 클릭하세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/cards/el_dorado.py" line="38" />
            <source>{name}, El Dorado gave you an extra Vote card (on the right). Click Done when ready.</source>
            <translation>{name} 님, 엘도라도로 투표 카드 1장을 더 받았습니다(오른쪽). 준비되면 ‘완료’를 클릭하세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/wording.py" line="134" />
            <source>{name}, here are the two Event cards you viewed: {seen}. They stay in your notes and on the mat for you. Click Done to hide them.</source>
            <translation>{name} 님, 당신이 본 이벤트 카드 2장입니다: {seen}. 이 카드들은 메모와 게임판에 당신에게만 계속 표시됩니다. 숨기려면 ‘완료’를 클릭하세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/cards/crows_nest.py" line="35" />
            <source>{name}, Crow's Nest replaced your Vote cards: your new hand is on the right. Click Done when you have seen it.</source>
            <translation>{name} 님, 망대로 투표 카드가 바뀌었습니다. 새 손패는 오른쪽에 있습니다. 확인했으면 ‘완료’를 클릭하세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/wording.py" line="137" />
            <source>{name}, look at your secrets, then click Done.</source>
            <translation>{name} 님, 비밀 정보를 확인한 뒤 ‘완료’를 클릭하세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/action_table.py" line="185" />
            <source>Move 1 treasure: British → French hold</source>
            <translation>보물 1개 옮기기: 영국 → 프랑스 보물 창고</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/action_table.py" line="186" />
            <source>Move 1 treasure: French → British hold</source>
            <translation>보물 1개 옮기기: 프랑스 → 영국 보물 창고</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/action_table.py" line="210" />
            <source>Click a card in your hand to mark it, then press Put down this card.</source>
            <translation>손패에서 카드 1장을 클릭해 골라 두고, '이 카드 내려놓기'를 누르세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/action_table.py" line="215" />
            <source>Click two cards in your hand to mark them, then press Put down these two cards.</source>
            <translation>손패에서 카드 2장을 클릭해 골라 두고, '이 카드 2장 내려놓기'를 누르세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/refusal.py" line="49" />
            <source>The game is over: no more moves can be made.</source>
            <translation>게임이 끝났습니다. 더 이상 아무것도 할 수 없습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/refusal.py" line="50" />
            <source>It is not your decision now: another player must decide first.</source>
            <translation>지금은 당신이 결정할 때가 아닙니다. 다른 플레이어가 먼저 결정해야 합니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/refusal.py" line="51" />
            <source>Something else must be decided first: do what the game asks now.</source>
            <translation>먼저 결정할 일이 있습니다. 게임이 지금 요구하는 것을 하세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/refusal.py" line="52" />
            <source>That is not one of the actions you may choose on your turn.</source>
            <translation>자기 차례에 고를 수 있는 행동이 아닙니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/refusal.py" line="53" />
            <source>The cards are being shuffled or dealt: wait a moment.</source>
            <translation>카드를 섞거나 나누는 중입니다. 잠시 기다리세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/refusal.py" line="54" />
            <source>Nothing is being shuffled or dealt now.</source>
            <translation>지금은 섞거나 나누는 카드가 없습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/refusal.py" line="55" />
            <source>The cards could not be shuffled that way.</source>
            <translation>그런 방식으로는 카드를 섞을 수 없습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/refusal.py" line="56" />
            <source>There is no such player in this game.</source>
            <translation>이 게임에 그런 플레이어는 없습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/refusal.py" line="58" />
            <source>Viewing or forcing needs at least 2 face-down Event cards in the row; with only one left, you can only reveal it.</source>
            <translation>카드를 보거나 공개를 강요하려면 이벤트 줄에 뒷면 이벤트 카드가 2장 이상 있어야 합니다. 1장만 남았다면 공개만 할 수 있습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/refusal.py" line="61" />
            <source>Choose a slot that holds a face-down Event card (two different ones to view or force).</source>
            <translation>뒷면 이벤트 카드가 있는 칸을 고르세요 (카드 보기나 공개 강요는 서로 다른 두 칸).</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/refusal.py" line="62" />
            <source>You must reveal one of the two Event cards that were pointed at.</source>
            <translation>지목된 이벤트 카드 2장 중 1장을 공개해야 합니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/refusal.py" line="64" />
            <source>Only a ship's Captain (first in line) may call for an Attack or maroon a crewmate.</source>
            <translation>배의 선장(줄의 맨 앞)만 공격을 요청하거나 선원을 유배할 수 있습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/refusal.py" line="65" />
            <source>An Attack needs treasure to take: on the Spanish Galleon or, once it is empty, in the other ship's holds.</source>
            <translation>공격하려면 가져올 보물이 있어야 합니다. 스페인 갤리온에, 또는 갤리온이 비었다면 다른 배의 보물 창고에 있어야 합니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/refusal.py" line="67" />
            <source>After a successful Attack the treasure comes from the Spanish Galleon while it has any, otherwise from a hold of the other ship, and goes into a hold of your own ship.</source>
            <translation>공격에 성공하면 스페인 갤리온에 보물이 남아 있는 동안은 갤리온에서, 그렇지 않으면 다른 배의 보물 창고에서 보물을 가져와 당신 배의 보물 창고에 넣습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/refusal.py" line="69" />
            <source>Put the starting treasure in your own ship's British or French hold.</source>
            <translation>시작 보물을 당신 배의 영국 보물 창고나 프랑스 보물 창고에 넣으세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/refusal.py" line="70" />
            <source>A Captain may maroon only another pawn on their own ship, never themselves.</source>
            <translation>선장은 자기 배에 있는 다른 말만 유배할 수 있으며, 자신을 유배할 수는 없습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/refusal.py" line="71" />
            <source>Only a First Mate (second in line on a ship) may call for a Mutiny, so the ship needs at least 2 pawns.</source>
            <translation>일등 항해사(배의 줄에서 두 번째)만 반란을 요청할 수 있으므로, 배에 말이 2개 이상 있어야 합니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/refusal.py" line="73" />
            <source>Only a Cabin Boy (last in line on a ship) may move treasure between holds.</source>
            <translation>캐빈 보이(배의 줄에서 맨 뒤)만 보물 창고 사이에서 보물을 옮길 수 있습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/refusal.py" line="74" />
            <source>There is no treasure in that hold to move.</source>
            <translation>그 보물 창고에는 옮길 보물이 없습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/refusal.py" line="75" />
            <source>Only the Governor of Tortuga (first in Tortuga's line) may call for a Brawl.</source>
            <translation>토르투가의 총독(토르투가 줄의 맨 앞)만 싸움을 요청할 수 있습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/refusal.py" line="77" />
            <source>That Rowboat was blown up by Black Powder and can never be used again.</source>
            <translation>그 노 젓는 배는 흑색 화약으로 폭파되어 다시는 사용할 수 없습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/refusal.py" line="79" />
            <source>There is no such place: move to a Rowboat, to Tortuga or to a ship.</source>
            <translation>그런 곳은 없습니다: 보트나 토르투가, 배로 이동하세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/refusal.py" line="80" />
            <source>That is not a move of this game.</source>
            <translation>이 게임에서 할 수 있는 행동이 아닙니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/refusal.py" line="81" />
            <source>A Letter of Marque moves a player to the back of a ship's line.</source>
            <translation>나포 허가증은 플레이어를 배의 줄 맨 뒤로 옮깁니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/refusal.py" line="82" />
            <source>You can only move to a place next to you: each Rowboat adjoins one ship and Tortuga.</source>
            <translation>바로 옆 장소로만 이동할 수 있습니다. 각 노 젓는 배는 배 한 척과 토르투가에 맞닿아 있습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/refusal.py" line="85" />
            <source>That move is not possible.</source>
            <translation>그렇게 이동할 수 없습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/refusal.py" line="89" />
            <source>You have no Letter of Marque kept in front of you to play.</source>
            <translation>앞에 보관해 둔 나포 허가증이 없어 사용할 수 없습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/refusal.py" line="90" />
            <source>Atlantis moves its holder from one ship to the back of the line of the other ship, and that ship must have room.</source>
            <translation>아틀란티스는 가진 플레이어를 한 배에서 다른 배의 줄 맨 뒤로 옮기며, 그 배에 빈 공간이 있어야 합니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/refusal.py" line="92" />
            <source>That card is not in the Vote deck: pick one of the cards you are searching.</source>
            <translation>그 카드는 투표 덱에 없습니다. 살펴보고 있는 카드 중에서 고르세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/refusal.py" line="94" />
            <source>A vote is under way: play a Vote card first.</source>
            <translation>투표가 진행 중입니다. 먼저 투표 카드를 내세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/refusal.py" line="95" />
            <source>You do not hold that Vote card.</source>
            <translation>당신에게는 그 투표 카드가 없습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/refusal.py" line="96" />
            <source>Play 1 Vote card (2 with the El Dorado map), each card only once.</source>
            <translation>투표 카드를 1장 내세요 (엘도라도 지도가 있으면 2장). 같은 카드는 한 번만 낼 수 있습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/refusal.py" line="97" />
            <source>Only the holder of the El Dorado map may play 2 Vote cards in one vote.</source>
            <translation>엘도라도 지도를 가진 플레이어만 한 투표에서 투표 카드 2장을 낼 수 있습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/refusal.py" line="98" />
            <source>Only a player whose Pirate Code covers this vote may stay out of it.</source>
            <translation>해적 규약이 이번 투표에 적용되는 플레이어만 투표에 불참할 수 있습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/wording.py" line="88" />
            <source>Your turn, {name}: choose an action{extra}.</source>
            <translation>{name} 님의 차례: 행동을 고르세요{extra}.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/wording.py" line="91" />
            <source>{name}, Captain of the {ship}: choose the hold for your starting treasure.</source>
            <translation>{name} 님, {ship}의 선장으로서 시작 보물을 넣을 보물 창고를 고르세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/wording.py" line="96" />
            <source>{forcer} forces you, {name}, to reveal slot {a} or slot {b}: pick one.</source>
            <translation>{forcer}이(가) {name} 님에게 {a}번 칸이나 {b}번 칸 중 하나를 공개하라고 강요합니다. 하나를 고르세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/wording.py" line="105" />
            <source>The Attack succeeded, Captain {name}: take 1 treasure (or leave it).</source>
            <translation>공격 성공, {name} 선장님: 보물 1개를 가져가세요 (가져가지 않아도 됩니다).</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/wording.py" line="107" />
            <source>{name}, you are about to be marooned: drink from the Fountain of Youth?</source>
            <translation>{name} 님, 곧 유배됩니다. 젊음의 샘을 마실까요?</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/presenter/presenter.py" line="412" />
            <source>Nothing to choose now.</source>
            <translation>지금은 고를 것이 없습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/presenter/presenter.py" line="415" />
            <source>First choose an action on the right.</source>
            <translation>먼저 오른쪽에서 행동을 고르세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/presenter/presenter.py" line="434" />
            <source>That cannot be chosen now. {prompt}</source>
            <translation>지금은 그것을 고를 수 없습니다. {prompt}</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/panels/cards.py" line="58" />
            <source>Top, for Attacks: {symbol}</source>
            <translation>윗부분(공격): {symbol}</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/panels/cards.py" line="59" />
            <source>Middle, for Brawls: {symbol}</source>
            <translation>가운데 부분(싸움): {symbol}</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/panels/cards.py" line="60" />
            <source>Bottom, for Mutinies: {symbol}</source>
            <translation>아랫부분(반란): {symbol}</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/panels/cards.py" line="63" />
            <source>A double card: it counts as two symbols in every section.</source>
            <translation>2배 카드: 모든 부분에서 기호 2개로 계산합니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/panels/cards.py" line="65" />
            <source>In this vote only the top section counts.</source>
            <translation>이번 투표에서는 윗부분만 계산합니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/panels/cards.py" line="66" />
            <source>In this vote only the middle section counts.</source>
            <translation>이번 투표에서는 가운데 부분만 계산합니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/panels/cards.py" line="67" />
            <source>In this vote only the bottom section counts.</source>
            <translation>이번 투표에서는 아랫부분만 계산합니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/panels/cards.py" line="84" />
            <source>A Vote card counts in one vote by one of its sections: the top in an Attack, the middle in a Brawl, the bottom in a Mutiny.</source>
            <translation>투표 카드는 한 투표에서 한 부분으로만 계산됩니다. 공격에서는 윗부분, 싸움에서는 가운데 부분, 반란에서는 아랫부분입니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/panels/cards.py" line="91" />
            <source>Attack</source>
            <translation>공격</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/panels/cards.py" line="91" />
            <source>Brawl</source>
            <translation>싸움</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/panels/cards.py" line="92" />
            <source>Mutiny</source>
            <translation>반란</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/panels/seats.py" line="43" />
            <location filename="../../tortuga_qt/ui/widgets/panels/seats.py" line="50" />
            <source>Pirates</source>
            <translation>해적</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/panels/private.py" line="221" />
            <source>Secrets of {name}</source>
            <translation>{name}의 비밀 정보</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/panels/private.py" line="334" />
            <source>In front of you: {card}</source>
            <translation>당신 앞의 카드: {card}</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tortuga_qt/selftest.py" line="75" />
            <location filename="../../tortuga_qt/ui/widgets/panels/seats.py" line="74" />
            <source>%n Vote card(s)</source>
            <translation>
                <numerusform>투표 카드 %n장</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/panels/seats.py" line="76" />
            <source>▶ turn</source>
            <translation>▶ 차례</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/panels/seats.py" line="78" />
            <source>loses next turn</source>
            <translation>다음 차례 잃음</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tortuga_qt/ui/widgets/panels/seats.py" line="80" />
            <source>Pirate Code (%n vote(s) left)</source>
            <translation>
                <numerusform>해적 규약 (투표 %n번 남음)</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/panels/seats.py" line="102" />
            <source>Captain</source>
            <translation>선장</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/panels/seats.py" line="104" />
            <source>First Mate</source>
            <translation>일등 항해사</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/panels/seats.py" line="106" />
            <source>Cabin Boy</source>
            <translation>캐빈 보이</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/panels/seats.py" line="108" />
            <source>Governor</source>
            <translation>총독</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/panels/seats.py" line="110" />
            <source>on a Rowboat</source>
            <translation>노 젓는 배 위</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/wording.py" line="216" />
            <source>Event card {n} of the row</source>
            <translation>이벤트 줄 {n}번 칸의 카드</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/panels/private.py" line="212" />
            <source>Secrets appear here only for the player at the device.</source>
            <translation>비밀 정보는 컴퓨터 앞에 있는 플레이어에게만 여기에 표시됩니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/presenter/phone_frame.py" line="127" />
            <location filename="../../tortuga_qt/ui/widgets/panels/private.py" line="229" />
            <source>Your Loyalty: {team}</source>
            <translation>당신의 충성 카드: {team}</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/presenter/phone_frame.py" line="93" />
            <location filename="../../tortuga_qt/ui/widgets/panels/private.py" line="252" />
            <source>You hold no Vote card.</source>
            <translation>투표 카드가 없습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/panels/private.py" line="260" />
            <source>Put down in this vote: {cards}</source>
            <translation>이번 투표에 낸 카드: {cards}</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/presenter/phone_frame.py" line="79" />
            <location filename="../../tortuga_qt/ui/widgets/panels/private.py" line="263" />
            <location filename="../../tortuga_qt/ui/widgets/panels/private.py" line="271" />
            <source>Slot {n}: {card}</source>
            <translation>{n}번 칸: {card}</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/log_panel.py" line="86" />
            <source>Click to read the card: {cards}</source>
            <translation>클릭해서 카드 읽기: {cards}</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/presenter/phone_frame.py" line="97" />
            <location filename="../../tortuga_qt/ui/widgets/panels/private.py" line="264" />
            <source>no card seen in the row.</source>
            <translation>이벤트 줄에서 본 카드가 없습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/panels/private.py" line="264" />
            <source>Your notes: </source>
            <translation>내 메모: </translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/panels/private.py" line="276" />
            <source>Crow's Nest: the whole Vote deck</source>
            <translation>망대: 투표 덱 전체</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/panels/private.py" line="315" />
            <source>Hint</source>
            <translation>힌트</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/panels/private.py" line="317" />
            <source>Ask a Hard computer pirate what it would do here, from what you know (the end screen counts hints).</source>
            <translation>어려움 난이도 컴퓨터 해적에게 당신이 아는 정보로 여기서 무엇을 할지 물어봅니다 (종료 화면에 힌트 사용 횟수가 표시됩니다).</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/presenter/presenter.py" line="285" />
            <source>A Hard pirate would: {action}</source>
            <translation>어려움 난이도 해적의 선택: {action}</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/presenter/presenter.py" line="286" />
            <source>A Hard pirate is thinking…</source>
            <translation>어려움 난이도 해적이 생각 중입니다…</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/panels/private.py" line="356" />
            <source>What is this?</source>
            <translation>이것은 무엇인가요?</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/panels/actions.py" line="180" />
            <source>Read the rule</source>
            <translation>규칙 읽기</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/log_panel.py" line="83" />
            <source>Only you can see this line.</source>
            <translation>이 줄은 당신만 볼 수 있습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/replay.py" line="43" />
            <source>Replay — {title}</source>
            <translation>다시 보기 — {title}</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/replay.py" line="76" />
            <source>« Start</source>
            <translation>« 처음</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/replay.py" line="77" />
            <source>◀ Back</source>
            <translation>◀ 뒤로</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/replay.py" line="78" />
            <source>Forward ▶</source>
            <translation>앞으로 ▶</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/replay.py" line="79" />
            <source>End »</source>
            <translation>끝 »</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/replay.py" line="86" />
            <source>Export the log…</source>
            <translation>기록 내보내기…</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/replay.py" line="137" />
            <source>Step {n} of {total}</source>
            <translation>{n}/{total}단계</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/replay.py" line="157" />
            <location filename="../../tortuga_qt/ui/widgets/replay.py" line="167" />
            <source>Export the log</source>
            <translation>기록 내보내기</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/replay.py" line="168" />
            <source>The log could not be written: {why}.</source>
            <translation>기록을 저장할 수 없습니다: {why}.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/welcome.py" line="23" />
            <source>Welcome aboard</source>
            <translation>승선을 환영합니다</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/welcome.py" line="26" />
            <source>Welcome to Tortuga 1667</source>
            <translation>토르투가 1667에 오신 것을 환영합니다</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/welcome.py" line="28" />
            <source>New to the game? Learn to play takes about 20 minutes on the real table, step by step, and ends with a short game against computer pirates. You can come back to it any time from the Help menu.</source>
            <translation>처음이신가요? ‘게임 배우기’는 실제 테이블에서 한 단계씩 약 20분 동안 진행되며, 컴퓨터 해적과의 짧은 게임으로 마무리됩니다. 언제든 도움말 메뉴에서 다시 시작할 수 있습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/welcome.py" line="32" />
            <source>Learn to play</source>
            <translation>게임 배우기</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/welcome.py" line="35" />
            <source>Play</source>
            <translation>플레이</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/beliefs.py" line="67" />
            <source>What a computer pirate believed</source>
            <translation>컴퓨터 해적의 추측</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/beliefs.py" line="73" />
            <source>Whose beliefs to show</source>
            <translation>누구의 추측을 볼지</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/beliefs.py" line="126" />
            <source>No Loyalty card has been dealt yet.</source>
            <translation>아직 충성 카드를 나누지 않았습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/beliefs.py" line="128" />
            <source>The chance {name} gave each pirate of being British, French or Dutch, from what {name} had seen by this step.</source>
            <translation>{name}이(가) 생각한, 각 해적이 영국, 프랑스, 네덜란드 팀일 확률입니다. 이 단계까지 {name}이(가) 본 것을 바탕으로 합니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/beliefs.py" line="142" />
            <source>{who}: {team}, {share} %</source>
            <translation>{who}: {team}, {share} %</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/game_files.py" line="83" />
            <source>{names} and {last}</source>
            <translation>{names}와(과) {last}</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/game_files.py" line="113" />
            <source>Unfinished game of {players}, from {when}</source>
            <translation>{players}의 끝나지 않은 게임, {when}</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/game_files.py" line="116" />
            <source>Finished game of {players}, from {when}</source>
            <translation>{players}의 끝난 게임, {when}</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/game_files.py" line="119" />
            <source>Unfinished game from {when}</source>
            <translation>끝나지 않은 게임, {when}</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/game_files.py" line="120" />
            <source>Finished game from {when}</source>
            <translation>끝난 게임, {when}</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/game_files.py" line="122" />
            <source>the autosave</source>
            <translation>자동 저장</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/game_files.py" line="138" />
            <source>today, {time}</source>
            <translation>오늘 {time}</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/game_files.py" line="140" />
            <source>yesterday, {time}</source>
            <translation>어제 {time}</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/game_files.py" line="142" />
            <source>{date}, {time}</source>
            <translation>{date} {time}</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/game_files.py" line="151" />
            <source>finished: the {team} win</source>
            <translation>종료: {team} 팀 승리</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/game_files.py" line="153" />
            <source>finished: a draw</source>
            <translation>종료: 무승부</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/game_files.py" line="154" />
            <source>finished</source>
            <translation>종료</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/game_files.py" line="213" />
            <source>Please type a name for the game.</source>
            <translation>게임 이름을 입력하세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/game_files.py" line="215" />
            <source>That name is too long: please keep it to {max} letters.</source>
            <translation>이름이 너무 깁니다. {max}자 이내로 입력하세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/game_files.py" line="218" />
            <source>A game's name cannot hold these signs: {signs}</source>
            <translation>게임 이름에는 다음 기호를 쓸 수 없습니다: {signs}</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/game_files.py" line="221" />
            <source>A game's name cannot start or end with a dot.</source>
            <translation>게임 이름은 점(.)으로 시작하거나 끝날 수 없습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/game_files.py" line="223" />
            <source>The name {name} is kept for the computer's own use; please choose another.</source>
            <translation>{name}은(는) 프로그램이 따로 쓰는 이름입니다. 다른 이름을 고르세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/game_files.py" line="239" />
            <source>It is not a Tortuga 1667 save file.</source>
            <translation>토르투가 1667 저장 파일이 아닙니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/game_files.py" line="241" />
            <source>It was saved by a newer version of Tortuga 1667; please update the program to open it.</source>
            <translation>더 새로운 버전의 토르투가 1667에서 저장한 파일입니다. 열려면 프로그램을 업데이트하세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/game_files.py" line="245" />
            <source>It holds a game saved under different rules; it cannot be continued.</source>
            <translation>다른 규칙으로 저장된 게임이라 이어서 할 수 없습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/game_files.py" line="250" />
            <source>It is damaged: part of it is missing or wrong.</source>
            <translation>파일이 손상되었습니다. 일부가 없거나 잘못되었습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/library/lock.py" line="88" />
            <source>Tortuga 1667 is already open in another window; this window will not autosave.</source>
            <translation>토르투가 1667이 이미 다른 창에서 열려 있어, 이 창에서는 자동 저장을 하지 않습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/library/lock.py" line="90" />
            <source>it cannot be written</source>
            <translation>쓸 수 없음</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/library/lock.py" line="91" />
            <source>Tortuga 1667 cannot use its data folder {folder} ({why}), so this window will not autosave. Use Game &gt; Save As… to keep a game elsewhere.</source>
            <translation>토르투가 1667이 데이터 폴더 {folder}을(를) 사용할 수 없어서({why}) 이 창에서는 자동 저장을 하지 않습니다. 다른 곳에 게임을 보관하려면 게임 &gt; 다른 이름으로 저장…을 사용하세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/library/reading.py" line="64" />
            <source>The file {name} does not exist in {folder}.</source>
            <translation>{folder}에 {name} 파일이 없습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/library/reading.py" line="67" />
            <source>The file {name} in {folder} cannot be read ({why}).</source>
            <translation>{folder}에 있는 {name} 파일을 읽을 수 없습니다({why}).</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/library/reading.py" line="99" />
            <source>The last game could not be resumed. {why} It was kept aside as {name}.</source>
            <translation>지난 게임을 이어서 할 수 없습니다. {why} 파일 이름을 {name}(으)로 바꿔 따로 보관했습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/library/reading.py" line="102" />
            <source>The last game could not be resumed. {why} It could not be kept aside either, so this window will not autosave (the file stays as it is).</source>
            <translation>지난 게임을 이어서 할 수 없습니다. {why} 파일을 따로 보관할 수도 없어서 이 창에서는 자동 저장을 하지 않습니다(파일은 그대로 남아 있습니다).</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/library/reading.py" line="118" />
            <source>This game cannot be opened. {why}</source>
            <translation>이 게임을 열 수 없습니다. {why}</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/library/reading.py" line="126" />
            <location filename="../../tortuga_qt/app/library/reading.py" line="140" />
            <source>This game cannot be replayed. {why}</source>
            <translation>이 게임을 다시 볼 수 없습니다. {why}</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/library/filing.py" line="294" />
            <source>The game could not be saved to {path} ({why}).</source>
            <translation>게임을 {path}에 저장하지 못했습니다({why}).</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/library/reading.py" line="70" />
            <source>{name} is not a save file: a folder or another kind of file has its name.</source>
            <translation>{name}은(는) 저장 파일이 아닙니다. 같은 이름의 폴더이거나 다른 종류의 파일입니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/library/reading.py" line="80" />
            <source>The file {name} could not be read back.</source>
            <translation>{name} 파일을 다시 읽어 들이지 못했습니다.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tortuga_qt/app/library/reading.py" line="110" />
            <source>An unfinished game was saved: {names}, %n move(s) played. Resume it?</source>
            <translation>
                <numerusform>끝나지 않은 게임이 저장되어 있습니다: {names}, %n수 진행. 이어서 하시겠습니까?</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/library/reading.py" line="128" />
            <source>The replay shows every secret: it opens only for a finished game.</source>
            <translation>다시 보기는 모든 비밀을 보여 주므로 끝난 게임에서만 열 수 있습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/library/reading.py" line="133" />
            <source>The replay shows every secret: it opens when the game is over.</source>
            <translation>다시 보기는 모든 비밀을 보여 주므로 게임이 끝나야 열 수 있습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/library/reading.py" line="142" />
            <source>this game</source>
            <translation>이 게임</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/library/filing.py" line="207" />
            <source>The unfinished game could not be kept ({why}). Open the other game anyway and lose it?</source>
            <translation>끝나지 않은 게임을 보관하지 못했습니다({why}). 그래도 다른 게임을 열고 이 게임을 버리시겠습니까?</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/library/filing.py" line="208" />
            <source>The unfinished game could not be kept ({why}). Start a new game anyway and lose it?</source>
            <translation>끝나지 않은 게임을 보관하지 못했습니다({why}). 그래도 새 게임을 시작하고 이 게임을 버리시겠습니까?</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/library/filing.py" line="281" />
            <source>This finished game could not be saved in {folder} ({why}). Free some space there: it is saved as soon as it can be.</source>
            <translation>이 끝난 게임을 {folder}에 저장하지 못했습니다({why}). 그곳의 공간을 확보하세요. 저장할 수 있게 되는 즉시 저장됩니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/library/filing.py" line="299" />
            <source>Saved to {path}.</source>
            <translation>{path}에 저장했습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/library/catalogue.py" line="98" />
            <source>cannot be opened</source>
            <translation>열 수 없음</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/library/catalogue.py" line="104" />
            <source>It cannot be read ({why}).</source>
            <translation>읽을 수 없습니다({why}).</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/library/catalogue.py" line="107" />
            <source>It is a folder, not a save file.</source>
            <translation>저장 파일이 아니라 폴더입니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/library/catalogue.py" line="109" />
            <source>It is not an ordinary file, so it is not a save file.</source>
            <translation>일반 파일이 아니므로 저장 파일이 아닙니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/library/catalogue.py" line="112" />
            <source>It is empty: it holds no game.</source>
            <translation>비어 있습니다. 게임이 들어 있지 않습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/library/catalogue.py" line="115" />
            <source>It is damaged or cut short: it is not a readable save file.</source>
            <translation>손상되었거나 잘려 있어 읽을 수 있는 저장 파일이 아닙니다.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tortuga_qt/app/library/catalogue.py" line="127" />
            <source>%n move(s) played</source>
            <translation>
                <numerusform>%n수 진행</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/library/catalogue.py" line="134" />
            <source>This is the autosave of the game on the table; it is kept while the game goes on.</source>
            <translation>현재 게임의 자동 저장 파일입니다. 게임이 진행되는 동안 보관됩니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/library/catalogue.py" line="137" />
            <source>Only the games in {folder} are managed here.</source>
            <translation>여기서는 {folder}에 있는 게임만 관리합니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/library/catalogue.py" line="147" />
            <source>{name} is a folder; it is not deleted from here.</source>
            <translation>{name}은(는) 폴더이므로 여기서 삭제하지 않습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/library/catalogue.py" line="154" />
            <source>{name} could not be deleted ({why}).</source>
            <translation>{name}을(를) 삭제하지 못했습니다({why}).</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/library/catalogue.py" line="176" />
            <source>There is already a game called {name}; please choose another name.</source>
            <translation>{name}(이)라는 게임이 이미 있습니다. 다른 이름을 고르세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/library/catalogue.py" line="185" />
            <source>{name} could not be renamed ({why}).</source>
            <translation>{name}의 이름을 바꾸지 못했습니다({why}).</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/autosave.py" line="39" />
            <source>The game could not be saved to {path} ({why}); autosave resumes when it works again.</source>
            <translation>게임을 {path}에 저장하지 못했습니다({why}). 다시 저장할 수 있게 되면 자동 저장이 이어집니다.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../tortuga_qt/ui/widgets/saved_games.py" line="58" />
            <source>Unfinished games (%n)</source>
            <translation>
                <numerusform>끝나지 않은 게임 (%n)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../tortuga_qt/ui/widgets/saved_games.py" line="60" />
            <source>Finished games: open one to watch its replay (%n)</source>
            <translation>
                <numerusform>끝난 게임: 열면 다시 보기를 볼 수 있습니다 (%n)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../tortuga_qt/ui/widgets/saved_games.py" line="61" />
            <source>Files that cannot be opened (%n)</source>
            <translation>
                <numerusform>열 수 없는 파일 (%n)</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/saved_games.py" line="67" />
            <source>{name} (on the table)</source>
            <translation>{name} (현재 게임)</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/saved_games.py" line="69" />
            <source>The game on the table</source>
            <translation>현재 게임</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/saved_games.py" line="71" />
            <source>The last unfinished game</source>
            <translation>지난번에 끝나지 않은 게임</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/saved_games.py" line="88" />
            <source>Delete “{name}” ({players})? It cannot be brought back. The game on the table is not affected.</source>
            <translation>“{name}”({players}) 게임을 삭제하시겠습니까? 되돌릴 수 없습니다. 현재 게임에는 영향이 없습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/saved_games.py" line="91" />
            <source>Delete the finished game of {players}, last played {when}? It cannot be brought back.</source>
            <translation>{players}의 끝난 게임(마지막 플레이: {when})을 삭제하시겠습니까? 되돌릴 수 없습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/saved_games.py" line="93" />
            <source>Delete the game of {players}, last played {when}? It cannot be brought back. The game on the table is not affected.</source>
            <translation>{players}의 게임(마지막 플레이: {when})을 삭제하시겠습니까? 되돌릴 수 없습니다. 현재 게임에는 영향이 없습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/saved_games.py" line="139" />
            <location filename="../../tortuga_qt/ui/widgets/saved_games.py" line="379" />
            <source>Saved games</source>
            <translation>저장된 게임</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/saved_games.py" line="141" />
            <source>An unfinished game is kept here when another game takes the table, and every finished game for its replay. Give a game a name to find it again; delete the ones you no longer need.</source>
            <translation>다른 게임으로 바꾸면 끝나지 않은 게임이 여기에 보관되고, 끝난 게임도 모두 다시 보기를 위해 보관됩니다. 나중에 쉽게 찾도록 게임에 이름을 붙이고, 더는 필요 없는 게임은 삭제하세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/saved_games.py" line="149" />
            <source>Last played</source>
            <translation>마지막 플레이</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/saved_games.py" line="150" />
            <source>Progress</source>
            <translation>진행 상황</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/saved_games.py" line="168" />
            <source>No saved games yet. Start another game while one is unfinished, or finish a game, and it will be kept here.</source>
            <translation>아직 저장된 게임이 없습니다. 게임이 끝나기 전에 다른 게임을 시작하거나 게임을 끝까지 마치면 여기에 보관됩니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/saved_games.py" line="177" />
            <source>Open</source>
            <translation>열기</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/saved_games.py" line="180" />
            <source>Rename…</source>
            <translation>이름 바꾸기…</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/saved_games.py" line="182" />
            <source>Delete…</source>
            <translation>삭제…</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/saved_games.py" line="281" />
            <source>Choose a game in the list.</source>
            <translation>목록에서 게임을 고르세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/saved_games.py" line="283" />
            <source>The file {name} cannot be opened. {why} Delete it if you no longer need it; nothing else is done with it.</source>
            <translation>{name} 파일을 열 수 없습니다. {why} 더 필요 없으면 삭제하세요. 그 밖에는 이 파일에 아무 작업도 하지 않습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/saved_games.py" line="303" />
            <source>“{name}” is a finished game. Open shows its replay, every secret face up.</source>
            <translation>“{name}”은(는) 끝난 게임입니다. 열기를 누르면 모든 비밀이 공개된 다시 보기가 나옵니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/saved_games.py" line="306" />
            <source>A finished game, last played {when}. Open shows its replay, every secret face up.</source>
            <translation>끝난 게임입니다(마지막 플레이: {when}). 열기를 누르면 모든 비밀이 공개된 다시 보기가 나옵니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/saved_games.py" line="309" />
            <source>“{name}” is an unfinished game. Open puts it on the table (the game there now is kept first).</source>
            <translation>“{name}”은(는) 끝나지 않은 게임입니다. 열기를 누르면 이 게임을 이어서 합니다(지금 하던 게임은 먼저 보관됩니다).</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/saved_games.py" line="311" />
            <source>An unfinished game, last played {when}, kept here when another game took the table. Open puts it back on the table (the game there now is kept first); Rename gives it a name.</source>
            <translation>끝나지 않은 게임입니다(마지막 플레이: {when}). 다른 게임으로 바꿀 때 여기에 보관되었습니다. 열기를 누르면 이 게임을 다시 이어서 합니다(지금 하던 게임은 먼저 보관됩니다). 이름 바꾸기로 이름을 붙일 수 있습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/saved_games.py" line="287" />
            <source>This is the game on the table, kept in the autosave after every move. It cannot be deleted or renamed while it is played.</source>
            <translation>현재 게임입니다. 행동할 때마다 자동 저장됩니다. 진행 중에는 삭제하거나 이름을 바꿀 수 없습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/saved_games.py" line="75" />
            <source>A finished game</source>
            <translation>끝난 게임</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/saved_games.py" line="78" />
            <source>An unfinished game</source>
            <translation>끝나지 않은 게임</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/saved_games.py" line="290" />
            <source>“{name}” is the game on the table. The autosave keeps it after every move, and this file is brought up to date when another game takes the table. It can be renamed, not deleted, while it is played.</source>
            <translation>“{name}”은(는) 현재 게임입니다. 행동할 때마다 자동 저장되며, 다른 게임으로 바꿀 때 이 파일도 최신 상태로 갱신됩니다. 진행 중에는 이름은 바꿀 수 있지만 삭제할 수는 없습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/saved_games.py" line="295" />
            <source>This is the game on the table. The autosave keeps it after every move, and this copy is brought up to date when another game takes the table. Rename gives it a name; it cannot be deleted while it is played.</source>
            <translation>현재 게임입니다. 행동할 때마다 자동 저장되며, 다른 게임으로 바꿀 때 이 사본도 최신 상태로 갱신됩니다. 이름 바꾸기로 이름을 붙일 수 있으며, 진행 중에는 삭제할 수 없습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/saved_games.py" line="300" />
            <source>The last unfinished game, kept in the autosave. Open puts it back on the table.</source>
            <translation>지난번에 끝나지 않은 게임으로, 자동 저장에 보관되어 있습니다. 열기를 누르면 다시 이어서 합니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/saved_games.py" line="335" />
            <source>Rename a saved game</source>
            <translation>저장된 게임 이름 바꾸기</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/saved_games.py" line="336" />
            <source>A name for this game:</source>
            <translation>이 게임의 이름:</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/saved_games.py" line="84" />
            <source>Delete the file {name}? It cannot be brought back.</source>
            <translation>{name} 파일을 삭제하시겠습니까? 되돌릴 수 없습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/saved_games.py" line="356" />
            <source>Delete a saved game</source>
            <translation>저장된 게임 삭제</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/language_menu.py" line="56" />
            <source>&amp;Language</source>
            <translation>언어(&amp;L)</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/language_menu.py" line="64" />
            <source>Same as the system</source>
            <translation>시스템 설정과 같게</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/looks.py" line="142" />
            <source>High &amp;contrast</source>
            <translation>고대비(&amp;C)</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/looks.py" line="148" />
            <source>Zoom &amp;in</source>
            <translation>확대(&amp;I)</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/looks.py" line="150" />
            <source>Zoom &amp;out</source>
            <translation>축소(&amp;O)</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/looks.py" line="151" />
            <source>&amp;Normal size</source>
            <translation>원래 크기(&amp;N)</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/new_game.py" line="46" />
            <source>Player {number}</source>
            <translation>플레이어 {number}</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/seats_dialog.py" line="47" />
            <source>Seats</source>
            <translation>자리</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/seats_dialog.py" line="56" />
            <source>Phone</source>
            <translation>휴대폰</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/seats_dialog.py" line="60" />
            <source>Hand a seat to a computer when someone leaves, or to a person who joins: a person who joins first sees their Loyalty card.</source>
            <translation>누군가 떠나면 그 자리를 컴퓨터에게, 누군가 합류하면 사람에게 넘기세요. 새로 합류한 사람은 먼저 자신의 충성 카드를 확인합니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/seats_dialog.py" line="106" />
            <source>connected</source>
            <translation>연결됨</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/seats_dialog.py" line="107" />
            <source>not connected</source>
            <translation>연결 안 됨</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/seats_dialog.py" line="108" />
            <source>Pair again</source>
            <translation>다시 연결</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/seats_dialog.py" line="110" />
            <source>A new code for this seat: its phone is cut off at once, and the new code is shown behind the seat's curtain</source>
            <translation>이 자리의 새 코드: 지금 휴대폰은 즉시 끊기고, 새 코드는 그 자리의 가림막 뒤에서 보여 줍니다</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/seats_dialog.py" line="158" />
            <source>S&amp;eats…</source>
            <translation>자리(&amp;E)…</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/presenter/pace.py" line="54" />
            <source>The game goes on by itself in a few seconds (View › Pace), or at once with Continue.</source>
            <translation>몇 초 뒤 게임이 저절로 이어집니다(보기 › 속도). 바로 이어 가려면 계속을 누르세요.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/presenter/pace.py" line="55" />
            <source>It stays on the mat until you go on: Continue, a click on the mat, or Enter.</source>
            <translation>이어 갈 때까지 게임판에 그대로 있습니다: 계속, 게임판 클릭 또는 Enter 키로 이어 갑니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/table_pace.py" line="73" />
            <source>&amp;Slow</source>
            <translation>느리게(&amp;S)</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/table_motion.py" line="68" />
            <location filename="../../tortuga_qt/ui/widgets/table_pace.py" line="74" />
            <source>&amp;Normal</source>
            <translation>보통(&amp;N)</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/table_motion.py" line="69" />
            <location filename="../../tortuga_qt/ui/widgets/table_pace.py" line="75" />
            <source>&amp;Fast</source>
            <translation>빠르게(&amp;F)</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/table_motion.py" line="70" />
            <source>&amp;Off</source>
            <translation>끄기(&amp;O)</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/table_motion.py" line="128" />
            <source>Your system asks for reduced motion: the mat does not animate.</source>
            <translation>시스템이 동작 줄이기를 요청합니다: 게임판이 움직이지 않습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/table_pace.py" line="91" />
            <source>Pac&amp;e</source>
            <translation>속도(&amp;E)</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/table_pace.py" line="98" />
            <source>Computers pause {move} s before each move; when only computers play, a reveal stays {reveal} s.</source>
            <translation>컴퓨터 플레이어는 수마다 {move}초 쉽니다. 컴퓨터 플레이어끼리만 할 때는 공개된 카드나 결과가 {reveal}초 동안 보입니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/phones/link.py" line="146" />
            <source>The phones cannot connect: {why}</source>
            <translation>휴대폰이 연결할 수 없습니다: {why}</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/phones/pairing.py" line="92" />
            <source>Pair the phone of {name}</source>
            <translation>{name}의 휴대폰 연결</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/phones/pairing.py" line="93" />
            <source>{name}: scan this code with your phone's camera. Your phone must be on the same Wi-Fi as this computer.</source>
            <translation>{name}: 이 코드를 휴대폰 카메라로 찍으세요. 휴대폰은 이 컴퓨터와 같은 Wi-Fi에 있어야 합니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/phones/pairing.py" line="95" />
            <source>Or open</source>
            <translation>또는 열기</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/phones/pairing.py" line="96" />
            <source>and type the code</source>
            <translation>그리고 코드 입력</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/phones/pairing.py" line="97" />
            <source>Network address</source>
            <translation>네트워크 주소</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/phones/pairing.py" line="104" />
            <source>Connected: the phone of {name} holds the seat now.</source>
            <translation>연결됨: 이제 {name}의 휴대폰이 자리를 맡습니다.</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/phones/pairing.py" line="105" />
            <source>Waiting for the phone…</source>
            <translation>휴대폰을 기다리는 중…</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/phones/pairing.py" line="106" />
            <source>The code is a secret key for this seat alone: what passes between this computer and the phone is encrypted with it, and it never crosses the network.</source>
            <translation>이 코드는 이 자리만의 비밀 열쇠입니다: 이 컴퓨터와 휴대폰 사이에 오가는 내용은 이 열쇠로 암호화되며, 열쇠 자체는 네트워크를 지나지 않습니다.</translation>
        </message>
    </context>
    <context>
        <name>Team</name>
        <message>
            <location filename="../../tortuga_qt/app/names.py" line="54" />
            <source>British</source>
            <translation>영국</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/names.py" line="54" />
            <source>French</source>
            <translation>프랑스</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/names.py" line="54" />
            <source>Dutch</source>
            <translation>네덜란드</translation>
        </message>
    </context>
    <context>
        <name>Turns</name>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/turn_words.py" line="32" />
            <source>Now</source>
            <translation>지금 차례</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/turn_words.py" line="34" />
            <source>Next</source>
            <translation>다음 차례</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/turn_words.py" line="36" />
            <source>takes the device</source>
            <translation>컴퓨터를 받을 사람</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/turn_words.py" line="38" />
            <source>looks in secret</source>
            <translation>몰래 확인하는 중</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/turn_words.py" line="40" />
            <source>thinking…</source>
            <translation>생각 중…</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/turn_words.py" line="42" />
            <source>decides</source>
            <translation>결정하는 중</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/turn_words.py" line="44" />
            <source>loses next turn</source>
            <translation>다음 차례 잃음</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/ui/widgets/turn_words.py" line="47" />
            <source>Computer ({level})</source>
            <translation>컴퓨터 ({level})</translation>
        </message>
    </context>
    <context>
        <name>Vote</name>
        <message>
            <location filename="../../tortuga_qt/app/names.py" line="79" />
            <source>an Attack</source>
            <translation>공격</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/names.py" line="80" />
            <source>a Mutiny</source>
            <translation>반란</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/names.py" line="81" />
            <source>a Brawl</source>
            <translation>싸움</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/names.py" line="88" />
            <source>Cannon</source>
            <translation>대포</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/names.py" line="88" />
            <source>Torch</source>
            <translation>횃불</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/names.py" line="89" />
            <source>Water</source>
            <translation>물</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/names.py" line="89" />
            <source>British flag</source>
            <translation>영국 국기</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/names.py" line="90" />
            <source>French flag</source>
            <translation>프랑스 국기</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/names.py" line="90" />
            <source>Skull</source>
            <translation>해골</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/names.py" line="91" />
            <source>Helm</source>
            <translation>조타기</translation>
        </message>
        <message>
            <location filename="../../tortuga_qt/app/names.py" line="99" />
            <source>{parts} (double)</source>
            <translation>{parts} (2배)</translation>
        </message>
    </context>
</TS>
