// Small building blocks shared by the screens: a page with its heading (focused when the route
// changes, so screen readers announce the new page), a form error, the API error in words.
import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { ApiError } from './api.js';
import { errorText, plural, t } from './i18n/index.js';

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

/** When to try again, in words of the page's language: "Réessayez dans 2 minutes." (seconds under a minute, hours from an hour). */
export function retryText(seconds: number): string {
  if (seconds < 60) return plural('retryInSeconds', Math.max(1, Math.ceil(seconds)));
  if (seconds < 3_600) return plural('retryInMinutes', Math.ceil(seconds / 60));
  return plural('retryInHours', Math.ceil(seconds / 3_600));
}

/**
 * The API error in words; a 429 that says when (`Retry-After`) says when to try again, whatever
 * screen or action received it (sign-in, sending a payment, any form).
 */
export function describeError(error: unknown): string {
  if (!(error instanceof ApiError)) return errorText('network_error');
  if (error.status === 429 && error.retryAfterSeconds) {
    return `${t(error.error === 'too_many_attempts' ? 'tooManyAttempts' : 'rateLimited')} ${retryText(error.retryAfterSeconds)}`;
  }
  return errorText(error.error, error.message);
}

export function FormError({ message }: { message: string }) {
  return message ? (
    <p class="error" role="alert">
      {message}
    </p>
  ) : null;
}
