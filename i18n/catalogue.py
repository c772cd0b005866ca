"""The Fluent catalogue: ``locales/<language>/*.ftl`` loaded into one bundle per language.

Fluent (``fluent.runtime``) gives the translators what Python format strings cannot: plural
forms chosen by the language's CLDR rules (``{ $n -> [one] … *[other] … }``), grammatical
variants through selectors and terms (``-animal-tiger``, defined once per language in
``vocabulary.ftl``), named placeholders, and a file format with its own tooling.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from babel.lists import format_list
from fluent.runtime import FluentBundle, FluentResource, resolver
from fluent.runtime.types import fluent_number
from fluent.syntax import FluentParser, ast

from i18n.languages import DEFAULT_LANGUAGE, language_of

LOCALES = Path(__file__).resolve().parent.parent / "locales"
"""The catalogue's folder: one subfolder of ``.ftl`` files per language."""


LONG_FIELD = 200
"""Fields longer than this are filled in after formatting (Fluent caps a placeable at 1,000)."""


class CatalogueError(KeyError):
    """A key English does not have, or a text that could not be filled: a bug in the code or
    in a translation, which the tests catch."""


def message_id(key: str) -> str:
    """The Fluent message id of a key: dots and spaces become hyphens (``error.no_game`` →
    ``error-no_game``), since Fluent ids allow neither."""
    return key.replace(".", "-").replace(" ", "-")


def files(language: str) -> list[Path]:
    """The ``.ftl`` files of a language, in a stable order."""
    return sorted((LOCALES / language).glob("*.ftl"))


@functools.cache
def bundle(language: str) -> FluentBundle:
    """The parsed catalogue of one language (``use_isolating`` off: Discord shows the
    isolation marks as they are, and our placeables are names and numbers)."""
    result = FluentBundle([language], use_isolating=False)
    for path in files(language):
        result.add_resource(FluentResource(path.read_text(encoding="utf-8")))
    return result


def _argument(value: object) -> object:
    """A field as Fluent takes it: numbers as numbers (so plurals can select on them, and a
    fraction is written as its language writes it: 42,5 in Danish) but without digit grouping
    (game #1234, not #1,234); anything else as its text."""
    if isinstance(value, int | float) and not isinstance(value, bool):
        return fluent_number(value, useGrouping=False)
    return str(value)


def has(key: str, language: str = DEFAULT_LANGUAGE) -> bool:
    """Whether ``language``'s own files have ``key`` (without falling back to English)."""
    return bundle(language_of(language)).has_message(message_id(key))


def text(key: str, language: str = DEFAULT_LANGUAGE, /, **fields: object) -> str:
    """The one lookup: ``key`` in ``language`` (English when that language lacks it, or for a
    locale that is none of ours), filled with ``fields``.

    A field given as a tuple of texts (the players asked, say) is written as a list the way
    the language writes one: "carol and erin", "carol og erin", "a, b en c".

    A key English lacks, or a field the text needs and did not get, raises ``CatalogueError``.
    """
    if any(type(value) is tuple for value in fields.values()):
        fields = {name: _listed(value, language) if type(value) is tuple else value
                  for name, value in fields.items()}
    if all(type(value) in _PLAIN for value in fields.values()):
        return _filled(key, language, tuple(fields.items()))
    return _fill(key, language, fields)


@functools.lru_cache(maxsize=1024)
def _listed(items: tuple[object, ...], language: str) -> str:
    """``items`` as one text, joined as ``language`` joins a list ("a, b and c"; Babel's
    CLDR patterns, the same data Fluent's numbers come from)."""
    return format_list([str(item) for item in items], locale=language_of(language))


_PLAIN = frozenset((str, int, type(None)))
"""Field types whose text cannot change: only texts filled with these are kept (not bool or
float, which a cache key would confuse with the equal int)."""

TEXTS_KEPT = 8192
"""How many filled texts ``text`` keeps. Formatting with Fluent's resolver costs 20-60 µs a
text (a plain one, joined, about 5) and a move words dozens (labels, menu notes, the status
lines), most of them the same as before."""


@functools.lru_cache(maxsize=TEXTS_KEPT)
def _filled(key: str, language: str, fields: tuple[tuple[str, object], ...]) -> str:
    return _fill(key, language, dict(fields))


def _fill(key: str, language: str, fields: dict[str, object]) -> str:
    lang = language_of(language)
    ident = message_id(key)
    found, used = bundle(lang), lang
    if not found.has_message(ident):
        found, used = bundle(DEFAULT_LANGUAGE), DEFAULT_LANGUAGE
        if not found.has_message(ident):
            raise CatalogueError(key)
    parts = _plain_parts(used, ident)
    if parts is not None:
        said = _join(parts, fields)
        if said is not None:
            return said
    return _fluent_fill(key, lang, found, ident, fields)


class _Field(str):
    """A variable's name among a plain text's parts (``_plain_parts``)."""


@functools.cache
def _plain_parts(language: str, ident: str) -> tuple[str, ...] | None:
    """A message whose text is only words and variables (no selector, term or function; 425
    of English's 517) as its parts, each variable a ``_Field``; None for any other. Such a
    text is filled by joining its parts, about ten times faster than Fluent's resolver and
    to the same text (``tests/test_i18n.py`` compares every message of every language)."""
    value = bundle(language).get_message(ident).value
    elements = getattr(value, "elements", [value])
    parts: list[str] = []
    for element in elements:
        if isinstance(element, resolver.TextElement):
            parts.append(element.value)
        elif (isinstance(element, resolver.Placeable)
              and isinstance(element.expression, resolver.VariableReference)):
            parts.append(_Field(element.expression.id.name))
        else:
            return None
    return tuple(parts)


def _join(parts: tuple[str, ...], fields: dict[str, object]) -> str | None:
    """The plain text filled in, or None when a field is missing or not a string or an
    integer (Fluent then fills it, or says what is wrong). An integer is written as Fluent
    writes one without grouping in every language of ours: its digits, ``-`` before."""
    out = []
    for part in parts:
        if type(part) is _Field:
            value = fields.get(part)
            if type(value) is str:
                out.append(value)
            elif type(value) is int:
                out.append(str(value))
            else:
                return None
        else:
            out.append(part)
    return "".join(out)


def _fluent_fill(key: str, lang: str, found: FluentBundle, ident: str,
                 fields: dict[str, object]) -> str:
    """``key`` filled by Fluent's resolver (any text; the only way for selectors, terms and
    functions)."""
    message = found.get_message(ident)
    if message.value is None:
        raise CatalogueError(key)
    args = {name: _argument(value) for name, value in fields.items()}
    # Fluent refuses a placeable longer than 1,000 characters (a guard against runaway
    # expansion); a long field (a name a member chose) goes in as a marker, then in full.
    long = {name: value for name, value in args.items()
            if isinstance(value, str) and len(value) > LONG_FIELD}
    for number, name in enumerate(long):
        args[name] = f"\x00{number}\x00"
    result, errors = found.format_pattern(message.value, args)
    if errors:
        raise CatalogueError(f"{key} ({lang}): {errors[0]}")
    result = str(result)
    for number, value in enumerate(long.values()):
        result = result.replace(f"\x00{number}\x00", str(value))
    return result


def _entries(language: str) -> Iterator[ast.Message | ast.Term]:
    parser = FluentParser()
    for path in files(language):
        resource = parser.parse(path.read_text(encoding="utf-8"))
        for entry in resource.body:
            if isinstance(entry, (ast.Message, ast.Term)):
                yield entry


@functools.cache
def _variables(language: str) -> dict[str, frozenset[str]]:
    found: dict[str, frozenset[str]] = {}
    for entry in _entries(language):
        if isinstance(entry, ast.Message):
            names: set[str] = set()
            _collect(entry, names)
            found[entry.id.name] = frozenset(names)
    return found


def _collect(node: object, names: set[str]) -> None:
    if isinstance(node, ast.VariableReference):
        names.add(node.id.name)
    if isinstance(node, ast.BaseNode):
        for value in vars(node).values():
            for child in value if isinstance(value, list) else [value]:
                _collect(child, names)


def keys(language: str = DEFAULT_LANGUAGE) -> frozenset[str]:
    """The Fluent message ids ``language``'s own files define."""
    return frozenset(_variables(language))


def variables(key: str, language: str = DEFAULT_LANGUAGE) -> frozenset[str]:
    """The placeholders (``$game``) the text of ``key`` in ``language`` uses, in any variant."""
    return _variables(language)[message_id(key)]


def templates(language: str, prefix: str = "") -> dict[str, str]:
    """The texts of ``language`` whose keys start with ``prefix``, each with its placeholders
    left as ``{name}`` (the default variant where a text has several): for tests and tools
    that compare texts, not for showing."""
    found = bundle(language)
    result: dict[str, str] = {}
    for ident, names in _variables(language).items():
        key = ident.replace("-", ".")
        if not key.startswith(prefix):
            continue
        message = found.get_message(ident)
        if message.value is None:
            continue
        filled, _ = found.format_pattern(message.value, {n: "{" + n + "}" for n in names})
        result[key.removeprefix(prefix)] = str(filled)
    return result


@dataclass(frozen=True)
class Words:
    """The texts of one language under one key prefix, as a callable: ``words("move", ply=3)``
    is ``text(prefix + "move", language, ply=3)``. Equal for equal language and prefix, so
    callers can key caches on it; ``render`` takes one for the words it draws."""

    language: str
    prefix: str = ""

    def __call__(self, key: str, /, **fields: object) -> str:
        """The text of ``prefix + key`` in this language."""
        return text(self.prefix + key, self.language, **fields)


def picture_words(language: object) -> Words:
    """The words pictures draw (``locales/<language>/pictures.ftl``) for a locale."""
    return Words(language_of(language), "picture.")
