// Placeholder for the Order module; replaced by its real sources.
