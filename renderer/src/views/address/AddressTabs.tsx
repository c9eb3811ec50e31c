import { type TabItem, Tabs } from '@renderer/components/tabs/Tabs';
import { useHashTab } from '@renderer/components/tabs/use-hash-tab';
import { Erc20BalancesTab } from './Erc20BalancesTab';
import { Erc20TransfersTab } from './Erc20TransfersTab';
import { CollectiblesTab, Erc721Tab } from './NftTabs';
import { TransactionsTab } from './TransactionsTab';

export const ADDRESS_TABS = ['transactions', 'erc20-transfers', 'erc20-balances', 'erc721', 'collectibles'] as const;
export type AddressTab = (typeof ADDRESS_TABS)[number];

const TAB_ITEMS: readonly TabItem<AddressTab>[] = [
  { id: 'transactions', label: 'Transactions' },
  { id: 'erc20-transfers', label: 'ERC-20 transfers' },
  { id: 'erc20-balances', label: 'ERC-20 balances' },
  { id: 'erc721', label: 'ERC-721' },
  { id: 'collectibles', label: 'Collectibles' },
];

/** The address's lists, one per tab; the open tab is in the hash (`?tab=erc20-balances`). */
export function AddressTabs({ chainId, address }: { chainId: string; address: string }) {
  const [tab, setTab] = useHashTab<AddressTab>('transactions', ADDRESS_TABS);
  const props = { chainId, address };
  return (
    <Tabs tabs={TAB_ITEMS} active={tab} onChange={setTab} label="Address activity" testId="address-tabs">
      {tab === 'transactions' && <TransactionsTab {...props} />}
      {tab === 'erc20-transfers' && <Erc20TransfersTab {...props} />}
      {tab === 'erc20-balances' && <Erc20BalancesTab {...props} />}
      {tab === 'erc721' && <Erc721Tab {...props} />}
      {tab === 'collectibles' && <CollectiblesTab {...props} />}
    </Tabs>
  );
}
