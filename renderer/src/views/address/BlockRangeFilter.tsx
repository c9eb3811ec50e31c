import { FieldError } from '@renderer/components/feedback/FieldError';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { type BlockRangeField, type BlockRangeText, type FieldErrors, parseBlockRange } from './filters';

const EMPTY: BlockRangeText = { startBlock: '', endBlock: '' };

/**
 * The block range of a transaction list. Nothing is applied (and nothing requested) until the range
 * passes the contract's checks; what was typed is kept whatever happens.
 */
export function BlockRangeFilter({
  chainId,
  address,
  applied,
  appliedErrors,
  onApply,
}: {
  chainId: string;
  address: string;
  applied: BlockRangeText;
  /** Problems of the applied range (a hand-edited link), shown until the user submits another. */
  appliedErrors: FieldErrors<BlockRangeField>;
  onApply: (range: BlockRangeText) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState<BlockRangeText>(applied);
  const [errors, setErrors] = useState<FieldErrors<BlockRangeField> | null>(null);
  const { startBlock, endBlock } = applied;

  // The applied range can change from outside (Clear, another tab, a pasted link): follow it.
  useEffect(() => {
    setDraft({ startBlock, endBlock });
    setErrors(null);
  }, [startBlock, endBlock]);

  const shown = errors ?? appliedErrors;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseBlockRange(chainId, address, draft);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    setErrors(null);
    onApply({ startBlock: draft.startBlock.trim(), endBlock: draft.endBlock.trim() });
  };
  const active = startBlock !== '' || endBlock !== '';

  const field = (name: BlockRangeField, label: string, hint: string, testId: string) => (
    <div className="address-filter__field">
      <label htmlFor={`${id}-${name}`}>
        {label} <span className="muted">{hint}</span>
      </label>
      <input
        id={`${id}-${name}`}
        className="input mono address-filter__input"
        inputMode="numeric"
        placeholder={name === 'startBlock' ? 'genesis' : 'latest'}
        value={draft[name]}
        onChange={(e) => setDraft((d) => ({ ...d, [name]: e.target.value }))}
        aria-invalid={shown[name] ? true : undefined}
        aria-describedby={shown[name] ? `${id}-${name}-error` : undefined}
        data-testid={`${testId}-input`}
      />
      <FieldError id={`${id}-${name}-error`} message={shown[name]} testId={`${testId}-error`} />
    </div>
  );

  return (
    <form className="address-filter" onSubmit={submit} noValidate data-testid="block-range-filter">
      {field('startBlock', 'From block', '(inclusive)', 'start-block')}
      {field('endBlock', 'To block', '(exclusive)', 'end-block')}
      <div className="address-filter__actions">
        <button type="submit" className="button" data-testid="range-apply">
          Apply
        </button>
        {active && (
          <button
            type="button"
            className="button button--quiet"
            onClick={() => onApply(EMPTY)}
            data-testid="range-clear"
          >
            Clear
          </button>
        )}
      </div>
      <p className="address-filter__note muted" data-testid="range-note">
        {active
          ? `Blocks ${startBlock === '' ? 'from genesis' : `from ${startBlock}`} ${
              endBlock === '' ? 'to the latest' : `up to but not including ${endBlock}`
            }.`
          : 'All blocks. The range includes its start block and excludes its end block.'}
      </p>
    </form>
  );
}
