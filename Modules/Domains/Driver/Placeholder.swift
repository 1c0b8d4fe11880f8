// Placeholder for the Driver module; replaced by its real sources.
