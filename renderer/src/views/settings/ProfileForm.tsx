import { ApiError } from '@renderer/api';
import { useSaveProfile } from '@renderer/queries/profiles';
import type { Profile } from '@shared/models/profile';
import { PROFILE_NETWORKS } from '@shared/models/profile';
import { type FormEvent, useId, useState } from 'react';
import { ConnectionTest } from './ConnectionTest';
import { ExplorerFields } from './ExplorerFields';
import { EXPLORER_DRAFT_FIELDS } from './explorer-draft';
import { describedBy, fieldControlId, ProfileField } from './ProfileField';
import {
  C_CHAIN_BY_NETWORK,
  type DraftErrors,
  type DraftField,
  draftFieldOf,
  draftToInput,
  idFromName,
  type ProfileDraft,
  SPEC_KEY_HEADER,
  validateDraft,
} from './profile-draft';
import { keyNeedsHttpOptIn, urlWarning } from './url-safety';

interface ProfileFormProps {
  mode: 'create' | 'edit';
  initial: ProfileDraft;
  /** Ids the new profile may not take (every other profile's). */
  takenIds: readonly string[];
  onSaved(profile: Profile): void;
  onCancel(): void;
  /** The form's heading when it is not the default ("Duplicate of …"). */
  title?: string | undefined;
}

const FIELD_ORDER: DraftField[] = [
  'id',
  'name',
  'network',
  'defaultChainId',
  'dataApiUrl',
  'metricsApiUrl',
  'nodeRpcUrl',
  'apiKeyHeader',
  'timeoutMs',
  'publicNode',
  ...EXPLORER_DRAFT_FIELDS,
];

type TextField = Exclude<DraftField, 'network' | 'publicNode' | 'allowKeyOverHttp'>;

/**
 * Create or edit a custom profile. Checked with the contract's schema before anything is sent; each
 * message sits under its own field. What was typed survives a refused or failed save.
 */
export function ProfileForm({ mode, initial, takenIds, onSaved, onCancel, title }: ProfileFormProps) {
  const formId = useId();
  const save = useSaveProfile();
  const [draft, setDraft] = useState(initial);
  const [attempted, setAttempted] = useState(false);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [serverErrors, setServerErrors] = useState<DraftErrors>({});
  const [idTouched, setIdTouched] = useState(mode === 'edit');

  const update = (patch: Partial<ProfileDraft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    if (attempted) setErrors(validateDraft(next, takenIds));
    setServerErrors((current) => {
      const kept = { ...current };
      for (const key of Object.keys(patch) as DraftField[]) delete kept[key];
      return kept;
    });
  };

  const shown = (field: DraftField) => serverErrors[field] ?? errors[field];

  const focusField = (field: DraftField) => document.getElementById(fieldControlId(formId, field))?.focus();

  /** Checks the whole draft as saving would; marks and focuses the first bad field. */
  const validated = (): boolean => {
    setAttempted(true);
    const found = validateDraft(draft, takenIds);
    setErrors(found);
    setServerErrors({});
    const first = FIELD_ORDER.find((f) => found[f]);
    if (first) focusField(first);
    return !first;
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!validated()) return;
    save.mutate(draftToInput(draft), {
      onSuccess: onSaved,
      onError: (error) => {
        const field = error instanceof ApiError ? draftFieldOf(error.error.field) : null;
        if (field) {
          setServerErrors({ [field]: error.message });
          focusField(field);
        }
      },
    });
  };

  const serverField = save.error instanceof ApiError ? draftFieldOf(save.error.error.field) : null;
  const formError = save.isError && !serverField ? save.error.message : null;

  const text = (field: TextField, props: { placeholder?: string; mono?: boolean; short?: boolean } = {}) => ({
    id: fieldControlId(formId, field),
    className: `input${props.mono === false ? '' : ' mono'}${props.short ? ' input--short' : ''}`,
    value: draft[field],
    placeholder: props.placeholder,
    spellCheck: false,
    autoComplete: 'off',
    'aria-invalid': Boolean(shown(field)),
    'data-testid': `profile-input-${field}`,
  });

  return (
    <form
      className="card form profile-form"
      onSubmit={submit}
      noValidate
      aria-labelledby={`${formId}-title`}
      data-testid="profile-form"
      data-mode={mode}
    >
      <h3 className="card__title" id={`${formId}-title`}>
        {title ?? (mode === 'create' ? 'New custom profile' : `Edit profile “${initial.name}”`)}
      </h3>

      <div className="profile-form__grid">
        <ProfileField
          name="id"
          formId={formId}
          label="Profile id"
          error={shown('id')}
          hint={
            mode === 'edit'
              ? 'The id cannot change; create a new profile to use another one.'
              : 'Lower-case letters, digits and dashes; cached data is kept per id.'
          }
        >
          <input
            {...text('id')}
            readOnly={mode === 'edit'}
            aria-describedby={describedBy(formId, 'id', shown('id'), true)}
            onChange={(e) => {
              setIdTouched(true);
              update({ id: e.target.value });
            }}
          />
        </ProfileField>

        <ProfileField name="name" formId={formId} label="Name" error={shown('name')}>
          <input
            {...text('name', { placeholder: 'My Avalanche node', mono: false })}
            aria-describedby={describedBy(formId, 'name', shown('name'), false)}
            onChange={(e) =>
              update(idTouched ? { name: e.target.value } : { name: e.target.value, id: idFromName(e.target.value) })
            }
          />
        </ProfileField>

        <ProfileField name="network" formId={formId} label="Network" error={shown('network')}>
          <select
            id={fieldControlId(formId, 'network')}
            className="select"
            value={draft.network}
            aria-invalid={Boolean(shown('network'))}
            data-testid="profile-input-network"
            onChange={(e) => {
              const network = e.target.value as Profile['network'];
              const followsNetwork = draft.defaultChainId === C_CHAIN_BY_NETWORK[draft.network];
              update(followsNetwork ? { network, defaultChainId: C_CHAIN_BY_NETWORK[network] } : { network });
            }}
          >
            {PROFILE_NETWORKS.map((n) => (
              <option key={n} value={n}>
                {n === 'mainnet' ? 'Mainnet' : 'Fuji (testnet)'}
              </option>
            ))}
          </select>
        </ProfileField>

        <ProfileField
          name="defaultChainId"
          formId={formId}
          label="Default EVM chain id"
          error={shown('defaultChainId')}
          hint="43114 is the mainnet C-Chain, 43113 Fuji's."
        >
          <input
            {...text('defaultChainId', { placeholder: '43114' })}
            inputMode="numeric"
            aria-describedby={describedBy(formId, 'defaultChainId', shown('defaultChainId'), true)}
            onChange={(e) => update({ defaultChainId: e.target.value })}
          />
        </ProfileField>

        <div className="profile-form__wide">
          <ProfileField
            name="dataApiUrl"
            formId={formId}
            label="Data API URL"
            error={shown('dataApiUrl')}
            warning={urlWarning(draft.dataApiUrl)}
            hint="REST /v1 endpoints (balances, blocks, transactions, validators…)."
          >
            <input
              {...text('dataApiUrl', { placeholder: 'https://glacier-api.avax.network' })}
              type="url"
              aria-describedby={describedBy(
                formId,
                'dataApiUrl',
                shown('dataApiUrl'),
                true,
                urlWarning(draft.dataApiUrl),
              )}
              onChange={(e) => update({ dataApiUrl: e.target.value })}
            />
          </ProfileField>
        </div>

        <div className="profile-form__wide">
          <ProfileField
            name="metricsApiUrl"
            formId={formId}
            label="Metrics API URL"
            error={shown('metricsApiUrl')}
            warning={urlWarning(draft.metricsApiUrl)}
            hint="The /v2 metrics endpoint."
          >
            <input
              {...text('metricsApiUrl', { placeholder: 'https://metrics.avax.network' })}
              type="url"
              aria-describedby={describedBy(
                formId,
                'metricsApiUrl',
                shown('metricsApiUrl'),
                true,
                urlWarning(draft.metricsApiUrl),
              )}
              onChange={(e) => update({ metricsApiUrl: e.target.value })}
            />
          </ProfileField>
        </div>

        <div className="profile-form__wide">
          <ProfileField
            name="nodeRpcUrl"
            formId={formId}
            label="Node RPC URL"
            error={shown('nodeRpcUrl')}
            warning={urlWarning(draft.nodeRpcUrl)}
            hint="Base of /ext/info, /ext/bc/P, /ext/bc/C/rpc…"
          >
            <input
              {...text('nodeRpcUrl', { placeholder: 'https://api.avax.network' })}
              type="url"
              aria-describedby={describedBy(
                formId,
                'nodeRpcUrl',
                shown('nodeRpcUrl'),
                true,
                urlWarning(draft.nodeRpcUrl),
              )}
              onChange={(e) => update({ nodeRpcUrl: e.target.value })}
            />
          </ProfileField>
        </div>

        <ProfileField
          name="apiKeyHeader"
          formId={formId}
          label="API-key header"
          error={shown('apiKeyHeader')}
          hint={
            <>
              The official SDKs send <code>x-glacier-api-key</code>; the Data API spec names{' '}
              <code>{SPEC_KEY_HEADER}</code>.{' '}
              {draft.apiKeyHeader.trim().toLowerCase() !== SPEC_KEY_HEADER && (
                <button
                  type="button"
                  className="button button--quiet profile-form__inline-button"
                  onClick={() => update({ apiKeyHeader: SPEC_KEY_HEADER })}
                  data-testid="profile-use-spec-header"
                >
                  Use {SPEC_KEY_HEADER}
                </button>
              )}
            </>
          }
        >
          <input
            {...text('apiKeyHeader')}
            aria-describedby={describedBy(formId, 'apiKeyHeader', shown('apiKeyHeader'), true)}
            onChange={(e) => update({ apiKeyHeader: e.target.value })}
          />
        </ProfileField>

        <ProfileField
          name="timeoutMs"
          formId={formId}
          label="Timeout (ms)"
          error={shown('timeoutMs')}
          hint="Per request, 1000 to 120000."
        >
          <input
            {...text('timeoutMs', { short: true })}
            inputMode="numeric"
            aria-describedby={describedBy(formId, 'timeoutMs', shown('timeoutMs'), true)}
            onChange={(e) => update({ timeoutMs: e.target.value })}
          />
        </ProfileField>

        <div className="profile-form__wide">
          <label className="profile-form__check">
            <input
              type="checkbox"
              checked={draft.publicNode}
              onChange={(e) => update({ publicNode: e.target.checked })}
              data-testid="profile-input-publicNode"
            />
            <span>
              Public node
              <span className="profile-form__hint">
                Public servers do not offer info.getNodeID, getNodeIP or getVMs; Snowscope will not ask them.
              </span>
            </span>
          </label>
        </div>

        <ExplorerFields formId={formId} draft={draft} shown={shown} text={text} update={update} />
        {keyNeedsHttpOptIn(draft) && (
          <div className="profile-form__wide">
            <label className="profile-form__check profile-form__check--risky">
              <input
                type="checkbox"
                checked={draft.allowKeyOverHttp}
                onChange={(e) => update({ allowKeyOverHttp: e.target.checked })}
                data-testid="profile-input-allowKeyOverHttp"
              />
              <span>
                Send this profile’s API key over plain http
                <span className="profile-form__hint">
                  The Data API or metrics URL above is plain http to another computer: the key would travel in clear
                  text, readable by anyone on the way. Without this, Snowscope refuses to send it there.
                </span>
              </span>
            </label>
          </div>
        )}
      </div>

      <ConnectionTest
        params={() => (validated() ? { profile: draftToInput(draft) } : null)}
        subject={JSON.stringify(draft)}
        testId="profile-form-test"
      />

      {formError && (
        <p className="field-error profile-form__error" role="alert" data-testid="profile-form-error">
          Not saved: {formError}
        </p>
      )}

      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={save.isPending} data-testid="profile-save">
          {save.isPending ? 'Saving…' : mode === 'create' ? 'Create profile' : 'Save changes'}
        </button>
        <button type="button" className="button" onClick={onCancel} data-testid="profile-cancel">
          Cancel
        </button>
        {attempted && Object.keys({ ...errors, ...serverErrors }).length > 0 && (
          <span className="field-error" role="status" data-testid="profile-form-invalid">
            Fix the marked fields to save.
          </span>
        )}
      </div>
    </form>
  );
}
