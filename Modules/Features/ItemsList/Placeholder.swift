// Placeholder for the ItemsList module; replaced by its real sources.
