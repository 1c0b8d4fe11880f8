// Placeholder for the Provisioning module; replaced by its real sources.
