import { existsSync, mkdtempSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createServices } from '@main/app/wiring';
import { startWebServer } from './server';

/** `npm run web -- --port <p>`: the app's services + built renderer on loopback, for any browser. */
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '5180' },
    'data-dir': { type: 'string' },
    'renderer-dir': { type: 'string' },
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be 0..65535, got "${values.port}"`);
  process.exit(2);
}
const rendererDir = resolve(values['renderer-dir'] ?? 'out/renderer');
if (!existsSync(join(rendererDir, 'index.html'))) {
  console.error(`No built renderer at ${rendererDir} — run \`npm run build:renderer\` first`);
  process.exit(1);
}
const dataDir =
  values['data-dir'] ??
  process.env.SNOWSCOPE_DATA_DIR ??
  (process.env.CI ? mkdtempSync(join(tmpdir(), 'snowscope-')) : join(homedir(), '.config', 'snowscope-web'));

try {
  const services = createServices({ dataDir, env: process.env });
  // The page shows these too; the terminal gets them with the full data folder (it is the user's own).
  for (const notice of services.notices.list()) {
    console.error(`${notice.title}: ${notice.message} (data folder: ${dataDir})`);
  }
  const web = await startWebServer({ services, rendererDir, port });
  console.log(web.launchUrl);
  const stop = () => web.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (e) {
  console.error(`browser mode failed to start: ${(e as Error).message}`);
  process.exit(1);
}
