"""The game in a real window: what shows before the first frame is drawn."""

from tests.doubles import window


def test_the_window_shows_the_felt_not_black_before_the_first_frame(home):
    # a real window shows as soon as it is made, a tenth of a second or more
    # before the first scene is drawn: it must not flash black meanwhile
    from game.ui.theme import FELT_DARK

    app = window((1280, 720))
    try:
        assert app.frames == 0
        w, h = app.surface.get_size()
        for x, y in ((0, 0), (w // 2, h // 2), (w - 1, h - 1)):
            assert tuple(app.surface.get_at((x, y)))[:3] == FELT_DARK
    finally:
        app.close()
