// Structured JSON logs, one line per entry, carrying the request id of the
// invocation in progress. Secrets are redacted here, so no caller can forget to.
import { AsyncLocalStorage } from 'node:async_hooks';
import { redact } from './redact.js';

type Level = 'debug' | 'info' | 'warn' | 'error';
const LEVELS: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

export interface LogContext {
  requestId?: string;
  [key: string]: unknown;
}

const context = new AsyncLocalStorage<LogContext>();

/** Where log lines go; tests swap it to capture what was written. */
export type LogSink = (line: string) => void;
let sink: LogSink = (line) => process.stdout.write(line + '\n');
let minLevel: number = LEVELS[(process.env.LOG_LEVEL as Level | undefined) ?? 'info'] ?? LEVELS.info;

export function setLogSink(next: LogSink): LogSink {
  const previous = sink;
  sink = next;
  return previous;
}

export function setLogLevel(level: Level): void {
  minLevel = LEVELS[level];
}

/** Runs `fn` with `ctx` attached to every log line written inside it. */
export function withLogContext<T>(ctx: LogContext, fn: () => T): T {
  return context.run({ ...context.getStore(), ...ctx }, fn);
}

export function currentLogContext(): LogContext | undefined {
  return context.getStore();
}

function write(level: Level, message: string, fields?: Record<string, unknown>): void {
  if (LEVELS[level] < minLevel) return;
  const entry = {
    level,
    time: new Date().toISOString(),
    message,
    ...context.getStore(),
    ...fields,
  };
  sink(JSON.stringify(redact(entry)));
}

export const logger = {
  debug: (message: string, fields?: Record<string, unknown>) => write('debug', message, fields),
  info: (message: string, fields?: Record<string, unknown>) => write('info', message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write('warn', message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write('error', message, fields),
};
