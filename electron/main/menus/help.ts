import { join } from 'node:path';
import { app, type BrowserWindow, dialog, shell } from 'electron';

/** The README shipped beside the app (electron-builder `extraResources`), or the project's in development. */
export function readmePath(): string {
  return app.isPackaged ? join(process.resourcesPath, 'README.md') : join(app.getAppPath(), 'README.md');
}

/** Opens the README in the system's viewer for Markdown files; says why when it cannot. */
export async function openReadme(win: BrowserWindow | null): Promise<void> {
  const path = readmePath();
  const problem = await shell.openPath(path);
  if (!problem) return;
  const options = {
    type: 'warning' as const,
    message: 'The README could not be opened',
    detail: `${path}\n\n${problem}`,
  };
  if (win) await dialog.showMessageBox(win, options);
  else await dialog.showMessageBox(options);
}

/** Version, the runtime it is built on, and where its data lives. */
export function aboutText(dataDir: string): { message: string; detail: string } {
  const v = process.versions;
  return {
    message: `${app.getName()} ${app.getVersion()}`,
    detail: [
      'A desktop explorer for Avalanche.',
      '',
      `Electron ${v.electron} · Chromium ${v.chrome} · Node.js ${v.node}`,
      `Data folder: ${dataDir}`,
    ].join('\n'),
  };
}

export async function showAbout(win: BrowserWindow | null, dataDir: string): Promise<void> {
  const options = { type: 'info' as const, title: `About ${app.getName()}`, buttons: ['OK'], ...aboutText(dataDir) };
  if (win) await dialog.showMessageBox(win, options);
  else await dialog.showMessageBox(options);
}
