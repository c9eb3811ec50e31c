import type { chainChannels } from '../../../shared/contract/data/chains';
import type { HandlerMap } from '../../ipc/types';

/** Handler of the chain list. */
export const chainHandlers = {
  'data.listChains': (p, { data }) => data.get('/v1/chains', { network: p?.network, feature: p?.feature }),
} satisfies HandlerMap<keyof typeof chainChannels>;
