// Placeholder for the User module; replaced by its real sources.
