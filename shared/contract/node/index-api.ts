import { cb58Id } from '@shared/ids';
import { Container, ContainerRange, IndexResult, IsAccepted } from '@shared/models/node/index';
import { z } from 'zod';
import { channel } from '../define';
import { indexEncoding, indexName, uintParam } from './common';

/**
 * The spec allows 0 ("an empty answer"), but current AvalancheGo answers 0 with an error
 * ("numToFetch must be in [1,1024]"), so 0 is refused here, before the network.
 */
const numToFetch = uintParam(1024).refine((n) => n >= 1, {
  error: 'must be at least 1 (nodes answer 0 with an error)',
});

/** Every index channel names its index (`index`: C/block, P/block, X/tx, X/block, X/vtx). */
const on = { index: indexName, encoding: indexEncoding };

/**
 * The index API (`/ext/index/<chain>/<kind>`), served only with `--index-enabled`. The container
 * position of getContainerByIndex is `containerIndex`, since `index` names the index itself.
 */
export const indexChannels = {
  'node.index.getContainerByID': channel({
    summary: 'index.getContainerByID: an accepted container by id',
    params: z.strictObject({ ...on, id: cb58Id }),
    result: Container,
    cache: 'immutable',
  }),
  'node.index.getContainerByIndex': channel({
    summary: 'index.getContainerByIndex: the container at a position (0 = first accepted)',
    params: z.strictObject({ ...on, containerIndex: uintParam() }),
    result: Container,
    cache: 'immutable',
  }),
  'node.index.getContainerRange': channel({
    summary: 'index.getContainerRange: up to numToFetch (1..1024) containers from startIndex, as {containers}',
    params: z.strictObject({ ...on, startIndex: uintParam(), numToFetch }),
    result: ContainerRange,
    cache: 'immutable',
  }),
  'node.index.getIndex': channel({
    summary: 'index.getIndex: the position of a container in the index',
    params: z.strictObject({ ...on, id: cb58Id }),
    result: IndexResult,
    cache: 'immutable',
  }),
  'node.index.getLastAccepted': channel({
    summary: 'index.getLastAccepted: the most recently accepted container',
    params: z.strictObject(on),
    result: Container,
    cache: 'none',
  }),
  'node.index.isAccepted': channel({
    summary: 'index.isAccepted: whether a container is in the index',
    params: z.strictObject({ ...on, id: cb58Id }),
    result: IsAccepted,
    cache: 'network',
  }),
} as const;
