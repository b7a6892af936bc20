// npm run bootstrap-admin: the command that creates the first staff user (decisions.md).
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { uniqueEmail } from '../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../../../', import.meta.url));

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

/** Runs the command as an operator would, against this app's table (its environment). */
const bootstrap = (...args: string[]) =>
  run(process.execPath, [`${root}node_modules/tsx/dist/cli.mjs`, `${root}bin/bootstrap-admin.ts`, ...args], {
    cwd: root,
    env: process.env,
  }).then(
    (out) => ({ code: 0, ...out }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );

it('creates a staff administrator who can sign in, and never prints the password', async () => {
  const email = uniqueEmail('admin');
  const password = 'a-long-admin-password';
  const out = await bootstrap('--email', email, '--password', password);
  expect(out.code, out.stderr).toBe(0);
  expect(out.stdout).toContain(`created svc_admin ${email}`);
  expect(out.stdout + out.stderr).not.toContain(password);
  const login = await app.http.post('/auth/login', { email, password });
  expect(login.status).toBe(200);
  expect(login.body.user.platformRole).toBe('svc_admin');
});

it('refuses a short password, an email already taken, and missing arguments', async () => {
  const email = uniqueEmail('admin');
  expect((await bootstrap('--email', email, '--password', 'short')).stderr).toContain('at least 10 characters');
  expect((await bootstrap('--email', email, '--password', 'a-long-admin-password')).code).toBe(0);
  const again = await bootstrap('--email', email, '--password', 'another-long-password');
  expect(again.code).toBe(1);
  expect(again.stderr).toContain('already exists');
  expect((await bootstrap('--email', email)).stderr).toContain('usage');
  expect((await bootstrap('--email', uniqueEmail(), '--password', 'a-long-admin-password', '--role', 'merchant')).code).toBe(1);
}, 60_000);
