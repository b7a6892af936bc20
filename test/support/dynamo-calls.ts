// The DynamoDB calls the app makes while a piece of work runs: the app runs in the test's process
// and shares its table client (shared/store/client.ts), so a middleware on that client sees them all.
import { db } from '../../shared/store/client.js';

export interface DynamoCall {
  /** The command's name without `Command` (`Query`, `BatchGetItem`...). */
  name: string;
  input: Record<string, any>;
  /** performance.now() when the call was made and when it ended, its tries included. */
  started: number;
  ended: number;
}

/** Each DynamoDB call made while `act` runs; `hold` delays the calls of one command before they are sent, to make them the slowest. */
export async function dynamoCallsWhile(act: () => Promise<unknown>, hold?: { command: string; ms: number }): Promise<DynamoCall[]> {
  const calls: DynamoCall[] = [];
  const name = `testCalls${Math.random().toString(36).slice(2)}`;
  db().middlewareStack.add(
    (next, context) => async (args) => {
      const started = performance.now();
      try {
        if (hold && context.commandName === `${hold.command}Command`) await new Promise((resolve) => setTimeout(resolve, hold.ms));
        return await next(args);
      } finally {
        calls.push({ name: context.commandName!.replace(/Command$/, ''), input: args.input as Record<string, any>, started, ended: performance.now() });
      }
    },
    { step: 'initialize', name },
  );
  try {
    await act();
  } finally {
    db().middlewareStack.remove(name);
  }
  return calls;
}
