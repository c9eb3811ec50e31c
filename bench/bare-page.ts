import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The reference for start-up: a page with no framework that fetches the three Data API answers an
 * address deep link needs (native balance, first page of native transactions, the contract check) and
 * writes them into the DOM. Served with a same-origin pass-through to the simulator, as browser mode
 * serves its calls, so both pay one local hop.
 */
const PAGE = `<!doctype html><html><head><meta charset="utf-8"><title>bare</title></head><body>
<h1 id="address"></h1><p id="balance"></p><p id="contract"></p><table><tbody id="txs"></tbody></table>
<script type="module">
const [chainId, address] = location.hash.slice(1).split('/');
const base = '/v1/chains/' + chainId;
document.getElementById('address').textContent = address;
const get = (path) => fetch(base + path).then((r) => (r.ok ? r.json() : { status: r.status }));
const [balance, txs, deployment] = await Promise.all([
  get('/addresses/' + address + '/balances:getNative?currency=usd'),
  get('/addresses/' + address + '/transactions:listNative?pageSize=25'),
  get('/contracts/' + address + '/transactions:getDeployment?currency=usd'),
]);
const token = balance.nativeTokenBalance;
document.getElementById('balance').textContent = token.balance + ' ' + token.symbol;
document.getElementById('contract').textContent = deployment.status === 404 ? 'account' : 'contract';
const body = document.getElementById('txs');
for (const tx of txs.transactions) {
  const row = document.createElement('tr');
  for (const value of [tx.txHash, tx.blockNumber, tx.from.address, tx.to.address, tx.value]) {
    const cell = document.createElement('td');
    cell.textContent = value;
    row.append(cell);
  }
  body.append(row);
}
document.body.dataset.done = String(txs.transactions.length);
</script></body></html>`;

export interface BarePage {
  url: string;
  close(): Promise<void>;
}

export async function startBarePage(simulatorUrl: string): Promise<BarePage> {
  const server: Server = createServer(async (req, res) => {
    if (req.url === '/' || req.url?.startsWith('/?')) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
      return;
    }
    const upstream = await fetch(`${simulatorUrl}${req.url}`);
    res.writeHead(upstream.status, { 'content-type': 'application/json' }).end(await upstream.text());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
