import type { ReactNode } from 'react';

interface ProfileFieldProps {
  /** The draft field; names the test ids and links the message to the control. */
  name: string;
  formId: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** The control; it must carry `id={fieldControlId(formId, name)}`. */
  children: ReactNode;
}

export const fieldControlId = (formId: string, name: string) => `${formId}-${name}`;
export const fieldErrorId = (formId: string, name: string) => `${formId}-${name}-error`;
export const fieldHintId = (formId: string, name: string) => `${formId}-${name}-hint`;

/** `aria-describedby` for a control: its error (when shown) and its hint. */
export function describedBy(formId: string, name: string, error: string | undefined, hasHint: boolean) {
  const ids = [error ? fieldErrorId(formId, name) : null, hasHint ? fieldHintId(formId, name) : null];
  return ids.filter(Boolean).join(' ') || undefined;
}

/** Label, control, the field's own error right below it, then a hint. */
export function ProfileField({ name, formId, label, error, hint, children }: ProfileFieldProps) {
  return (
    <div className={`form__row profile-form__field${error ? ' has-error' : ''}`} data-testid={`profile-field-${name}`}>
      <label htmlFor={fieldControlId(formId, name)}>{label}</label>
      {children}
      {error && (
        <span id={fieldErrorId(formId, name)} className="field-error" data-testid={`profile-error-${name}`}>
          {error}
        </span>
      )}
      {hint && (
        <span id={fieldHintId(formId, name)} className="profile-form__hint">
          {hint}
        </span>
      )}
    </div>
  );
}
