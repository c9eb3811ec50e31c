import { CopyButton } from '@renderer/components/CopyButton';
import { Card } from '@renderer/components/layout/Card';
import { useActiveProfile } from '@renderer/queries/active-profile';
import { curlOf } from './signature-form';

/**
 * The request exactly as main will send it: method and URL on the profile's Data API, the JSON body,
 * and the same as curl. The API key never appears; the note says which header carries it.
 */
export function RequestPreview({
  method,
  path,
  body,
  blocked,
  testId,
}: {
  method: 'GET' | 'POST';
  path: string;
  /** The POST body; undefined for a GET. */
  body?: Record<string, unknown>;
  /** Why nothing would be sent yet (a field to fix), or null. */
  blocked: string | null;
  testId: string;
}) {
  const profile = useActiveProfile();
  const url = `${profile.dataApiUrl}${path}`;
  const json = body === undefined ? null : JSON.stringify(body, null, 2);
  const curl = curlOf(method, url, body);
  return (
    <Card title="Request" testId={testId} className="sig-request">
      <p className="sig-request__line">
        <span className="badge">{method}</span>{' '}
        <code className="mono break" data-testid={`${testId}-url`}>
          {url}
        </code>
      </p>
      {blocked ? (
        <p className="muted" data-testid={`${testId}-blocked`}>
          {blocked}
        </p>
      ) : (
        <>
          {json !== null && (
            <div className="sig-request__block">
              <div className="sig-request__bar">
                <span className="muted">JSON body</span>
                <CopyButton value={json} label="Copy JSON" testId={`${testId}-copy-json`} />
              </div>
              <pre className="mono sig-request__code" data-testid={`${testId}-json`}>
                {json}
              </pre>
            </div>
          )}
          <div className="sig-request__block">
            <div className="sig-request__bar">
              <span className="muted">curl</span>
              <CopyButton value={curl} label="Copy curl" testId={`${testId}-copy-curl`} />
            </div>
            <pre className="mono sig-request__code" data-testid={`${testId}-curl`}>
              {curl}
            </pre>
          </div>
          <p className="muted sig-request__note" data-testid={`${testId}-key-note`}>
            The API key is left out. To use yours add <code className="mono">-H '{profile.apiKeyHeader}: …'</code>{' '}
            (profile “{profile.name}”).
          </p>
        </>
      )}
    </Card>
  );
}
