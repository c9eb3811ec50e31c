import { decodeSignedMessage } from '@renderer/format/warp/signed-message';
import { cb58Decode, cb58Encode } from '@shared/ids';
import type { NetworkDataset } from '@sim/dataset/primary';
import { beforeAll, describe, expect, it } from 'vitest';
import { harnessForFile } from './harness';
import { expectRefusedOffline } from './refusals';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

/** An unsigned Warp message: codec 0 ‖ network id ‖ source chain ‖ length-prefixed payload. */
function unsignedMessage(networkId: number, sourceChain: string, payload: Uint8Array): string {
  const out = Buffer.alloc(2 + 4 + 32 + 4 + payload.length);
  out.writeUInt32BE(networkId, 2);
  Buffer.from(cb58Decode(sourceChain)!).copy(out, 6);
  out.writeUInt32BE(payload.length, 38);
  Buffer.from(payload).copy(out, 42);
  return `0x${out.toString('hex')}`;
}

/** How many validators signed: the BitSetSignature after the unsigned message is type ‖ bitset ‖ 96-byte signature. */
function signerCount(signedMessage: string, unsignedHex: string): number {
  const signed = Buffer.from(signedMessage.replace(/^0x/, ''), 'hex');
  const at = unsignedHex.replace(/^0x/, '').length / 2;
  expect(signed.readUInt32BE(at)).toBe(0);
  const length = signed.readUInt32BE(at + 4);
  expect(signed.length).toBe(at + 8 + length + 96);
  let count = 0;
  for (const byte of signed.subarray(at + 8, at + 8 + length)) {
    for (let b = byte; b; b >>= 1) count += b & 1;
  }
  return count;
}

/** Signature aggregation channels through invoke → router → DataApiClient → simulator. */
describe('data signatures', () => {
  const h = harnessForFile();
  let mainnet: NetworkDataset;
  beforeAll(() => {
    mainnet = h.sim.dataset.primary.mainnet;
  });

  const PRIMARY_SUBNET_HEX = `0x${'00'.repeat(32)}`;
  const payload = new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8]);

  describe('data.aggregateSignatures', () => {
    it('signs a message with the source chain subnet by default, same as naming that subnet', async () => {
      const l1 = mainnet.subnets.find((s) => s.isL1 && s.l1Validators.length >= 3 && s.blockchains.length > 0)!;
      const message = unsignedMessage(mainnet.networkId, l1.blockchains[0]!.blockchainId, payload);
      const byDefault = await h.ok('data.aggregateSignatures', { network: 'mainnet', message });
      expect(byDefault.signedMessage.startsWith(message)).toBe(true);
      expect(signerCount(byDefault.signedMessage, message)).toBe(Math.ceil((l1.l1Validators.length * 67) / 100));

      const named = await h.ok('data.aggregateSignatures', {
        network: 'mainnet',
        message,
        signingSubnetId: l1.subnetId,
      });
      expect(named.signedMessage).toBe(byDefault.signedMessage);
      const namedHex = await h.ok('data.aggregateSignatures', {
        network: 'mainnet',
        message: message.slice(2),
        signingSubnetId: `0x${hex(cb58Decode(l1.subnetId)!)}`,
      });
      expect(namedHex.signedMessage).toBe(byDefault.signedMessage);
    });

    it('signs with the quorum share of the signing subnet, plus the buffer', async () => {
      const message = unsignedMessage(mainnet.networkId, cb58Encode(new Uint8Array(32).fill(9)), payload);
      const validators = mainnet.primaryValidators.length;
      const cases: [number | undefined, number | undefined, number][] = [
        [undefined, undefined, 67],
        [50, undefined, 50],
        [50, 20, 70],
        [undefined, 33, 100],
        [0, 0, 0],
      ];
      for (const [quorumPercentage, quorumPercentageBuffer, share] of cases) {
        const r = await h.ok('data.aggregateSignatures', {
          network: 'mainnet',
          message,
          signingSubnetId: PRIMARY_SUBNET_HEX,
          ...(quorumPercentage === undefined ? {} : { quorumPercentage }),
          ...(quorumPercentageBuffer === undefined ? {} : { quorumPercentageBuffer }),
        });
        const expected = Math.min(validators, Math.max(1, Math.ceil((validators * share) / 100)));
        expect(signerCount(r.signedMessage, message), `${quorumPercentage}+${quorumPercentageBuffer}`).toBe(expected);
      }
    });

    it('signs from a justification alone; answers are deterministic per request and P-Chain height', async () => {
      const justification = `0x${'ab'.repeat(40)}`;
      const a = await h.ok('data.aggregateSignatures', { network: 'fuji', justification });
      const again = await h.ok('data.aggregateSignatures', { network: 'testnet', justification });
      const other = await h.ok('data.aggregateSignatures', { network: 'fuji', justification: `0x${'cd'.repeat(40)}` });
      const atHeight = await h.ok('data.aggregateSignatures', { network: 'fuji', justification, pChainHeight: 5 });
      expect(a.signedMessage).toMatch(/^0x([0-9a-f]{2})+$/);
      expect(again.signedMessage).toBe(a.signedMessage);
      expect(other.signedMessage).not.toBe(a.signedMessage);
      expect(atHeight.signedMessage).not.toBe(a.signedMessage);
    });

    it('refuses bad params with their field before the network', async () => {
      const message = `0x${'00'.repeat(50)}`;
      const base = { network: 'mainnet', message };
      await expectRefusedOffline(h, 'data.aggregateSignatures', { network: 'mainnet' }, 'message');
      await expectRefusedOffline(h, 'data.aggregateSignatures', { network: 'local', message }, 'network');
      await expectRefusedOffline(h, 'data.aggregateSignatures', { ...base, message: 'zz' }, 'message');
      await expectRefusedOffline(h, 'data.aggregateSignatures', { ...base, message: '0x123' }, 'message');
      await expectRefusedOffline(
        h,
        'data.aggregateSignatures',
        { network: 'mainnet', justification: 'hello' },
        'justification',
      );
      await expectRefusedOffline(h, 'data.aggregateSignatures', { ...base, quorumPercentage: 101 }, 'quorumPercentage');
      await expectRefusedOffline(h, 'data.aggregateSignatures', { ...base, quorumPercentage: -1 }, 'quorumPercentage');
      await expectRefusedOffline(
        h,
        'data.aggregateSignatures',
        { ...base, quorumPercentage: 50.5 },
        'quorumPercentage',
      );
      await expectRefusedOffline(
        h,
        'data.aggregateSignatures',
        { ...base, quorumPercentageBuffer: 101 },
        'quorumPercentageBuffer',
      );
      await expectRefusedOffline(
        h,
        'data.aggregateSignatures',
        { ...base, quorumPercentage: 80, quorumPercentageBuffer: 21 },
        'quorumPercentageBuffer',
      );
      await expectRefusedOffline(
        h,
        'data.aggregateSignatures',
        { ...base, quorumPercentageBuffer: 34 },
        'quorumPercentageBuffer',
      );
      await expectRefusedOffline(h, 'data.aggregateSignatures', { ...base, signingSubnetId: 'abc' }, 'signingSubnetId');
      await expectRefusedOffline(h, 'data.aggregateSignatures', { ...base, pChainHeight: -1 }, 'pChainHeight');
    });
  });

  describe('data.getAggregatedSignatures', () => {
    it('returns the signed message of an L1-related P-Chain transaction', async () => {
      const [txHash, signedMessage] = [...mainnet.l1SignedMessages.entries()][0]!;
      expect(await h.ok('data.getAggregatedSignatures', { network: 'mainnet', txHash })).toEqual({ signedMessage });
      const fuji = h.sim.dataset.primary.fuji;
      const [fujiTx, fujiSigned] = [...fuji.l1SignedMessages.entries()].at(-1)!;
      expect(await h.ok('data.getAggregatedSignatures', { network: 'testnet', txHash: fujiTx })).toEqual({
        signedMessage: fujiSigned,
      });
    });

    it("the answer decodes as the P-Chain's signed SubnetToL1Conversion of that L1, signed by its validators", async () => {
      const l1 = mainnet.subnets.find((s) => s.conversion && s.l1Validators.length > 0)!;
      const { signedMessage } = await h.ok('data.getAggregatedSignatures', {
        network: 'mainnet',
        txHash: l1.conversion!.txHash,
      });
      const decoded = decodeSignedMessage(new Uint8Array(Buffer.from(signedMessage.slice(2), 'hex')));
      expect(decoded.undecoded).toBeNull();
      expect(decoded.networkId).toBe(mainnet.networkId);
      expect(decoded.sourceChainId).toBe(cb58Encode(new Uint8Array(32)));
      expect(decoded.payloadLayers.map((l) => l.type)).toEqual(['AddressedCall', 'SubnetToL1Conversion']);
      expect(decoded.signerCount).toBe(Math.ceil((l1.l1Validators.length * 67) / 100));
      expect(Math.max(...decoded.signerIndices)).toBeLessThan(l1.l1Validators.length);
    });

    it('a transaction without a Warp message, or on the other network, is an http 404', async () => {
      const [txHash] = [...mainnet.l1SignedMessages.keys()];
      for (const params of [
        { network: 'mainnet', txHash: cb58Encode(new Uint8Array(32).fill(3)) },
        { network: 'fuji', txHash: txHash! },
      ] as const) {
        expect(await h.invoke('data.getAggregatedSignatures', params)).toMatchObject({
          ok: false,
          error: { kind: 'http', status: 404 },
        });
      }
    });

    it('refuses bad params with their field before the network', async () => {
      await expectRefusedOffline(
        h,
        'data.getAggregatedSignatures',
        { network: 'mainnet', txHash: `0x${'ab'.repeat(32)}` },
        'txHash',
      );
      await expectRefusedOffline(
        h,
        'data.getAggregatedSignatures',
        { network: 'devnet', txHash: cb58Encode(new Uint8Array(32)) },
        'network',
      );
    });
  });
});
