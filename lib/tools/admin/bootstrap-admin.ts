// npm run bootstrap-admin -- --email E --password P [--role svc_admin]
// Creates a staff user. Against local mode (npm start running, or its data under .local/)
// it reads the endpoints local mode wrote; against a deployed stage, set TABLE_NAME,
// KMS_KEY_ID and AWS credentials as for any AWS tool (see README).
import { parseArgs } from 'node:util';
import { runCommand, useLocalModeUnlessDeployed } from './command.js';
import { STAFF_ROLES, type StaffRole } from '../../../shared/domain/permissions.js';

async function bootstrapAdmin(args: readonly string[]): Promise<void> {
  const { values } = parseArgs({
    args: [...args],
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string', default: 'svc_admin' },
    },
  });
  if (!values.email || !values.password) throw new Error('usage: npm run bootstrap-admin -- --email E --password P [--role svc_admin]');
  if (!(STAFF_ROLES as readonly string[]).includes(values.role!)) throw new Error(`--role must be one of ${STAFF_ROLES.join(', ')}`);
  await useLocalModeUnlessDeployed();
  // Placeholders for settings this command does not use, so the shared config parses.
  process.env.OUTBOX_QUEUE_URL ??= 'https://sqs.invalid/unused';
  process.env.WEBHOOK_QUEUE_URL ??= 'https://sqs.invalid/unused';
  process.env.PUBLIC_API_URL ??= 'https://api.invalid';
  process.env.CHECKOUT_URL ??= 'https://checkout.invalid';
  process.env.FILES_BUCKET ??= 'unused';
  const { createStaffUser } = await import('../../../shared/identity/create-staff-user.js');
  const user = await createStaffUser({ email: values.email, password: values.password, platformRole: values.role as StaffRole });
  process.stdout.write(`created ${user.platformRole} ${user.email} (${user.id})\n`);
}

/** Creates the staff user the arguments name (a failure: one line on stderr, exit code 1). */
export async function main(args: readonly string[] = process.argv.slice(2)): Promise<void> {
  await runCommand('bootstrap-admin', () => bootstrapAdmin(args));
}
