// Placeholder; replaced by the headless library.
