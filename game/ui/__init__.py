"""The pygame front end: the app loop (``app``), scenes (``scene``), tweens
(``tween``), the layout (``layout``) and the table (``table``).

Importing this package does not open a window; ``App`` does.
"""

import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # before pygame is imported
