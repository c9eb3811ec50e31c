import { parseArgs } from 'node:util';
import { startSimulator } from './server';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8787' },
    seed: { type: 'string', default: '1' },
    'latency-ms': { type: 'string', default: '0' },
    'page-latency-ms': { type: 'string', default: '0' },
    faults: { type: 'string', default: '' },
    host: { type: 'string', default: '127.0.0.1' },
    'clock-rate': { type: 'string', default: '0' },
    'bulk-address-txs': { type: 'string', default: '0' },
    subnets: { type: 'string', default: '0' },
    'rate-limit': { type: 'string' },
    'require-api-key': { type: 'string' },
  },
});

const asInt = (name: string, v: string | undefined) => {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0) {
    console.error(`--${name} must be a non-negative integer, got "${v}"`);
    process.exit(2);
  }
  return n;
};

try {
  const sim = await startSimulator({
    port: asInt('port', values.port),
    seed: asInt('seed', values.seed),
    latencyMs: asInt('latency-ms', values['latency-ms']),
    pageLatencyMs: asInt('page-latency-ms', values['page-latency-ms']),
    faults: values.faults,
    host: values.host,
    clockRate: asInt('clock-rate', values['clock-rate']),
    bulkAddressTxs: asInt('bulk-address-txs', values['bulk-address-txs']),
    subnets: asInt('subnets', values.subnets),
    rateLimit: values['rate-limit'],
    requireApiKey: values['require-api-key'],
  });
  console.log(`Snowscope simulator listening on ${sim.url} (seed ${values.seed}): /v1, /v2 and /ext on this origin`);
  const stop = () => sim.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (e) {
  console.error(`simulator failed to start: ${(e as Error).message}`);
  process.exit(1);
}
