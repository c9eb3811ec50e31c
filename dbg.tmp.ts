import { startSimulator } from '@sim/server';

const sim = await startSimulator({ port: 0, seed: 1 });
const rpc = async (path: string, method: string, params: unknown = {}) =>
  await (
    await fetch(`${sim.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    })
  ).json();
const d = sim.dataset.primary.mainnet;
const self = d.node.nodeID;
const l1s = d.subnets.filter((s) => s.isL1 && s.l1Validators.some((v) => v.nodeID === self));
for (const s of l1s.slice(0, 4)) {
  const evm = s.blockchains.find((b) => b.evm);
  if (!evm) {
    console.log(s.subnetId, 'no evm');
    continue;
  }
  for (const p of ['', '/scenario/failing']) {
    const r = await rpc(`${p}/ext/bc/${evm.blockchainId}/validators`, 'validators.getCurrentValidators', {
      nodeIDs: [self],
    });
    console.log(p || 'default', evm.blockchainName, JSON.stringify(r.result?.validators?.[0]?.uptimePercentage ?? r));
  }
}
await sim.close();
