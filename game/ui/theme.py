"""Colours of the table (constants only)."""

FELT = (22, 96, 58)
FELT_DARK = (10, 52, 32)
FELT_LIGHT = (34, 122, 74)
TEXT = (244, 240, 226)
TEXT_DIM = (190, 204, 190)
TEXT_DISABLED = (140, 150, 142)  # still 3:1 on every button fill
TEXT_ON_SELECTED = (30, 24, 10)
TEXT_DARK = (28, 32, 30)
GOLD = (240, 196, 90)
PANEL = (8, 28, 18, 200)
PANEL_SOLID = (14, 40, 28, 255)  # dialogs and the lesson panel: nothing shows through
PANEL_BORDER = (240, 196, 90, 150)
STATUS = (6, 22, 14, 215)
BUTTON = (30, 70, 50, 235)
BUTTON_HOVER = (34, 78, 55, 245)
BUTTON_PRIMARY = (196, 146, 48, 245)
BUTTON_PRIMARY_HOVER = (222, 172, 70, 250)
BUTTON_FLAT = (255, 255, 255, 22)  # a faint band (score sheet columns, scroll tracks)
BUTTON_FLAT_IDLE = (0, 0, 0, 0)  # a flat (quiet, secondary) button: only its border...
BUTTON_FLAT_HOVER = (255, 255, 255, 48)  # ...and a light fill under the pointer
BUTTON_SELECTED = (240, 196, 90, 255)
BUTTON_BORDER = (255, 255, 255, 60)
TEAM = ((240, 196, 90), (110, 190, 235))  # South/North gold, East/West blue
GOOD = (120, 220, 120)
BAD = (240, 100, 90)
BAD_SOFT = (255, 168, 158)  # small red text on a green button
# a suit's symbol on a dark panel (the card tracker), in the four-colour deck:
# the cards' green clubs and blue diamonds, light enough to read there
CLUBS_ON_DARK = (140, 222, 150)
DIAMONDS_ON_DARK = (150, 190, 255)
# small text on a gold (primary or selected) button
DIM_ON_GOLD = (70, 56, 20)
BAD_ON_GOLD = (130, 20, 15)
WARN = (255, 190, 80)
HEART = (225, 40, 60)
SHADE = (0, 0, 0, 140)
BUBBLE = (250, 248, 240)
BUBBLE_TEXT = (30, 30, 30)
