import { ErrorPanel } from '@renderer/components/ErrorPanel';
import { useActiveProfile } from '@renderer/queries/active-profile';
import { type AggregateRequest, useAggregateSignatures } from '@renderer/queries/signatures';
import { goToHash, hashWith, useLocationHash } from '@renderer/routing/hash-query';
import type { DataNetwork } from '@shared/contract/data/common';
import { useMemo, useState } from 'react';
import { AggregateFormCard } from './AggregateFormCard';
import { RequestPreview } from './RequestPreview';
import { SignedMessageCard } from './SignedMessageCard';
import {
  type AggregateErrors,
  type AggregateField,
  type AggregateForm,
  aggregateErrors,
  aggregateParams,
  aggregatePath,
  emptyForm,
  formFromHash,
  hashUpdatesOf,
  requestBody,
} from './signature-form';

interface Sent {
  params: AggregateRequest;
  at: Date;
}

/** Messages to show: a field speaks once it holds text, every field after a submit attempt. */
function shownErrors(errors: AggregateErrors, form: AggregateForm, attempted: boolean): AggregateErrors {
  if (attempted) return errors;
  return Object.fromEntries(
    Object.entries(errors).filter(([field]) => field !== 'network' && form[field as AggregateField].trim() !== ''),
  );
}

/** The POST form: its state is the hash (a request is a shareable link), its answer stays until the next. */
export function AggregatePanel() {
  const profile = useActiveProfile();
  const profileNetwork: DataNetwork = profile.network;
  const hash = useLocationHash();
  const [form, setForm] = useState(() => formFromHash(hash, profileNetwork));
  // The hash this form last wrote or followed: another one (Back, a pasted link) refills the form.
  const [seenHash, setSeenHash] = useState(hash);
  if (hash !== seenHash) {
    setSeenHash(hash);
    setForm(formFromHash(hash, profileNetwork));
  }
  const [attempted, setAttempted] = useState(false);
  const [sent, setSent] = useState<Sent | null>(null);
  const mutation = useAggregateSignatures();

  const params = useMemo(() => aggregateParams(form), [form]);
  const errors = useMemo(() => aggregateErrors(params), [params]);
  const body = useMemo(() => requestBody(params), [params]);

  const write = (next: AggregateForm) => {
    setForm(next);
    const target = hashWith(window.location.hash, hashUpdatesOf(next, profileNetwork));
    setSeenHash(target);
    goToHash(target, 'replace');
  };
  const submit = () => {
    setAttempted(true);
    if (Object.keys(errors).length > 0) return;
    setSent({ params, at: new Date() });
    mutation.mutate(params);
  };

  return (
    <div className="sig-panel" data-testid="sig-aggregate">
      <div className="sig-columns">
        <AggregateFormCard
          form={form}
          errors={shownErrors(errors, form, attempted)}
          sending={mutation.isPending}
          onChange={(field, value) => write({ ...form, [field]: value })}
          onNetwork={(network) => write({ ...form, network })}
          onSubmit={submit}
          onClear={() => {
            setAttempted(false);
            write(emptyForm(profileNetwork));
          }}
        />
        <RequestPreview
          method="POST"
          path={aggregatePath(form.network)}
          body={body ?? undefined}
          blocked={
            body
              ? null
              : attempted
                ? 'Nothing will be sent until the fields marked in the form are fixed.'
                : 'Fill in a message or a justification; the request appears here as it will be sent.'
          }
          testId="sig-request"
        />
      </div>
      {mutation.isError && (
        <div data-testid="sig-error">
          <ErrorPanel
            error={mutation.error}
            title={mutation.error.error.status === 400 ? 'The service refused the request' : undefined}
            onRetry={sent ? () => mutation.mutate(sent.params) : undefined}
            retrying={mutation.isPending}
          />
        </div>
      )}
      {mutation.isPending && (
        <p className="muted" role="status" data-testid="sig-sending">
          Collecting signatures from the validators of the signing subnet…
        </p>
      )}
      {mutation.isSuccess && sent && (
        <SignedMessageCard
          signedMessage={mutation.data.signedMessage}
          fileStem={`warp-signed-${sent.params.network}-${sent.at.toISOString().slice(0, 19).replace(/[:T]/g, '')}`}
          source={`Answer to the request sent at ${sent.at.toLocaleTimeString()} on ${sent.params.network}${
            JSON.stringify(sent.params) === JSON.stringify(params) ? '' : ' (the form has changed since)'
          }.`}
        />
      )}
    </div>
  );
}
