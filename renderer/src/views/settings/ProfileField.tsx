import type { ReactNode } from 'react';

interface ProfileFieldProps {
  /** The draft field; names the test ids and links the message to the control. */
  name: string;
  formId: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Something allowed but risky about the value (plain http), shown under it until it changes. */
  warning?: string | null;
  /** The control; it must carry `id={fieldControlId(formId, name)}`. */
  children: ReactNode;
}

export const fieldControlId = (formId: string, name: string) => `${formId}-${name}`;
export const fieldErrorId = (formId: string, name: string) => `${formId}-${name}-error`;
export const fieldHintId = (formId: string, name: string) => `${formId}-${name}-hint`;
export const fieldWarningId = (formId: string, name: string) => `${formId}-${name}-warning`;

/** `aria-describedby` for a control: its error (when shown), its warning (when shown) and its hint. */
export function describedBy(
  formId: string,
  name: string,
  error: string | undefined,
  hasHint: boolean,
  warning?: string | null,
) {
  const ids = [
    error ? fieldErrorId(formId, name) : null,
    warning ? fieldWarningId(formId, name) : null,
    hasHint ? fieldHintId(formId, name) : null,
  ];
  return ids.filter(Boolean).join(' ') || undefined;
}

/** Label, control, the field's own error right below it (or a warning), then a hint. */
export function ProfileField({ name, formId, label, error, hint, warning, children }: ProfileFieldProps) {
  return (
    <div className={`form__row profile-form__field${error ? ' has-error' : ''}`} data-testid={`profile-field-${name}`}>
      <label htmlFor={fieldControlId(formId, name)}>{label}</label>
      {children}
      {error && (
        <span id={fieldErrorId(formId, name)} className="field-error" data-testid={`profile-error-${name}`}>
          {error}
        </span>
      )}
      {warning && !error && (
        <span id={fieldWarningId(formId, name)} className="field-warning" data-testid={`profile-warning-${name}`}>
          {warning}
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
