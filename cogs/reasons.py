# ruff: noqa: E501 - translation tables: one reason per line reads better than wrapped strings
"""The engine's refusals and the cards' names in the player's language.

The engine raises errors with a reason ``code`` and ``params`` (cards as codes, spaces as
names); ``reason_text`` says them in one of the bot's languages, with the card names of that
language (``card_name``). A code without a translation falls back to the engine's English text.
"""

from __future__ import annotations

from cogs.messages import normalise_locale, t
from engine import SequenceError, card_kind
from engine.cards import ANIMALS, SUIT_SYMBOLS
from render.labels import animal_name

REASONS: dict[str, dict[str, str]] = {
    "en": {
        "forfeits_pending": "waiting for the table-talk forfeits",
        "not_in_hand": "{card} is not in your hand",
        "corner_no_chip": "{space} is a free corner; it holds no chip",
        "no_chip": "there is no chip on {space} to remove",
        "own_chip": "you cannot remove your own side's chip",
        "locked": "the chip on {space} is part of a completed sequence",
        "corner": "{space} is a free corner; nobody puts a chip there",
        "taken": "{space} is already taken",
        "wrong_space": "{space} is {label}, not {card}",
        "one_dead": "only one dead card may be turned in per turn",
        "never_dead": "{card} is never a dead card",
        "not_dead": "{card} still has a free space",
        "can_play": "you have a card you can play",
        "auto_draw": "cards are drawn automatically in this game",
        "no_draw": "there is no card for you to draw now",
        "talk_off": "the table-talk penalty is not used in this game",
        "no_side": "there is no team {side} in play",
        "talk_pending": "a table-talk penalty is already being paid",
        "no_forfeit": "you owe no card to the table-talk penalty",
        "rolled": "you have rolled already; choose a space",
        "roll_first": "roll the dice first",
        "protected": "a 10 cannot clear {space}: 2 and 12 spaces are protected",
        "no_opponent_chip": "{space} holds no opponent chip to remove",
        "wrong_number": "{space} is numbered {label}, not {total}",
        "yours": "{space} is already yours",
        "game_over": "the game is over",
        "not_a_move": "{move} is not a move in this game",
        "off_board": "{space} is off the board",
        "no_seat": "there is no seat {seat}",
        "seat_out": "seat {seat} no longer plays",
        "empty": "the move is empty",
        "bad_move": "{text} is not a move; write a card and a space, like QS B3",
        "bad_space": "{text} is not a space; name one like B3",
        "bad_card": "{text} is not a card",
        "bad_seat": "{text} is not a seat",
    },
    "da": {
        "forfeits_pending": "vi venter på, at holdet afleverer kort for snak ved bordet",
        "not_in_hand": "{card} er ikke på din hånd",
        "corner_no_chip": "{space} er et hjørne; der ligger ingen jeton",
        "no_chip": "der er ingen jeton på {space} at fjerne",
        "own_chip": "du kan ikke fjerne dit eget holds jeton",
        "locked": "jetonen på {space} er en del af en færdig sekvens",
        "corner": "{space} er et hjørne; ingen lægger jetoner der",
        "taken": "{space} er allerede optaget",
        "wrong_space": "{space} er {label}, ikke {card}",
        "one_dead": "du må kun bytte ét dødt kort pr. tur",
        "never_dead": "{card} er aldrig et dødt kort",
        "not_dead": "{card} har stadig et frit felt",
        "can_play": "du har et kort, du kan spille",
        "auto_draw": "kort trækkes automatisk i dette spil",
        "no_draw": "der er intet kort, du skal trække nu",
        "talk_off": "straffen for snak ved bordet bruges ikke i dette spil",
        "no_side": "der er intet hold {side} i spil",
        "talk_pending": "en straf for snak ved bordet er allerede i gang",
        "no_forfeit": "du skylder intet kort for snak ved bordet",
        "rolled": "du har allerede slået; vælg et felt",
        "roll_first": "slå med terningerne først",
        "protected": "et 10-slag kan ikke rydde {space}: 2- og 12-felter er beskyttede",
        "no_opponent_chip": "{space} har ingen modstanderjeton at fjerne",
        "wrong_number": "{space} er et {label}-felt, ikke {total}",
        "yours": "{space} er allerede dit",
        "game_over": "spillet er slut",
        "not_a_move": "{move} er ikke et træk i dette spil",
        "off_board": "{space} ligger uden for spillepladen",
        "no_seat": "der er ingen plads {seat}",
        "seat_out": "plads {seat} er ikke længere med",
        "empty": "trækket er tomt",
        "bad_move": "{text} er ikke et træk; skriv et kort og et felt, fx QS B3",
        "bad_space": "{text} er ikke et felt; skriv fx B3",
        "bad_card": "{text} er ikke et kort",
        "bad_seat": "{text} er ikke en plads",
    },
    "sv": {
        "forfeits_pending": "vi väntar på att laget lämnar kort för prat vid bordet",
        "not_in_hand": "{card} finns inte på din hand",
        "corner_no_chip": "{space} är en hörnruta; där ligger ingen spelbricka",
        "no_chip": "det finns ingen spelbricka på {space} att ta bort",
        "own_chip": "du kan inte ta bort ditt eget lags spelbricka",
        "locked": "spelbrickan på {space} ingår i en färdig sekvens",
        "corner": "{space} är en hörnruta; ingen lägger spelbrickor där",
        "taken": "{space} är redan upptagen",
        "wrong_space": "{space} är {label}, inte {card}",
        "one_dead": "du får bara byta ett dött kort per tur",
        "never_dead": "{card} är aldrig ett dött kort",
        "not_dead": "{card} har fortfarande en ledig ruta",
        "can_play": "du har ett kort som du kan spela",
        "auto_draw": "korten dras automatiskt i det här spelet",
        "no_draw": "det finns inget kort för dig att dra nu",
        "talk_off": "straffet för prat vid bordet används inte i det här spelet",
        "no_side": "det finns inget lag {side} i spelet",
        "talk_pending": "ett straff för prat vid bordet pågår redan",
        "no_forfeit": "du är inte skyldig något kort för prat vid bordet",
        "rolled": "du har redan slagit; välj en ruta",
        "roll_first": "slå tärningarna först",
        "protected": "en 10:a kan inte tömma {space}: 2- och 12-rutor är skyddade",
        "no_opponent_chip": "{space} har ingen motståndarbricka att ta bort",
        "wrong_number": "{space} är ett {label}-fält, inte {total}",
        "yours": "{space} är redan din",
        "game_over": "spelet är slut",
        "not_a_move": "{move} är inget drag i det här spelet",
        "off_board": "{space} ligger utanför spelplanen",
        "no_seat": "det finns ingen plats {seat}",
        "seat_out": "plats {seat} är inte längre med",
        "empty": "draget är tomt",
        "bad_move": "{text} är inget drag; skriv ett kort och en ruta, t.ex. QS B3",
        "bad_space": "{text} är ingen ruta; skriv t.ex. B3",
        "bad_card": "{text} är inget kort",
        "bad_seat": "{text} är ingen plats",
    },
    "no": {
        "forfeits_pending": "vi venter på at laget leverer kort for snakk ved bordet",
        "not_in_hand": "{card} er ikke på hånden din",
        "corner_no_chip": "{space} er et åpent felt i hjørnet; der ligger ingen sjetong",
        "no_chip": "det er ingen sjetong på {space} å ta bort",
        "own_chip": "du kan ikke ta bort ditt eget lags sjetong",
        "locked": "sjetongen på {space} er en del av en ferdig SEQUENCE",
        "corner": "{space} er et åpent felt i hjørnet; ingen legger sjetonger der",
        "taken": "{space} er allerede opptatt",
        "wrong_space": "{space} er {label}, ikke {card}",
        "one_dead": "du kan bare bytte ett dødt kort per tur",
        "never_dead": "{card} er aldri et dødt kort",
        "not_dead": "{card} har fortsatt et ledig felt",
        "can_play": "du har et kort du kan spille",
        "auto_draw": "kortene trekkes automatisk i dette spillet",
        "no_draw": "det er ikke noe kort du skal trekke nå",
        "talk_off": "straffen for snakk ved bordet brukes ikke i dette spillet",
        "no_side": "det er ikke noe lag {side} i spillet",
        "talk_pending": "en straff for snakk ved bordet er allerede i gang",
        "no_forfeit": "du skylder ikke noe kort for snakk ved bordet",
        "rolled": "du har allerede kastet; velg et felt",
        "roll_first": "kast terningene først",
        "protected": "en 10-er kan ikke fjerne sjetongen på {space}: feltene 2 og 12 er beskyttet",
        "no_opponent_chip": "{space} har ingen motspillersjetong å ta bort",
        "wrong_number": "{space} er et {label}-felt, ikke {total}",
        "yours": "{space} er allerede ditt",
        "game_over": "spillet er slutt",
        "not_a_move": "{move} er ikke et trekk i dette spillet",
        "off_board": "{space} er utenfor spillebrettet",
        "no_seat": "det er ingen plass {seat}",
        "seat_out": "plass {seat} er ikke lenger med",
        "empty": "trekket er tomt",
        "bad_move": "{text} er ikke et trekk; skriv et kort og et felt, f.eks. QS B3",
        "bad_space": "{text} er ikke et felt; skriv f.eks. B3",
        "bad_card": "{text} er ikke et kort",
        "bad_seat": "{text} er ikke en plass",
    },
    "nl": {
        "forfeits_pending": "we wachten tot het team kaarten inlevert voor overleg aan tafel",
        "not_in_hand": "{card} zit niet in je hand",
        "corner_no_chip": "{space} is een hoek; daar ligt geen fiche",
        "no_chip": "er ligt geen fiche op {space} om weg te halen",
        "own_chip": "je kunt geen fiche van je eigen team weghalen",
        "locked": "de fiche op {space} hoort bij een voltooide reeks",
        "corner": "{space} is een hoek; daar legt niemand een fiche",
        "taken": "{space} is al bezet",
        "wrong_space": "{space} is {label}, niet {card}",
        "one_dead": "je mag maar één dode kaart per beurt inruilen",
        "never_dead": "{card} is nooit een dode kaart",
        "not_dead": "{card} heeft nog een vrij vak",
        "can_play": "je hebt een kaart die je kunt spelen",
        "auto_draw": "in dit spel worden kaarten automatisch getrokken",
        "no_draw": "er is nu geen kaart voor jou om te trekken",
        "talk_off": "de straf voor overleg aan tafel wordt in dit spel niet gebruikt",
        "no_side": "er is geen team {side} in het spel",
        "talk_pending": "er loopt al een straf voor overleg aan tafel",
        "no_forfeit": "je hoeft geen kaart in te leveren voor overleg aan tafel",
        "rolled": "je hebt al gegooid; kies een vak",
        "roll_first": "gooi eerst de dobbelstenen",
        "protected": "een 10 mag {space} niet leegmaken: 2- en 12-vakken zijn beschermd",
        "no_opponent_chip": "op {space} ligt geen fiche van een tegenstander",
        "wrong_number": "{space} is een {label}, geen {total}",
        "yours": "{space} is al van jou",
        "game_over": "het spel is voorbij",
        "not_a_move": "{move} is geen zet in dit spel",
        "off_board": "{space} ligt buiten het bord",
        "no_seat": "er is geen plaats {seat}",
        "seat_out": "plaats {seat} speelt niet meer mee",
        "empty": "de zet is leeg",
        "bad_move": "{text} is geen zet; schrijf een kaart en een vak, zoals QS B3",
        "bad_space": "{text} is geen vak; noem er een zoals B3",
        "bad_card": "{text} is geen kaart",
        "bad_seat": "{text} is geen plaats",
    },
}
"""Reason texts by language and engine reason code, with the engine's params as placeholders."""

CARD_PARAMS = ("card", "label")
"""Params that hold a card code (or a board label) and are said as a card name."""
QUOTED_PARAMS = ("text", "move")
"""Params that repeat what the player typed: shown as code, cut short, never as markdown."""


def card_name(card: str, locale: str = "en") -> str:
    """A card's name for players: ``Q♠``, ``10♥``, ``J♦ (wild)``, an animal in ``locale``."""
    lang = normalise_locale(locale)
    if len(card) == 2 and card[1] in SUIT_SYMBOLS:
        name = ("10" if card[0] == "T" else card[0]) + SUIT_SYMBOLS[card[1]]
    elif card in ANIMALS or card in ("UNICORN", "DRAGON"):
        name = animal_name(card, lang)
    else:
        return card
    kind = card_kind(card)
    if kind == "normal":
        return name
    return f"{name} ({t(f'card.kind.{kind}', lang)})"


def reason_text(error: SequenceError, locale: str = "en") -> str:
    """The engine's reason for refusing a move, in ``locale`` (English if untranslated)."""
    lang = normalise_locale(locale)
    table = REASONS.get(lang, REASONS["en"])
    template = table.get(error.code) or REASONS["en"].get(error.code)
    if template is None:
        return str(error)
    params: dict[str, object] = {}
    for key, value in error.params.items():
        if key in CARD_PARAMS and not str(value).isdigit():
            value = card_name(str(value), lang)
        elif key in QUOTED_PARAMS:
            value = f"`{str(value).replace('`', '')[:40]}`"
        params[key] = value
    try:
        return template.format(**params)
    except (KeyError, IndexError):
        return str(error)
