// The layers point one way (docs/architecture.md): functions → use cases in shared/<capability>
// → shared/store, shared/aws, shared/connectors → shared/domain. These rules are read from the
// import statements of the source, so a file that breaks one fails here, naming the import.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Every module a file imports or re-exports: packages by name, project files by path from the root. */
function importsOf(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const specifiers = [...text.matchAll(/^\s*(?:import|export)\s[^;]*?from\s+'([^']+)'/gms)].map((m) => m[1]!);
  specifiers.push(...[...text.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g)].map((m) => m[1]!));
  return specifiers.map((s) => (s.startsWith('.') ? relative(ROOT, resolve(dirname(join(ROOT, file)), s)).replace(/\.js$/, '.ts') : s));
}

const service = [...sourceFiles('shared'), ...sourceFiles('functions')];
const broken = (files: string[], allowed: (imported: string, file: string) => boolean) =>
  files.flatMap((file) => importsOf(file).filter((imported) => !allowed(imported, file)).map((imported) => `${file} → ${imported}`));

it('only shared/store talks to DynamoDB', () => {
  const outside = service.filter((file) => !file.startsWith('shared/store/'));
  expect(broken(outside, (imported) => !/^@aws-sdk\/(client-dynamodb|lib-dynamodb)$/.test(imported))).toEqual([]);
});

it('shared/domain imports nothing but itself and Node', () => {
  const domain = service.filter((file) => file.startsWith('shared/domain/'));
  expect(domain.length).toBeGreaterThan(5);
  expect(broken(domain, (imported) => imported.startsWith('node:') || imported.startsWith('shared/domain/'))).toEqual([]);
});

it('the store imports the domain and the platform (configuration, logs, KMS), never a connector, a use case or HTTP', () => {
  const store = service.filter((file) => file.startsWith('shared/store/'));
  const platform = ['shared/store/', 'shared/domain/', 'shared/config/', 'shared/log/', 'shared/aws/'];
  expect(broken(store, (imported) => !imported.startsWith('shared/') || platform.some((layer) => imported.startsWith(layer)))).toEqual([]);
});

it('nothing in shared/ imports the HTTP layer but the HTTP layer itself', () => {
  const below = service.filter((file) => file.startsWith('shared/') && !file.startsWith('shared/http/'));
  expect(broken(below, (imported) => !imported.startsWith('shared/http/'))).toEqual([]);
});

it('reads the imports it checks (a rule that finds no import checks nothing)', () => {
  expect(importsOf('shared/store/transact.ts')).toEqual(expect.arrayContaining(['@aws-sdk/lib-dynamodb', 'shared/store/client.ts']));
  expect(importsOf('shared/http/v2-errors.ts')).toContain('shared/domain/errors.ts');
});
