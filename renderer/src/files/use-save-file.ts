import type { SaveFileResult } from '@shared/contract/files';
import { useCallback, useState } from 'react';
import { type SaveFileRequest, saveFile } from './save-file';

export type SaveState =
  | { status: 'idle' }
  | { status: 'saving'; fileName: string }
  | { status: 'done'; result: Exclude<SaveFileResult, { status: 'cancelled' }> }
  | { status: 'cancelled' }
  | { status: 'error'; message: string };

/**
 * One "save as…" action: `save` takes a function that builds the request (so building a PNG happens
 * only when asked) and tracks what happened, for a status line beside the button.
 */
export function useSaveFile() {
  const [state, setState] = useState<SaveState>({ status: 'idle' });
  const save = useCallback(async (build: () => Promise<SaveFileRequest> | SaveFileRequest) => {
    try {
      const request = await build();
      setState({ status: 'saving', fileName: request.suggestedName });
      const result = await saveFile(request);
      setState(result.status === 'cancelled' ? { status: 'cancelled' } : { status: 'done', result });
    } catch (e) {
      setState({ status: 'error', message: e instanceof Error ? e.message : 'Could not save the file' });
    }
  }, []);
  return { state, save, reset: useCallback(() => setState({ status: 'idle' }), []) };
}

/** The status line for a SaveState, in words ("Saved to …", "Downloading …"). */
export function saveStatusText(state: SaveState): string {
  switch (state.status) {
    case 'idle':
      return '';
    case 'saving':
      return `Saving ${state.fileName}…`;
    case 'cancelled':
      return 'Not saved: the dialog was closed.';
    case 'error':
      return `Not saved: ${state.message}`;
    case 'done':
      return state.result.status === 'saved'
        ? `Saved to ${state.result.displayPath}`
        : `Downloading ${state.result.fileName} (browser mode saves through the browser's downloads)`;
  }
}
