// A call to the API from a form or a button: busy while it runs (the form's button says so and a
// second submit or press is ignored), its failure in words under the form, cleared when it is tried again.
import { useRef, useState } from 'preact/hooks';
import { describeError } from './ui.js';

export interface Action {
  busy: boolean;
  /** The last failure in words, or ''. */
  error: string;
  setError(message: string): void;
  /** Runs `work`: busy meanwhile, its failure put in words by `describe` (describeError by default). */
  run(work: () => Promise<void>, describe?: (failure: unknown) => string): Promise<void>;
  /** A form's submit handler that runs `work` instead of sending the form. */
  submit(work: () => Promise<void>, describe?: (failure: unknown) => string): (event: Event) => void;
  /** A button's click handler that runs `work`, ignored while the action runs (its button: `busyAttributes`). */
  press(work: () => Promise<void>, describe?: (failure: unknown) => string): () => void;
}

export function useAction(): Action {
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  /** Set at once (the state is not, until the next render): a second submit meanwhile is ignored. */
  const running = useRef(false);
  const run = async (work: () => Promise<void>, describe: (failure: unknown) => string = describeError) => {
    running.current = true;
    setBusy(true);
    setError('');
    try {
      await work();
    } catch (failure) {
      setError(describe(failure));
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  return {
    busy,
    error,
    setError,
    run,
    submit: (work, describe) => (event) => {
      event.preventDefault();
      if (!running.current) void run(work, describe);
    },
    press: (work, describe) => () => {
      if (!running.current) void run(work, describe);
    },
  };
}
