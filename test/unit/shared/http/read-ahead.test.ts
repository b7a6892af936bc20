// guardReadingAhead: the action's read starts beside the guard; a refused request answers only once
// that read has ended, so that nothing of a Lambda invocation outlives its answer.
import { describe, expect, it } from 'vitest';
import { guardReadingAhead, type ReadAheadAction } from '../../../../shared/http/read-ahead.js';
import type { HttpRequest } from '../../../../shared/http/types.js';

const request = {} as HttpRequest;

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/** An action whose read ahead ends when `read` is resolved, and the order things happened in. */
function readingAction(read: Promise<void>, events: string[]): ReadAheadAction {
  const action = async () => ({ status: 200 });
  return Object.assign(action, {
    readAhead: async () => {
      events.push('read started');
      await read;
      events.push('read ended');
    },
  });
}

describe('guardReadingAhead', () => {
  it('starts the read before the guard answers, and does not wait for it when the guard lets the request in', async () => {
    const events: string[] = [];
    const read = deferred();
    await guardReadingAhead(async () => void events.push('guarded'), readingAction(read.promise, events), request);
    expect(events).toEqual(['read started', 'guarded']);
    read.resolve();
  });

  it('answers a refusal only once the read ahead has ended', async () => {
    const events: string[] = [];
    const read = deferred();
    const refused = guardReadingAhead(
      async () => {
        events.push('refused');
        throw new Error('invalid_api_key');
      },
      readingAction(read.promise, events),
      request,
    ).catch((error: Error) => events.push(`answered ${error.message}`));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(events).toEqual(['read started', 'refused']);
    read.resolve();
    await refused;
    expect(events).toEqual(['read started', 'refused', 'read ended', 'answered invalid_api_key']);
  });

  it('runs the guard alone for an action that does not read ahead', async () => {
    const events: string[] = [];
    await guardReadingAhead(async () => void events.push('guarded'), async () => ({ status: 200 }), request);
    expect(events).toEqual(['guarded']);
  });
});
