import { readFileSync } from 'node:fs';
import { cb58Decode, cb58Encode } from '@shared/ids';
import type { RunningSimulator } from '@sim/server';
import { expect, type Page, test } from './fixtures';
import { shoot } from './shots';

const AGGREGATE_PATH = '/v1/signatureAggregator/mainnet/aggregateSignatures';

/** An L1 of the simulated mainnet with validators and a blockchain (the source chain of our message). */
function sampleL1(sim: RunningSimulator) {
  const l1 = sim.dataset.primary.mainnet.subnets.find(
    (s) => s.isL1 && s.conversion && s.blockchains.length > 0 && s.l1Validators.length >= 4,
  );
  if (!l1) throw new Error('the simulated mainnet has no L1 with a conversion, a blockchain and 4+ validators');
  return l1;
}

/** An unsigned Warp message (codec 0, network 1) from `sourceChain` carrying `payloadHex`. */
function warpMessage(sourceChain: string, payloadHex: string): string {
  const chain = Buffer.from(cb58Decode(sourceChain) as Uint8Array).toString('hex');
  const length = (payloadHex.length / 2).toString(16).padStart(8, '0');
  return `0x0000${'00000001'}${chain}${length}${payloadHex}`;
}

/** What the simulator answers to this body, asked directly. */
async function simAggregate(sim: RunningSimulator, body: Record<string, unknown>): Promise<string> {
  const res = await fetch(`${sim.url}${AGGREGATE_PATH}`, { method: 'POST', body: JSON.stringify(body) });
  if (res.status !== 201) throw new Error(`simulator answered ${res.status}`);
  return ((await res.json()) as { signedMessage: string }).signedMessage;
}

/** Signers in a signed message, counted from its BitSetSignature (type ‖ len ‖ bits ‖ 96-byte signature). */
function signersIn(signedHex: string, unsignedHex: string): number {
  const bytes = Buffer.from(signedHex.slice(2), 'hex');
  const at = (unsignedHex.length - 2) / 2 + 4;
  const length = bytes.readUInt32BE(at);
  let count = 0;
  for (const byte of bytes.subarray(at + 4, at + 4 + length)) for (let b = byte; b; b >>= 1) count += b & 1;
  return count;
}

/** Requests the simulator received at the aggregator since `before`. */
const aggregatorCalls = (sim: RunningSimulator, before: number) =>
  sim.received.filter((r) => r.seq > before && r.path.startsWith('/v1/signatureAggregator/'));

async function fillForm(page: Page, fields: Record<string, string>) {
  for (const [testId, value] of Object.entries(fields)) await page.getByTestId(testId).fill(value);
}

test.describe('signature aggregation', () => {
  // Several views and requests per test on a shared 2-core machine: more than the default 30 s.
  test.describe.configure({ timeout: 60_000 });

  test('every rule is checked beside its field before anything is sent; typed text is kept', async ({
    app,
    page,
    sim,
  }) => {
    const before = sim.stats.requests;
    await app.open('#/signatures');
    await page.getByTestId('sig-submit').click();
    await expect(page.getByTestId('sig-message-error')).toHaveText('message or justification is required');
    await expect(page.getByTestId('sig-request-blocked')).toContainText('Nothing will be sent');

    const cases: [Record<string, string>, string, RegExp][] = [
      [{ 'sig-message': 'zz' }, 'sig-message-error', /hex/],
      [{ 'sig-message': '0x123' }, 'sig-message-error', /whole bytes/],
      [{ 'sig-message': '', 'sig-justification': 'hello' }, 'sig-justification-error', /hex/],
      [{ 'sig-justification': 'ab', 'sig-subnet': 'abc' }, 'sig-subnet-error', /subnet id/],
      [{ 'sig-subnet': '', 'sig-quorum': '101' }, 'sig-quorum-error', /at most 100/],
      [{ 'sig-quorum': '-1' }, 'sig-quorum-error', /at least 0/],
      [{ 'sig-quorum': '50.5' }, 'sig-quorum-error', /whole number/],
      [{ 'sig-quorum': '', 'sig-buffer': '101' }, 'sig-buffer-error', /at most 100/],
      [{ 'sig-quorum': '80', 'sig-buffer': '21' }, 'sig-buffer-error', /80 \+ 21 = 101/],
      // The service's default quorum (67) counts toward the sum.
      [{ 'sig-quorum': '', 'sig-buffer': '34' }, 'sig-buffer-error', /67 \+ 34 = 101/],
      [{ 'sig-buffer': '', 'sig-height': '-1' }, 'sig-height-error', /0 or more/],
      [{ 'sig-height': 'soon' }, 'sig-height-error', /whole number/],
    ];
    for (const [fields, errorId, message] of cases) {
      await fillForm(page, fields);
      await page.getByTestId('sig-submit').click();
      await expect(page.getByTestId(errorId), `${JSON.stringify(fields)}`).toContainText(message);
      for (const [testId, value] of Object.entries(fields)) await expect(page.getByTestId(testId)).toHaveValue(value);
    }
    expect(aggregatorCalls(sim, before)).toEqual([]);
  });

  test('a request is built from the form, shown as JSON and curl, sent exactly so; the answer decodes and saves', async ({
    app,
    page,
    sim,
  }) => {
    const l1 = sampleL1(sim);
    const message = warpMessage(l1.blockchains[0]?.blockchainId as string, 'c0ffee00');
    await app.open('#/signatures');
    await page.getByTestId('sig-message').fill(message);
    await page.getByTestId('sig-subnet-pick').selectOption(l1.subnetId);
    await expect(page.getByTestId('sig-subnet')).toHaveValue(l1.subnetId);
    await fillForm(page, { 'sig-quorum': '50', 'sig-buffer': '10', 'sig-height': '0' });

    const body = {
      message,
      signingSubnetId: l1.subnetId,
      quorumPercentage: 50,
      quorumPercentageBuffer: 10,
      pChainHeight: 0,
    };
    await expect(page.getByTestId('sig-request-json')).toHaveText(JSON.stringify(body, null, 2));
    const curl = page.getByTestId('sig-request-curl');
    await expect(curl).toContainText(`${app.services.profiles.active().dataApiUrl}${AGGREGATE_PATH}`);
    await expect(curl).toContainText(JSON.stringify(body));
    await expect(curl).not.toContainText('api-key');

    // The form is the hash: reopening the link shows the same request.
    await page.reload();
    await expect(page.getByTestId('sig-message')).toHaveValue(message);
    await expect(page.getByTestId('sig-subnet')).toHaveValue(l1.subnetId);
    await expect(page.getByTestId('sig-buffer')).toHaveValue('10');

    const expected = await simAggregate(sim, body);
    const before = sim.stats.requests;
    await page.getByTestId('sig-submit').click();
    await expect(page.getByTestId('sig-result-hex')).toHaveText(expected);
    const sent = aggregatorCalls(sim, before);
    expect(sent.map((r) => [r.method, r.path])).toEqual([['POST', AGGREGATE_PATH]]);
    expect(sent[0]?.body).toEqual(body);

    await expect(page.getByTestId('sig-result-length')).toHaveText(`${(expected.length - 2) / 2} bytes`);
    const decoded = page.getByTestId('warp-decoded');
    await expect(decoded.getByTestId('warp-network-id')).toHaveText('1');
    await expect(decoded.getByTestId('warp-source-chain')).toHaveText(l1.blockchains[0]?.blockchainId as string);
    await expect(decoded.getByTestId('warp-signer-count')).toHaveText(String(signersIn(expected, message)));
    await expect(decoded.getByTestId('warp-payload-raw')).toContainText('0xc0ffee00');
    await expect(decoded.getByTestId('warp-undecoded')).toHaveCount(0);

    const [hexFile] = await Promise.all([page.waitForEvent('download'), page.getByTestId('sig-save-hex').click()]);
    expect(hexFile.suggestedFilename()).toMatch(/^warp-signed-mainnet-.*\.hex$/);
    expect(readFileSync(await hexFile.path(), 'utf8')).toBe(`${expected}\n`);
    await expect(page.getByTestId('sig-save-status')).toContainText('Downloading');
    const [binFile] = await Promise.all([page.waitForEvent('download'), page.getByTestId('sig-save-bin').click()]);
    expect(readFileSync(await binFile.path()).toString('hex')).toBe(expected.slice(2));
  });

  test('a message loads from a text file into its field, where its rules apply', async ({ app, page, sim }) => {
    const message = warpMessage(sampleL1(sim).blockchains[0]?.blockchainId as string, 'ab');
    await app.open('#/signatures');
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByTestId('sig-message-file').click(),
    ]);
    await chooser.setFiles({ name: 'message.hex', mimeType: 'text/plain', buffer: Buffer.from(`${message}\n`) });
    await expect(page.getByTestId('sig-message')).toHaveValue(message);
    await expect(page.getByTestId('sig-message-file-status')).toHaveText('Loaded message.hex');
    await expect(page.getByTestId('sig-request-json')).toContainText(message);
  });

  test("the service's 400 is shown beside the form with its message, and the form keeps what was typed", async ({
    app,
    page,
  }) => {
    await app.open('#/signatures');
    await page.getByTestId('sig-message').fill('0xdeadbeef');
    // Valid hex: only a hint that it is not shaped like a Warp message; the service has the last word.
    await expect(page.getByTestId('sig-message-shape')).toContainText('Not shaped like an unsigned Warp message');
    await page.getByTestId('sig-submit').click();
    const error = page.getByTestId('sig-error');
    await expect(error.getByTestId('error-panel')).toHaveAttribute('data-error-kind', 'http');
    await expect(error).toContainText('The service refused the request');
    await expect(error.getByTestId('error-message')).toContainText('Failed to parse the unsigned Warp message');
    await expect(error).toContainText('400');
    await expect(page.getByTestId('sig-message')).toHaveValue('0xdeadbeef');
  });

  test('a 5xx is shown with Retry, which sends the same request again', async ({ app, page, sim }) => {
    const l1 = sampleL1(sim);
    const message = warpMessage(l1.blockchains[0]?.blockchainId as string, '01');
    await app.fault('500', 1, AGGREGATE_PATH);
    await app.open('#/signatures');
    await page.getByTestId('sig-message').fill(message);
    await page.getByTestId('sig-submit').click();
    await expect(page.getByTestId('sig-error').getByTestId('error-message')).toContainText('500');
    await page.getByTestId('sig-error').getByTestId('retry-button').click();
    await expect(page.getByTestId('sig-result-hex')).toHaveText(await simAggregate(sim, { message }));
    await expect(page.getByTestId('sig-error')).toHaveCount(0);
  });

  test('a request that times out says so beside the form', async ({ app, page, sim }) => {
    const l1 = sampleL1(sim);
    const profile = app.services.profiles.active();
    profile.timeoutMs = 1000;
    await app.fault('stall', 1, AGGREGATE_PATH);
    await app.open('#/signatures');
    await page.getByTestId('sig-message').fill(warpMessage(l1.blockchains[0]?.blockchainId as string, '02'));
    await page.getByTestId('sig-submit').click();
    await expect(page.getByTestId('sig-error').getByTestId('error-panel')).toHaveAttribute(
      'data-error-kind',
      'timeout',
    );
    await expect(page.getByTestId('sig-error')).toContainText('The request timed out');
  });

  test('lookup by transaction id from an L1 link: the signed conversion message, decoded', async ({
    app,
    page,
    sim,
  }) => {
    const l1 = sampleL1(sim);
    const txHash = l1.conversion?.txHash as string;
    await app.open(`#/subnet/mainnet/${l1.subnetId}`);
    await page.getByTestId('l1-conversion-tx').getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`#/signatures\\?.*tx=${txHash}`));
    const expected = sim.dataset.primary.mainnet.l1SignedMessages.get(txHash) as string;
    await expect(page.getByTestId('sig-result-hex')).toHaveText(expected);
    await expect(page.getByTestId('sig-lookup-tx')).toHaveValue(txHash);
    await expect(page.getByTestId('sig-lookup-request-url')).toContainText(`${AGGREGATE_PATH}/${txHash}`);
    const layers = page.getByTestId('warp-layer');
    await expect(layers).toHaveCount(2);
    await expect(layers.nth(1)).toHaveAttribute('data-type', 'SubnetToL1Conversion');
    await expect(page.getByTestId('warp-source-chain')).toHaveText(cb58Encode(new Uint8Array(32)));
  });

  test('lookup of an unknown transaction: "no Warp message" shown beside the form and kept, not asked again on a revisit; a malformed id is refused unsent', async ({
    app,
    page,
    sim,
  }) => {
    const unknown = cb58Encode(new Uint8Array(32).fill(3));
    const path = `${AGGREGATE_PATH}/${unknown}`;
    // The service's own words for the 404, as it answers them.
    const answer = (await (await fetch(`${sim.url}${path}`)).json()) as { message: string };
    const before = sim.stats.requests;
    await app.open('#/signatures?tab=lookup');
    await page.getByTestId('sig-lookup-tx').fill('0x1234');
    await page.getByTestId('sig-lookup-submit').click();
    await expect(page.getByTestId('sig-lookup-tx-error')).toContainText('cb58');
    expect(aggregatorCalls(sim, before)).toEqual([]);

    await page.getByTestId('sig-lookup-tx').fill(unknown);
    await page.getByTestId('sig-lookup-submit').click();
    const absent = page.getByTestId('sig-not-found');
    await expect(absent).toContainText('No L1-related Warp message for this transaction on mainnet');
    await expect(page.getByTestId('sig-error')).toHaveCount(0);
    await expect(page.getByTestId('sig-not-found-message')).toContainText(answer.message);
    const afterFirst = sim.stats.requests;
    expect(aggregatorCalls(sim, before).map((r) => r.path)).toEqual([path]);

    // Away and back by hash navigation: the absence is an answer kept in the cache, so nothing is sent.
    await page.evaluate(() => window.location.assign('#/settings'));
    await expect(page.getByTestId('settings-view')).toBeVisible();
    await page.evaluate((h) => window.location.assign(h), `#/signatures?tab=lookup&tx=${unknown}`);
    await expect(absent).toBeVisible();
    await page.waitForTimeout(1000);
    expect(aggregatorCalls(sim, afterFirst)).toEqual([]);

    // Asking again is the user's choice, and does send.
    await page.getByTestId('sig-not-found-recheck').click();
    await expect.poll(() => aggregatorCalls(sim, afterFirst).map((r) => r.path)).toEqual([path]);
    await expect(absent).toBeVisible();
  });

  test('screenshot: signatures in light and dark (empty, errors, result, 404)', async ({ app, page, sim }) => {
    test.setTimeout(90_000);
    const l1 = sampleL1(sim);
    const txHash = l1.conversion?.txHash as string;
    await page.setViewportSize({ width: 1360, height: 1500 });
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await app.open('#/signatures');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.getByTestId('sig-subnet-note')).toContainText('subnets on mainnet');
      await shoot(page, `signatures-empty-${theme}`, { fullPage: true });
      await fillForm(page, { 'sig-message': '0x12', 'sig-quorum': '90', 'sig-buffer': '20' });
      await page.getByTestId('sig-submit').click();
      await expect(page.getByTestId('sig-buffer-error')).toBeVisible();
      await shoot(page, `signatures-errors-${theme}`, { fullPage: true });
      await app.go(`#/signatures?tab=lookup&tx=${txHash}`);
      await expect(page.getByTestId('warp-decoded')).toBeVisible();
      await shoot(page, `signatures-result-${theme}`, { fullPage: true });
      await shoot(page.getByTestId('warp-decoded'), `signatures-decoded-${theme}`);
      await app.go(`#/signatures?tab=lookup&tx=${cb58Encode(new Uint8Array(32).fill(3))}`);
      await expect(page.getByTestId('sig-not-found')).toBeVisible();
      await shoot(page, `signatures-404-${theme}`, { fullPage: true });
    }
  });
});
