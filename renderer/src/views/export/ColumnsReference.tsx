import { EXPORT_COLUMNS } from '@shared/export/columns';
import { Fragment } from 'react';

/** `about` texts mark code with backticks. */
function withCode(text: string) {
  let offset = 0;
  return text.split('`').map((part, i) => {
    const key = `${offset}:${part}`;
    offset += part.length + 1;
    return i % 2 === 1 ? (
      <code key={key} className="mono">
        {part}
      </code>
    ) : (
      <Fragment key={key}>{part}</Fragment>
    );
  });
}

/** The fixed columns of every local export (CSV header / JSON Lines keys), as the README lists them. */
export function ColumnsReference() {
  return (
    <details className="export-columns" data-testid="export-columns">
      <summary>Columns of the file ({EXPORT_COLUMNS.length})</summary>
      <table className="table">
        <tbody>
          {EXPORT_COLUMNS.map((c) => (
            <tr key={c.key}>
              <th scope="row" className="mono">
                {c.key}
              </th>
              <td>{withCode(c.about)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
