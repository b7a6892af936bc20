/** A lazily created value: SDK clients are built on first use, from the parsed environment. */
export const once = <T>(make: () => T): (() => T) => {
  let value: T | undefined;
  return () => (value ??= make());
};
