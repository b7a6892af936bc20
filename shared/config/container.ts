// What a Lambda container builds once and keeps for its life: parsed settings, SDK clients,
// opened secrets, the cold-start flag. On AWS a container serves one function with one
// environment, so nothing here ever runs. Local mode may start another app in the same process
// (the integration tests start one per file, one after another, in the same worker): it starts a
// new container, which forgets all of it, as a cold start would.
const forgetters = new Set<() => void>();

/** Registers how to forget something kept for the container's life. */
export function keptPerContainer(forget: () => void): void {
  forgetters.add(forget);
}

/** Forgets everything kept per container: the next request reads the environment again. */
export function startNewContainer(): void {
  for (const forget of forgetters) forget();
}
