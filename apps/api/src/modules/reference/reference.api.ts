/**
 * The reference module's public surface (docs/decisions/module-boundaries.md): empty, as no other module
 * calls it (it sits at the top of the layers); what another module may one day call is exported here.
 */
export {};
