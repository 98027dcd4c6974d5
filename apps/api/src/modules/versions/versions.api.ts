/**
 * The versions module's public surface: the services and reads other modules may call, nothing else
 * (docs/decisions/module-boundaries.md). Another module imports the versions module only from here.
 */
