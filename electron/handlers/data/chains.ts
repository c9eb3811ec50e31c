import type { HandlerMap } from '@main/ipc/types';
import type { chainChannels } from '@shared/contract/data/chains';

/** Handler of the chain list. */
export const chainHandlers = {
  'data.listChains': (p, { data }) => data.get('/v1/chains', { network: p?.network, feature: p?.feature }),
} satisfies HandlerMap<keyof typeof chainChannels>;
