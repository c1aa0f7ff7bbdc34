"""Sample frames (docs/phones.md, "The frame") for the phone page's tests, in English and Korean."""

from __future__ import annotations

from typing import Any

CODE = "0123456789ABCDEFGHJKMNPQRS"  # a fixed pairing code (26 Crockford base32 characters)
WRONG = "ZZZZZZZZZZZZZZZZZZZZZZZZZZ"


def english(serial: int = 17, headline: str = "Your turn: choose an action") -> dict[str, Any]:
    """Returns a full English frame: a decision of two groups, a refusal, every hand section."""
    return {
        "serial": serial,
        "lang": "en",
        "words": {"hide": "Hide", "loyalty": "Your Loyalty", "votes": "Your Vote cards",
                  "cards": "Your Event cards", "notes": "What you saw", "log": "At the table",
                  "put_down": "Put down in this vote", "no_votes": "You hold no Vote card.",
                  "no_notes": "no card seen in the row.", "rule": "Rule"},
        "seat": {"name": "Cleo", "pirate": "Yellow", "colour": "#d8b02a"},
        "headline": headline,
        "loyalty": {"team": "british", "text": "British",
                    "detail": "You win if the British hold has more treasure."},
        "votes": [{"kind": "cannon", "name": "Cannon", "text": "+1 for the attack"},
                  {"kind": "water", "name": "Water", "text": "+1 against the attack"}],
        "cards": [{"name": "El Dorado", "text": "Play at the start of your turn: look at the top two treasures."}],
        "notes": ["You saw: Kraken, Mutiny (turn 5)"],
        "decision": {"prompt": "Choose an action.", "groups": [
            {"title": "Move", "choices": [
                {"id": "c0", "label": "Move to the Jolly Roger's Rowboat"},
                {"id": "c1", "label": "Move to the Flying Dutchman"}]},
            {"title": "Actions", "choices": [
                {"id": "c2", "label": "Call for an attack"},
                {"id": "c3", "label": "Look at two Loyalty cards of the captain's neighbours"},
                {"id": "c4", "label": "Leave the treasure", "yes": "Yes, leave the treasure",
                 "ask": "Leave the treasure? Your ship takes nothing from this Attack."}]}]},
        "message": {"text": "You can't: the Rowboat is full.", "rule": "Move, page 6"},
        "put_down": ["Cannon"],
        "log": ["Ann reveals Kraken.", "Bob moves to Tortuga.", "The Jolly Roger attacks the Dutchman."],
        "over": None,
    }


def korean(serial: int = 18) -> dict[str, Any]:
    """Returns the same frame in Korean."""
    return {
        "serial": serial,
        "lang": "ko",
        "words": {"hide": "가리기", "loyalty": "나의 충성", "votes": "나의 투표 카드",
                  "cards": "나의 이벤트 카드", "notes": "본 것", "log": "테이블 소식",
                  "put_down": "이번 투표에 낸 카드", "rule": "규칙"},
        "seat": {"name": "클레오", "pirate": "노랑", "colour": "#d8b02a"},
        "headline": "당신의 차례: 행동을 고르세요",
        "loyalty": {"team": "british", "text": "영국", "detail": "영국 선창에 보물이 더 많으면 이깁니다."},
        "votes": [{"kind": "cannon", "name": "대포", "text": "공격에 +1"},
                  {"kind": "water", "name": "물", "text": "공격에 반대 +1"}],
        "cards": [{"name": "엘도라도", "text": "차례를 시작할 때 사용: 보물 더미 위 두 장을 봅니다."}],
        "notes": ["본 카드: 크라켄, 선상 반란 (5번째 차례)"],
        "decision": {"prompt": "행동을 고르세요.", "groups": [
            {"title": "이동", "choices": [
                {"id": "c0", "label": "졸리 로저 호의 구명정으로 이동"},
                {"id": "c1", "label": "플라잉 더치맨 호로 이동"}]},
            {"title": "행동", "choices": [
                {"id": "c2", "label": "공격을 외치기"},
                {"id": "c3", "label": "선장 양옆 사람의 충성 카드 두 장 보기"},
                {"id": "c4", "label": "보물을 두고 가기", "ask": "보물을 두고 갈까요?"}]}]},
        "message": {"text": "할 수 없습니다: 구명정이 가득 찼습니다.", "rule": "이동, 6쪽"},
        "put_down": ["대포"],
        "log": ["앤이 크라켄을 공개합니다.", "밥이 토르투가로 이동합니다."],
        "over": None,
    }
