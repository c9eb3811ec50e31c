import { FieldError } from '@renderer/components/feedback/FieldError';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { type BalanceFilterField, type BalanceFilterText, type FieldErrors, parseBalanceFilters } from './filters';

/**
 * Filters of the ERC-20 balance list. The spam switch applies at once; the contract list and the block
 * apply on submit, only once the contract accepts them, and keep what was typed either way.
 */
export function BalanceFilters({
  chainId,
  address,
  applied,
  appliedErrors,
  onApply,
}: {
  chainId: string;
  address: string;
  applied: BalanceFilterText;
  appliedErrors: FieldErrors<BalanceFilterField>;
  onApply: (filters: BalanceFilterText) => void;
}) {
  const id = useId();
  const { filterSpamTokens, contracts, blockNumber } = applied;
  const [draft, setDraft] = useState({ contracts, blockNumber });
  const [errors, setErrors] = useState<FieldErrors<BalanceFilterField> | null>(null);

  useEffect(() => {
    setDraft({ contracts, blockNumber });
    setErrors(null);
  }, [contracts, blockNumber]);

  const shown = errors ?? appliedErrors;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = { filterSpamTokens, ...draft };
    const parsed = parseBalanceFilters(chainId, address, next);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    setErrors(null);
    onApply(next);
  };
  const narrowed = contracts !== '' || blockNumber !== '';

  return (
    <form className="address-filter" onSubmit={submit} noValidate data-testid="balance-filters">
      <div className="address-filter__field address-filter__field--wide">
        <label htmlFor={`${id}-contracts`}>
          Contracts <span className="muted">(comma or space separated)</span>
        </label>
        <input
          id={`${id}-contracts`}
          className="input mono address-filter__input"
          placeholder="0x… all tokens when empty"
          value={draft.contracts}
          onChange={(e) => setDraft((d) => ({ ...d, contracts: e.target.value }))}
          aria-invalid={shown.contractAddresses ? true : undefined}
          aria-describedby={shown.contractAddresses ? `${id}-contracts-error` : undefined}
          spellCheck={false}
          data-testid="contracts-input"
        />
        <FieldError id={`${id}-contracts-error`} message={shown.contractAddresses} testId="contracts-error" />
      </div>
      <div className="address-filter__field">
        <label htmlFor={`${id}-block`}>
          As of block <span className="muted">(decimal or 0x)</span>
        </label>
        <input
          id={`${id}-block`}
          className="input mono address-filter__input"
          placeholder="latest"
          value={draft.blockNumber}
          onChange={(e) => setDraft((d) => ({ ...d, blockNumber: e.target.value }))}
          aria-invalid={shown.blockNumber ? true : undefined}
          aria-describedby={shown.blockNumber ? `${id}-block-error` : undefined}
          data-testid="as-of-input"
        />
        <FieldError id={`${id}-block-error`} message={shown.blockNumber} testId="as-of-error" />
      </div>
      <div className="address-filter__actions">
        <button type="submit" className="button" data-testid="balance-apply">
          Apply
        </button>
        {narrowed && (
          <button
            type="button"
            className="button button--quiet"
            onClick={() => onApply({ filterSpamTokens, contracts: '', blockNumber: '' })}
            data-testid="balance-clear"
          >
            Clear
          </button>
        )}
      </div>
      <label className="address-filter__toggle" title="The Data API's spam list; on by default">
        <input
          type="checkbox"
          checked={filterSpamTokens}
          onChange={(e) => onApply({ ...applied, filterSpamTokens: e.target.checked })}
          data-testid="spam-toggle"
        />
        Hide spam tokens
      </label>
    </form>
  );
}
