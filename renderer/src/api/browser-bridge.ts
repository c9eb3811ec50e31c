import { BROWSER_MODE, type SnowscopeBridge } from '@shared/bridge';
import {
  type AppEventName,
  type AppEventPayload,
  appEvents,
  type CallContext,
  type ChannelName,
  type Result,
} from '@shared/contract';
import { type AppError, appError, type IpcResult, isAppError } from '@shared/errors';
import { takeEarly } from './early-request';
import { ipcRequest } from './ipc-request';

function isIpcResult(body: unknown): body is IpcResult<unknown> {
  if (typeof body !== 'object' || body === null) return false;
  const candidate = body as { ok?: unknown; data?: unknown; error?: unknown };
  if (candidate.ok === true) return 'data' in candidate;
  return candidate.ok === false && isAppError(candidate.error);
}

function missingTokenHint(token: string | null): string {
  return token
    ? ''
    : ' This page was opened without its access token: open the full address printed by `npm run web` (it ends in ?token=…).';
}

function failure(error: AppError): IpcResult<never> {
  return { ok: false, error };
}

/** The SnowscopeBridge over HTTP: the same calls the preload makes, sent to the browser-mode server. */
export function createBrowserBridge(token: string | null): SnowscopeBridge {
  let events: EventSource | null = null;
  const openEvents = () => {
    if (!events) {
      const query = token ? `?${BROWSER_MODE.tokenQuery}=${encodeURIComponent(token)}` : '';
      events = new EventSource(`${BROWSER_MODE.eventsPath}${query}`);
    }
    return events;
  };

  return {
    async invoke<C extends ChannelName>(
      channel: C,
      params: unknown,
      call?: CallContext,
    ): Promise<IpcResult<Result<C>>> {
      let response: Response;
      const request = ipcRequest(channel, params, token, call?.profileId);
      try {
        response = await (takeEarly(request.key) ?? fetch(request.url, request.init));
      } catch {
        return failure(
          appError('network', `Cannot reach the Snowscope backend at ${window.location.origin}. Is it still running?`, {
            retryable: true,
          }),
        );
      }
      const body: unknown = await response.json().catch(() => undefined);
      if (isIpcResult(body)) {
        if (!body.ok && body.error.kind === 'unauthorized') {
          return failure({ ...body.error, message: `${body.error.message}${missingTokenHint(token)}` });
        }
        return body as IpcResult<Result<C>>;
      }
      if (response.status === 401 || response.status === 403) {
        return failure(
          appError('unauthorized', `The backend refused this page.${missingTokenHint(token)}`, {
            status: response.status,
          }),
        );
      }
      return failure(
        appError(
          'network',
          `The Snowscope backend answered ${response.status} without a result. Is this page served by \`npm run web\`?`,
          {
            status: response.status,
            retryable: response.status >= 500,
          },
        ),
      );
    },

    on<E extends AppEventName>(event: E, listener: (payload: AppEventPayload<E>) => void): () => void {
      const source = openEvents();
      const handle = (message: MessageEvent<string>) => {
        let json: unknown;
        try {
          json = JSON.parse(message.data);
        } catch {
          return;
        }
        const parsed = appEvents[event].safeParse(json);
        if (parsed.success) listener(parsed.data as AppEventPayload<E>);
      };
      source.addEventListener(event, handle);
      return () => source.removeEventListener(event, handle);
    },
  };
}
