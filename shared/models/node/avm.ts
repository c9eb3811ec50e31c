import { loose, openEnum } from '@shared/schema';
import { z } from 'zod';
import { ENCODINGS, goArray, stringOrObject } from './common';

/** X-Chain credentials wrap their signatures with the feature extension that verifies them. */
export const AvmCredential = loose({
  fxID: z.string().optional(),
  credential: loose({ signatures: goArray(z.string()) }),
});

export const AvmTxJson = loose({
  unsignedTx: loose({}),
  credentials: goArray(AvmCredential),
  id: z.string().optional(),
});
export type AvmTxJson = z.output<typeof AvmTxJson>;

/** `avm.getTx`: `tx` is a hex string under encoding hex and an object under encoding json. */
export const AvmTx = loose({
  tx: stringOrObject(z.string(), AvmTxJson),
  encoding: openEnum(ENCODINGS),
});
export type AvmTx = z.output<typeof AvmTx>;
