import type { ParamsIn } from '@shared/contract';
import { api } from '../api';

export type OpenedFile = { fileName: string; content: string } | null;

/** The browser's own file picker: browser mode's stand-in for the open dialog. */
function pickInBrowser(accept: string, maxBytes: number): Promise<OpenedFile> {
  return new Promise((resolve, reject) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = accept;
    input.style.display = 'none';
    input.addEventListener('change', async () => {
      const file = input.files?.[0];
      input.remove();
      if (!file) return resolve(null);
      if (file.size > maxBytes) {
        return reject(
          new Error(
            `${file.name} is ${Math.ceil(file.size / 1024)} KB; at most ${Math.floor(maxBytes / 1024)} KB can be opened`,
          ),
        );
      }
      resolve({ fileName: file.name, content: await file.text() });
    });
    input.addEventListener('cancel', () => {
      input.remove();
      resolve(null);
    });
    document.body.append(input);
    input.click();
  });
}

/**
 * A text file the user picks: main's open dialog in Electron; in browser mode the browser's picker
 * (main has no dialog there). Null when the user cancelled.
 */
export async function openTextFile(request: ParamsIn<'app.files.open'> = {}): Promise<OpenedFile> {
  const result = await api.invoke('app.files.open', request);
  if (result.status === 'opened') return { fileName: result.fileName, content: result.content };
  if (result.status === 'cancelled') return null;
  const accept = (request.filters ?? []).flatMap((f) => f.extensions.map((e) => `.${e}`)).join(',');
  return pickInBrowser(accept, request.maxBytes ?? 1024 * 1024);
}
