// docs/generated/errors.md is generated from the code: every error code with its status, the members its
// body carries beside `error` and `message`, and the routes that can raise it. `npm run
// docs:errors` rewrites it and a unit test fails when it is stale.
//
// How a route's codes are found: the TypeScript checker follows every function its action
// reaches (calls, and functions passed as values), from the handler's table of actions, and keeps
// each string literal whose contextual type is `ErrorCode` (`new AppError('code', ...)`,
// `notFound('code', ...)`, ...). The guard and the body reader add the codes of the route's
// credential and body kind (shared/http/guard.ts, shared/http/body.ts), by rule, and the public
// rate rules that WAF (locally the gateway) applies before any function runs `rate_limited`.
import { writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { FALLBACK_GROUP, handlerEntry, routeGroups } from '../../../functions/manifest.js';
import { DEPENDENCY_FAILURES, ERROR_STATUS, type ErrorCode } from '../../../shared/domain/errors.js';
import { bodyKindOf, routeKey, type RouteSpec } from '../../../shared/http/route-manifest.js';
import { PUBLIC_RATE_RULES, ruleMatches } from '../../infra/config/public-rate-rules.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** Codes the contract gives a second status (`AppError`'s `status` option), and the gateway's 413. */
const OTHER_STATUSES: Partial<Record<ErrorCode, string>> = {
  too_many_attempts: '409 when a payment has had its maximum of attempts',
  invalid_credentials: '400 on affiliation creation (provider credentials that fail their schema)',
  file_too_large: '413 when the gateway refuses a request body over 10 MB',
};

/** Members every body of a code carries, added by a helper (or the rate rules' answer) rather than at each call. */
const HELPER_MEMBERS: Partial<Record<ErrorCode, string[]>> = { validation_failed: ['fields'], rate_limited: ['retryAfterSeconds'] };

export interface ErrorCodeUse {
  code: ErrorCode;
  status: number;
  otherStatus: string | undefined;
  members: string[];
  /** `METHOD /path`, or `fallback` for requests no route serves. */
  routes: string[];
}

/** The codes each route can raise, found in the code. */
export const collectErrorCodes = (): ErrorCodeUse[] => analyseRoutes().uses;

export interface RouteAnalysis {
  uses: ErrorCodeUse[];
  /** Statuses of the v2 answers without a code (`new V2Error(status, ...)`, `V2Refusal`) each route can give. */
  v2Statuses: Map<string, Set<number>>;
  /** Success statuses (2xx, 3xx) written as literals in what each route's action reaches (`json(201, ...)`, `status: 204`). */
  successStatuses: Map<string, Set<number>>;
}

/** The codes each route can raise and the codeless v2 statuses, found in the code (one program). */
export function analyseRoutes(): RouteAnalysis {
  const program = ts.createProgram({
    rootNames: [...routeGroups.map((g) => g.name), FALLBACK_GROUP].map((name) => join(ROOT, handlerEntry(name))),
    options: {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      strict: true,
      skipLibCheck: true,
      noEmit: true,
      types: ['node'],
    },
  });
  const checker = program.getTypeChecker();
  const members = new Map<ErrorCode, Set<string>>();
  const raisedBy = new Map<ErrorCode, Set<string>>();
  const raise = (code: ErrorCode, route: string) => (raisedBy.get(code) ?? raisedBy.set(code, new Set()).get(code)!).add(route);

  const isOurs = (node: ts.Node) => {
    const file = node.getSourceFile();
    return !file.isDeclarationFile && !file.fileName.includes('/node_modules/') && file.fileName.startsWith(ROOT);
  };

  /** A string literal used where an `ErrorCode` is expected. */
  const codeOf = (node: ts.StringLiteralLike): ErrorCode | undefined => {
    if (!(node.text in ERROR_STATUS)) return undefined;
    const type = checker.getContextualType(node as ts.Expression);
    if (!type) return undefined;
    const parts = type.isUnion() ? type.types : [type];
    const allCodes = parts.every((t) => t.isStringLiteral() && t.value in ERROR_STATUS);
    return allCodes ? (node.text as ErrorCode) : undefined;
  };

  /** The members named in `new AppError(code, message, {members})`. */
  const noteMembers = (literal: ts.StringLiteralLike, code: ErrorCode) => {
    const call = literal.parent;
    if (!ts.isNewExpression(call) || call.arguments?.[0] !== literal) return;
    const extra = call.arguments[2];
    if (!extra || !ts.isObjectLiteralExpression(extra)) return;
    const names = members.get(code) ?? members.set(code, new Set()).get(code)!;
    for (const property of extra.properties) {
      if (property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))) names.add(property.name.text);
    }
  };

  /** Follows what `start` reaches: the codes it can raise. */
  function codesReachedFrom(
    start: ts.Node,
    v2Statuses = new Set<number>(),
    stopAt: ReadonlySet<string> = new Set(),
    successes = new Set<number>(),
  ): Set<ErrorCode> {
    const success = (node: ts.Node | undefined): void => {
      if (node && ts.isConditionalExpression(node)) return [node.whenTrue, node.whenFalse].forEach(success);
      if (node && ts.isNumericLiteral(node) && Number(node.text) >= 200 && Number(node.text) < 400) successes.add(Number(node.text));
    };
    /** A call of one of our functions whose first parameter is `status` (`json(201, ...)`, a group's own `answer(201, ...)`). */
    const statusArgument = (call: ts.CallExpression) => {
      let symbol = checker.getSymbolAtLocation(call.expression);
      if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
      const declaration = symbol?.valueDeclaration;
      const fn = declaration && ts.isVariableDeclaration(declaration) ? declaration.initializer : declaration;
      const first = fn && ts.isFunctionLike(fn) ? fn.parameters[0] : undefined;
      return first && ts.isIdentifier(first.name) && first.name.text === 'status' ? call.arguments[0] : undefined;
    };
    const found = new Set<ErrorCode>();
    const seen = new Set<ts.Node>();
    const visit = (node: ts.Node): void => {
      if (ts.isTypeNode(node) || ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node) || ts.isImportDeclaration(node)) return;
      if (ts.isNewExpression(node) && ts.isIdentifier(node.expression)) {
        const status = node.arguments?.[0];
        if (node.expression.text === 'V2Error' && status && ts.isNumericLiteral(status)) v2Statuses.add(Number(status.text));
        if (node.expression.text === 'V2Refusal') v2Statuses.add(422);
      }
      if (ts.isCallExpression(node)) success(statusArgument(node));
      if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === 'status') success(node.initializer);
      if (ts.isStringLiteralLike(node)) {
        const code = codeOf(node);
        if (code) {
          found.add(code);
          noteMembers(node, code);
        }
        return;
      }
      if (ts.isIdentifier(node)) {
        follow(node);
        return;
      }
      ts.forEachChild(node, visit);
    };
    const follow = (identifier: ts.Identifier) => {
      if (stopAt.has(identifier.text)) return;
      let symbol = checker.getSymbolAtLocation(identifier);
      if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
      for (const declaration of symbol?.declarations ?? []) {
        if (seen.has(declaration) || !isOurs(declaration)) continue;
        if (
          ts.isFunctionDeclaration(declaration) ||
          ts.isMethodDeclaration(declaration) ||
          ts.isClassDeclaration(declaration) ||
          ts.isGetAccessorDeclaration(declaration) ||
          (ts.isVariableDeclaration(declaration) && declaration.initializer) ||
          (ts.isPropertyAssignment(declaration) && ts.isFunctionLike(declaration.initializer))
        ) {
          seen.add(declaration);
          visit(declaration);
        }
      }
    };
    visit(start);
    return found;
  }

  const v2Statuses = new Map<string, Set<number>>();
  const successStatuses = new Map<string, Set<number>>();
  const groupsByHandler = new Map(routeGroups.map((g) => [resolve(ROOT, handlerEntry(g.name)), g]));
  for (const file of program.getSourceFiles()) {
    const group = groupsByHandler.get(resolve(file.fileName));
    if (!group) continue;
    const { actions, guard } = findActionTable(file);
    for (const route of group.routes) {
      const key = routeKey(route);
      const action = actions.get(key);
      if (!action) throw new Error(`${handlerEntry(group.name)}: no action found for ${key}`);
      const statuses = v2Statuses.get(key) ?? v2Statuses.set(key, new Set()).get(key)!;
      // A group's own guard (routeGroup's third argument) runs before every action of the group; the
      // usual guard it calls is counted by rule, as for every other group (guardAndBodyCodes).
      const guardCodes = guard ? codesReachedFrom(guard, statuses, new Set(['authenticateRequest'])) : [];
      const successes = successStatuses.get(key) ?? successStatuses.set(key, new Set()).get(key)!;
      for (const code of [...codesReachedFrom(action, statuses, new Set(), successes), ...guardCodes, ...guardAndBodyCodes(route)]) raise(code, key);
    }
  }
  const fallback = program.getSourceFiles().find((f) => resolve(f.fileName) === resolve(ROOT, handlerEntry(FALLBACK_GROUP)));
  if (fallback) for (const code of codesReachedFrom(fallback)) raise(code, FALLBACK_GROUP);

  const uses = [...raisedBy.keys()]
    .sort((a, b) => ERROR_STATUS[a] - ERROR_STATUS[b] || a.localeCompare(b))
    .map((code) => ({
      code,
      status: ERROR_STATUS[code],
      otherStatus: OTHER_STATUSES[code],
      members: [...new Set([...(HELPER_MEMBERS[code] ?? []), ...(members.get(code) ?? [])])].sort(),
      routes: [...raisedBy.get(code)!].sort(),
    }));
  return { uses, v2Statuses, successStatuses };
}

/** `'GET /path': action` entries of the `routeGroup(manifest, {...}, guard?)` call of a handler, and its guard. */
function findActionTable(file: ts.SourceFile): { actions: Map<string, ts.Expression>; guard?: ts.Expression } {
  const table = new Map<string, ts.Expression>();
  let guard: ts.Expression | undefined;
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'routeGroup') {
      const actions = node.arguments[1];
      if (actions && ts.isObjectLiteralExpression(actions)) {
        for (const property of actions.properties) {
          if (ts.isPropertyAssignment(property) && ts.isStringLiteral(property.name)) table.set(property.name.text, property.initializer);
        }
      }
      guard = node.arguments[2];
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return { actions: table, guard };
}

/** What the rate rules, the guard and the body reader can answer before the action runs, by the route's manifest entry. */
function guardAndBodyCodes(route: RouteSpec): ErrorCode[] {
  const codes: ErrorCode[] = [];
  // Refused in front of the API (WAF on AWS, the gateway locally), before the function runs.
  if (PUBLIC_RATE_RULES.some((rule) => ruleMatches(rule, route.method, route.path))) codes.push('rate_limited');
  if (bodyKindOf(route) !== 'none') codes.push('validation_failed');
  const acceptsKey = route.auth === 'key' || route.auth === 'key+session';
  const acceptsSession = route.auth === 'session' || route.auth === 'key+session' || route.auth === 'staff';
  if (acceptsKey || acceptsSession) codes.push('unauthenticated');
  if (acceptsKey) codes.push('invalid_api_key', 'organisation_suspended');
  // A session request that changes something, sent by another site's page (shared/http/same-origin.ts).
  if (acceptsSession && !['GET', 'HEAD', 'OPTIONS'].includes(route.method)) codes.push('cross_site_request');
  if (route.auth === 'staff') codes.push('permission_denied');
  const organisationRoute = route.path.startsWith('/organisations/{id}');
  if (route.auth !== 'staff' && (organisationRoute || route.permission) && (acceptsKey || acceptsSession)) {
    codes.push('organisation_not_found');
    if (route.permission) codes.push('permission_denied');
    if (!organisationRoute && acceptsSession) codes.push('organisation_required');
  }
  return codes;
}

/** Routes of a code, whole groups shortened to `<group>: every route`. */
function routesText(routes: readonly string[]): string {
  const set = new Set(routes);
  const parts: string[] = [];
  const covered = new Set<string>();
  for (const group of routeGroups) {
    const keys = group.routes.map(routeKey);
    if (keys.length > 1 && keys.every((k) => set.has(k))) {
      parts.push(`**${group.name}**: every route`);
      keys.forEach((k) => covered.add(k));
    }
  }
  for (const route of routes) {
    if (covered.has(route)) continue;
    parts.push(route === FALLBACK_GROUP ? 'any path no route serves' : `\`${route}\``);
  }
  return parts.join(', ');
}

export function renderErrorsDoc(uses: readonly ErrorCodeUse[] = collectErrorCodes()): string {
  const rows = uses.map((u) => {
    // Raised by name in a few places, and answered by every route for anything unexpected.
    const routes = u.code === 'internal_error' ? 'every route' : routesText(u.routes);
    const status = `${u.status}${u.otherStatus ? `; ${u.otherStatus}` : ''}`;
    return `| \`${u.code}\` | ${status} | ${u.members.map((m) => `\`${m}\``).join(', ')} | ${routes} |`;
  });
  return [
    '# Error codes',
    '',
    '<!-- Generated by `npm run docs:errors` from the code (lib/tools/contract/errors-doc.ts): do not edit. -->',
    '',
    'Every v3 error is `{error, message}` plus the members listed for its code (see "Error bodies" in',
    '`docs/api-decisions.md` for what each member means). Clients branch on `error`, never on `message`.',
    'Beside the codes below, any route can answer 500 `internal_error` (an unexpected failure, logged with its',
    'cause: a bug), 409 `conflict` when a concurrent change to the same items won (nothing was written; retry), and',
    'a 503 with `Retry-After` when a dependency failed (next section).',
    'A body or query field a route does not define is refused with `validation_failed`, each unknown field named',
    'by its path: `fields: [{field: "payer.nickname", message: "unknown field"}]`.',
    '',
    'The routes of a code are those whose action can reach a place that raises it (found by following the',
    'code), plus what the guard and the body reader answer for the route\'s credential and body.',
    '',
    'The v2 routes (`/api/v2/...`) answer in the v2 formats instead: `validation_failed` is 400',
    '`{errors: [{msg, param, message}]}`, every other code `{message}` with its status, except that business',
    'refusals of 400 or 409 are 422 (`docs/v2-compatibility.md`). v2 fields the reference does not list are ignored.',
    '',
    '## 503: a dependency failed',
    '',
    'When storage (DynamoDB) or another service the API depends on cannot be reached, answers too slowly, is busy',
    'or fails, or when the function is about to run out of time, the answer is a 503 with `Retry-After` (seconds),',
    'answered by the service itself before its time-out (`shared/domain/errors.ts`, `DEPENDENCY_FAILURES`). Its',
    'code says what is known of the outcome:',
    '',
    '| code | status | routes | meaning |',
    '|---|---|---|---|',
    ...Object.entries(DEPENDENCY_FAILURES).map(
      ([code, failure]) =>
        `| \`${code}\` | ${failure.status} | ${failure.routes === 'every' ? 'every route' : 'every route that changes something (not GET)'} | ${failure.meaning} |`,
    ),
    '',
    'A read never has an unknown outcome. Under `/api/v2` both are `{message}` with status 503 and `Retry-After`;',
    'v2 takes no `Idempotency-Key`: an init-payment retried after an unknown outcome may create a second payment for',
    'the order (the one not paid expires at the end of its lifespan).',
    '',
    '## Codes by route',
    '',
    '| code | status | members beside `error`, `message` | routes |',
    '|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

/** Codes of `ERROR_STATUS` that nothing raises. */
export const unraisedCodes = (uses: readonly ErrorCodeUse[]) =>
  (Object.keys(ERROR_STATUS) as ErrorCode[]).filter((code) => !uses.some((u) => u.code === code));

/** `npm run docs:errors`: rewrites docs/generated/errors.md, and names the codes nothing raises. */
export function main(): void {
  const uses = collectErrorCodes();
  writeFileSync(join(ROOT, 'docs/generated/errors.md'), renderErrorsDoc(uses));
  process.stdout.write('docs/generated/errors.md written\n');
  const unraised = unraisedCodes(uses);
  if (unraised.length) process.stdout.write(`codes in shared/domain/errors.ts that nothing raises: ${unraised.join(', ')}\n`);
}
