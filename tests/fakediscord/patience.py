"""How long a wire test waits for a request or a message the bot is expected to send before it
fails.

A bound for a hang, never a timing assumption: every wait returns as soon as what it waits for
happens, so a long bound costs nothing when the test passes, and a machine loaded on both cores
(where a worker process can take seconds to start) does not fail a test that would pass.

(simcord's `settle_timeout` is not such a bound: timers due within it are waited for in real
time, so it stays at simcord's default except where a test means that.)
"""

PATIENCE = 60.0  # seconds
