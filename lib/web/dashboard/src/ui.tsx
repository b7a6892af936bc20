// Small building blocks shared by the screens: a page with its heading (focused when the route
// changes, so screen readers announce the new page), a form error, the API error in words, and the
// parts every form is made of: a labelled field, a set of radio choices, the form's end (its error,
// its submit button busy while it runs, what else is offered beside it), and a message whose values are
// elements, each isolated (`Phrase`).
import type { ComponentChildren, RefObject } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';
import { ApiError } from './api.js';
import { errorText, isMessageKey, list, plural, t, type MessageKey } from './i18n/index.js';

/**
 * Moves the focus to `target` when `deps` change, as the element is drawn: before the browser paints it, never in a
 * later frame. No moment shows the new content without the focus on it, so a screen reader announces it with the
 * content, and a person or a script acting at once finds the focus already there.
 */
export function useFocusOnShow(target: RefObject<HTMLElement>, deps: readonly unknown[], when = true): void {
  useLayoutEffect(() => {
    if (when) target.current?.focus();
  }, deps);
}

export function Page({ title, children, narrow }: { title: string; children: ComponentChildren; narrow?: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => {
    document.title = title;
  }, [title]);
  useFocusOnShow(heading, [title]);
  return (
    <section class={narrow ? 'page narrow' : 'page'} aria-labelledby="page-title">
      <h1 id="page-title" tabIndex={-1} ref={heading}>
        {title}
      </h1>
      {children}
    </section>
  );
}

/**
 * A message of the page's language whose `{name}` placeholders are filled with `parts`, each isolated in its own
 * `<bdi>`: a name in another script (a provider's name, a label typed in Latin letters on an Arabic page) keeps its
 * place and its order, and the words of the message, not a symbol, say how the parts relate in either direction.
 */
export function Phrase({ id, parts }: { id: MessageKey; parts: Record<string, ComponentChildren> }) {
  // Without values, `t` leaves the placeholders in the text: split on them, odd pieces are names.
  const pieces = t(id).split(/\{(\w+)\}/);
  return <>{pieces.map((piece, i) => (i % 2 === 0 ? piece : <bdi key={i}>{piece in parts ? parts[piece] : `{${piece}}`}</bdi>))}</>;
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
  if (error.error === 'validation_failed') return errorText(error.error, refusedFields(error.body.fields));
  return errorText(error.error, error.message);
}

/**
 * The fields a `validation_failed` answer names, in the member's words (`payer.email`, `accountIds.0`: by their last
 * named part); the service's own message is English and technical. A field without words here is "a field".
 */
function refusedFields(fields: unknown): string {
  const named = (Array.isArray(fields) ? fields : []).map((entry) => {
    const path = String((entry as { field?: unknown })?.field ?? '').split('.').filter((part) => part && !/^\d+$/.test(part));
    const key = `field_${path[path.length - 1] ?? ''}`;
    return isMessageKey(key) ? t(key) : t('field_other');
  });
  return list([...new Set(named.length ? named : [t('field_other')])]);
}

/** A form's keydown handler: Escape closes it as its Cancel button does (which gives the focus back). */
export const closeOnEscape = (close: () => void) => (event: KeyboardEvent) => {
  if (event.key !== 'Escape') return;
  event.preventDefault();
  close();
};

/** Focuses what `selector` names once the page has drawn it (after the action that changed it). */
export const focusSoon = (selector: string) => setTimeout(() => (document.querySelector(selector) as HTMLElement | null)?.focus(), 0);

/**
 * What an action did, said to screen readers, hidden while there is nothing to say; focusable, for
 * the screen to move the focus to it (`focus`: whenever it changes).
 */
export function Notice({ id, message, focus = false }: { id: string; message: string; focus?: boolean }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useFocusOnShow(ref, [message], focus && Boolean(message));
  return (
    <p id={id} ref={ref} class="status ok" role="status" tabIndex={-1} hidden={!message}>
      {message}
    </p>
  );
}

/** The top of a screen: what it is for, what a member whose role may not use it is told, the last failure in words. */
export function Intro({ text, notAllowed, error }: { text?: string; notAllowed: string | false; error: string }) {
  return (
    <>
      {text && <p class="muted">{text}</p>}
      {notAllowed && <p class="notice">{notAllowed}</p>}
      <FormError message={error} />
    </>
  );
}

export function FormError({ message }: { message: string }) {
  return message ? (
    <p class="error" role="alert">
      {message}
    </p>
  ) : null;
}

/**
 * A labelled control: the label wraps the control (so that it names it), then the hint under it
 * when there is one (`hintId`, for the control's `aria-describedby`).
 */
export function Field({ label, hint, hintId, children }: { label: ComponentChildren; hint?: string; hintId?: string; children: ComponentChildren }) {
  return (
    <label>
      {label}
      {children}
      {hint && <span class="hint" id={hintId}>{hint}</span>}
    </label>
  );
}

/** Radio choices under their legend, one label each (`choice`, or `check` where the text has a hint beside it). */
export function Choices<V extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  kind = 'choice',
  children,
}: {
  legend: string;
  name: string;
  options: readonly (readonly [V, ComponentChildren])[];
  /** The option chosen ('' for none yet). */
  value: V | '';
  onChange: (value: V) => void;
  kind?: 'choice' | 'check';
  /** What follows the choices in the fieldset. */
  children?: ComponentChildren;
}) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      {options.map(([option, text]) => (
        <label class={kind} key={option}>
          <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} />
          {text}
        </label>
      ))}
      {children}
    </fieldset>
  );
}

/**
 * A busy button's attributes: `aria-disabled`, never `disabled`, since a focused button that becomes disabled drops
 * the keyboard focus to the top of the page. Its handler ignores presses meanwhile (`Action.press`, `submit`).
 */
export const busyAttributes = (busy: boolean) => ({ 'aria-disabled': busy ? ('true' as const) : undefined });

/**
 * A form's end: its failure in words, then its submit button (busy while the form's action
 * runs) and, beside it, what else is offered (Cancel with `onCancel`, a link as `children`).
 * `wide`: the button as wide as a narrow form, what else is offered under it.
 */
export function FormEnd({
  action,
  submit,
  danger,
  onCancel,
  cancel = t('cancel'),
  wide,
  children,
}: {
  action: { busy: boolean; error: string };
  submit: string;
  danger?: boolean;
  onCancel?: () => void;
  cancel?: string;
  wide?: boolean;
  children?: ComponentChildren;
}) {
  const buttons = (
    <>
      <button type="submit" class={danger ? 'danger' : undefined} {...busyAttributes(action.busy)}>{submit}</button>
      {onCancel && <button type="button" class="secondary" onClick={onCancel}>{cancel}</button>}
      {children}
    </>
  );
  return (
    <>
      <FormError message={action.error} />
      {wide ? buttons : <div class="actions">{buttons}</div>}
    </>
  );
}
