/** A file type the save/open dialog offers. */
export interface DialogFilter {
  name: string;
  extensions: string[];
}

/**
 * The native save and open dialogs (Electron's `dialog` module, wired in electron/main). Browser mode
 * has none: files go out as browser downloads and come in through the page's file picker.
 */
export interface NativeDialogs {
  /** The path the user chose to save to, or null when cancelled. */
  chooseSavePath(options: { suggestedName: string; filters?: DialogFilter[] }): Promise<string | null>;
  /** The file the user chose to open, or null when cancelled. */
  chooseOpenPath(options: { filters?: DialogFilter[] }): Promise<string | null>;
}
