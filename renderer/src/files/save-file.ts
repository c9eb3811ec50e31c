import type { ParamsIn } from '@shared/contract';
import type { SaveFileResult } from '@shared/contract/files';
import { api } from '../api';

export type SaveFileRequest = ParamsIn<'app.files.save'>;

/** Starts the browser download of a file main prepared (browser mode's stand-in for the save dialog). */
export function startDownload(downloadPath: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = api.downloadUrl(downloadPath);
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * Saves what the renderer produced: main shows the save dialog and writes the file (Electron), or
 * prepares it as a download that starts here (browser mode). The renderer never writes a file itself.
 */
export async function saveFile(request: SaveFileRequest): Promise<SaveFileResult> {
  const result = await api.invoke('app.files.save', request);
  if (result.status === 'download') startDownload(result.downloadPath, result.fileName);
  return result;
}

/** Bytes (a PNG) as the base64 text the save channel carries. */
export async function blobToBase64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  return btoa(binary);
}
