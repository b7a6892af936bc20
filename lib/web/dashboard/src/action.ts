// A call to the API from a form or a button: busy while it runs (the button is disabled
// meanwhile), its failure in words under the form, cleared when it is tried again.
import { useState } from 'preact/hooks';
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
}

export function useAction(): Action {
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<void>, describe: (failure: unknown) => string = describeError) => {
    setBusy(true);
    setError('');
    try {
      await work();
    } catch (failure) {
      setError(describe(failure));
    } finally {
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
      void run(work, describe);
    },
  };
}
