import { Card } from '@renderer/components/layout/Card';
import { type TabItem, Tabs } from '@renderer/components/tabs/Tabs';
import { useHashTab } from '@renderer/components/tabs/use-hash-tab';
import type { ChainInfo } from '@shared/models/data/chains';
import type { TransactionDetail } from '@shared/models/data/transactions';
import { Erc20Transfers } from './Erc20Transfers';
import { InternalTransactions } from './InternalTransactions';
import { Erc721Transfers, Erc1155Transfers } from './NftTransfers';
import { TeleporterMessage } from './TeleporterMessage';
import { firstFilledSection, sectionCounts, TX_SECTIONS, type TxSection } from './tx-format';

const LABELS: Record<TxSection, string> = {
  erc20: 'ERC-20 transfers',
  erc721: 'ERC-721 transfers',
  erc1155: 'ERC-1155 transfers',
  internal: 'Internal transactions',
  teleporter: 'Cross-chain message',
};

/** What the transaction did beyond its own value: token transfers, internal calls, a Teleporter message. */
export function TxSections({
  chainId,
  detail,
  chains,
}: {
  chainId: string;
  detail: TransactionDetail;
  chains: readonly ChainInfo[] | undefined;
}) {
  const counts = sectionCounts(detail);
  const [active, setActive] = useHashTab<TxSection>(firstFilledSection(counts), TX_SECTIONS);
  const tabs: TabItem<TxSection>[] = TX_SECTIONS.map((id) => ({ id, label: LABELS[id], badge: counts[id] }));
  return (
    <Card testId="tx-sections">
      <Tabs tabs={tabs} active={active} onChange={setActive} label="Transaction contents" testId="tx-tabs">
        {active === 'erc20' && <Erc20Transfers chainId={chainId} transfers={detail.erc20Transfers ?? []} />}
        {active === 'erc721' && <Erc721Transfers chainId={chainId} transfers={detail.erc721Transfers ?? []} />}
        {active === 'erc1155' && <Erc1155Transfers chainId={chainId} transfers={detail.erc1155Transfers ?? []} />}
        {active === 'internal' && (
          <InternalTransactions
            chainId={chainId}
            calls={detail.internalTransactions ?? []}
            token={detail.networkTokenDetails.networkToken}
          />
        )}
        {active === 'teleporter' && (
          <TeleporterMessage chainId={chainId} info={detail.teleporterMessageInfo} chains={chains} />
        )}
      </Tabs>
    </Card>
  );
}
