import { exportApp } from '../support/export-jobs';

/**
 * A separate process running one local export, for the crash test to kill (SIGKILL) mid-way:
 * `node --import tsx export-child.ts <simUrl> <dataDir> <saveDir> <request JSON>`. Prints the job id.
 */
const [simUrl, dataDir, saveDir, requestJson] = process.argv.slice(2) as [string, string, string, string];
const app = exportApp({ url: simUrl }, { dataDir, saveDir });
const job = await app.start(JSON.parse(requestJson));
console.log(`job ${job.id}`);
await app.settled(job.id);
console.log('finished');
