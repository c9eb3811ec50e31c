import type { ExplorerTemplates } from '@shared/models/explorer';
import type { Profile } from '@shared/models/profile';

/** The "Open on the web" part of the profile form: every field as typed. All empty means no explorer. */
export interface ExplorerDraft {
  explorerName: string;
  explorerAddress: string;
  explorerTx: string;
  explorerBlock: string;
  /** Comma or space separated chain ids; empty: every chain. */
  explorerChainIds: string;
}
export type ExplorerDraftField = keyof ExplorerDraft;

/** The contract's field (under `profile.explorer.`) of each form field, in the form's order. */
const CONTRACT_FIELD: Record<ExplorerDraftField, string> = {
  explorerName: 'name',
  explorerChainIds: 'chainIds',
  explorerAddress: 'address',
  explorerTx: 'tx',
  explorerBlock: 'block',
};

export const EXPLORER_DRAFT_FIELDS = Object.keys(CONTRACT_FIELD) as ExplorerDraftField[];

export function emptyExplorerDraft(): ExplorerDraft {
  return { explorerName: '', explorerAddress: '', explorerTx: '', explorerBlock: '', explorerChainIds: '' };
}

export function explorerDraftOf(explorer: ExplorerTemplates | undefined): ExplorerDraft {
  if (!explorer) return emptyExplorerDraft();
  return {
    explorerName: explorer.name,
    explorerAddress: explorer.address,
    explorerTx: explorer.tx,
    explorerBlock: explorer.block,
    explorerChainIds: explorer.chainIds.join(', '),
  };
}

/** What the contract checks: nothing when every field is empty, else the whole explorer. */
export function explorerInput(draft: ExplorerDraft): ExplorerTemplates | undefined {
  if (EXPLORER_DRAFT_FIELDS.every((f) => draft[f].trim() === '')) return undefined;
  const chainIds = draft.explorerChainIds.split(/[\s,]+/).filter((id) => id !== '');
  return {
    name: draft.explorerName,
    address: draft.explorerAddress,
    tx: draft.explorerTx,
    block: draft.explorerBlock,
    chainIds,
  };
}

/** The form field of a contract path under the profile (`explorer.tx`, `explorer.chainIds.0`), if any. */
export function explorerFieldOf(path: string): ExplorerDraftField | null {
  const [head, field] = path.split('.');
  if (head !== 'explorer') return null;
  return EXPLORER_DRAFT_FIELDS.find((f) => CONTRACT_FIELD[f] === field) ?? null;
}

/** Snowtrace for the C-Chain of `network` (the built-in profiles' explorer), to fill the form with. */
export function snowtraceDraft(network: Profile['network']): ExplorerDraft {
  const origin = network === 'fuji' ? 'https://testnet.snowtrace.io' : 'https://snowtrace.io';
  return {
    explorerName: 'Snowtrace',
    explorerAddress: `${origin}/address/{address}`,
    explorerTx: `${origin}/tx/{txHash}`,
    explorerBlock: `${origin}/block/{number}`,
    explorerChainIds: network === 'fuji' ? '43113' : '43114',
  };
}
