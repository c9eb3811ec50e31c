import { KeyValueGrid } from '@renderer/components/layout/KeyValueGrid';
import { HashText } from '@renderer/components/value/HashText';
import { Timestamp } from '@renderer/components/value/Timestamp';
import { formatInteger } from '@renderer/format/number';
import type { Container } from '@shared/models/node/index';
import { containerSize } from './index-model';

export const ACCEPTANCE_HINT = 'by this node (bootstrap time if indexed while bootstrapping)';

/** Size of a container's bytes, or the raw length note when the bytes are not hex. */
export function ContainerSizeText({ bytes }: { bytes: string }) {
  const size = containerSize(bytes);
  return <span className="mono">{size === null ? 'not hex' : `${formatInteger(size)} B`}</span>;
}

/** Index, id, acceptance time and size of a container. */
export function ContainerFacts({ container, testId }: { container: Container; testId: string }) {
  return (
    <KeyValueGrid
      compact
      testId={testId}
      rows={[
        {
          label: 'Index',
          value: (
            <span className="mono" data-testid={`${testId}-index`} data-value={container.index}>
              {formatInteger(container.index)}
            </span>
          ),
          hint: 'containers accepted before it',
        },
        {
          label: 'ID',
          value: <HashText value={container.id} full copyLabel="Copy container id" testId={`${testId}-id`} />,
        },
        {
          label: 'Accepted at',
          value: (
            <span className="container-time">
              <Timestamp value={container.timestamp} testId={`${testId}-time`} />
              <code className="mono muted container-time__raw">{container.timestamp}</code>
            </span>
          ),
          hint: ACCEPTANCE_HINT,
        },
        { label: 'Size', value: <ContainerSizeText bytes={container.bytes} /> },
      ]}
    />
  );
}
