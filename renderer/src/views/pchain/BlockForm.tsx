import { paramsFieldErrors } from '@renderer/api';
import { FieldError } from '@renderer/components/feedback/FieldError';
import { type FormEvent, useId } from 'react';
import {
  BLOCK_ENCODINGS,
  BLOCK_LOOKUPS,
  type BlockEncoding,
  type BlockLookup,
  type BlockRequest,
} from './pchain-model';

export interface BlockDraft {
  lookup: BlockLookup;
  value: string;
}

/** The contract's message for the typed height or id; null when it would be accepted. */
export function blockDraftProblem(draft: BlockDraft, encoding: BlockEncoding): string | null {
  const value = draft.value.trim();
  if (draft.lookup === 'height') {
    return paramsFieldErrors('node.platform.getBlockByHeight', { height: value, encoding }).height ?? null;
  }
  return paramsFieldErrors('node.platform.getBlock', { blockID: value, encoding }).blockID ?? null;
}

export function blockDraftRequest(draft: BlockDraft): BlockRequest {
  const value = draft.value.trim();
  return draft.lookup === 'height' ? { by: 'height', height: Number(value) } : { by: 'id', id: value };
}

/** Height or id, and the encoding; the draft lives with the parent so navigation can fill it in. */
export function BlockForm({
  draft,
  encoding,
  problem,
  onDraft,
  onEncoding,
  onSubmit,
}: {
  draft: BlockDraft;
  encoding: BlockEncoding;
  problem: string | null;
  onDraft: (draft: BlockDraft) => void;
  onEncoding: (encoding: BlockEncoding) => void;
  onSubmit: () => void;
}) {
  const formId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const field = draft.lookup === 'height' ? 'height' : 'blockID';
  return (
    <form className="pchain-form" onSubmit={submit} noValidate data-testid="pchain-block-form">
      <div className="pchain-form__line">
        <label className="visually-hidden" htmlFor={`${formId}-lookup`}>
          Look up by
        </label>
        <select
          id={`${formId}-lookup`}
          className="select"
          value={draft.lookup}
          onChange={(e) => onDraft({ ...draft, lookup: e.target.value as BlockLookup })}
          data-testid="pchain-block-lookup"
        >
          {BLOCK_LOOKUPS.map((l) => (
            <option key={l} value={l}>
              {l === 'height' ? 'By height' : 'By id'}
            </option>
          ))}
        </select>
        <label className="visually-hidden" htmlFor={`${formId}-value`}>
          {field}
        </label>
        <input
          id={`${formId}-value`}
          className="input mono"
          value={draft.value}
          placeholder={draft.lookup === 'height' ? 'height, e.g. 0' : 'cb58 block id'}
          inputMode={draft.lookup === 'height' ? 'numeric' : undefined}
          onChange={(e) => onDraft({ ...draft, value: e.target.value })}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${formId}-error` : undefined}
          spellCheck={false}
          autoComplete="off"
          data-testid="pchain-block-value"
        />
        <div className="segmented" role="radiogroup" aria-label="Encoding">
          {BLOCK_ENCODINGS.map((e) => (
            <label key={e} className={`segmented__option${e === encoding ? ' is-selected' : ''}`}>
              <input
                type="radio"
                name={`${formId}-encoding`}
                value={e}
                checked={e === encoding}
                onChange={() => onEncoding(e)}
                data-testid={`pchain-encoding-${e}`}
              />
              {e === 'json' ? 'JSON' : 'Hex'}
            </label>
          ))}
        </div>
        <button type="submit" className="button button--primary" data-testid="pchain-block-load">
          Load
        </button>
      </div>
      <FieldError id={`${formId}-error`} message={problem && `${field} ${problem}`} testId="pchain-block-error" />
    </form>
  );
}
