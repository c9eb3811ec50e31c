import { z } from 'zod';

/**
 * A public web explorer for a profile's network, as URL templates: "Open on the web" on the address,
 * transaction and block views. Templates are https only (checked here, so the settings form shows the
 * problem inline and main refuses it again); each names its item with a placeholder, and may use
 * `{chainId}` for explorers that show several chains under one address.
 */
export const EXPLORER_ITEMS = { address: 'address', tx: 'txHash', block: 'number' } as const;
export type ExplorerItem = keyof typeof EXPLORER_ITEMS;

const MAX_TEMPLATE_LENGTH = 300;
const PLACEHOLDER = /\{([^{}]*)\}/g;
/** Values of the shape real ones have, to check what a template makes. */
const SAMPLE: Record<string, string> = {
  chainId: '43114',
  address: `0x${'0'.repeat(40)}`,
  txHash: `0x${'0'.repeat(64)}`,
  number: '1',
};

function fill(template: string, values: Record<string, string>): string {
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    name in values ? encodeURIComponent(values[name] as string) : whole,
  );
}

/** An https URL to a named host, without credentials; null otherwise. */
function httpsUrl(text: string): URL | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  return url.protocol === 'https:' && url.hostname !== '' && !url.username && !url.password ? url : null;
}

/** Why `template` cannot be used for `item`, or null when it can. */
export function explorerTemplateProblem(template: string, item: ExplorerItem): string | null {
  const own = EXPLORER_ITEMS[item];
  const names = [...template.matchAll(PLACEHOLDER)].map((m) => m[1]);
  const unknown = names.find((n) => n !== own && n !== 'chainId');
  if (unknown !== undefined) return `{${unknown}} is not a placeholder here (use {${own}} and {chainId})`;
  if (!names.includes(own)) return `must contain {${own}}`;
  if (!/^https:\/\//i.test(template)) return 'must start with https://';
  // `https:///x` would quietly become the host `x`.
  if (!/^https:\/\/[^/?#\\]/i.test(template) || !httpsUrl(fill(template, SAMPLE))) {
    return 'must be an https URL like https://explorer.example/…';
  }
  return null;
}

const template = (item: ExplorerItem) =>
  z
    .string()
    .trim()
    .max(MAX_TEMPLATE_LENGTH, { error: `at most ${MAX_TEMPLATE_LENGTH} characters` })
    .superRefine((value, ctx) => {
      const problem = explorerTemplateProblem(value, item);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

export const ExplorerTemplates = z.strictObject({
  /** Shown on the button: "Open on Snowtrace". */
  name: z.string().trim().min(1, { error: 'is required' }).max(40, { error: 'at most 40 characters' }),
  address: template('address'),
  tx: template('tx'),
  block: template('block'),
  /** The EVM chains (decimal ids) it shows; empty: every chain (its templates use {chainId}). */
  chainIds: z
    .array(z.string().regex(/^\d{1,12}$/, { error: 'must be decimal chain ids' }))
    .max(50, { error: 'at most 50 chains' }),
});
export type ExplorerTemplates = z.output<typeof ExplorerTemplates>;

/**
 * The explorer's page for an item on `chainId`, or null when the profile has no explorer for that chain.
 * The result is checked again (https, a host, no credentials), whatever the template held.
 */
export function explorerUrl(
  explorer: ExplorerTemplates | undefined,
  item: ExplorerItem,
  chainId: string,
  value: string,
): string | null {
  if (!explorer) return null;
  if (explorer.chainIds.length > 0 && !explorer.chainIds.includes(chainId)) return null;
  const url = httpsUrl(fill(explorer[item], { chainId, [EXPLORER_ITEMS[item]]: value }));
  return url ? url.href : null;
}
