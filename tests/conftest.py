"""The tests speak English unless a test asks otherwise: the first run
follows the system's language, so a machine set to Arabic must not change
what the tests read."""

import os

os.environ["LANGUAGE"] = "en"
