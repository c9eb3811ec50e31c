import { paramsFieldErrors } from '@renderer/api';
import { QueryState } from '@renderer/components/feedback/QueryState';
import { Card } from '@renderer/components/layout/Card';
import { HashText } from '@renderer/components/value/HashText';
import { useActiveProfile } from '@renderer/queries/active-profile';
import { useUptime } from '@renderer/queries/node';
import { useHashParam } from '@renderer/routing/hash-query';
import { routeTo } from '@shared/routing/routes';
import { IdChooser } from './IdChooser';
import { NodeQueryCard } from './NodeQueryCard';
import { UptimeFigures } from './UptimeFigures';
import { useSubnetChoiceList } from './use-subnet-choices';

const subnetProblem = (value: string) => {
  const message = paramsFieldErrors('node.info.uptime', { subnetID: value }).subnetID;
  return message ? `Subnet ID ${message}` : null;
};

/** info.uptime: how the network observes this node, for the primary network and a chosen subnet/L1. */
export function UptimeTab() {
  const profile = useActiveProfile();
  const primary = useUptime(undefined);
  const [subnetParam, setSubnet] = useHashParam('subnet', { blankAsNull: true });
  const linkProblem = subnetParam === null ? null : subnetProblem(subnetParam);
  const subnet = useUptime(subnetParam ?? undefined, subnetParam !== null && linkProblem === null);
  const choices = useSubnetChoiceList();

  return (
    <div className="node-grid" data-testid="node-uptime">
      <NodeQueryCard title="Primary network" query={primary} what="Uptime (info.uptime)" testId="uptime-primary">
        {(u) => <UptimeFigures uptime={u} testId="uptime-primary-figures" />}
      </NodeQueryCard>
      <Card title="Subnet / L1" testId="uptime-subnet">
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
          <p className="muted">Choose a subnet or L1 this node tracks to see its uptime there.</p>
        ) : linkProblem ? (
          <p className="field-error" role="alert" data-testid="uptime-subnet-link-error">
            {linkProblem}
          </p>
        ) : (
          <>
            <p className="node-inline">
              <span className="muted">Subnet</span>
              <HashText
                value={subnetParam}
                href={routeTo('subnet', { network: profile.network, subnetId: subnetParam })}
                copyLabel="Copy subnet ID"
                testId="uptime-subnet-id"
              />
            </p>
            <QueryState query={subnet} what="Subnet uptime">
              {(u) => <UptimeFigures uptime={u} testId="uptime-subnet-figures" />}
            </QueryState>
          </>
        )}
      </Card>
    </div>
  );
}
