// What is tested is what runs: the functions run on Lambda's nodejs22.x, so local mode, the
// tests and CI run on Node 22 too, installed from the npm registry (the `node` package, pinned in
// the lock file) and put first on the PATH of every npm script.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const pkg = JSON.parse(readFileSync(new URL('../../../../../package.json', import.meta.url), 'utf8')) as {
  devDependencies: Record<string, string>;
};
const functionSource = readFileSync(new URL('../../../../../lib/infra/constructs/service-function.ts', import.meta.url), 'utf8');

describe('runtime parity', () => {
  it('runs the tests on the Node major of the Lambda runtime', () => {
    const lambdaMajor = Number(/Runtime\.NODEJS_(\d+)_X/.exec(functionSource)![1]);
    expect(lambdaMajor).toBe(22);
    expect(Number(process.versions.node.split('.')[0])).toBe(lambdaMajor);
  });

  it('pins that Node exactly in package.json', () => {
    expect(pkg.devDependencies.node).toMatch(/^22\.\d+\.\d+$/);
    expect(process.versions.node).toBe(pkg.devDependencies.node);
  });
});
