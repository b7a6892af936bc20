import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : path.endsWith('.ts') ? [path] : [];
  });
}

describe('bundle hygiene', () => {
  it('imports zod as a namespace, which lets esbuild drop what a function does not use', () => {
    // `import { z } from 'zod'` pulls every locale and the JSON-schema tooling into each
    // Lambda bundle (454 KB against 92 KB, measured with esbuild).
    const offenders = ['functions', 'shared'].flatMap(sources).filter((file) => /import\s*\{\s*z\s*\}\s*from\s*'zod'/.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
