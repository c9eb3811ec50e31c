import { paramsFieldErrors } from '@renderer/api';
import { Card } from '@renderer/components/layout/Card';
import { HashText } from '@renderer/components/value/HashText';
import { useEvmChainConfig } from '@renderer/queries/node';
import { useHashParam } from '@renderer/routing/hash-query';
import { ActiveRulesCard } from './ActiveRulesCard';
import { ChainConfigCard } from './ChainConfigCard';
import { FeeConfigCard } from './FeeConfigCard';
import { IdChooser } from './IdChooser';
import { useSubnetChoiceList } from './use-subnet-choices';

const chainProblem = (value: string) => {
  const message = paramsFieldErrors('node.evm.getChainConfig', { blockchainId: value }).blockchainId;
  return message ? `Chain ${message}` : null;
};

/** Fee config, chain config and active rules of the C-Chain or any EVM chain this node runs. */
export function EvmConfigTab() {
  const [chainParam, setChain] = useHashParam('chain', { blankAsNull: true });
  const chain = chainParam ?? 'C';
  const problem = chainProblem(chain);
  const choices = useSubnetChoiceList();
  const chainConfig = useEvmChainConfig(chain, problem === null);
  const evmChainId = chainConfig.data?.chainId ?? null;

  return (
    <div className="node-stack" data-testid="node-evm" data-chain={chain}>
      <Card title="EVM chain" testId="evm-chain">
        <IdChooser
          key={chain}
          label="Chain"
          choices={choices.evmChains}
          value={chain}
          onChange={(value) => setChain(value === 'C' ? null : value)}
          validate={chainProblem}
          placeholder="C, or a cb58 blockchain ID"
          listNote={choices.note}
          testId="evm-chain-chooser"
        />
        <p className="node-inline node-note" data-testid="evm-chain-current">
          <span className="muted">Showing</span>
          {chain === 'C' ? (
            <strong>C-Chain</strong>
          ) : (
            <>
              <strong>{choices.evmChains.find((c) => c.value === chain)?.label ?? 'blockchain'}</strong>
              <HashText value={chain} copyLabel="Copy blockchain ID" testId="evm-chain-id" />
            </>
          )}
          {evmChainId && <span className="muted">· EVM chain ID {evmChainId}</span>}
        </p>
      </Card>
      {problem ? (
        <p className="field-error" role="alert" data-testid="evm-chain-link-error">
          {problem}
        </p>
      ) : (
        <div key={chain} className="node-stack">
          <div className="node-grid">
            <FeeConfigCard chain={chain} evmChainId={evmChainId} />
            <ActiveRulesCard chain={chain} chainConfig={chainConfig} evmChainId={evmChainId} />
          </div>
          <ChainConfigCard query={chainConfig} />
        </div>
      )}
    </div>
  );
}
