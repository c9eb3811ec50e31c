import type { ChannelName, ParamsIn } from '@shared/contract';
import { expect } from 'vitest';
import type { Harness } from './harness';

/**
 * The channel is refused as invalid naming `field` (no field: an unknown key) and nothing reaches the simulator:
 * validation happens before the network.
 */
export async function expectRefusedOffline<C extends ChannelName>(
  h: Harness,
  channel: C,
  params: unknown,
  field: string | undefined,
): Promise<void> {
  const before = h.sim.stats.requests;
  const r = await h.invoke(channel, params as ParamsIn<C>);
  const label = `${channel} ${JSON.stringify(params)}`;
  if (r.ok) throw new Error(`${channel} accepted ${JSON.stringify(params)}`);
  expect(r.error.kind, label).toBe('validation');
  expect(r.error.field, label).toBe(field);
  if (field === undefined) expect(r.error.message, label).toMatch(/unrecognized key/i);
  expect(h.sim.stats.requests, label).toBe(before);
}
