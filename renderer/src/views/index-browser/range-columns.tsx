import type { Column } from '@renderer/components/table/columns';
import { HashText } from '@renderer/components/value/HashText';
import { Timestamp } from '@renderer/components/value/Timestamp';
import { formatInteger } from '@renderer/format/number';
import type { Container } from '@shared/models/node/index';
import { ContainerSizeText } from './ContainerFacts';
import { containerSize } from './index-model';

/** Columns of the range browser; the selected container's row is marked in its index cell. */
export function rangeColumns(selected: number | null): Column<Container>[] {
  return [
    {
      id: 'index',
      header: 'Index',
      width: 110,
      align: 'right',
      sortValue: (c) => Number(c.index),
      cell: (c) => {
        const isSelected = Number(c.index) === selected;
        return (
          <span
            className={`mono range-index${isSelected ? ' is-selected' : ''}`}
            data-testid="container-index"
            data-value={c.index}
            aria-current={isSelected ? 'true' : undefined}
          >
            {formatInteger(c.index)}
          </span>
        );
      },
    },
    {
      id: 'id',
      header: 'ID',
      width: 'minmax(220px, 2fr)',
      cell: (c) => <HashText value={c.id} head={26} tail={24} copyLabel="Copy container id" testId="container-id" />,
    },
    {
      id: 'timestamp',
      header: 'Accepted by this node',
      width: 'minmax(180px, 1.2fr)',
      sortValue: (c) => c.timestamp,
      cell: (c) => <Timestamp value={c.timestamp} testId="container-time" />,
    },
    {
      id: 'size',
      header: 'Size',
      width: 100,
      align: 'right',
      sortValue: (c) => containerSize(c.bytes),
      cell: (c) => <ContainerSizeText bytes={c.bytes} />,
    },
  ];
}
