import { z } from 'zod';
import { SafeFileName } from '../files/file-name';
import { channel } from './define';

/** Largest file the renderer may hand to main in one call (a chart PNG, a CSV of points, a JSON export). */
export const MAX_SAVED_FILE_BYTES = 8 * 1024 * 1024;

const FileFilter = z.strictObject({
  name: z.string().min(1).max(60),
  extensions: z
    .array(z.string().regex(/^[A-Za-z0-9]{1,10}$/))
    .min(1)
    .max(10),
});

export const SaveFileParams = z.strictObject({
  suggestedName: SafeFileName,
  /** Text as is (`utf8`), or bytes as base64 (a PNG). */
  encoding: z.enum(['utf8', 'base64']),
  content: z.string().max(Math.ceil((MAX_SAVED_FILE_BYTES * 4) / 3) + 4, {
    error: `is larger than ${MAX_SAVED_FILE_BYTES / 1048576} MB`,
  }),
  mimeType: z.string().regex(/^[a-z]+\/[a-z0-9.+-]+(; ?charset=utf-8)?$/, { error: 'must be a MIME type' }),
  /** What the save dialog offers (Electron); ignored by browser downloads. */
  filters: z.array(FileFilter).max(5).optional(),
});

/**
 * Where a saved file went. `saved`: written where the user chose in the save dialog (Electron), the
 * path shown to the user only. `download`: browser mode has no native dialog, so the file waits in the
 * data dir and the page fetches it as a download from `downloadPath` (the transport adds the token).
 * `cancelled`: the user closed the dialog; nothing was written.
 */
export const SaveFileResult = z.discriminatedUnion('status', [
  z.object({ status: z.literal('saved'), fileName: z.string(), displayPath: z.string() }),
  z.object({ status: z.literal('download'), fileName: z.string(), downloadPath: z.string() }),
  z.object({ status: z.literal('cancelled') }),
]);
export type SaveFileResult = z.output<typeof SaveFileResult>;

export const OpenFileParams = z.strictObject({
  filters: z.array(FileFilter).max(5).optional(),
  /** Refuse larger files (a clear error, nothing read). */
  maxBytes: z
    .number()
    .int()
    .min(1)
    .max(MAX_SAVED_FILE_BYTES)
    .default(1024 * 1024),
});

/**
 * A text file the user picked. `unsupported`: browser mode has no native dialog; the page lets the
 * browser pick the file instead and sends its text to the channel that imports it.
 */
export const OpenFileResult = z.discriminatedUnion('status', [
  z.object({ status: z.literal('opened'), fileName: z.string(), content: z.string() }),
  z.object({ status: z.literal('cancelled') }),
  z.object({ status: z.literal('unsupported') }),
]);
export type OpenFileResult = z.output<typeof OpenFileResult>;

/** Saving and opening files: the dialogs and the writing happen in main, never in the renderer. */
export const fileChannels = {
  'app.files.save': channel({
    summary: 'Save a file the renderer produced (CSV, PNG, JSON…) through the save dialog, or as a browser download',
    params: SaveFileParams,
    result: SaveFileResult,
    cache: 'none',
  }),
  'app.files.open': channel({
    summary: 'Read a text file the user picks in the open dialog (Electron); browser mode answers unsupported',
    params: OpenFileParams,
    result: OpenFileResult,
    cache: 'none',
  }),
} as const;
