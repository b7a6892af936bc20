// Elements built from a tag, its properties and children: the page's only way of making DOM.
import { page, type El, type PageEvent } from '../dom.js';

export type Child = El | string | false | null | undefined;

export function h(tag: string, props: Record<string, string | number | boolean | ((event: PageEvent) => void) | undefined> = {}, ...children: Child[]): El {
  const el = page.document.createElement(tag);
  for (const [name, value] of Object.entries(props)) {
    if (value === undefined || value === false) continue;
    if (typeof value === 'function') el.addEventListener(name.slice(2), value);
    else if (name === 'class') el.className = String(value);
    else if (name === 'checked' || name === 'disabled') el[name] = Boolean(value);
    else el.setAttribute(name, value === true ? '' : String(value));
  }
  el.append(...children.filter((c): c is El | string => c !== false && c !== null && c !== undefined && c !== ''));
  return el;
}

export const title = (text: string) => h('h1', { tabindex: -1 }, text);

export function spinner(): El {
  return h('span', { class: 'spinner', 'aria-hidden': 'true' });
}

export function icon(kind: 'success' | 'failed'): El {
  return h('span', { class: `icon icon-${kind}`, 'aria-hidden': 'true' }, kind === 'success' ? '✓' : '!');
}
