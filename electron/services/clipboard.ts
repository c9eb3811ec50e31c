/** The system clipboard as main sees it (Electron's `clipboard`); absent in browser mode. */
export interface SystemClipboard {
  writeText(text: string): void;
}
