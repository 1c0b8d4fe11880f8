// Placeholder for the TakeOrder module; replaced by its real sources.
