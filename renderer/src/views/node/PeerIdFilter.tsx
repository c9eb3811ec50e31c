import { paramsFieldErrors } from '@renderer/api';
import { FieldError } from '@renderer/components/feedback/FieldError';
import { splitNodeIds } from '@renderer/format/node-peers';
import { type FormEvent, useId, useState } from 'react';

/** One message per bad node id, naming it; empty when the node would accept the list. */
export function nodeIdProblems(ids: readonly string[]): string[] {
  const errors = paramsFieldErrors('node.info.peers', { nodeIDs: [...ids] });
  return Object.entries(errors).map(([path, message]) => {
    const index = Number(path.split('.')[1]);
    const id = Number.isInteger(index) ? ids[index] : undefined;
    return id === undefined ? message : `“${id}” ${message}`;
  });
}

/**
 * Asks the node for specific peers (info.peers `nodeIDs`, answered server-side; ids that are not
 * connected are left out). Separate from the table's text filter, which narrows what is loaded.
 */
export function PeerIdFilter({ applied, onApply }: { applied: readonly string[]; onApply: (ids: string[]) => void }) {
  const inputId = useId();
  const errorId = useId();
  const [text, setText] = useState(applied.join(' '));
  const [problems, setProblems] = useState<string[]>([]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const ids = splitNodeIds(text);
    const found = nodeIdProblems(ids);
    setProblems(found);
    if (found.length === 0) onApply(ids);
  };

  return (
    <form className="node-form node-peer-filter" onSubmit={onSubmit} noValidate data-testid="peer-id-filter">
      <label htmlFor={inputId} className="node-form__label">
        Ask the node for these node IDs only
      </label>
      <div className="form__inline">
        <input
          id={inputId}
          className="input mono node-peer-filter__input"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="NodeID-… (several: separate with spaces or commas)"
          aria-invalid={problems.length > 0 ? true : undefined}
          aria-describedby={problems.length > 0 ? errorId : undefined}
          data-testid="peer-id-input"
        />
        <button type="submit" className="button" data-testid="peer-id-apply">
          Ask node
        </button>
        {applied.length > 0 && (
          <button
            type="button"
            className="button button--quiet"
            onClick={() => {
              setText('');
              setProblems([]);
              onApply([]);
            }}
            data-testid="peer-id-clear"
          >
            All peers
          </button>
        )}
      </div>
      <FieldError id={errorId} message={problems.join(' · ') || null} testId="peer-id-error" />
    </form>
  );
}
