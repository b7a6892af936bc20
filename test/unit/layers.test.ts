// The layers point one way (docs/architecture.md): functions → use cases in shared/<capability>
// → shared/store, shared/aws, shared/connectors → shared/domain. These rules are read from the
// import statements of the source, so a file that breaks one fails here, naming the import.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** A project file a relative specifier names: `./x.js` is x.ts or x.tsx, as the bundler resolves it. */
function projectFile(path: string): string {
  const withoutJs = path.replace(/\.js$/, '');
  return [`${withoutJs}.ts`, `${withoutJs}.tsx`].find((candidate) => existsSync(join(ROOT, candidate))) ?? path;
}

/** Every module a file imports or re-exports: packages by name, project files by path from the root. */
function importsOf(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const specifiers = [...text.matchAll(/^\s*(?:import|export)\s[^;]*?from\s+'([^']+)'/gms)].map((m) => m[1]!);
  specifiers.push(...[...text.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g)].map((m) => m[1]!));
  return specifiers.map((s) => (s.startsWith('.') ? projectFile(relative(ROOT, resolve(dirname(join(ROOT, file)), s))) : s));
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

/** The folders of shared/ that hold use cases (capabilities), as opposed to the layers below them. */
const NOT_CAPABILITIES = new Set(['domain', 'store', 'aws', 'connectors', 'config', 'log', 'http']);
const capabilityOf = (file: string) => {
  const folder = /^shared\/([^/]+)\//.exec(file)?.[1];
  return folder && !NOT_CAPABILITIES.has(folder) ? folder : undefined;
};

/** The circles (strongly connected components of two or more folders) of a folder graph. */
function circles(edges: Map<string, Set<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of edges.keys()) if (!index.has(v)) visit(v);
  return found;
}

it('no circle between the capability folders of shared/', () => {
  const edges = new Map<string, Set<string>>();
  const why: string[] = [];
  for (const file of service) {
    const from = capabilityOf(file);
    if (!from) continue;
    for (const imported of importsOf(file)) {
      const to = capabilityOf(imported);
      if (!to || to === from) continue;
      edges.set(from, (edges.get(from) ?? new Set()).add(to));
      edges.set(to, edges.get(to) ?? new Set());
      why.push(`${from} → ${to} (${file} → ${imported})`);
    }
  }
  expect(edges.size).toBeGreaterThan(5);
  const found = circles(edges);
  const described = found.map((c) => `circle ${c.join(', ')}: ${why.filter((w) => c.some((a) => w.startsWith(`${a} →`)) && c.some((b) => w.includes(`→ ${b} (`))).join('; ')}`);
  expect(described).toEqual([]);
});

it('functions/ never imports shared/store: handlers call use cases', () => {
  const functions = service.filter((file) => file.startsWith('functions/'));
  expect(broken(functions, (imported) => !imported.startsWith('shared/store/'))).toEqual([]);
});

it('shared/ and functions/ import nothing from lib/', () => {
  expect(broken(service, (imported) => !imported.startsWith('lib/'))).toEqual([]);
});

it('no export * in shared/ or functions/, nor a name re-exported from a second home: every name is imported from its one home', () => {
  const shims = service.filter((file) => /^\s*export\s+(\*|(type\s+)?\{[^}]*\}\s+from\s)/m.test(readFileSync(join(ROOT, file), 'utf8')));
  expect(shims).toEqual([]);
});

// lib/ holds what never runs in Lambda, by kind (docs/architecture.md, "Layout").
const lib = (kind: string) => sourceFiles(`lib/${kind}`);
const isPackage = (imported: string) => !imported.startsWith('lib/') && !/^(shared|functions|bin|test|examples)\//.test(imported);

it('lib/web imports only lib/web (its generated client included), shared/domain and packages', () => {
  const web = lib('web');
  expect(web.length).toBeGreaterThan(20);
  expect(broken(web, (imported) => isPackage(imported) || imported.startsWith('lib/web/') || imported.startsWith('shared/domain/'))).toEqual([]);
});

it('lib/infra never imports lib/local: what is deployed does not depend on local mode', () => {
  expect(broken(lib('infra'), (imported) => !imported.startsWith('lib/local/'))).toEqual([]);
});

it('lib/local is imported only by its entry scripts, the bench and soak that run it, and the tests', () => {
  const mayRunLocalMode = (file: string) => /^(lib\/local|bin|lib\/tools\/bench|lib\/tools\/soak)\//.test(file);
  const others = [...service, ...lib('web'), ...lib('infra'), ...lib('tools'), ...sourceFiles('bin')].filter((file) => !mayRunLocalMode(file));
  expect(broken(others, (imported) => !imported.startsWith('lib/local/'))).toEqual([]);
  expect(sourceFiles('bin').filter((file) => importsOf(file).some((imported) => imported.startsWith('lib/local/')))).toContain('bin/local.ts');
});

it('reads the imports it checks (a rule that finds no import checks nothing)', () => {
  expect(importsOf('shared/store/transact.ts')).toEqual(expect.arrayContaining(['@aws-sdk/lib-dynamodb', 'shared/store/client.ts']));
  expect(importsOf('shared/http/v2-errors.ts')).toContain('shared/domain/errors.ts');
  expect(importsOf('lib/web/dashboard/src/main.tsx')).toContain('lib/web/dashboard/src/ui.tsx');
});
