import type { InputHTMLAttributes } from 'react';
import type { ExplorerDraft, ExplorerDraftField } from './explorer-draft';
import { snowtraceDraft } from './explorer-draft';
import { describedBy, ProfileField } from './ProfileField';
import type { ProfileDraft } from './profile-draft';

interface ExplorerFieldsProps {
  formId: string;
  draft: ProfileDraft;
  /** The message shown under a field (the form's or main's). */
  shown(field: ExplorerDraftField): string | undefined;
  /** The props of a text input bound to a draft field. */
  text(
    field: ExplorerDraftField,
    props?: { placeholder?: string; mono?: boolean },
  ): InputHTMLAttributes<HTMLInputElement>;
  update(patch: Partial<ExplorerDraft>): void;
}

const TEMPLATES: { field: ExplorerDraftField; label: string; placeholder: string }[] = [
  { field: 'explorerAddress', label: 'Address page', placeholder: 'https://explorer.example/address/{address}' },
  { field: 'explorerTx', label: 'Transaction page', placeholder: 'https://explorer.example/tx/{txHash}' },
  { field: 'explorerBlock', label: 'Block page', placeholder: 'https://explorer.example/block/{number}' },
];

/** "Open on the web" for this profile's network: a public explorer's URL templates (https only). */
export function ExplorerFields({ formId, draft, shown, text, update }: ExplorerFieldsProps) {
  const field = (name: ExplorerDraftField, hint: boolean) => ({
    'aria-describedby': describedBy(formId, name, shown(name), hint),
    onChange: (e: { target: { value: string } }) => update({ [name]: e.target.value }),
  });
  return (
    <fieldset className="profile-form__wide profile-form__group" data-testid="profile-explorer">
      <legend>Open on the web</legend>
      <p className="profile-form__hint">
        Address, transaction and block views link to this explorer. Templates are https URLs with{' '}
        <code>{'{address}'}</code>, <code>{'{txHash}'}</code> or <code>{'{number}'}</code>, and may use{' '}
        <code>{'{chainId}'}</code>. Leave every field empty for no link.{' '}
        <button
          type="button"
          className="button button--quiet profile-form__inline-button"
          onClick={() => update(snowtraceDraft(draft.network))}
          data-testid="profile-explorer-snowtrace"
        >
          Use Snowtrace ({draft.network === 'fuji' ? 'Fuji' : 'mainnet'} C-Chain)
        </button>
      </p>
      <div className="profile-form__grid">
        <ProfileField name="explorerName" formId={formId} label="Explorer name" error={shown('explorerName')}>
          <input
            {...text('explorerName', { placeholder: 'Snowtrace', mono: false })}
            {...field('explorerName', false)}
          />
        </ProfileField>
        <ProfileField
          name="explorerChainIds"
          formId={formId}
          label="Chains it shows"
          error={shown('explorerChainIds')}
          hint="EVM chain ids, comma separated; empty: every chain."
        >
          <input {...text('explorerChainIds', { placeholder: '43114' })} {...field('explorerChainIds', true)} />
        </ProfileField>
        {TEMPLATES.map(({ field: name, label, placeholder }) => (
          <div className="profile-form__wide" key={name}>
            <ProfileField name={name} formId={formId} label={label} error={shown(name)}>
              <input {...text(name, { placeholder })} type="url" {...field(name, false)} />
            </ProfileField>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
