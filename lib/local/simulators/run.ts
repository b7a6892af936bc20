// Runs the sandbox simulators on their own, for a developer or a browser test:
//   npx tsx bin/simulators.ts [--port-base 4700]
// With a port base, providers get consecutive fixed ports in the catalogue's order.
import { PROVIDER_CODES, type ProviderCode } from '../../../shared/domain/payments.js';
import { startSimulators } from './index.js';

export async function main(argv: readonly string[] = process.argv.slice(2)): Promise<void> {
  const portBaseArgument = argv.indexOf('--port-base');
  const portBase = portBaseArgument >= 0 ? Number(argv[portBaseArgument + 1]) : 0;
  const ports = portBase
    ? (Object.fromEntries(PROVIDER_CODES.map((code, index) => [code, portBase + index])) as Record<ProviderCode, number>)
    : undefined;

  const simulators = await startSimulators({ host: '127.0.0.1', ports });
  for (const [code, url] of Object.entries(simulators.urls)) {
    process.stdout.write(`${code.padEnd(11)} ${url}   control: ${new URL('/__sim/', url).toString()}\n`);
  }
  process.stdout.write(`\nPROVIDER_SANDBOX_URLS='${JSON.stringify(simulators.urls)}'\n`);

  const stop = () => void simulators.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
