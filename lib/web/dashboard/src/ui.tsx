// Small building blocks shared by the screens: a page with its heading (focused when the route
// changes, so screen readers announce the new page), a form error, the API error in words.
import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { ApiError } from './api.js';
import { errorText } from './i18n/index.js';

export function Page({ title, children, narrow }: { title: string; children: ComponentChildren; narrow?: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = title;
    heading.current?.focus({ preventScroll: false });
  }, [title]);
  return (
    <section class={narrow ? 'page narrow' : 'page'} aria-labelledby="page-title">
      <h1 id="page-title" tabIndex={-1} ref={heading}>
        {title}
      </h1>
      {children}
    </section>
  );
}

export const describeError = (error: unknown): string =>
  error instanceof ApiError ? errorText(error.error, error.message) : errorText('network_error');

export function FormError({ message }: { message: string }) {
  return message ? (
    <p class="error" role="alert">
      {message}
    </p>
  ) : null;
}
