import { api } from '@renderer/api';

/**
 * Puts `text` on the clipboard. In Electron the window is granted no permissions (clipboard included),
 * so the copy goes through main, which uses Electron's clipboard; in browser mode the browser's own
 * clipboard API does it (the call must stay in the click's user activation, so nothing is awaited first).
 */
export async function copyText(text: string): Promise<void> {
  if (api.mode() === 'electron') {
    const answer = await api.invoke('app.clipboard.writeText', { text });
    if (answer.status === 'written') return;
  }
  await navigator.clipboard.writeText(text);
}
