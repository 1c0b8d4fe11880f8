// Placeholder for the App module; replaced by its real sources.
