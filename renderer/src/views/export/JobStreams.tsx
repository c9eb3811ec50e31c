import { formatInteger } from '@renderer/format/number';
import { middleTruncate } from '@renderer/format/text';
import type { ExportStreamView } from '@shared/export/job';
import { chainLabel } from './job-text';

const STATE_LABELS = { pending: 'waiting', active: 'exporting', done: 'done' } as const;

/** Per address, chain and list: rows and pages so far. */
export function JobStreams({ streams, open }: { streams: ExportStreamView[]; open: boolean }) {
  const done = streams.filter((s) => s.state === 'done').length;
  return (
    <details className="job-streams" open={open} data-testid="job-streams">
      <summary>
        By address and chain · {done} of {streams.length} done
      </summary>
      <table className="table job-streams__table">
        <thead>
          <tr>
            <th>chain</th>
            <th>address</th>
            <th>list</th>
            <th className="num">rows</th>
            <th className="num">pages</th>
            <th>state</th>
          </tr>
        </thead>
        <tbody>
          {streams.map((s) => (
            <tr key={`${s.chainId}/${s.address}/${s.list}`} data-state={s.state} data-testid="job-stream">
              <td>{chainLabel(s.chainId)}</td>
              <td className="mono" title={s.address}>
                {middleTruncate(s.address, 8, 6)}
              </td>
              <td>{s.list === 'native' ? 'native' : 'ERC-20'}</td>
              <td className="num">{formatInteger(s.rows)}</td>
              <td className="num">{formatInteger(s.pages)}</td>
              <td className={`job-streams__state job-streams__state--${s.state}`}>{STATE_LABELS[s.state]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
