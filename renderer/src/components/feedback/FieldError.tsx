/** The message beside a form field; give the field `aria-describedby={id}` and `aria-invalid`. Nothing when valid. */
export function FieldError({
  id,
  message,
  testId = 'field-error',
}: {
  id?: string;
  message: string | null | undefined;
  testId?: string;
}) {
  if (!message) return null;
  return (
    <span id={id} className="field-error" aria-live="polite" data-testid={testId}>
      {message}
    </span>
  );
}
