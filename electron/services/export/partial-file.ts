import { type FileHandle, open } from 'node:fs/promises';

/**
 * The `.partial` file a local job appends to. Opened at the checkpoint's byte count: anything after it
 * (a page written just before a crash, whose checkpoint never landed) is cut, so the page is written
 * again exactly once.
 */
export class PartialFile {
  private constructor(
    private readonly handle: FileHandle,
    private size: number,
  ) {}

  /**
   * The file cut to `bytes`; a fresh empty file for 0. Null when the file is missing or shorter than
   * `bytes` (the checkpoint is ahead of what reached the disk): the job must start over.
   */
  static async open(path: string, bytes: number): Promise<PartialFile | null> {
    if (bytes === 0) return new PartialFile(await open(path, 'w'), 0);
    let handle: FileHandle;
    try {
      handle = await open(path, 'r+');
    } catch (e) {
      if ((e as { code?: string }).code === 'ENOENT') return null;
      throw e;
    }
    const { size } = await handle.stat();
    if (size < bytes) {
      await handle.close();
      return null;
    }
    await handle.truncate(bytes);
    return new PartialFile(handle, bytes);
  }

  get bytes(): number {
    return this.size;
  }

  /** Appends `text` (UTF-8) at the end; returns the new size. */
  append(text: string): Promise<number> {
    return this.appendBytes(Buffer.from(text, 'utf8'));
  }

  async appendBytes(data: Uint8Array): Promise<number> {
    let written = 0;
    while (written < data.length) {
      const { bytesWritten } = await this.handle.write(data, written, data.length - written, this.size + written);
      written += bytesWritten;
    }
    this.size += data.length;
    return this.size;
  }

  close(): Promise<void> {
    return this.handle.close();
  }
}
