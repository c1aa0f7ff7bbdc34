"""The log's sentences, whole, for a scripted game (issue 13, item 3): a wrong name, number or card fails.

Every sentence is compared whole, in English (with the English plural forms the program installs)
and in Korean (the shipped tortuga_ko.qm, particles resolved by `tortuga_qt.i18n.particles`): a
scripted game from the deal, per view (the replay's marked log, a seat's own log), and one or
more sentences for every kind of event and every word the story puts in them.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import ClassVar

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from tortuga_qt.app import names, story
from tortuga_qt.app.story import Storyteller
from tortuga_qt.rules import events as E
from tortuga_qt.rules.config import default_config
from tortuga_qt.rules.game import Game
from tortuga_qt.rules.notation import parse_action
from tortuga_qt.rules.values import value
from tortuga_qt.ui.translations import install_translators

NAMES = ["Anne", "Bart", "Calico", "Davy", "Eve"]
# Korean names: 앤 and 빌 end in a consonant (이, 은, 을), 바트 and 데이비 in a vowel (가, 는, 를);
# a Latin name keeps both forms ("Eve이(가)").
NAMES_KO = ["앤", "바트", "빌", "데이비", "Eve"]


@pytest.fixture
def english(qapp) -> Iterator[None]:  # type: ignore[no-untyped-def]
    """The program's English translators (plural forms: "1 Vote card", "2 Vote cards")."""
    install_translators(qapp, "en")
    yield


@pytest.fixture
def korean(qapp) -> Iterator[None]:  # type: ignore[no-untyped-def]
    """Installs the Korean translation for one test, then English again."""
    install_translators(qapp, "ko")
    yield
    install_translators(qapp, "en")


# --------------------------------------------------------------------------- every kind of event

# (event, English sentence for NAMES, Korean sentence for NAMES_KO), each marked as the replay
# marks secrets ("(only Anne saw this)"). Seats, slots, places and cards differ within an event,
# so a swapped or shifted field shows.
SENTENCES: list[tuple[E.Event, str, str]] = [
    (E.StarredChosen(cards=('crows_nest', 'pirate_code', 'eight_bells')),
     "Starred Event cards this game: Crow's Nest, Pirate Code, Eight Bells. (nobody saw this)",
     '이번 게임의 별 이벤트 카드: 망대, 해적 규약, 여덟 점 종. (아무도 보지 못했습니다)'),
    (E.LoyaltySeen(seat=2, team=2),
     'Loyalty of Calico: Dutch. (only Calico saw this)',
     '빌은 네덜란드 팀입니다. (빌만 보았습니다)'),
    (E.LoyaltySeen(seat=0, team=1),
     'Loyalty of Anne: French. (only Anne saw this)',
     '앤은 프랑스 팀입니다. (앤만 보았습니다)'),
    (E.DeckShuffled(deck='votes'),
     'The Vote deck is shuffled.',
     '투표 덱을 섞었습니다.'),
    (E.DeckShuffled(deck='events'),
     'The Event deck is shuffled.',
     '이벤트 덱을 섞었습니다.'),
    (E.Drew(seat=1, n=1),
     'Bart draws 1 Vote card.',
     '바트가 투표 카드 1장을 뽑았습니다.'),
    (E.Drew(seat=3, n=2),
     'Davy draws 2 Vote cards.',
     '데이비가 투표 카드 2장을 뽑았습니다.'),
    (E.DrewCards(seat=4, cards=(30, 7)),
     'Eve drew a Torch / British flag / Skull (double) card, a Cannon / French flag / Helm card. (only Eve saw this)',
     'Eve이(가) 횃불 / 영국 국기 / 해골 (2배) 카드, 대포 / 프랑스 국기 / 조타기 카드를 뽑았습니다. (Eve만 보았습니다)'),
    (E.RowLaidOut(n=4, left=1),
     '4 Event cards lie face down in the row; 1 card left in the Event deck.',
     '이벤트 줄에 이벤트 카드 4장이 뒷면으로 놓였습니다. 이벤트 덱에 카드 1장이 남았습니다.'),
    (E.RowLaidOut(n=1, left=9),
     '1 Event card lies face down in the row; 9 cards left in the Event deck.',
     '이벤트 줄에 이벤트 카드 1장이 뒷면으로 놓였습니다. 이벤트 덱에 카드 9장이 남았습니다.'),
    (E.PawnsPlaced(fd=(3, 0), jr=(4, 1, 2)),
     'Pawns drawn from the bag. Flying Dutchman: Davy, Anne. Jolly Roger: Eve, Bart, Calico.',
     '주머니에서 말을 뽑았습니다. 플라잉 더치맨: 데이비, 앤. 졸리 로저: Eve, 바트, 빌.'),
    (E.PawnsPlaced(fd=(0,), jr=()),
     'Pawns drawn from the bag. Flying Dutchman: Anne. Jolly Roger: nobody.',
     '주머니에서 말을 뽑았습니다. 플라잉 더치맨: 앤. 졸리 로저: 없음.'),
    (E.StartHoldChosen(seat=3, ship=1, team=1),
     'Davy, Captain of the Jolly Roger, puts the starting treasure in the French hold.',
     '졸리 로저의 선장 데이비가 시작 보물을 프랑스 보물 창고에 넣었습니다.'),
    (E.StartHoldChosen(seat=0, ship=0, team=0),
     'Anne, Captain of the Flying Dutchman, puts the starting treasure in the British hold.',
     '플라잉 더치맨의 선장 앤이 시작 보물을 영국 보물 창고에 넣었습니다.'),
    (E.TurnBegan(seat=4),
     "Eve to play.",
     'Eve의 차례입니다.'),
    (E.TurnLost(seat=2),
     'Calico loses this turn to Scurvy.',
     '빌은 괴혈병으로 이번 차례를 잃었습니다.'),
    (E.AtlantisPassed(seat=1),
     'Bart keeps the Atlantis map for later.',
     '바트는 아틀란티스 지도를 나중을 위해 보관했습니다.'),
    (E.Moved(seat=1, src=1, dst=4, how='row'),
     "Bart moves from the Jolly Roger to the Jolly Roger's Rowboat.",
     '바트가 졸리 로저에서 졸리 로저의 노 젓는 배로 이동했습니다.'),
    (E.Moved(seat=2, src=2, dst=0, how='letter_of_marque'),
     'Calico moves from Tortuga to the Flying Dutchman by Letter of Marque.',
     '빌이 나포 허가증으로 토르투가에서 플라잉 더치맨으로 이동했습니다.'),
    (E.Moved(seat=3, src=0, dst=1, how='atlantis'),
     'Davy sails from the Flying Dutchman to the Jolly Roger with the Atlantis map.',
     '데이비가 아틀란티스 지도로 플라잉 더치맨에서 졸리 로저로 항해했습니다.'),
    (E.Moved(seat=0, src=3, dst=2, how='row'),
     "Anne moves from the Flying Dutchman's Rowboat to Tortuga.",
     '앤이 플라잉 더치맨의 노 젓는 배에서 토르투가로 이동했습니다.'),
    (E.Swapped(seat=1, other=3),
     'Facade: Bart and Davy swap places.',
     '파사드: 바트와 데이비가 위치를 바꿨습니다.'),
    (E.Marooned(seat=3, place=2, cause='mutiny'),
     "Marooned again by a Mutiny while already on Tortuga: Davy goes to the back of Tortuga's line.",
     '이미 토르투가에 있던 데이비가 반란으로 다시 유배되어 토르투가 줄의 맨 뒤로 갔습니다.'),
    (E.Marooned(seat=0, place=0, cause='captain'),
     'Marooned by the Captain: Anne goes from the Flying Dutchman to Tortuga.',
     '앤이 선장에 의해 플라잉 더치맨에서 토르투가로 유배되었습니다.'),
    (E.Marooned(seat=1, place=1, cause='pistol'),
     'Marooned by the Pistol: Bart goes from the Jolly Roger to Tortuga.',
     '바트가 권총으로 졸리 로저에서 토르투가로 유배되었습니다.'),
    (E.Marooned(seat=2, place=3, cause='black_spot'),
     "Marooned by the Black Spot: Calico goes from the Flying Dutchman's Rowboat to Tortuga.",
     '빌이 검은 표식으로 플라잉 더치맨의 노 젓는 배에서 토르투가로 유배되었습니다.'),
    (E.Marooned(seat=4, place=4, cause='albatross'),
     "Marooned by the Albatross: Eve goes from the Jolly Roger's Rowboat to Tortuga.",
     'Eve이(가) 알바트로스 때문에 졸리 로저의 노 젓는 배에서 토르투가로 유배되었습니다.'),
    (E.Marooned(seat=4, place=0, cause='black_powder'),
     'Marooned by Black Powder: Eve goes from the Flying Dutchman to Tortuga.',
     'Eve이(가) 흑색 화약으로 플라잉 더치맨에서 토르투가로 유배되었습니다.'),
    (E.AlbatrossSinks(ship=0),
     'Two Albatrosses aboard the Flying Dutchman: everyone aboard is marooned!',
     '플라잉 더치맨에 알바트로스가 두 장 모였습니다. 배에 탄 모두가 유배되었습니다!'),
    (E.AlbatrossSinks(ship=1),
     'Two Albatrosses aboard the Jolly Roger: everyone aboard is marooned!',
     '졸리 로저에 알바트로스가 두 장 모였습니다. 배에 탄 모두가 유배되었습니다!'),
    (E.Discarded(card='cabin_fever'),
     'Cabin Fever goes to the discard pile.',
     '선실 열병이 버림 더미로 갔습니다.'),
    (E.Viewed(seat=2, a=0, b=4),
     'Calico secretly views the Event cards in slots 1 and 5.',
     '빌이 1번 칸과 5번 칸의 이벤트 카드를 몰래 보았습니다.'),
    (E.Saw(seat=2, a=1, card_a='facade', b=3, card_b='fountain_of_youth'),
     'Calico sees slot 2: Facade, slot 4: Treasure Map: Fountain of Youth. (only Calico saw this)',
     '빌이 본 카드: 2번 칸 파사드, 4번 칸 보물 지도: 젊음의 샘. (빌만 보았습니다)'),
    (E.Revealed(seat=0, slot=4, card='black_powder'),
     'Anne reveals slot 5: Black Powder!',
     '앤이 5번 칸을 공개했습니다: 흑색 화약!'),
    (E.Forced(seat=1, target=3, a=0, b=2),
     'Bart forces Davy to reveal slot 1 or 3.',
     '바트가 데이비에게 1번 칸이나 3번 칸의 공개를 강요했습니다.'),
    (E.Replaced(slot=2, left=1),
     'A new face-down card fills slot 3 (1 card left in the deck).',
     '새 카드가 뒷면으로 3번 칸을 채웠습니다(덱에 1장 남음).'),
    (E.Replaced(slot=0, left=6),
     'A new face-down card fills slot 1 (6 cards left in the deck).',
     '새 카드가 뒷면으로 1번 칸을 채웠습니다(덱에 6장 남음).'),
    (E.RowReshuffled(n=5),
     'The last Event card has entered the row: the row is shuffled and laid out again.',
     '마지막 이벤트 카드가 이벤트 줄에 들어왔습니다. 이벤트 줄의 카드를 섞어 다시 놓았습니다.'),
    (E.Kept(seat=3, card='letter_of_marque'),
     'Davy keeps the Letter of Marque face up.',
     '데이비가 나포 허가증을 앞면으로 자기 앞에 두었습니다.'),
    (E.Given(seat=0, target=4, card='albatross'),
     'Anne gives the Albatross to Eve.',
     '앤이 알바트로스를 Eve에게 주었습니다.'),
    (E.PistolAimed(seat=2, target=0),
     'Calico aims the Pistol at Anne.',
     '빌이 앤에게 권총을 겨눴습니다.'),
    (E.BlownUp(seat=1, boat=3),
     "Bart blows up the Flying Dutchman's Rowboat: it can never be used again.",
     '바트가 플라잉 더치맨의 노 젓는 배를 폭파했습니다. 이제 다시는 사용할 수 없습니다.'),
    (E.BlownUp(seat=4, boat=4),
     "Eve blows up the Jolly Roger's Rowboat: it can never be used again.",
     'Eve이(가) 졸리 로저의 노 젓는 배를 폭파했습니다. 이제 다시는 사용할 수 없습니다.'),
    (E.CabinFever(seat=3, target=1),
     'Cabin Fever: Davy and Bart shuffle their Loyalty cards and look again.',
     '선실 열병: 데이비와 바트가 충성 카드를 섞어 다시 확인했습니다.'),
    (E.CrowsNest(seat=0, target=2, n=1),
     "Crow's Nest: Anne shuffles the 1 Vote card of Calico into the deck and searches it for replacements.",
     '망대: 앤이 빌의 투표 카드 1장을 덱에 섞어 넣고, 덱에서 대신할 카드를 찾았습니다.'),
    (E.CrowsNest(seat=4, target=3, n=3),
     "Crow's Nest: Eve shuffles the 3 Vote cards of Davy into the deck and searches it for replacements.",
     '망대: Eve이(가) 데이비의 투표 카드 3장을 덱에 섞어 넣고, 덱에서 대신할 카드를 찾았습니다.'),
    (E.Searched(seat=0, target=2, card=30),
     'Anne picks a Torch / British flag / Skull (double) card for Calico. (only Anne, Calico saw this)',
     '앤이 빌에게 줄 횃불 / 영국 국기 / 해골 (2배) 카드를 골랐습니다. (앤, 빌만 보았습니다)'),
    (E.EightBells(place=1, line=(3, 4, 0)),
     'Eight Bells: the pawns on the Jolly Roger are redrawn: Davy, Eve, Anne.',
     '여덟 점 종: 졸리 로저의 말을 다시 뽑았습니다: 데이비, Eve, 앤.'),
    (E.EightBells(place=0, line=()),
     'Eight Bells: the pawns on the Flying Dutchman are redrawn: nobody.',
     '여덟 점 종: 플라잉 더치맨의 말을 다시 뽑았습니다: 없음.'),
    (E.ScurvyStruck(seat=2, victims=(0, 1)),
     'Scurvy! Anne, Bart will lose their next turn.',
     '괴혈병! 앤, 바트는 다음 차례를 잃습니다.'),
    (E.StormySeas(seat=1, place=2, n=0),
     "Stormy Seas: Tortuga's treasure goes back to its starting areas.",
     '폭풍의 바다: 토르투가의 보물이 시작 구역으로 돌아갔습니다.'),
    (E.StormySeas(seat=3, place=0, n=1),
     'Stormy Seas: 1 treasure on the Flying Dutchman goes back to the Spanish Galleon.',
     '폭풍의 바다: 플라잉 더치맨의 보물 1개가 스페인 갤리온으로 돌아갔습니다.'),
    (E.StormySeas(seat=3, place=1, n=2),
     'Stormy Seas: 2 treasure on the Jolly Roger go back to the Spanish Galleon.',
     '폭풍의 바다: 졸리 로저의 보물 2개가 스페인 갤리온으로 돌아갔습니다.'),
    (E.NoEffect(seat=1, card='stormy_seas'),
     'Stormy Seas has no effect at the place of Bart.',
     '바트가 있는 곳에서는 폭풍의 바다의 효과가 없었습니다.'),
    (E.VoteCalled(seat=0, what='attack', ship=0, participants=(0, 1)),
     'Anne calls for an Attack; taking part: Anne, Bart.',
     '앤이 공격 투표를 요청했습니다. 참여: 앤, 바트.'),
    (E.VoteCalled(seat=2, what='mutiny', ship=1, participants=(2,)),
     'Calico calls for a Mutiny; taking part: Calico.',
     '빌이 반란 투표를 요청했습니다. 참여: 빌.'),
    (E.VoteCalled(seat=3, what='brawl', ship=2, participants=(3, 4, 0)),
     'Davy calls for a Brawl; taking part: Davy, Eve, Anne.',
     '데이비가 싸움 투표를 요청했습니다. 참여: 데이비, Eve, 앤.'),
    (E.Voted(seat=1, n=1),
     'Bart puts a Vote card face down.',
     '바트가 투표 카드 1장을 뒷면으로 냈습니다.'),
    (E.Voted(seat=4, n=2),
     'Eve puts two Vote cards face down (El Dorado).',
     'Eve이(가) 투표 카드 2장을 뒷면으로 냈습니다(엘도라도).'),
    (E.VotedCards(seat=4, cards=(31, 21)),
     'Eve played a Water / French flag / Helm (double) card, a Water / British flag / Skull card. (only Eve saw this)',
     'Eve이(가) 물 / 프랑스 국기 / 조타기 (2배) 카드, 물 / 영국 국기 / 해골 카드를 냈습니다. (Eve만 보았습니다)'),
    (E.Abstained(seat=2),
     'Calico stays out of the vote (Pirate Code).',
     '빌은 투표에 참여하지 않았습니다(해적 규약).'),
    (E.VoteResult(seat=0, what='brawl', outcome='british', faces=('cannon/british/skull', '2x torch/british/skull'), tally=(3, 0)),
     'The cards of a Brawl are shuffled and revealed: Cannon / British flag / Skull; Torch / British flag / Skull (double). The British win it.',
     '싸움 투표에 나온 카드를 섞어 공개했습니다: 대포 / 영국 국기 / 해골; 횃불 / 영국 국기 / 해골 (2배). 영국 팀이 이겼습니다.'),
    (E.VoteResult(seat=1, what='brawl', outcome='french', faces=('water/french/helm',), tally=(0, 1)),
     'The cards of a Brawl are shuffled and revealed: Water / French flag / Helm. The French win it.',
     '싸움 투표에 나온 카드를 섞어 공개했습니다: 물 / 프랑스 국기 / 조타기. 프랑스 팀이 이겼습니다.'),
    (E.VoteResult(seat=2, what='brawl', outcome='tie', faces=('torch/british/helm', 'cannon/french/skull'), tally=(1, 1)),
     'The cards of a Brawl are shuffled and revealed: Torch / British flag / Helm; Cannon / French flag / Skull. It is a tie.',
     '싸움 투표에 나온 카드를 섞어 공개했습니다: 횃불 / 영국 국기 / 조타기; 대포 / 프랑스 국기 / 해골. 동점이었습니다.'),
    (E.VoteResult(seat=3, what='attack', outcome='success', faces=('cannon/french/helm',), tally=(1, 0, 0)),
     'The cards of an Attack are shuffled and revealed: Cannon / French flag / Helm. It succeeds.',
     '공격 투표에 나온 카드를 섞어 공개했습니다: 대포 / 프랑스 국기 / 조타기. 성공했습니다.'),
    (E.VoteResult(seat=4, what='mutiny', outcome='failed', faces=('2x water/french/helm',), tally=(0, 2)),
     'The cards of a Mutiny are shuffled and revealed: Water / French flag / Helm (double). It fails.',
     '반란 투표에 나온 카드를 섞어 공개했습니다: 물 / 프랑스 국기 / 조타기 (2배). 실패했습니다.'),
    (E.TortugaTreasure(british=2, french=0),
     "Tortuga's treasure now lies British 2, French 0.",
     '이제 토르투가의 보물: 영국 구역 2개, 프랑스 구역 0개.'),
    (E.TreasureDeclined(seat=3),
     'Davy leaves the plunder where it is.',
     '데이비는 전리품을 그대로 두었습니다.'),
    (E.TreasureTaken(seat=0, src=-1, dst=1),
     "Anne takes 1 treasure from the Spanish Galleon into the Flying Dutchman's French hold.",
     '앤이 스페인 갤리온에서 보물 1개를 가져와 플라잉 더치맨의 프랑스 보물 창고에 넣었습니다.'),
    (E.TreasureTaken(seat=1, src=2, dst=3),
     "Bart takes 1 treasure from the Jolly Roger's British hold into the Jolly Roger's French hold.",
     '바트가 졸리 로저의 영국 보물 창고에서 보물 1개를 가져와 졸리 로저의 프랑스 보물 창고에 넣었습니다.'),
    (E.TreasureTaken(seat=2, src=3, dst=0),
     "Calico takes 1 treasure from the Jolly Roger's French hold into the Flying Dutchman's British hold.",
     '빌이 졸리 로저의 프랑스 보물 창고에서 보물 1개를 가져와 플라잉 더치맨의 영국 보물 창고에 넣었습니다.'),
    (E.Shifted(seat=4, ship=1, src=0),
     'Eve moves 1 treasure on the Jolly Roger from the British to the French hold.',
     'Eve이(가) 졸리 로저의 영국 보물 창고에 있던 보물 1개를 프랑스 보물 창고로 옮겼습니다.'),
    (E.Shifted(seat=0, ship=0, src=1),
     'Anne moves 1 treasure on the Flying Dutchman from the French to the British hold.',
     '앤이 플라잉 더치맨의 프랑스 보물 창고에 있던 보물 1개를 영국 보물 창고로 옮겼습니다.'),
    (E.CaptainMaroons(seat=1, target=4),
     'Captain Bart maroons Eve.',
     '선장 바트가 Eve을(를) 유배했습니다.'),
    (E.FountainUsed(seat=2, cause='pistol'),
     'Calico drinks from the Fountain of Youth and is not marooned.',
     '빌은 젊음의 샘을 마시고 유배되지 않았습니다.'),
    (E.CardLost(seat=3),
     'Davy, marooned again on Tortuga, loses a random Vote card.',
     '토르투가에서 다시 유배된 데이비가 무작위로 투표 카드 1장을 잃었습니다.'),
    (E.HandReplaced(seat=1, cards=(5, 12, 26)),
     "New Vote cards for Bart: a Cannon / French flag / Skull card, a Torch / British flag / Helm card, a Water / French flag / Skull card. (only Bart saw this)",
     '바트의 새 투표 카드: 대포 / 프랑스 국기 / 해골 카드, 횃불 / 영국 국기 / 조타기 카드, 물 / 프랑스 국기 / 해골 카드. (바트만 보았습니다)'),
    (E.LostCard(seat=0, card=24),
     'Anne lost a Water / British flag / Helm card. (only Anne saw this)',
     '앤이 물 / 영국 국기 / 조타기 카드를 잃었습니다. (앤만 보았습니다)'),
    (E.VoteCardsReturned(n=1),
     "The vote's 1 card goes to the bottom of the Vote deck, shuffled.",
     '이번 투표에 쓴 카드 1장을 섞어 투표 덱 맨 아래에 넣었습니다.'),
    (E.VoteCardsReturned(n=4),
     "The vote's 4 cards go to the bottom of the Vote deck, shuffled.",
     '이번 투표에 쓴 카드 4장을 섞어 투표 덱 맨 아래에 넣었습니다.'),
    (E.PirateCodeSpent(seat=4),
     "The Pirate Code is spent for Eve (it covered two votes).",
     'Eve의 해적 규약 효과가 끝났습니다(투표 두 번에 적용됨).'),
    (E.SuddenDeath(n=1),
     'Tied at the Spanish Armada with an even number of players: the Armada leaves the game and 1 card forms a new deck; the first team to lead wins.',
     '스페인 아르마다가 나왔을 때 동점이고 플레이어 수가 짝수입니다. 아르마다는 게임에서 빠지고 카드 1장으로 새 덱을 만듭니다. 먼저 앞서는 팀이 이깁니다.'),
    (E.SuddenDeath(n=3),
     'Tied at the Spanish Armada with an even number of players: the Armada leaves the game and 3 cards form a new deck; the first team to lead wins.',
     '스페인 아르마다가 나왔을 때 동점이고 플레이어 수가 짝수입니다. 아르마다는 게임에서 빠지고 카드 3장으로 새 덱을 만듭니다. 먼저 앞서는 팀이 이깁니다.'),
    (E.GameOver(reason='armada', team=0, winners=(0, 3), british=5, french=2),
     'Game over: the British win (Anne, Davy): the Spanish Armada arrives and they have the most treasure. British 5, French 2.',
     '게임 종료: 영국 팀 승리(앤, 데이비). 스페인 아르마다가 도착했을 때 보물이 가장 많았습니다. 영국 5, 프랑스 2.'),
    (E.GameOver(reason='dutch_tie', team=2, winners=(4,), british=3, french=3),
     'Game over: the Dutch win (Eve): the teams are tied when the Spanish Armada arrives. British 3, French 3.',
     '게임 종료: 네덜란드 팀 승리(Eve). 스페인 아르마다가 도착했을 때 두 팀이 동점이었습니다. 영국 3, 프랑스 3.'),
    (E.GameOver(reason='sudden_death', team=1, winners=(1, 2), british=4, french=6),
     'Game over: the French win (Bart, Calico): they took the lead after the tie-break. British 4, French 6.',
     '게임 종료: 프랑스 팀 승리(바트, 빌). 동점 이후 먼저 앞서 나갔습니다. 영국 4, 프랑스 6.'),
    (E.GameOver(reason='draw', team=0, winners=(), british=3, french=3),
     'Game over: still tied with no Event cards left, the game is a draw. British 3, French 3.',
     '게임 종료: 이벤트 카드가 다 떨어졌는데도 여전히 동점이라 무승부입니다. 영국 3, 프랑스 3.'),
    (E.LoyaltiesRevealed(loyalties=(0, 1, 1, 2, 0)),
     'Loyalties: Anne British, Bart French, Calico French, Davy Dutch, Eve British.',
     '충성 카드: 앤 영국, 바트 프랑스, 빌 프랑스, 데이비 네덜란드, Eve 영국.'),
]


def test_every_kind_of_event_has_its_english_sentence(english: None) -> None:
    """Each event class (every branch of the story's table) in its whole English sentence."""
    teller = Storyteller(NAMES)
    assert [teller.line(e) for e, _, _ in SENTENCES] == [en for _, en, _ in SENTENCES]


def test_every_kind_of_event_has_its_korean_sentence(korean: None) -> None:
    """Each event class in its whole Korean sentence, particles picked by the name before them."""
    teller = Storyteller(NAMES_KO)
    assert [teller.line(e) for e, _, _ in SENTENCES] == [ko for _, _, ko in SENTENCES]


def test_the_table_covers_every_kind_of_event() -> None:
    """Contract: every event class of the rules has a sentence of its own (none falls back to notation)."""
    assert {type(e) for e, _, _ in SENTENCES} == set(E.EVENT_TYPES.values())


def test_the_language_follows_the_installed_translator(qapp) -> None:  # type: ignore[no-untyped-def]
    """The story is worded in the language installed when a line is asked for, not when the teller was made."""
    teller = Storyteller(NAMES_KO)
    event = E.Given(0, 1, "pistol")
    install_translators(qapp, "ko")
    try:
        assert teller.line(event) == "앤이 권총을 바트에게 주었습니다."
    finally:
        install_translators(qapp, "en")
    assert teller.line(event) == "앤 gives the Pistol to 바트."


# --------------------------------------------------------------------------- a scripted game

# Four seats, seed 13: the deal, both Captains' holds, a view, a Black Spot, a Mutiny, Scurvy and
# an Attack with a double card.
SCRIPT = ["P2 hold F", "P3 hold B", "P3 view 1 2", "P4 reveal 4", "P1 mutiny", "P1 vote v0",
          "P2 reveal 3", "P3 attack", "P3 vote v31"]


def _scripted_game() -> Game:
    game = Game(default_config(4), seed=13)
    for text in SCRIPT:
        game.play(parse_action(text))
    return game


GAME_EN = [
    'Starred Event cards this game: Facade, Scurvy, Stormy Seas. (nobody saw this)',
    'Loyalty of Anne: British. (only Anne saw this)',
    'Loyalty of Bart: French. (only Bart saw this)',
    'Loyalty of Calico: French. (only Calico saw this)',
    'Loyalty of Davy: British. (only Davy saw this)',
    'The Vote deck is shuffled.',
    'Anne draws 3 Vote cards.',
    'Anne drew a Cannon / British flag / Skull card, a Cannon / British flag / Helm card, a Water / British flag / Skull card. (only Anne saw this)',
    'Bart draws 3 Vote cards.',
    'Bart drew a Torch / British flag / Skull card, a Torch / British flag / Helm card, a Torch / French flag / Skull card. (only Bart saw this)',
    'Calico draws 3 Vote cards.',
    'Calico drew a Cannon / British flag / Helm card, a Torch / French flag / Helm card, a Water / French flag / Helm (double) card. (only Calico saw this)',
    'Davy draws 3 Vote cards.',
    'Davy drew a Water / French flag / Skull card, a Water / French flag / Helm card, a Water / French flag / Helm card. (only Davy saw this)',
    'The Event deck is shuffled.',
    '5 Event cards lie face down in the row; 14 cards left in the Event deck.',
    'Pawns drawn from the bag. Flying Dutchman: Bart, Anne. Jolly Roger: Calico, Davy.',
    'Bart, Captain of the Flying Dutchman, puts the starting treasure in the French hold.',
    'Calico, Captain of the Jolly Roger, puts the starting treasure in the British hold.',
    "Calico to play.",
    'Calico secretly views the Event cards in slots 1 and 2.',
    'Calico sees slot 1: Albatross, slot 2: Treasure Map: El Dorado. (only Calico saw this)',
    "Davy to play.",
    'Davy reveals slot 4: Black Spot!',
    'Black Spot goes to the discard pile.',
    'Marooned by the Black Spot: Davy goes from the Jolly Roger to Tortuga.',
    'A new face-down card fills slot 4 (13 cards left in the deck).',
    "Anne to play.",
    'Anne calls for a Mutiny; taking part: Anne.',
    'Anne puts a Vote card face down.',
    'Anne played a Cannon / British flag / Skull card. (only Anne saw this)',
    'The cards of a Mutiny are shuffled and revealed: Cannon / British flag / Skull; Water / British flag / Helm. It fails.',
    "The vote's 2 cards go to the bottom of the Vote deck, shuffled.",
    'Anne draws 1 Vote card.',
    'Anne drew a Cannon / British flag / Skull card. (only Anne saw this)',
    "Bart to play.",
    'Bart reveals slot 3: Scurvy!',
    'Scurvy goes to the discard pile.',
    'Scurvy! Bart, Anne will lose their next turn.',
    'A new face-down card fills slot 3 (12 cards left in the deck).',
    "Calico to play.",
    'Calico calls for an Attack; taking part: Calico.',
    'Calico puts a Vote card face down.',
    'Calico played a Water / French flag / Helm (double) card. (only Calico saw this)',
    'The cards of an Attack are shuffled and revealed: Water / French flag / Helm (double); Water / British flag / Helm. It fails.',
    "The vote's 2 cards go to the bottom of the Vote deck, shuffled.",
    'Calico draws 1 Vote card.',
    'Calico drew a Torch / British flag / Skull card. (only Calico saw this)',
    "Davy to play.",
]

GAME_EN_SEAT_0 = [
    'Loyalty of Anne: British.',
    'The Vote deck is shuffled.',
    'Anne draws 3 Vote cards.',
    'Anne drew a Cannon / British flag / Skull card, a Cannon / British flag / Helm card, a Water / British flag / Skull card.',
    'Bart draws 3 Vote cards.',
    'Calico draws 3 Vote cards.',
    'Davy draws 3 Vote cards.',
    'The Event deck is shuffled.',
    '5 Event cards lie face down in the row; 14 cards left in the Event deck.',
    'Pawns drawn from the bag. Flying Dutchman: Bart, Anne. Jolly Roger: Calico, Davy.',
    'Bart, Captain of the Flying Dutchman, puts the starting treasure in the French hold.',
    'Calico, Captain of the Jolly Roger, puts the starting treasure in the British hold.',
    "Calico to play.",
    'Calico secretly views the Event cards in slots 1 and 2.',
    "Davy to play.",
    'Davy reveals slot 4: Black Spot!',
    'Black Spot goes to the discard pile.',
    'Marooned by the Black Spot: Davy goes from the Jolly Roger to Tortuga.',
    'A new face-down card fills slot 4 (13 cards left in the deck).',
    "Anne to play.",
    'Anne calls for a Mutiny; taking part: Anne.',
    'Anne puts a Vote card face down.',
    'Anne played a Cannon / British flag / Skull card.',
    'The cards of a Mutiny are shuffled and revealed: Cannon / British flag / Skull; Water / British flag / Helm. It fails.',
    "The vote's 2 cards go to the bottom of the Vote deck, shuffled.",
    'Anne draws 1 Vote card.',
    'Anne drew a Cannon / British flag / Skull card.',
    "Bart to play.",
    'Bart reveals slot 3: Scurvy!',
    'Scurvy goes to the discard pile.',
    'Scurvy! Bart, Anne will lose their next turn.',
    'A new face-down card fills slot 3 (12 cards left in the deck).',
    "Calico to play.",
    'Calico calls for an Attack; taking part: Calico.',
    'Calico puts a Vote card face down.',
    'The cards of an Attack are shuffled and revealed: Water / French flag / Helm (double); Water / British flag / Helm. It fails.',
    "The vote's 2 cards go to the bottom of the Vote deck, shuffled.",
    'Calico draws 1 Vote card.',
    "Davy to play.",
]

GAME_KO = [
    '이번 게임의 별 이벤트 카드: 파사드, 괴혈병, 폭풍의 바다. (아무도 보지 못했습니다)',
    '앤은 영국 팀입니다. (앤만 보았습니다)',
    '바트는 프랑스 팀입니다. (바트만 보았습니다)',
    '빌은 프랑스 팀입니다. (빌만 보았습니다)',
    '데이비는 영국 팀입니다. (데이비만 보았습니다)',
    '투표 덱을 섞었습니다.',
    '앤이 투표 카드 3장을 뽑았습니다.',
    '앤이 대포 / 영국 국기 / 해골 카드, 대포 / 영국 국기 / 조타기 카드, 물 / 영국 국기 / 해골 카드를 뽑았습니다. (앤만 보았습니다)',
    '바트가 투표 카드 3장을 뽑았습니다.',
    '바트가 횃불 / 영국 국기 / 해골 카드, 횃불 / 영국 국기 / 조타기 카드, 횃불 / 프랑스 국기 / 해골 카드를 뽑았습니다. (바트만 보았습니다)',
    '빌이 투표 카드 3장을 뽑았습니다.',
    '빌이 대포 / 영국 국기 / 조타기 카드, 횃불 / 프랑스 국기 / 조타기 카드, 물 / 프랑스 국기 / 조타기 (2배) 카드를 뽑았습니다. (빌만 보았습니다)',
    '데이비가 투표 카드 3장을 뽑았습니다.',
    '데이비가 물 / 프랑스 국기 / 해골 카드, 물 / 프랑스 국기 / 조타기 카드, 물 / 프랑스 국기 / 조타기 카드를 뽑았습니다. (데이비만 보았습니다)',
    '이벤트 덱을 섞었습니다.',
    '이벤트 줄에 이벤트 카드 5장이 뒷면으로 놓였습니다. 이벤트 덱에 카드 14장이 남았습니다.',
    '주머니에서 말을 뽑았습니다. 플라잉 더치맨: 바트, 앤. 졸리 로저: 빌, 데이비.',
    '플라잉 더치맨의 선장 바트가 시작 보물을 프랑스 보물 창고에 넣었습니다.',
    '졸리 로저의 선장 빌이 시작 보물을 영국 보물 창고에 넣었습니다.',
    '빌의 차례입니다.',
    '빌이 1번 칸과 2번 칸의 이벤트 카드를 몰래 보았습니다.',
    '빌이 본 카드: 1번 칸 알바트로스, 2번 칸 보물 지도: 엘도라도. (빌만 보았습니다)',
    '데이비의 차례입니다.',
    '데이비가 4번 칸을 공개했습니다: 검은 표식!',
    '검은 표식이 버림 더미로 갔습니다.',
    '데이비가 검은 표식으로 졸리 로저에서 토르투가로 유배되었습니다.',
    '새 카드가 뒷면으로 4번 칸을 채웠습니다(덱에 13장 남음).',
    '앤의 차례입니다.',
    '앤이 반란 투표를 요청했습니다. 참여: 앤.',
    '앤이 투표 카드 1장을 뒷면으로 냈습니다.',
    '앤이 대포 / 영국 국기 / 해골 카드를 냈습니다. (앤만 보았습니다)',
    '반란 투표에 나온 카드를 섞어 공개했습니다: 대포 / 영국 국기 / 해골; 물 / 영국 국기 / 조타기. 실패했습니다.',
    '이번 투표에 쓴 카드 2장을 섞어 투표 덱 맨 아래에 넣었습니다.',
    '앤이 투표 카드 1장을 뽑았습니다.',
    '앤이 대포 / 영국 국기 / 해골 카드를 뽑았습니다. (앤만 보았습니다)',
    '바트의 차례입니다.',
    '바트가 3번 칸을 공개했습니다: 괴혈병!',
    '괴혈병이 버림 더미로 갔습니다.',
    '괴혈병! 바트, 앤은 다음 차례를 잃습니다.',
    '새 카드가 뒷면으로 3번 칸을 채웠습니다(덱에 12장 남음).',
    '빌의 차례입니다.',
    '빌이 공격 투표를 요청했습니다. 참여: 빌.',
    '빌이 투표 카드 1장을 뒷면으로 냈습니다.',
    '빌이 물 / 프랑스 국기 / 조타기 (2배) 카드를 냈습니다. (빌만 보았습니다)',
    '공격 투표에 나온 카드를 섞어 공개했습니다: 물 / 프랑스 국기 / 조타기 (2배); 물 / 영국 국기 / 조타기. 실패했습니다.',
    '이번 투표에 쓴 카드 2장을 섞어 투표 덱 맨 아래에 넣었습니다.',
    '빌이 투표 카드 1장을 뽑았습니다.',
    '빌이 횃불 / 영국 국기 / 해골 카드를 뽑았습니다. (빌만 보았습니다)',
    '데이비의 차례입니다.',
]

GAME_KO_SEAT_2 = [
    '빌은 프랑스 팀입니다.',
    '투표 덱을 섞었습니다.',
    '앤이 투표 카드 3장을 뽑았습니다.',
    '바트가 투표 카드 3장을 뽑았습니다.',
    '빌이 투표 카드 3장을 뽑았습니다.',
    '빌이 대포 / 영국 국기 / 조타기 카드, 횃불 / 프랑스 국기 / 조타기 카드, 물 / 프랑스 국기 / 조타기 (2배) 카드를 뽑았습니다.',
    '데이비가 투표 카드 3장을 뽑았습니다.',
    '이벤트 덱을 섞었습니다.',
    '이벤트 줄에 이벤트 카드 5장이 뒷면으로 놓였습니다. 이벤트 덱에 카드 14장이 남았습니다.',
    '주머니에서 말을 뽑았습니다. 플라잉 더치맨: 바트, 앤. 졸리 로저: 빌, 데이비.',
    '플라잉 더치맨의 선장 바트가 시작 보물을 프랑스 보물 창고에 넣었습니다.',
    '졸리 로저의 선장 빌이 시작 보물을 영국 보물 창고에 넣었습니다.',
    '빌의 차례입니다.',
    '빌이 1번 칸과 2번 칸의 이벤트 카드를 몰래 보았습니다.',
    '빌이 본 카드: 1번 칸 알바트로스, 2번 칸 보물 지도: 엘도라도.',
    '데이비의 차례입니다.',
    '데이비가 4번 칸을 공개했습니다: 검은 표식!',
    '검은 표식이 버림 더미로 갔습니다.',
    '데이비가 검은 표식으로 졸리 로저에서 토르투가로 유배되었습니다.',
    '새 카드가 뒷면으로 4번 칸을 채웠습니다(덱에 13장 남음).',
    '앤의 차례입니다.',
    '앤이 반란 투표를 요청했습니다. 참여: 앤.',
    '앤이 투표 카드 1장을 뒷면으로 냈습니다.',
    '반란 투표에 나온 카드를 섞어 공개했습니다: 대포 / 영국 국기 / 해골; 물 / 영국 국기 / 조타기. 실패했습니다.',
    '이번 투표에 쓴 카드 2장을 섞어 투표 덱 맨 아래에 넣었습니다.',
    '앤이 투표 카드 1장을 뽑았습니다.',
    '바트의 차례입니다.',
    '바트가 3번 칸을 공개했습니다: 괴혈병!',
    '괴혈병이 버림 더미로 갔습니다.',
    '괴혈병! 바트, 앤은 다음 차례를 잃습니다.',
    '새 카드가 뒷면으로 3번 칸을 채웠습니다(덱에 12장 남음).',
    '빌의 차례입니다.',
    '빌이 공격 투표를 요청했습니다. 참여: 빌.',
    '빌이 투표 카드 1장을 뒷면으로 냈습니다.',
    '빌이 물 / 프랑스 국기 / 조타기 (2배) 카드를 냈습니다.',
    '공격 투표에 나온 카드를 섞어 공개했습니다: 물 / 프랑스 국기 / 조타기 (2배); 물 / 영국 국기 / 조타기. 실패했습니다.',
    '이번 투표에 쓴 카드 2장을 섞어 투표 덱 맨 아래에 넣었습니다.',
    '빌이 투표 카드 1장을 뽑았습니다.',
    '빌이 횃불 / 영국 국기 / 해골 카드를 뽑았습니다.',
    '데이비의 차례입니다.',
]


def test_scripted_game_in_english(english: None) -> None:
    """The replay's log of a scripted game, each secret marked with who saw it (R10), whole sentences."""
    events = _scripted_game().events
    assert [Storyteller(NAMES[:4]).line(e) for e in events] == GAME_EN


def test_scripted_game_public_log_in_english(english: None) -> None:
    """The public log is the marked log without the secret lines (R10: secrets are separate events)."""
    public = E.redact(_scripted_game().events, None)
    assert [Storyteller(NAMES[:4]).line(e) for e in public] == [line for line in GAME_EN if not line.endswith("saw this)")]


def test_scripted_game_seat_log_in_english(english: None) -> None:
    """A seat's own log (the main window: unmarked) holds its secrets and no one else's (R10)."""
    mine = E.redact(_scripted_game().events, 0)
    assert [Storyteller(NAMES[:4], mark_secrets=False).line(e) for e in mine] == GAME_EN_SEAT_0


def test_scripted_game_in_korean(korean: None) -> None:
    """The replay's log of the scripted game in Korean, whole sentences, particles resolved."""
    events = _scripted_game().events
    assert [Storyteller(NAMES_KO[:4]).line(e) for e in events] == GAME_KO


def test_scripted_game_seat_log_in_korean(korean: None) -> None:
    """The third seat's own log in Korean: its Loyalty, its cards and what it saw, no one else's (R10)."""
    mine = E.redact(_scripted_game().events, 2)
    assert [Storyteller(NAMES_KO[:4], mark_secrets=False).line(e) for e in mine] == GAME_KO_SEAT_2


# --------------------------------------------------------------------------- the words

CARDS = {  # kind: (name, short label, Korean name, Korean label)
    "letter_of_marque": ("Letter of Marque", "Letter of Marque", "나포 허가증", "나포 허가증"),
    "pistol": ("Pistol", "Pistol", "권총", "권총"),
    "albatross": ("Albatross", "Albatross", "알바트로스", "알바트로스"),
    "black_spot": ("Black Spot", "Black Spot", "검은 표식", "검은 표식"),
    "atlantis": ("Treasure Map: Atlantis", "Atlantis", "보물 지도: 아틀란티스", "아틀란티스"),
    "el_dorado": ("Treasure Map: El Dorado", "El Dorado", "보물 지도: 엘도라도", "엘도라도"),
    "fountain_of_youth": ("Treasure Map: Fountain of Youth", "Fountain of Youth", "보물 지도: 젊음의 샘", "젊음의 샘"),
    "spanish_armada": ("Spanish Armada", "Spanish Armada", "스페인 아르마다", "스페인 아르마다"),
    "black_powder": ("Black Powder", "Black Powder", "흑색 화약", "흑색 화약"),
    "cabin_fever": ("Cabin Fever", "Cabin Fever", "선실 열병", "선실 열병"),
    "crows_nest": ("Crow's Nest", "Crow's Nest", "망대", "망대"),
    "eight_bells": ("Eight Bells", "Eight Bells", "여덟 점 종", "여덟 점 종"),
    "facade": ("Facade", "Facade", "파사드", "파사드"),
    "pirate_code": ("Pirate Code", "Pirate Code", "해적 규약", "해적 규약"),
    "scurvy": ("Scurvy", "Scurvy", "괴혈병", "괴혈병"),
    "stormy_seas": ("Stormy Seas", "Stormy Seas", "폭풍의 바다", "폭풍의 바다"),
}
COLOURS = {"red": "빨강", "blue": "파랑", "teal": "청록", "orange": "주황", "lilac": "연보라", "grey": "회색",
           "light green": "연두", "black": "검정", "white": "하양"}
SYMBOLS = {"cannon": ("Cannon", "대포"), "torch": ("Torch", "횃불"), "water": ("Water", "물"),
           "british": ("British flag", "영국 국기"), "french": ("French flag", "프랑스 국기"),
           "skull": ("Skull", "해골"), "helm": ("Helm", "조타기")}
CAUSES = {"captain": ("by the Captain", "선장에 의해"), "mutiny": ("by a Mutiny", "반란으로"),
          "pistol": ("by the Pistol", "권총으로"), "black_spot": ("by the Black Spot", "검은 표식으로"),
          "albatross": ("by the Albatross", "알바트로스 때문에"), "black_powder": ("by Black Powder", "흑색 화약으로")}
VERDICTS = {"success": ("it succeeds", "성공했습니다"), "failed": ("it fails", "실패했습니다"),
            "british": ("the British win it", "영국 팀이 이겼습니다"),
            "french": ("the French win it", "프랑스 팀이 이겼습니다"), "tie": ("it is a tie", "동점이었습니다")}
PLACES = [("the Flying Dutchman", "플라잉 더치맨"), ("the Jolly Roger", "졸리 로저"), ("Tortuga", "토르투가"),
          ("the Flying Dutchman's Rowboat", "플라잉 더치맨의 노 젓는 배"),
          ("the Jolly Roger's Rowboat", "졸리 로저의 노 젓는 배")]
HOLDS = {-1: ("the Spanish Galleon", "스페인 갤리온"),
         0: ("the Flying Dutchman's British hold", "플라잉 더치맨의 영국 보물 창고"),
         1: ("the Flying Dutchman's French hold", "플라잉 더치맨의 프랑스 보물 창고"),
         2: ("the Jolly Roger's British hold", "졸리 로저의 영국 보물 창고"),
         3: ("the Jolly Roger's French hold", "졸리 로저의 프랑스 보물 창고")}


def test_card_names_are_the_rulebook_names() -> None:
    """Event card names as printed on the cards (Korean game-help page, card list)."""
    assert names.card_name("crows_nest") == "Crow's Nest"
    assert names.card_name("atlantis") == "Treasure Map: Atlantis"
    assert names.card_label("atlantis") == "Atlantis"
    assert names.card_label("pistol") == "Pistol"


def test_every_word_in_english(english: None) -> None:
    """Every card, place, ship, team, colour, hold, vote, symbol, cause and verdict in English."""
    assert {k: (names.card_name(k), names.card_label(k)) for k in CARDS} == {k: v[:2] for k, v in CARDS.items()}
    assert {c: names.colour_name(c) for c in COLOURS} == {c: c for c in COLOURS}
    assert {s: names.symbol_name(s) for s in SYMBOLS} == {s: v[0] for s, v in SYMBOLS.items()}
    assert {c: story._cause(c) for c in CAUSES} == {c: v[0] for c, v in CAUSES.items()}
    assert {o: names.verdict(o) for o in VERDICTS} == {o: v[0] for o, v in VERDICTS.items()}
    assert [names.place_name(p) for p in range(5)] == [en for en, _ in PLACES]
    assert {h: names.hold_name(h) for h in HOLDS} == {h: v[0] for h, v in HOLDS.items()}
    assert [names.ship_name(0), names.ship_name(1)] == ["Flying Dutchman", "Jolly Roger"]
    assert [names.team_name(t) for t in range(3)] == ["British", "French", "Dutch"]
    assert [names.vote_name(v) for v in ("attack", "mutiny", "brawl")] == ["an Attack", "a Mutiny", "a Brawl"]


def test_every_word_in_korean(korean: None) -> None:
    """Every card, place, ship, team, colour, hold, vote, symbol, cause and verdict in Korean."""
    assert {k: (names.card_name(k), names.card_label(k)) for k in CARDS} == {k: v[2:] for k, v in CARDS.items()}
    assert {c: names.colour_name(c) for c in COLOURS} == COLOURS
    assert {s: names.symbol_name(s) for s in SYMBOLS} == {s: v[1] for s, v in SYMBOLS.items()}
    assert {c: story._cause(c) for c in CAUSES} == {c: v[1] for c, v in CAUSES.items()}
    assert {o: names.verdict(o) for o in VERDICTS} == {o: v[1] for o, v in VERDICTS.items()}
    assert [names.place_name(p) for p in range(5)] == [ko for _, ko in PLACES]
    assert {h: names.hold_name(h) for h in HOLDS} == {h: v[1] for h, v in HOLDS.items()}
    assert [names.ship_name(0), names.ship_name(1)] == ["플라잉 더치맨", "졸리 로저"]
    assert [names.team_name(t) for t in range(3)] == ["영국", "프랑스", "네덜란드"]
    assert [names.vote_name(v) for v in ("attack", "mutiny", "brawl")] == ["공격", "반란", "싸움"]
    assert names.face_name("2x torch/british/skull") == "횃불 / 영국 국기 / 해골 (2배)"


def test_unknown_words_pass_through(english: None) -> None:
    """Contract: a card, colour or symbol the story does not know is shown as given; an unknown cause adds nothing."""
    assert names.card_name("kraken") == "kraken"
    assert names.card_label("kraken") == "kraken"
    assert names.colour_name("gold") == "gold"
    assert names.symbol_name("anchor") == "anchor"
    assert story._cause("kraken") == ""
    assert names.face_name("anchor/british") == "anchor / British flag"


@dataclass(frozen=True)
class _Kind:
    """A card kind that is not a str but prints as one (an enum-like value)."""

    text: str

    def __str__(self) -> str:
        return self.text


def test_kinds_are_read_by_their_text(english: None) -> None:
    """Contract: card_name, card_label, vote_name and _cause take any value and read its text."""
    assert names.card_name(_Kind("pistol")) == "Pistol"
    assert names.card_label(_Kind("el_dorado")) == "El Dorado"
    assert names.card_label(_Kind("scurvy")) == "Scurvy"
    assert names.vote_name(_Kind("brawl")) == "a Brawl"
    assert story._cause(_Kind("captain")) == "by the Captain"


def test_face_names(english: None) -> None:
    """A Vote card face in words: its symbols in order, a double card marked as such (R2)."""
    assert names.face_name("cannon/french/helm") == "Cannon / French flag / Helm"
    assert names.face_name("2x water/french/helm") == "Water / French flag / Helm (double)"
    assert names.face_name("torch") == "Torch"
    assert names.face_name("2x skull") == "Skull (double)"


def test_places_ships_and_teams_need_numbers() -> None:
    """Contract: a place, ship, team or hold in an event is a number; anything else is refused with a message."""
    for name in (names.place_name, names.ship_name, names.team_name, names.hold_name):
        with pytest.raises(TypeError, match=r"^expected a number in an event, got '0'$"):
            name("0")
    with pytest.raises(TypeError, match=r"^expected a number in an event, got None$"):
        names.place_name(None)


def test_unknown_vote_and_outcome_are_refused() -> None:
    """Contract: only the three votes and five outcomes have words."""
    with pytest.raises(KeyError):
        names.vote_name("duel")
    with pytest.raises(KeyError):
        names.verdict("draw")


def test_names_two_seats_share_get_their_seat(english: None) -> None:
    """A name two seats share is told apart by the seat (1-based); a unique name stays bare."""
    teller = Storyteller(["Anne", "Bart", "Anne"])
    assert [teller.who(0), teller.who(1), teller.who(2)] == ["Anne (seat 1)", "Bart", "Anne (seat 3)"]
    assert teller.line(E.Given(2, 0, "pistol")) == "Anne (seat 3) gives the Pistol to Anne (seat 1)."
    assert teller.seats((1, 0)) == "Bart, Anne (seat 1)"
    assert teller.seats(()) == "nobody"
    assert teller.cards(()) == ""
    assert teller.cards((0, 31)) == "a Cannon / British flag / Skull card, a Water / French flag / Helm (double) card"


def test_names_two_seats_share_in_korean(korean: None) -> None:
    """The seat that tells apart a shared name, in Korean, and "nobody"."""
    teller = Storyteller(["앤", "Bart", "앤"])
    assert [teller.who(0), teller.who(1), teller.who(2)] == ["앤 (1번 자리)", "Bart", "앤 (3번 자리)"]
    assert teller.seats(()) == "없음"
    assert teller.line(E.PistolAimed(1, 2)) == "Bart이(가) 앤 (3번 자리)에게 권총을 겨눴습니다."


def test_the_teller_keeps_its_own_names(english: None) -> None:
    """The teller copies the names it is given: renaming the caller's list later changes no sentence."""
    names = ["Anne", "Bart"]
    teller = Storyteller(names)
    names[0] = "Mary"
    assert teller.line(E.TurnBegan(0)) == "Anne to play."


def test_secrets_are_marked_unless_asked_not_to(english: None) -> None:
    """The replay marks who saw a secret (R10); the main window (mark_secrets=False) and public events do not."""
    secret, shared, nobody, public = E.LostCard(1, 0), E.Searched(1, 0, 9), E.StarredChosen(("scurvy",)), E.TurnBegan(1)
    marked, plain = Storyteller(["Anne", "Bart"]), Storyteller(["Anne", "Bart"], mark_secrets=False)
    assert [marked.line(e) for e in (secret, shared, nobody, public)] == [
        "Bart lost a Cannon / British flag / Skull card. (only Bart saw this)",
        "Bart picks a Torch / British flag / Skull card for Anne. (only Bart, Anne saw this)",
        "Starred Event cards this game: Scurvy. (nobody saw this)",
        "Bart to play.",
    ]
    assert [plain.line(e) for e in (secret, shared, nobody, public)] == [
        "Bart lost a Cannon / British flag / Skull card.",
        "Bart picks a Torch / British flag / Skull card for Anne.",
        "Starred Event cards this game: Scurvy.",
        "Bart to play.",
    ]


def test_secrets_are_marked_in_korean(korean: None) -> None:
    """The marks of a secret in Korean: who saw it, or nobody."""
    teller = Storyteller(["앤", "바트"])
    assert teller.line(E.LoyaltySeen(1, 0)) == "바트는 영국 팀입니다. (바트만 보았습니다)"
    assert teller.line(E.StarredChosen(("facade",))) == "이번 게임의 별 이벤트 카드: 파사드. (아무도 보지 못했습니다)"


@value
class _Unworded(E.Event):
    """An event kind the story has no sentence for (a newer rules version's)."""

    seat: int
    kind: ClassVar[str] = "kraken"


def test_an_event_without_a_sentence_is_shown_in_notation(english: None) -> None:
    """Contract: an event kind the table lacks is still shown, in its one-line notation."""
    assert Storyteller(["Anne"]).line(_Unworded(0)) == "kraken seat=0"


def test_the_english_plural_forms_of_each_count(english: None) -> None:
    """Counts of one and more in each counted sentence ("1 card goes", "2 cards go")."""
    teller = Storyteller(NAMES)
    assert [teller.line(e) for e in (E.Drew(0, 1), E.Drew(0, 3), E.Replaced(1, 0), E.StormySeas(0, 1, 1))] == [
        "Anne draws 1 Vote card.",
        "Anne draws 3 Vote cards.",
        "A new face-down card fills slot 2 (0 cards left in the deck).",
        "Stormy Seas: 1 treasure on the Jolly Roger goes back to the Spanish Galleon.",
    ]


class _Echo(QTranslator):
    """A translator that answers with what it was asked, to see what the story passes to Qt."""

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        return f"{context}|{source}|{disambiguation}|{n}"


def test_translate_passes_everything_to_qt(qapp) -> None:  # type: ignore[no-untyped-def]
    """Contract: translate hands Qt the context, the text, the disambiguation and the count (the help's hints use it),
    once the window's package has pointed the Qt-free hook at Qt (loading `tortuga_qt.ui` does)."""
    import tortuga_qt.ui  # noqa: F401  (what the window's start-up loads first)

    echo = _Echo()
    assert QCoreApplication.installTranslator(echo)
    try:
        assert story.translate("Help", "Pass", "button", 3) == "Help|Pass|button|3"
        assert story.translate("Help", "Pass") == "Help|Pass|None|-1"
    finally:
        QCoreApplication.removeTranslator(echo)
    assert story.translate("Help", "Pass") == "Pass"
