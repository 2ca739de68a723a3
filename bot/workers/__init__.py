"""Work off the event loop: pictures and computer decisions in worker processes, and clicks
answered before bookkeeping."""
