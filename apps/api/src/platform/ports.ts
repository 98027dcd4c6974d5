/**
 * A module's ports (docs/decisions/module-boundaries.md): what a lower module needs of the modules
 * above it (a read, a SQL expression, a step of its action), declared by the lower module with its
 * own types and provided by the upper modules at the app's registration (domain-events.ts). The
 * lower module never imports them, so the module graph has no cycle.
 */
export const definePorts = <Ports extends object>(owner: string) => {
  const provided: Partial<Ports> = {};
  return {
    /** An upper module provides its part (at the app's registration; again changes nothing). */
    provide: (ports: Partial<Ports>): void => {
      Object.assign(provided, ports);
    },
    /** The port a read or an action asks for; a missing provider is a registration error. */
    port: <K extends keyof Ports>(name: K): NonNullable<Ports[K]> => {
      const found = provided[name];
      if (!found) {
        throw new Error(
          `The ${owner} port "${String(name)}" has no provider: registerDomainEvents() was not called.`,
        );
      }
      return found as NonNullable<Ports[K]>;
    },
  };
};
