// Placeholder for the Box module; replaced by its real sources.
