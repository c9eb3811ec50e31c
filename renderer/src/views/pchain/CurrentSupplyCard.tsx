import { paramsFieldErrors } from '@renderer/api';
import { FieldError } from '@renderer/components/feedback/FieldError';
import { QueryState } from '@renderer/components/feedback/QueryState';
import { Card } from '@renderer/components/layout/Card';
import { KeyValueGrid } from '@renderer/components/layout/KeyValueGrid';
import { HashText } from '@renderer/components/value/HashText';
import { formatInteger } from '@renderer/format/number';
import { useActiveProfile } from '@renderer/queries/active-profile';
import { useCurrentSupply } from '@renderer/queries/pchain';
import { routeTo } from '@renderer/routing/routes';
import { type FormEvent, useId, useState } from 'react';
import { formatAvax } from './pchain-model';

/** platform.getCurrentSupply for the primary network or a subnet, in AVAX with all 9 decimals. */
export function CurrentSupplyCard() {
  const formId = useId();
  const profile = useActiveProfile();
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [asked, setAsked] = useState<{ subnetID?: string }>({});
  const query = useCurrentSupply(asked);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const subnetID = draft.trim();
    const params = subnetID ? { subnetID } : {};
    const message = paramsFieldErrors('node.platform.getCurrentSupply', params).subnetID;
    setProblem(message ?? null);
    if (!message) setAsked(params);
  };

  return (
    <Card title="Current supply" testId="pchain-supply">
      <form className="pchain-form" onSubmit={submit} noValidate>
        <div className="pchain-form__line">
          <label className="visually-hidden" htmlFor={`${formId}-subnet`}>
            subnetID (optional)
          </label>
          <input
            id={`${formId}-subnet`}
            className="input mono"
            value={draft}
            placeholder="subnetID (optional; empty = primary network)"
            onChange={(e) => setDraft(e.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${formId}-error` : undefined}
            spellCheck={false}
            autoComplete="off"
            data-testid="pchain-supply-subnet"
          />
          <button type="submit" className="button button--primary" data-testid="pchain-supply-load">
            Get supply
          </button>
        </div>
        <FieldError id={`${formId}-error`} message={problem && `subnetID ${problem}`} testId="pchain-supply-error" />
      </form>
      <p className="muted pchain-note">
        An upper bound on the tokens able to stake the requested subnet (the primary network when none is given). Burnt
        tokens, fees included, are not counted.
      </p>
      <QueryState query={query} what="platform.getCurrentSupply">
        {(data) => {
          const avax = formatAvax(data.supply);
          return (
            <KeyValueGrid
              compact
              testId="pchain-supply-facts"
              rows={[
                {
                  label: 'Subnet',
                  value: asked.subnetID ? (
                    <HashText
                      value={asked.subnetID}
                      href={routeTo('subnet', { network: profile.network, subnetId: asked.subnetID })}
                      copyLabel="Copy subnet id"
                      testId="pchain-supply-subnet-id"
                    />
                  ) : (
                    'Primary network'
                  ),
                },
                {
                  label: 'Supply',
                  value: (
                    <span className="pchain-supply__avax">
                      <span className="mono" data-testid="pchain-supply-avax">
                        {avax ?? data.supply}
                      </span>{' '}
                      {avax && (
                        <span className="muted" data-testid="pchain-supply-unit">
                          {asked.subnetID ? "in the subnet's staking token, 9 decimals" : 'AVAX'}
                        </span>
                      )}
                    </span>
                  ),
                  hint: 'upper bound of stakeable tokens',
                },
                data.height !== undefined && {
                  label: 'At P-Chain height',
                  hint: 'the last accepted block the supply was read at',
                  value: (
                    <span className="mono" data-testid="pchain-supply-height">
                      {formatInteger(data.height)}
                    </span>
                  ),
                },
                {
                  label: 'Smallest units',
                  value: (
                    <span className="mono" data-testid="pchain-supply-raw">
                      {formatInteger(data.supply)}
                      {asked.subnetID ? '' : ' nAVAX'}
                    </span>
                  ),
                },
              ]}
            />
          );
        }}
      </QueryState>
    </Card>
  );
}
