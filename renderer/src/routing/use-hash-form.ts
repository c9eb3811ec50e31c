import { useMemo, useState } from 'react';
import { useLocationHash } from './hash-query';

type FieldErrors<F> = Partial<Record<keyof F & string, string>>;

/**
 * A form whose submitted request lives in the hash query: `requested` is what the address bar asks for,
 * `form` is what is being typed. When the hash moves (a link, Back) the form and its errors follow it.
 */
export function useHashForm<F extends object, E extends FieldErrors<F>>(
  formFromHash: (hash: string) => F,
  errorsOf: (form: F) => E,
) {
  const hash = useLocationHash();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the parser is a module-level function
  const requested = useMemo(() => formFromHash(hash), [hash]);
  const requestedKey = JSON.stringify(requested);
  const [form, setForm] = useState<F>(requested);
  const [errors, setErrors] = useState<E>(() => errorsOf(requested));
  const [seenKey, setSeenKey] = useState(requestedKey);
  if (requestedKey !== seenKey) {
    setSeenKey(requestedKey);
    setForm(requested);
    setErrors(errorsOf(requested));
  }
  /** Edits one field; its error goes away until the next submit. */
  const changeField = (field: keyof E & string, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest as E);
  };
  return { hash, requested, requestedKey, form, setForm, errors, setErrors, changeField };
}
