import { join } from 'node:path';
import type { NativeDialogs } from '@main/services/files/dialogs';
import { app, BrowserWindow, dialog } from 'electron';

/** Electron's save and open dialogs, attached to the focused window so they are modal to it. */
export const electronDialogs: NativeDialogs = {
  async chooseSavePath({ suggestedName, filters }) {
    const options = { defaultPath: join(app.getPath('downloads'), suggestedName), filters };
    const win = BrowserWindow.getFocusedWindow();
    const result = win ? await dialog.showSaveDialog(win, options) : await dialog.showSaveDialog(options);
    return result.canceled || !result.filePath ? null : result.filePath;
  },
  async chooseOpenPath({ filters }) {
    const options = { properties: ['openFile' as const], filters };
    const win = BrowserWindow.getFocusedWindow();
    const result = win ? await dialog.showOpenDialog(win, options) : await dialog.showOpenDialog(options);
    return result.canceled ? null : (result.filePaths[0] ?? null);
  },
};
