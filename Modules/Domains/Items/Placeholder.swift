// Placeholder for the Items module; replaced by its real sources.
