"""Regenerate the font subsets shipped in ``render/fonts/`` (a development-time tool).

    pip install fonttools        # in requirements-dev.txt
    python scripts/subset_fonts.py SOURCE_DIR

SOURCE_DIR holds the full fonts, unchanged from their makers (all under free licences whose
texts are in ``render/fonts/``):

- ``DejaVuSans.ttf``, ``DejaVuSans-Bold.ttf`` (DejaVu 2.37; Debian package fonts-dejavu-core)
- ``NotoSans<Script>-Bold.ttf`` for every script in ``SCRIPTS`` below (Noto, SIL OFL 1.1;
  Debian package fonts-noto-core)
- ``NotoSansCJK-Bold.ttc`` (Noto Sans CJK 2.004, SIL OFL 1.1; Debian package fonts-noto-cjk)

The CJK subset keeps the characters in everyday use, taken from the national standard
character sets that Python's codecs know (so the list needs no download): the 3,755 level-1
hanzi of GB 2312, the 2,965 level-1 kanji of JIS X 0208, the 5,401 common hanzi of Big5, the
2,350 hangul syllables of KS X 1001, kana, CJK punctuation and full-width forms. A rarer
character falls through to the visible box (``render/text.py``).

``DejaVuSans-Bold-symbols.ttf`` holds the symbols, small capitals, phonetic and mathematical
letters of DejaVu Sans Bold that people put in their names (``SYMBOLS``: stars, hearts,
dingbats, box drawing and the pieces of kaomoji), less every code point OpenMoji draws: those
stay colour emoji, as Discord shows them.
"""

from __future__ import annotations

import sys
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTCollection

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "render" / "fonts"
sys.path.insert(0, str(ROOT))

LATIN_GREEK_CYRILLIC = [
    (0x0020, 0x007E), (0x00A0, 0x024F), (0x0250, 0x02AF), (0x02B0, 0x036F), (0x0370, 0x03FF),
    (0x0400, 0x052F), (0x1E00, 0x1FFF), (0x2010, 0x2027), (0x2030, 0x205E), (0x20A0, 0x20BF),
    (0x2190, 0x2193), (0x2212, 0x2212), (0x25A0, 0x25A1), (0x25CF, 0x25CF), (0x2660, 0x2667),
]
_SHAPING = [(0x0964, 0x0965), (0x200C, 0x200D), (0x25CC, 0x25CC)]
"""Dandas, the joiners and the dotted circle that shaping engines insert before a lone mark."""
SCRIPTS = {
    "NotoSansArabic-Bold": [(0x0600, 0x06FF), (0x0750, 0x077F), (0x08A0, 0x08FF),
                            (0xFB50, 0xFDFF), (0xFE70, 0xFEFF)],
    "NotoSansHebrew-Bold": [(0x0590, 0x05FF), (0xFB1D, 0xFB4F)],
    "NotoSansThai-Bold": [(0x0E00, 0x0E7F)],
    "NotoSansDevanagari-Bold": [(0x0900, 0x097F), (0xA8E0, 0xA8FF), (0x1CD0, 0x1CFF),
                                (0x200C, 0x200D)],
    # The scripts of South and South-East Asia, the Caucasus and Ethiopia (drawn since session
    # 25; names in them had been drawn as "Player N").
    "NotoSansBengali-Bold": [(0x0980, 0x09FF)] + _SHAPING,
    "NotoSansGurmukhi-Bold": [(0x0A00, 0x0A7F)] + _SHAPING,
    "NotoSansGujarati-Bold": [(0x0A80, 0x0AFF)] + _SHAPING,
    "NotoSansOriya-Bold": [(0x0B00, 0x0B7F)] + _SHAPING,
    "NotoSansTamil-Bold": [(0x0B80, 0x0BFF)] + _SHAPING,
    "NotoSansTelugu-Bold": [(0x0C00, 0x0C7F)] + _SHAPING,
    "NotoSansKannada-Bold": [(0x0C80, 0x0CFF)] + _SHAPING,
    "NotoSansMalayalam-Bold": [(0x0D00, 0x0D7F)] + _SHAPING,
    "NotoSansSinhala-Bold": [(0x0D80, 0x0DFF)] + _SHAPING,
    "NotoSansLao-Bold": [(0x0E80, 0x0EFF)] + _SHAPING,
    "NotoSansMyanmar-Bold": [(0x1000, 0x109F), (0xA9E0, 0xA9FF), (0xAA60, 0xAA7F)] + _SHAPING,
    "NotoSansKhmer-Bold": [(0x1780, 0x17FF), (0x19E0, 0x19FF)] + _SHAPING,
    "NotoSansGeorgian-Bold": [(0x10A0, 0x10FF), (0x1C90, 0x1CBF), (0x2D00, 0x2D2F)],
    "NotoSansArmenian-Bold": [(0x0530, 0x058F), (0xFB13, 0xFB17)],
    "NotoSansEthiopic-Bold": [(0x1200, 0x139F), (0x2D80, 0x2DDF), (0xAB00, 0xAB2F)],
}
SYMBOLS = [
    (0x1D00, 0x1DBF), (0x2070, 0x209F), (0x2100, 0x214F), (0x2150, 0x218F), (0x2190, 0x21FF),
    (0x2200, 0x22FF), (0x2300, 0x23FF), (0x2460, 0x24FF), (0x2500, 0x25FF), (0x2600, 0x27BF),
    (0x27C0, 0x27FF), (0x2800, 0x28FF), (0x2B00, 0x2BFF), (0x2C60, 0x2C7F), (0x2D30, 0x2D7F),
    (0xA720, 0xA7FF), (0x1D400, 0x1D7FF),
]
"""Blocks of DejaVu Sans Bold for the symbols file (only the code points it has glyphs for)."""


def _decode_range(codec: str, lead: range, trail: range) -> set[int]:
    out: set[int] = set()
    for a in lead:
        for b in trail:
            try:
                ch = bytes((a, b)).decode(codec)
            except UnicodeDecodeError:
                continue
            if len(ch) == 1:
                out.add(ord(ch))
    return out


def cjk_common() -> set[int]:
    """Code points of the CJK subset (see the module docstring)."""
    chars = set()
    chars |= _decode_range("gb2312", range(0xB0, 0xD8), range(0xA1, 0xFF))  # GB 2312 level 1
    chars |= _decode_range("euc_jp", range(0xB0, 0xD0), range(0xA1, 0xFF))  # JIS X 0208 level 1
    chars |= _decode_range("big5", range(0xA4, 0xC7), range(0x40, 0xFF))  # Big5 common
    chars |= _decode_range("euc_kr", range(0xB0, 0xC9), range(0xA1, 0xFF))  # KS X 1001 hangul
    for lo, hi in ((0x3000, 0x303F), (0x3040, 0x30FF), (0x31F0, 0x31FF), (0xFF00, 0xFFEF)):
        chars |= set(range(lo, hi + 1))
    return chars


def symbols(src: Path) -> set[int]:
    """Code points of the symbols file: ``SYMBOLS`` that DejaVu Sans Bold draws and OpenMoji
    does not."""
    from fontTools.ttLib import TTFont

    from render.fonts import emoji_font_path

    dejavu = TTFont(src / "DejaVuSans-Bold.ttf").getBestCmap()
    emoji = TTFont(emoji_font_path()).getBestCmap()
    return {c for c in _ranges(SYMBOLS) if c in dejavu and c not in emoji}


def _ranges(pairs: list[tuple[int, int]]) -> list[int]:
    return [c for lo, hi in pairs for c in range(lo, hi + 1)]


def _subset(font: object, unicodes: list[int] | set[int], out: Path) -> None:
    opts = subset.Options()
    opts.layout_features = ["*"]
    opts.hinting = False
    opts.name_IDs = ["*"]
    opts.notdef_outline = True
    sub = subset.Subsetter(opts)
    sub.populate(unicodes=sorted(unicodes))
    sub.subset(font)
    font.save(out)  # type: ignore[attr-defined]
    print(f"{out.name}: {out.stat().st_size // 1024} KB")


def main() -> None:
    """Write every subset from the full fonts in the directory given on the command line."""
    src = Path(sys.argv[1])
    from fontTools.ttLib import TTFont

    for name in ("DejaVuSans", "DejaVuSans-Bold"):
        _subset(TTFont(src / f"{name}.ttf"), _ranges(LATIN_GREEK_CYRILLIC), OUT / f"{name}.ttf")
    for name, pairs in SCRIPTS.items():
        _subset(TTFont(src / f"{name}.ttf"), _ranges(pairs), OUT / f"{name}.ttf")
    _subset(TTFont(src / "DejaVuSans-Bold.ttf"), symbols(src), OUT / "DejaVuSans-Bold-symbols.ttf")
    collection = TTCollection(str(src / "NotoSansCJK-Bold.ttc"))
    sc = next(f for f in collection.fonts if "CJK SC" in f["name"].getDebugName(4))
    _subset(sc, cjk_common(), OUT / "NotoSansCJKsc-Bold-common.otf")


if __name__ == "__main__":
    main()
