// Structured JSON logs, one line per entry, written by Powertools for AWS Lambda's Logger (log
// levels, sampling, the X-Ray trace id of the invocation), in the service's own shape, with the
// context of the invocation in progress: request id, function, cold start. Secrets are redacted
// here, on the finished line, so no caller can forget to.
//
// The invocation's context travels in AsyncLocalStorage rather than in the Logger's own keys:
// in local mode every function runs in one process, with many invocations at once.
import { AsyncLocalStorage } from 'node:async_hooks';
import { LogFormatter, Logger, LogItem } from '@aws-lambda-powertools/logger';
import type { LogAttributes, UnformattedAttributes } from '@aws-lambda-powertools/logger/types';
import { keptPerContainer } from '../config/container.js';
import { redact } from './redact.js';

type Level = 'debug' | 'info' | 'warn' | 'error';

export interface LogContext {
  requestId?: string;
  [key: string]: unknown;
}

const context = new AsyncLocalStorage<LogContext>();

/** Where log lines go; tests swap it to capture what was written. */
export type LogSink = (line: string) => void;
let sink: LogSink = (line) => process.stdout.write(line + '\n');

/** The service's line: `level`, `time`, `message`, `service`, the X-Ray trace id, then the context and fields. */
class ServiceLogFormatter extends LogFormatter {
  formatAttributes(attributes: UnformattedAttributes, additional: LogAttributes): LogItem {
    return new LogItem({
      attributes: {
        level: attributes.logLevel.toLowerCase(),
        time: this.formatTimestamp(attributes.timestamp),
        message: attributes.message,
        service: attributes.serviceName,
        ...(attributes.xRayTraceId ? { xrayTraceId: attributes.xRayTraceId } : {}),
      },
    }).addAttributes(additional);
  }
}

/** Prints through the sink, redacted, instead of Powertools' own console. */
class RedactingLogger extends Logger {
  protected override printLog(_logLevel: number, log: LogItem): void {
    log.prepareForPrint();
    sink(JSON.stringify(redact(log.getAttributes())));
  }
}

const engine = new RedactingLogger({
  serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'payments',
  logLevel: ((process.env.LOG_LEVEL ?? 'info').toUpperCase() as 'INFO') ?? 'INFO',
  logFormatter: new ServiceLogFormatter(),
});

export function setLogSink(next: LogSink): LogSink {
  const previous = sink;
  sink = next;
  return previous;
}

export function setLogLevel(level: Level): void {
  engine.setLogLevel(level.toUpperCase() as 'INFO');
}

/** Runs `fn` with `ctx` attached to every log line written inside it. */
export function withLogContext<T>(ctx: LogContext, fn: () => T): T {
  return context.run({ ...context.getStore(), ...ctx }, fn);
}

export function currentLogContext(): LogContext | undefined {
  return context.getStore();
}

const functionsStarted = new Set<string>();
keptPerContainer(() => functionsStarted.clear());

/**
 * The context of a Lambda invocation for its log lines: the function, its request id, and
 * whether this is the function's first invocation in this process (a cold start).
 */
export function invocationContext(lambda: { functionName: string; awsRequestId: string }): LogContext {
  const coldStart = !functionsStarted.has(lambda.functionName);
  functionsStarted.add(lambda.functionName);
  return { function: lambda.functionName, awsRequestId: lambda.awsRequestId, coldStart };
}

const write =
  (level: Level) =>
  (message: string, fields?: Record<string, unknown>): void => {
    engine[level](message, { ...context.getStore(), ...fields });
  };

export const logger = {
  debug: write('debug'),
  info: write('info'),
  warn: write('warn'),
  error: write('error'),
};
