"""The Discord-facing layer: the `/roundhouse` commands, components, click handlers, answers."""
