import '@renderer/styles/views/pchain.css';
import { useCallback, useRef, useState } from 'react';
import { BalanceCard } from './BalanceCard';
import { BlockCard } from './BlockCard';
import { BlockchainStatusCard } from './BlockchainStatusCard';
import { BlockchainsCard } from './BlockchainsCard';
import { CurrentSupplyCard } from './CurrentSupplyCard';

/**
 * The P-Chain reads of the node RPC (`/ext/bc/P`): blocks by height or id, blockchain status, current
 * supply, and the two deprecated methods. Mounted as the "P-Chain" tab of the node view.
 */
export function PChainTools() {
  const [statusId, setStatusId] = useState<string | null>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const checkStatus = useCallback((id: string) => {
    setStatusId(id);
    statusRef.current?.scrollIntoView({ block: 'start' });
  }, []);

  return (
    <div className="pchain-tools" data-testid="pchain-tools">
      <BlockCard />
      <div className="grid grid--2 pchain-tools__row">
        <div ref={statusRef} className="pchain-tools__anchor">
          <BlockchainStatusCard asked={statusId} onAsk={setStatusId} />
        </div>
        <CurrentSupplyCard />
      </div>
      <h2 className="section-title pchain-tools__deprecated-title">Deprecated methods</h2>
      <BalanceCard />
      <BlockchainsCard onCheckStatus={checkStatus} />
    </div>
  );
}
