import { messageInWords } from '@renderer/format/param-words';
import { type AppError, isMissingServiceError } from '@shared/errors';
import { ApiError } from '../api';
import { isDataApiRateLimit } from './feedback/errors';
import { MissingService } from './feedback/MissingService';
import { RateLimitHint } from './feedback/RateLimitHint';

interface ErrorPanelProps {
  error: ApiError | AppError;
  title?: string;
  onRetry?: () => void;
  retrying?: boolean;
}

const KIND_TITLES: Record<AppError['kind'], string> = {
  validation: 'Input refused',
  http: 'The service answered with an error',
  rpc: 'The node answered with an error',
  unavailable: 'Not offered by this endpoint',
  timeout: 'The request timed out',
  network: 'Cannot reach the service',
  parse: 'Unexpected answer',
  keychain: 'Keychain problem',
  unauthorized: 'Not authorised',
  internal: 'Something went wrong',
};

/**
 * Shows an AppError as data: message (parameter names put in the forms' words), kind, status/code/field,
 * and a retry when one makes sense.
 */
export function ErrorPanel({ error, title, onRetry, retrying = false }: ErrorPanelProps) {
  const appError = error instanceof ApiError ? error.error : error;
  // A node-only profile lacking the Data API is an expected absence, never an error panel.
  if (isMissingServiceError(appError)) return <MissingService code={appError.code} />;
  const facts: [string, string][] = [['kind', appError.kind]];
  if (appError.status !== undefined) facts.push(['status', String(appError.status)]);
  if (appError.code !== undefined) facts.push(['code', String(appError.code)]);
  if (appError.field) facts.push(['field', appError.field]);
  if (error instanceof ApiError) facts.push(['channel', error.channel]);

  return (
    <section className="error-panel" role="alert" data-testid="error-panel" data-error-kind={appError.kind}>
      <h3 className="error-panel__title">{title ?? KIND_TITLES[appError.kind]}</h3>
      {isDataApiRateLimit(error) && <RateLimitHint error={error} />}
      <p className="error-panel__message" data-testid="error-message">
        {messageInWords(appError.message, appError.field)}
      </p>
      <dl className="error-panel__facts">
        {facts.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd className="mono">{v}</dd>
          </div>
        ))}
      </dl>
      {onRetry && (
        <button type="button" className="button" onClick={onRetry} disabled={retrying} data-testid="retry-button">
          {retrying ? 'Retrying…' : 'Retry'}
        </button>
      )}
    </section>
  );
}
