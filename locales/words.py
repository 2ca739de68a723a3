"""The words players read, from a catalogue per language: `words_for(language)` gives a `Words`,
and `words("lobby.join")` the text of a key, its `{placeholders}` filled.

A catalogue is the TOML files of one language's folders: the platform's (`locales/en/*.toml`,
`locales/zh-TW/*.toml`) and each game's, found beside its code (`games/<game>/locales/en/*.toml`;
`catalogue_folders()`), no game named here. A file's name is the first part of its keys (unique
across the folders) and its tables the next ones: `[panel]` `undo = "Undo"` in `bot.toml` is
the key `bot.panel.undo`. A value is a string with named placeholders (`{name}`; `{{` and `}}`
are braces) or, for a word that depends on a number, a table of CLDR plural forms (`one`,
`other`; `other` always) used through `plural`.
`[[game.term]]` in a value is the glossary's word for that term in the catalogue's language
(`locales/glossary.toml`), put in when the catalogue is loaded, so a term reads the same
everywhere; `[[/roundhouse notify dms: on]]` is a slash command as a Discord client of that
language shows it, from the catalogue's own `commands.*` names (/桌遊 通知 私訊: 開啟).
English is complete by definition: a key missing there is a programming error (KeyError).
`check()` lists every difference between the catalogues (keys, plural forms, placeholders,
glossary terms); the bot refuses to start on any (`bot.app`), and a key that is missing anyway
falls back to English and is logged once.
"""

from __future__ import annotations

import importlib.util
import logging
import re
import string
import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from babel import Locale

HERE = Path(__file__).parent
GAMES = HERE.parent / "games"  # each game's package, its catalogues in its locales/ folder
ENGLISH = "en"
LANGUAGES = ("en", "zh-TW")  # the catalogues, English first (the fallback)
BABEL_LOCALES = {"en": "en", "zh-TW": "zh_Hant_TW"}  # Babel's name of each language
TERM = re.compile(r"\[\[([a-z_]+\.[a-z0-9_]+)\]\]")  # [[game.term]]: a glossary word
COMMAND = re.compile(r"\[\[/([^\[\]]+)\]\]")  # [[/roundhouse notify dms: on]]: a slash command
PLURAL_FORMS = frozenset({"zero", "one", "two", "few", "many", "other"})

log = logging.getLogger(__name__)
Entry = str | dict[str, str]  # a string, or a word's plural forms


class CatalogueError(Exception):
    """A catalogue that cannot be read, or that differs from the English one."""


def supported(language: str | None) -> str | None:
    """The catalogue a Discord locale ("zh-TW", "en-US", "en-GB"…) or stored choice reads, or
    None: "zh-TW" is Traditional Chinese, any English is English; nothing else is known."""
    if not language:
        return None
    if language in LANGUAGES:
        return language
    if language.split("-")[0] == ENGLISH:
        return ENGLISH
    return None


@dataclass(frozen=True)
class Words:
    """One language's catalogue. `words(key, **params)` is the text of `key`; `plural(key, n,
    **params)` the form of `key` for the number `n` (`{count}` in it is `n`)."""

    language: str
    entries: Mapping[str, Entry]
    fallback: Words | None = None
    missed: set[str] = field(default_factory=set, compare=False, repr=False)

    @property
    def locale(self) -> Locale:
        return _babel_locale(self.language)

    def __call__(self, key: str, **params: object) -> str:
        entry = self._entry(key)
        if not isinstance(entry, str):
            raise KeyError(f"{key} has plural forms: use plural()")
        return entry.format_map(params) if params else entry.replace("{{", "{").replace("}}", "}")

    def plural(self, key: str, count: int, **params: object) -> str:
        entry = self._entry(key)
        if isinstance(entry, str):
            raise KeyError(f"{key} has no plural forms: call it without plural()")
        form = self.locale.plural_form(abs(count))
        return entry.get(form, entry["other"]).format_map({"count": count, **params})

    def sentences(self, texts: Sequence[str]) -> str:
        """Sentences (without their stops) as the language writes them one after another:
        "A. B." in English, "甲。乙。" in Chinese (`common.sentence`)."""
        join = self("common.sentence.join")
        return join.join(self("common.sentence.end", text=text) for text in texts)

    def clauses(self, texts: Sequence[str]) -> str:
        """Clauses of one sentence as the language joins them: "A; B", "甲；乙"
        (`common.sentence.clause`)."""
        return self("common.sentence.clause").join(texts)

    def has(self, key: str) -> bool:
        return key in self.entries

    def _entry(self, key: str) -> Entry:
        entry = self.entries.get(key)
        if entry is not None:
            return entry
        english = self.fallback.entries.get(key) if self.fallback is not None else None
        if english is None:
            raise KeyError(f"no English text for {key!r} (locales/en/)")
        if key not in self.missed:
            self.missed.add(key)
            log.warning("catalogue %s has no %r: English used", self.language, key)
        return english


def retold(words: Words, text: str, keys: Sequence[str]) -> str:
    """`text`, made in English from one of `keys` (a reason the database keeps in English),
    said again in `words`; each placeholder's value is retold too (a reason inside a reason).
    A text that no key's English makes is returned as it is."""
    english = words_for(ENGLISH)
    for key in keys:
        entry = english.entries[key]
        found = isinstance(entry, str) and _template(entry).fullmatch(text)
        if found:
            values = {name: retold(words, value, keys) for name, value in found.groupdict().items()}
            return words(key, **values)
    return text


@cache
def _template(entry: str) -> re.Pattern[str]:
    """A pattern matching the texts an English entry makes, a group per placeholder."""
    parts = []
    for literal, name, _, _ in string.Formatter().parse(entry):
        parts.append(re.escape(literal))
        if name:
            parts.append(f"(?P<{name}>.+)")
    return re.compile("".join(parts))


@cache
def _babel_locale(language: str) -> Locale:
    return Locale.parse(BABEL_LOCALES[language])


@cache
def words_for(language: str) -> Words:
    """The catalogue of `language` (one of LANGUAGES), loaded once; English behind the others."""
    if language not in LANGUAGES:
        raise ValueError(f"no catalogue for language {language!r}")
    fallback = None if language == ENGLISH else words_for(ENGLISH)
    return Words(language, load(language), fallback)


@cache
def glossary() -> dict[str, dict[str, str]]:
    """Each glossary term ("roundhouse.assistant") with its word per language."""
    with open(HERE / "glossary.toml", "rb") as file:
        data = tomllib.load(file)
    return {
        f"{game}.{term}": {lang: entry[lang] for lang in LANGUAGES if lang in entry}
        for game, terms in data.items()
        for term, entry in terms.items()
    }


def catalogue_folders() -> tuple[Path, ...]:
    """The shipped catalogues' folders: the platform's (`HERE`, read now: a test points it at a
    copy) and each game's `games/<game>/locales/`, in every folder of the `games` package's
    path (`games/`; a test may mount a game's folder beside it)."""
    return (HERE, *sorted(found for root in game_roots() for found in root.glob("*/locales")))


def game_roots() -> list[Path]:
    """The folders the `games` package's modules are found in, read from its import path
    without importing it (GAMES, unless a test extends the path)."""
    spec = importlib.util.find_spec(GAMES.name)
    found = spec.submodule_search_locations if spec is not None else None
    return [Path(folder) for folder in found] if found else [GAMES]


def load(language: str, *folders: Path) -> dict[str, Entry]:
    """Every key of a language's catalogue files in `folders` (none given: the shipped ones),
    glossary terms put in; CatalogueError for two files of one name (their keys would mix)."""
    entries: dict[str, Entry] = {}
    searched = folders or catalogue_folders()
    files = sorted((p for f in searched for p in (f / language).glob("*.toml")), key=_name)
    if not files:
        where = ", ".join(str(folder / language) for folder in searched)
        raise CatalogueError(f"no catalogue files in {where}")
    named: dict[str, Path] = {}
    for path in files:
        if path.stem in named:
            raise CatalogueError(f"{path} and {named[path.stem]} both make the {path.stem}.* keys")
        named[path.stem] = path
        try:
            with open(path, "rb") as file:
                data = tomllib.load(file)
        except (OSError, tomllib.TOMLDecodeError) as error:
            raise CatalogueError(f"{path}: {error}") from error
        _flatten(path.stem, data, entries, language, path)
    return {key: _with_commands(entry, entries, key) for key, entry in entries.items()}


def _name(path: Path) -> str:
    return path.name


def _flatten(
    prefix: str, table: Mapping[str, object], out: dict[str, Entry], language: str, path: Path
) -> None:
    for name, value in table.items():
        key = f"{prefix}.{name}"
        if isinstance(value, str):
            out[key] = _with_terms(value, language, key)
        elif isinstance(value, dict) and value and set(value) <= PLURAL_FORMS:
            if "other" not in value or not all(isinstance(v, str) for v in value.values()):
                raise CatalogueError(f"{path}: {key}: plural forms need 'other', all strings")
            out[key] = {form: _with_terms(text, language, key) for form, text in value.items()}
        elif isinstance(value, dict):
            _flatten(key, value, out, language, path)
        else:
            raise CatalogueError(f"{path}: {key} is neither text nor a table")


def _with_terms(text: str, language: str, key: str) -> str:
    def term(match: re.Match[str]) -> str:
        word = glossary().get(match[1], {}).get(language)
        if word is None:
            raise CatalogueError(f"{key}: no glossary term {match[1]} in {language}")
        return word

    return TERM.sub(term, text)


def _with_commands(entry: Entry, entries: Mapping[str, Entry], key: str) -> Entry:
    """`entry` with each `[[/group command option: choice]]` written as the slash commands'
    localisations name it: the group and its commands by `commands.<path>.name`, an option
    ("word:") by its command's `<option>.name`, the word after it by `commands.choice.<word>`
    when it is a choice (else as written); CatalogueError for a command or option not there."""

    def named(name: str) -> str:
        found = entries.get(f"{name}.name")
        if not isinstance(found, str):
            raise CatalogueError(f"{key}: no slash command name {name}.name")
        return found

    def shown(match: re.Match[str]) -> str:
        path, out, option = "commands", [], False
        for word in match[1].split(" "):
            if option:
                choice = entries.get(f"commands.choice.{word}")
                out.append(choice if isinstance(choice, str) else word)
                option = False
            elif word.endswith(":"):
                out.append(named(f"{path}.{word[:-1]}") + ":")
                option = True
            else:
                path = f"{path}.{word}"
                out.append(named(path))
        return "/" + " ".join(out)

    if isinstance(entry, str):
        return COMMAND.sub(shown, entry)
    return {form: COMMAND.sub(shown, text) for form, text in entry.items()}


def placeholders(entry: Entry) -> frozenset[str]:
    """The named placeholders of an entry (of all its plural forms; `count` is not named)."""
    texts = [entry] if isinstance(entry, str) else list(entry.values())
    found = {name for text in texts for _, name, _, _ in string.Formatter().parse(text) if name}
    return frozenset(found - ({"count"} if not isinstance(entry, str) else set()))


def check(*folders: Path) -> list[str]:
    """Every way the catalogues in `folders` (none given: the shipped ones) differ from the
    English one: keys missing or extra, plural forms where English has none (or none where it
    has), other placeholders. [] when none."""
    english = load(ENGLISH, *folders)
    problems: list[str] = []
    for language in LANGUAGES[1:]:
        other = load(language, *folders)
        problems += [f"{language}: missing {key}" for key in sorted(english.keys() - other)]
        problems += [f"{language}: not in English: {key}" for key in sorted(other.keys() - english)]
        for key in sorted(english.keys() & other.keys()):
            if isinstance(english[key], str) != isinstance(other[key], str):
                problems.append(f"{language}: {key}: plural forms differ from English")
            elif placeholders(english[key]) != placeholders(other[key]):
                problems.append(
                    f"{language}: {key}: placeholders {sorted(placeholders(other[key]))}, "
                    f"English has {sorted(placeholders(english[key]))}"
                )
    return problems


@cache
def verified() -> None:
    """Raise CatalogueError, naming what differs, unless the catalogues agree (`check`): the
    bot calls it before it starts, once per process."""
    problems = check()
    if problems:
        shown = "\n  ".join(problems[:20])
        more = f"\n  … and {len(problems) - 20} more" if len(problems) > 20 else ""
        where = f"{HERE} and {GAMES}/*/locales"
        raise CatalogueError(f"the catalogues in {where} differ from English:\n  {shown}{more}")
