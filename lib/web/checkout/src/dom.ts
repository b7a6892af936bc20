// The few browser APIs the page uses, typed here rather than through TypeScript's DOM library:
// the repository's tsconfig targets Node, and adding `lib: dom` would retype Buffer, fetch and
// timers for every Node file of the program. Module-scoped, so nothing leaks into Node code.

export interface PageEvent {
  preventDefault(): void;
  /** `pageshow`: the page comes back from the back-forward cache. */
  readonly persisted?: boolean;
  readonly key?: string;
}

export interface El {
  readonly tagName: string;
  id: string;
  className: string;
  textContent: string | null;
  innerHTML: string;
  hidden: boolean;
  tabIndex: number;
  lang: string;
  dir: string;
  readonly style: { setProperty(name: string, value: string): void };
  readonly firstElementChild: El | null;
  setAttribute(name: string, value: string): void;
  getAttribute(name: string): string | null;
  removeAttribute(name: string): void;
  append(...nodes: (El | string)[]): void;
  replaceChildren(...nodes: (El | string)[]): void;
  remove(): void;
  replaceWith(...nodes: (El | string)[]): void;
  addEventListener(type: string, listener: (event: PageEvent) => void): void;
  focus(options?: { preventScroll?: boolean }): void;
  querySelector(selectors: string): El | null;
  contains(other: El | null): boolean;
  // Form controls, forms, links and images: set only on the elements that have them.
  value: string;
  checked: boolean;
  disabled: boolean;
  type: string;
  name: string;
  method: string;
  action: string;
  submit(): void;
  src: string;
  alt: string;
  href: string;
}

export interface PageDocument {
  title: string;
  readonly documentElement: El;
  readonly body: El;
  readonly activeElement: El | null;
  getElementById(id: string): El | null;
  querySelector(selectors: string): El | null;
  createElement(tag: string): El;
}

export interface PageWindow {
  readonly document: PageDocument;
  readonly location: { readonly pathname: string; readonly search: string; readonly href: string; assign(url: string): void };
  readonly history: { replaceState(data: unknown, unused: string, url: string): void };
  readonly localStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void };
  readonly sessionStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void };
  readonly navigator: { readonly languages?: readonly string[]; readonly language?: string };
  addEventListener(type: string, listener: (event: PageEvent) => void): void;
}

export const page = globalThis as unknown as PageWindow;
