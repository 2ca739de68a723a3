"""How long a test waits for something the bot is expected to do before it fails.

A bound for a hang, never a timing assumption: every wait returns as soon as what it waits for
happens, so a long bound costs nothing when the test passes, and a machine loaded on both cores
(where a worker process can take seconds to start) does not fail a test that would pass.
"""

PATIENCE = 60.0  # seconds
