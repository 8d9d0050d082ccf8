"""How the tile painter draws a feature kind, as an edition's window plug-in declares it (game.ui.editions):
the colour of an area and the texture on it, a line's colours, width and finish, the size of an inside
feature's picture.  This module names no kind: each plug-in gives the looks of its own kinds (a kind it gives
nothing for is grey, untextured, a plain grey line, a picture of the usual size)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

RGB = tuple[int, int, int]

# the textures an area may have (game.ui.tile_textures.texture draws each)
FURROWS = "furrows"  # a ploughed field: slanting stripes and light specks
TUFTS = "tufts"  # grass: tufts of three blades
TREETOPS = "treetops"  # wood: round tree tops, shaded
RIPPLES = "ripples"  # water: light ripples
SPECKS = "specks"  # bare ground: dark specks
TEXTURE_STYLES = (FURROWS, TUFTS, TREETOPS, RIPPLES, SPECKS)

# the finishes a line may have (game.ui.tile_lines draws each)
PLAIN = "plain"  # its fill inside its edge
SHINE = "shine"  # water: a lighter stripe down the middle
PEBBLES = "pebbles"  # a way on foot: small dark pebbles along it
BANKS = "banks"  # a great river: sandy banks outside its edge and a shine down the middle
LINE_FINISHES = (PLAIN, SHINE, PEBBLES, BANKS)


@dataclass(frozen=True)
class AreaTexture:
    """The texture painted on an area of a kind: its style (TEXTURE_STYLES) and how many marks it has."""

    style: str
    count: int

    def __post_init__(self) -> None:
        if self.style not in TEXTURE_STYLES:
            raise ValueError(f"an area texture is one of {', '.join(TEXTURE_STYLES)}, not {self.style!r}")


@dataclass(frozen=True)
class LineLook:
    """How a line of a kind is drawn: its fill and edge colours, its width (cell units), its finish."""

    fill: RGB
    edge: RGB
    width: float
    finish: str = PLAIN

    def __post_init__(self) -> None:
        if self.finish not in LINE_FINISHES:
            raise ValueError(f"a line's finish is one of {', '.join(LINE_FINISHES)}, not {self.finish!r}")


GREY_AREA: RGB = (150, 150, 150)  # an area of a kind the plug-in gives no colour
GREY_LINE = LineLook((200, 200, 200), (90, 90, 90), 0.1)  # a line of a kind the plug-in gives no look
ICON_SIZE = 0.26  # an inside feature's picture, in cell units, unless the plug-in gives its kind another


@dataclass(frozen=True)
class TileLooks:
    """Everything the painter needs to know of one edition's kinds (its window plug-in's `tile_looks()`)."""

    area_colours: Mapping[str, RGB] = field(default_factory=dict)
    area_textures: Mapping[str, AreaTexture] = field(default_factory=dict)
    line_looks: Mapping[str, LineLook] = field(default_factory=dict)
    icon_sizes: Mapping[str, float] = field(default_factory=dict)
    # the picture (an icon's name) at the centre of an inside area of a kind (a village's houses)
    area_icons: Mapping[str, str] = field(default_factory=dict)

    def area_colour(self, kind: str) -> RGB:
        return self.area_colours.get(kind) or GREY_AREA

    def line_look(self, kind: str) -> LineLook:
        return self.line_looks.get(kind, GREY_LINE)

    def line_width(self, kind: str) -> float:
        """The width of `kind`'s lines, 0.1 for any other kind (the painter draws narrow lines first)."""
        look = self.line_looks.get(kind)
        return 0.1 if look is None else look.width

    def shines(self, kind: str) -> bool:
        """Water (an area textured with ripples) shines where it lies inside a cell."""
        texture = self.area_textures.get(kind)
        return texture is not None and texture.style == RIPPLES

    def icon_size(self, kind: str) -> float:
        return self.icon_sizes.get(kind, ICON_SIZE)

    def key(self) -> str:
        """What the paintings depend on, as text (the painter's cache key)."""
        parts = (self.area_colours, self.area_textures, self.line_looks, self.icon_sizes, self.area_icons)
        return repr([sorted(m.items()) for m in parts])
