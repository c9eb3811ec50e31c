import { cb58Decode, isBytes32Hex, isCb58Id } from '@shared/ids';
import type { Dataset } from '@sim/dataset';
import { ByteWriter, cb58, fromHex, sha256, toHex } from '@sim/dataset/primary/codec';
import type { NetworkDataset } from '@sim/dataset/primary/types';
import { addressedCall, l1ValidatorRegistrationPayload, signMessage, unsignedMessage } from '@sim/dataset/primary/warp';
import { notFound } from '@sim/http/errors';
import type { Route } from '@sim/http/router';
import { fail, networkOf, ok } from './data-common';

/** POST /v1/signatureAggregator/{network}/aggregateSignatures and GET …/aggregateSignatures/{txHash}. */

const DEFAULT_QUORUM = 67;
const HEX = /^(0x)?([0-9a-fA-F]{2})+$/;
/** The SDK accepts only 201 from both aggregator endpoints. */
const CREATED = 201;

function hexField(body: Record<string, unknown>, name: string): Uint8Array | undefined {
  const value = body[name];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' || !HEX.test(value)) fail(`${name} must be a hex string (optional 0x prefix)`);
  return fromHex(value as string);
}

function percentField(body: Record<string, unknown>, name: string): number | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 100) {
    fail(`${name} must be an integer from 0 to 100`);
  }
  return value as number;
}

function subnetIdField(body: Record<string, unknown>): Uint8Array | undefined {
  const value = body.signingSubnetId;
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'string' && isBytes32Hex(value)) return fromHex(value);
  if (typeof value === 'string' && isCb58Id(value)) return cb58Decode(value) as Uint8Array;
  return fail('signingSubnetId must be a subnet id: cb58, or 32 bytes of hex (optional 0x)');
}

/** Codec version ‖ network id ‖ source chain id ‖ payload length: the fixed part of an unsigned Warp message. */
const UNSIGNED_HEADER = 2 + 4 + 32 + 4;

/**
 * Why `message` is not an unsigned Warp message (the aggregator parses it before asking anyone to sign),
 * or null when it is one.
 */
function unsignedMessageProblem(message: Uint8Array): string | null {
  if (message.length < UNSIGNED_HEADER) {
    return `is ${message.length} bytes; an unsigned Warp message has at least ${UNSIGNED_HEADER}`;
  }
  const view = new DataView(message.buffer, message.byteOffset, message.byteLength);
  const codec = view.getUint16(0);
  if (codec !== 0) return `has codec version ${codec}; only 0 is known`;
  const payloadLength = view.getUint32(38);
  const rest = message.length - UNSIGNED_HEADER;
  if (payloadLength !== rest)
    return `declares a ${payloadLength}-byte payload but carries ${rest} bytes after the header`;
  return null;
}

/** Validators of the signing subnet (primary network when unknown to the dataset: its id spreads the count). */
function validatorCount(data: NetworkDataset, subnet: Uint8Array): number {
  const id = cb58(subnet);
  const known = data.subnetById.get(id);
  if (known) return known.isL1 ? known.l1Validators.length : known.poaValidators.length;
  if (subnet.every((b) => b === 0)) return data.primaryValidators.length;
  return 4 + ((subnet[0] as number) % 20);
}

/** Without signingSubnetId: the subnet of the message's source chain (bytes 6–38 of an unsigned message). */
function sourceSubnet(data: NetworkDataset, message: Uint8Array): Uint8Array {
  if (message.length >= 38) {
    const chain = data.blockchainById.get(cb58(message.subarray(6, 38)));
    if (chain) return cb58Decode(chain.subnetId) as Uint8Array;
  }
  return new Uint8Array(32);
}

export function signatureRoutes(ds: Dataset): Route[] {
  return [
    {
      method: 'POST',
      pattern: '/v1/signatureAggregator/{network}/aggregateSignatures',
      handler: (req) => {
        const { data } = networkOf(ds, req);
        if (typeof req.body !== 'object' || req.body === null || Array.isArray(req.body)) {
          fail('Request body must be a JSON object');
        }
        const body = req.body as Record<string, unknown>;
        const message = hexField(body, 'message');
        const justification = hexField(body, 'justification');
        if (!message && !justification) fail('One of message or justification is required');
        const quorum = percentField(body, 'quorumPercentage') ?? DEFAULT_QUORUM;
        const buffer = percentField(body, 'quorumPercentageBuffer') ?? 0;
        if (quorum + buffer > 100) fail('quorumPercentage + quorumPercentageBuffer must be <= 100');
        const height = body.pChainHeight ?? 0;
        if (typeof height !== 'number' || !Number.isInteger(height) || height < 0) {
          fail('pChainHeight must be an integer >= 0');
        }
        const explicitSubnet = subnetIdField(body);
        const problem = message ? unsignedMessageProblem(message) : null;
        if (problem) fail(`Failed to parse the unsigned Warp message: the message ${problem}`);

        const unsigned =
          message ??
          unsignedMessage(
            data.networkId,
            new Uint8Array(32),
            addressedCall(
              new Uint8Array(0),
              l1ValidatorRegistrationPayload(sha256(justification ?? new Uint8Array(0)), false),
            ),
          );
        const subnet = explicitSubnet ?? sourceSubnet(data, unsigned);
        const salt = new ByteWriter()
          .raw(subnet)
          .u64(height as number)
          .u32(buffer)
          .bytes(justification ?? new Uint8Array(0))
          .done();
        const signed = signMessage(unsigned, {
          validatorCount: validatorCount(data, subnet),
          percent: quorum + buffer,
          salt,
        });
        return ok({ signedMessage: toHex(signed) }, CREATED);
      },
    },
    {
      method: 'GET',
      pattern: '/v1/signatureAggregator/{network}/aggregateSignatures/{txHash}',
      handler: (req) => {
        const { data } = networkOf(ds, req);
        const txHash = req.params.txHash ?? '';
        if (!isCb58Id(txHash)) fail('txHash must be a P-Chain or X-Chain transaction id (cb58)');
        const signedMessage = data.l1SignedMessages.get(txHash);
        if (!signedMessage) return notFound(`No L1-related P-Chain transaction ${txHash} on ${data.network}`);
        return ok({ signedMessage }, CREATED);
      },
    },
  ];
}
