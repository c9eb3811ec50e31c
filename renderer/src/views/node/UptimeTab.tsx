import { paramsFieldErrors } from '@renderer/api';
import { Card } from '@renderer/components/layout/Card';
import { HashText } from '@renderer/components/value/HashText';
import { useActiveProfile } from '@renderer/queries/active-profile';
import { useSubnetChoices, useUptime } from '@renderer/queries/node';
import { useHashParam } from '@renderer/routing/hash-query';
import { routeTo } from '@renderer/routing/routes';
import { navigate } from '@renderer/routing/use-route';
import { ChainValidators } from '../validators/ChainValidators';
import { validatorsHref } from '../validators/validator-model';
import { IdChooser } from './IdChooser';
import { NodeQueryCard } from './NodeQueryCard';
import { UptimeFigures } from './UptimeFigures';
import { useSubnetChoiceList } from './use-subnet-choices';

const subnetProblem = (value: string) => {
  const message = paramsFieldErrors('node.info.uptime', { subnetID: value }).subnetID;
  return message ? `Subnet ID ${message}` : null;
};

/** Why the subnet option does not ask info.uptime: the node would answer with the primary network's figures. */
function IgnoredSubnetNotice() {
  return (
    <p className="notice notice--info" role="note" data-testid="uptime-subnet-ignored">
      <strong>AvalancheGo ignores a subnetID in info.uptime (since v1.11.12).</strong>
      <span className="muted">
        It answers with the primary-network figures shown beside, whatever subnet is asked for, so they are not shown
        here as a subnet’s. For a subnet or L1, the uptime this node measures for each of its validators is shown
        instead (validators.getCurrentValidators on one of its chains).
      </span>
    </p>
  );
}

/** The chosen subnet's validators as the node measures them, or why they cannot be shown. */
function SubnetValidatorsUptime({ subnetId }: { subnetId: string }) {
  const profile = useActiveProfile();
  const list = useSubnetChoices(profile.network);
  const [chainParam, setChain] = useHashParam('chain', { blankAsNull: true });
  const subnet = list.data?.subnets.find((s) => s.subnetId === subnetId);
  const validatorsLink = validatorsHref(profile.network, { subnet: subnetId });
  if (!subnet) {
    return (
      <p className="muted" data-testid="uptime-subnet-unlisted">
        {list.isPending
          ? 'Loading the subnet list…'
          : 'This subnet is not in the loaded subnet list, so its chains are unknown here.'}{' '}
        <a className="link" href={validatorsLink}>
          Its validators →
        </a>
      </p>
    );
  }
  if (subnet.blockchains.length === 0) {
    return (
      <p className="muted" data-testid="uptime-subnet-no-chains">
        This subnet has no blockchain, so no node measures its validators’ uptime.{' '}
        <a className="link" href={validatorsLink}>
          Its validators on the P-Chain →
        </a>
      </p>
    );
  }
  return (
    <ChainValidators
      subnet={subnet}
      chainParam={chainParam}
      onChain={setChain}
      onOpen={(nodeId) => navigate(validatorsHref(profile.network, { subnet: subnetId, node: nodeId }))}
    />
  );
}

/**
 * info.uptime: how the network observes this node on the primary network. For a subnet or L1 the node
 * has no such figure any more, so the uptime it measures for that subnet's validators is shown.
 */
export function UptimeTab() {
  const profile = useActiveProfile();
  const primary = useUptime();
  const [subnetParam, setSubnet] = useHashParam('subnet', { blankAsNull: true });
  const linkProblem = subnetParam === null ? null : subnetProblem(subnetParam);
  const choices = useSubnetChoiceList();

  return (
    <div className="node-stack" data-testid="node-uptime">
      <div className="node-grid">
        <NodeQueryCard title="Primary network" query={primary} what="Uptime (info.uptime)" testId="uptime-primary">
          {(u) => <UptimeFigures uptime={u} testId="uptime-primary-figures" />}
        </NodeQueryCard>
        <Card title="Subnet / L1" testId="uptime-subnet">
          <IgnoredSubnetNotice />
          <IdChooser
            key={subnetParam ?? ''}
            label="Subnet or L1"
            choices={choices.subnets}
            value={subnetParam}
            onChange={setSubnet}
            validate={subnetProblem}
            placeholder="cb58 subnet ID"
            listNote={choices.note}
            testId="uptime-subnet-chooser"
          />
          {subnetParam === null ? (
            <p className="muted">Choose a subnet or L1 to see how this node measures its validators.</p>
          ) : linkProblem ? (
            <p className="field-error" role="alert" data-testid="uptime-subnet-link-error">
              {linkProblem}
            </p>
          ) : (
            <p className="node-inline">
              <span className="muted">Subnet</span>
              <HashText
                value={subnetParam}
                href={routeTo('subnet', { network: profile.network, subnetId: subnetParam })}
                copyLabel="Copy subnet ID"
                testId="uptime-subnet-id"
              />
            </p>
          )}
        </Card>
      </div>
      {subnetParam !== null && linkProblem === null && <SubnetValidatorsUptime subnetId={subnetParam} />}
    </div>
  );
}
