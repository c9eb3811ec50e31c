import { toChecksumAddress } from '@shared/ids';
import { expect, type Page, test } from './fixtures';
import { fundedAddress } from './sim-data';

async function search(page: Page, text: string) {
  const box = page.getByTestId('search-input');
  await box.fill(text);
  await box.press('Enter');
}

test.describe('search: pasted explorer links', () => {
  test('an Avascan link to a subnet chain named by its blockchain id opens on that chain, not the C-Chain', async ({
    app,
    page,
    sim,
  }) => {
    const res = await fetch(`${sim.url}/v1/chains?network=mainnet`);
    const { chains } = (await res.json()) as {
      chains: { chainId: string; platformChainId?: string; networkToken: { symbol: string } }[];
    };
    const other = chains.find((c) => c.chainId !== '43114' && c.platformChainId && c.networkToken.symbol !== 'AVAX');
    if (!other?.platformChainId) throw new Error('the simulator lists no other EVM chain with a blockchain id');
    const address = await fundedAddress(sim);
    await app.open('#/');
    await search(page, `https://avascan.info/blockchain/${other.platformChainId}/address/${address}`);
    await expect(page).toHaveURL(new RegExp(`#/address/${other.platformChainId}/${address}$`, 'i'));
    // The balance is that chain's: its own native token, as the simulator lists it.
    await expect(page.getByTestId('balance-symbol')).toHaveText(other.networkToken.symbol);
  });

  test('Snowtrace, Routescan, Avascan and explorer links open the same transaction, address, block and validator', async ({
    app,
    page,
    sim,
  }) => {
    const tx = sim.dataset.evm.mainnet.txs.find((t) => t.success);
    if (!tx) throw new Error('the simulated C-Chain has no successful transaction');
    const address = await fundedAddress(sim);
    const block = sim.dataset.evm.mainnet.blocks.at(-1);
    if (!block) throw new Error('the simulated C-Chain has no block');
    const validator = sim.dataset.primary.mainnet.primaryValidators[0];
    if (!validator) throw new Error('the simulated mainnet has no validator');
    await app.open('#/');

    await search(page, `https://snowtrace.io/tx/${tx.hash}`);
    await expect(page).toHaveURL(new RegExp(`#/tx/43114/${tx.hash}$`));
    await expect(page.getByTestId('tx-hash')).toHaveText(tx.hash);
    await expect(page.getByTestId('tx-status')).toBeVisible();

    await search(page, `https://routescan.io/address/${address}?chainid=43114`);
    await expect(page).toHaveURL(new RegExp(`#/address/43114/${address}$`, 'i'));
    await expect(page.getByTestId('address-value')).toHaveText(address);

    await search(page, `https://avascan.info/blockchain/c/block/${block.number}`);
    await expect(page).toHaveURL(new RegExp(`#/block/43114/${block.number}$`));
    await expect(page.getByTestId('block-number-value')).toHaveText(block.number.toLocaleString('en-US'));

    await search(page, `https://subnets.avax.network/validators/${validator.nodeID}`);
    await expect(page).toHaveURL(/#\/validators\/mainnet\?node=/);
    await expect(page.getByTestId('validator-filter')).toHaveValue(validator.nodeID);

    // The dropdown previews where a link goes and which site it came from.
    await page.getByTestId('search-input').fill(`https://snowtrace.io/address/${toChecksumAddress(address)}`);
    await expect(page.getByTestId('search-preview')).toHaveText(/Address on chain 43114 · from Snowtrace/);
  });

  test('a link Snowscope cannot open says why and goes nowhere', async ({ app, page }) => {
    await app.open('#/');
    await search(page, `https://etherscan.io/tx/0x${'ab'.repeat(32)}`);
    await expect(page.getByTestId('search-error')).toContainText('etherscan.io is not an explorer Snowscope reads');
    await expect(page).toHaveURL(/#\/$/);
    await search(page, 'https://snowtrace.io/gastracker');
    await expect(page.getByTestId('search-error')).toContainText('names no transaction, address, block');
  });
});

test.describe('search: contracts that are NFT collections', () => {
  test('an ERC-721/1155 contract found by search offers "Open as NFT collection"; an account does not', async ({
    app,
    page,
    sim,
  }) => {
    const chain = sim.dataset.evm.mainnet;
    const collection = chain.collections[0];
    if (!collection) throw new Error('the simulated C-Chain has no NFT collection');
    const contract = chain.accounts[collection.account]?.address as string;
    const tokens = (await (
      await fetch(`${sim.url}/v1/chains/43114/nfts/collections/${contract}/tokens?pageSize=1`)
    ).json()) as { tokens: unknown[] };
    expect(tokens.tokens.length).toBe(1);

    await app.open('#/');
    await search(page, contract);
    await page.getByTestId('open-as-nft').click();
    await expect(page).toHaveURL(new RegExp(`#/nft/43114/${contract}$`, 'i'));
    await expect(page.getByTestId('nft-collection-name')).toBeVisible();

    await search(page, await fundedAddress(sim));
    await expect(page.getByTestId('balance-amount')).toBeVisible();
    await expect(page.getByTestId('open-as-nft')).toHaveCount(0);
  });
});
