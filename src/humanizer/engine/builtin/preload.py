"""Imported once by the engine's fork server (`WorkerPool(preload=…)`): every language's data is
loaded there, so that each worker forked from it, a replacement for a killed one too, starts warm
instead of loading for seconds while requests wait."""

import os

from humanizer.engine.builtin import load_all_languages

load_all_languages()

# The process that loaded the data: the fork server's, in every worker forked from it.
LOADED_IN = os.getpid()
