import { BUILTIN_PROFILES } from '@main/services/builtin-profiles';
import { explorerFieldOf, explorerInput, snowtraceDraft } from '@renderer/views/settings/explorer-draft';
import { draftFieldOf, draftFromProfile, emptyDraft } from '@renderer/views/settings/profile-draft';
import { ExplorerTemplates, explorerTemplateProblem, explorerUrl } from '@shared/models/explorer';
import { Profile } from '@shared/models/profile';
import { describe, expect, it } from 'vitest';
import { ADDRESS, TX } from '../support/route-examples';

const EXAMPLE: ExplorerTemplates = {
  name: 'Example',
  address: 'https://explorer.example/{chainId}/address/{address}',
  tx: 'https://explorer.example/{chainId}/tx/{txHash}',
  block: 'https://explorer.example/{chainId}/block/{number}',
  chainIds: [],
};

describe('explorer templates', () => {
  it.each([
    ['http://explorer.example/tx/{txHash}', 'tx', 'must start with https://'],
    ['javascript:alert(1)//{txHash}', 'tx', 'must start with https://'],
    ['https://explorer.example/tx/', 'tx', 'must contain {txHash}'],
    ['https://explorer.example/tx/{hash}', 'tx', '{hash} is not a placeholder here (use {txHash} and {chainId})'],
    [
      'https://explorer.example/address/{txHash}',
      'address',
      '{txHash} is not a placeholder here (use {address} and {chainId})',
    ],
    [
      'https://user:pw@explorer.example/block/{number}',
      'block',
      'must be an https URL like https://explorer.example/…',
    ],
    ['https:///block/{number}', 'block', 'must be an https URL like https://explorer.example/…'],
  ] as const)('refuses %s for %s', (template, item, message) => {
    expect(explorerTemplateProblem(template, item)).toBe(message);
  });

  it('accepts https templates with their placeholder and {chainId}', () => {
    expect(ExplorerTemplates.parse(EXAMPLE)).toEqual(EXAMPLE);
    expect(explorerTemplateProblem('https://{chainId}.explorer.example/tx/{txHash}', 'tx')).toBeNull();
  });

  it('builds the item’s https URL, only for the chains the explorer shows', () => {
    expect(explorerUrl(EXAMPLE, 'tx', '4337', TX)).toBe(`https://explorer.example/4337/tx/${TX}`);
    expect(explorerUrl(EXAMPLE, 'block', '43114', '12')).toBe('https://explorer.example/43114/block/12');
    const cChainOnly = { ...EXAMPLE, chainIds: ['43114'] };
    expect(explorerUrl(cChainOnly, 'address', '43114', ADDRESS)).toBe(
      `https://explorer.example/43114/address/${ADDRESS}`,
    );
    expect(explorerUrl(cChainOnly, 'address', '4337', ADDRESS)).toBeNull();
    expect(explorerUrl(undefined, 'tx', '43114', TX)).toBeNull();
  });

  it('re-checks what it builds: a stored template that is not https never becomes a link', () => {
    const tampered = { ...EXAMPLE, tx: 'file:///etc/{txHash}' };
    expect(explorerUrl(tampered, 'tx', '43114', TX)).toBeNull();
  });

  it('the built-in mainnet and Fuji profiles open Snowtrace for their C-Chain; the simulator has no explorer', () => {
    for (const profile of BUILTIN_PROFILES) expect(Profile.parse(profile)).toEqual(profile);
    const [mainnet, fuji, local] = BUILTIN_PROFILES;
    expect(explorerUrl(mainnet?.explorer, 'tx', '43114', TX)).toBe(`https://snowtrace.io/tx/${TX}`);
    expect(explorerUrl(fuji?.explorer, 'block', '43113', '7')).toBe('https://testnet.snowtrace.io/block/7');
    expect(explorerUrl(mainnet?.explorer, 'tx', '43113', TX)).toBeNull();
    expect(local?.explorer).toBeUndefined();
  });
});

describe('the profile form’s explorer fields', () => {
  it('all empty means no explorer; anything typed is checked as a whole', () => {
    expect(explorerInput(emptyDraft())).toBeUndefined();
    expect(explorerInput({ ...emptyDraft(), explorerName: 'x' })).toEqual({
      name: 'x',
      address: '',
      tx: '',
      block: '',
      chainIds: [],
    });
    expect(
      explorerInput({ ...emptyDraft(), ...snowtraceDraft('fuji'), explorerChainIds: '43113, 4337 99' }),
    ).toMatchObject({ chainIds: ['43113', '4337', '99'] });
  });

  it('round-trips a profile’s explorer through the draft and maps contract paths to fields', () => {
    const mainnet = BUILTIN_PROFILES[0] as Profile;
    expect(explorerInput(draftFromProfile(mainnet))).toEqual(mainnet.explorer);
    expect(draftFieldOf('profile.explorer.tx')).toBe('explorerTx');
    expect(draftFieldOf('profile.explorer.chainIds.1')).toBe('explorerChainIds');
    expect(explorerFieldOf('explorer.name')).toBe('explorerName');
    expect(draftFieldOf('profile.dataApiUrl')).toBe('dataApiUrl');
    expect(draftFieldOf('profile.explorer.other')).toBeNull();
  });
});
