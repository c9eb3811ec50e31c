import { type ChildProcessByStdio, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';

/** `npm run web` as a real child process (tsx, no build step): what a user or an attacker talks to. */
export interface BrowserModeProcess {
  launchUrl: string;
  /** `http://127.0.0.1:<port>` */
  url: string;
  port: number;
  token: string;
  /** Everything the process printed on stderr so far. */
  stderr(): string;
  /** Whether the process is still running. */
  alive(): boolean;
  stop(): Promise<void>;
}

export interface BrowserModeOptions {
  dataDir?: string;
  /** A renderer folder; default: a minimal one with an index.html (the tests here need no real UI). */
  rendererDir?: string;
  env?: Record<string, string | undefined>;
}

function minimalRenderer(): string {
  const dir = mkdtempSync(join(tmpdir(), 'snowscope-renderer-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Snowscope</title>');
  writeFileSync(join(dir, 'assets', 'app.js'), 'console.log(1)');
  return dir;
}

function waitForLaunchUrl(child: ChildProcessByStdio<null, Readable, Readable>, err: () => string): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`no launch URL within 30 s; stderr: ${err()}`)), 30_000);
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      const line = out.split('\n').find((l, i, all) => i < all.length - 1 && l.startsWith('http'));
      if (line) {
        clearTimeout(timer);
        resolve(line.trim());
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`browser mode exited with ${code} before printing its URL; stderr: ${err()}`));
    });
  });
}

export async function startBrowserModeProcess(options: BrowserModeOptions = {}): Promise<BrowserModeProcess> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'snowscope-data-'));
  const rendererDir = options.rendererDir ?? minimalRenderer();
  const child = spawn(
    process.execPath,
    [
      'node_modules/tsx/dist/cli.mjs',
      'electron/web/cli.ts',
      '--port',
      '0',
      '--data-dir',
      dataDir,
      '--renderer-dir',
      rendererDir,
    ],
    { env: { ...process.env, ...options.env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const launchUrl = await waitForLaunchUrl(child, () => stderr);
  const parsed = new URL(launchUrl);
  return {
    launchUrl,
    url: parsed.origin,
    port: Number(parsed.port),
    token: parsed.searchParams.get('token') ?? '',
    stderr: () => stderr,
    alive: () => child.exitCode === null && child.signalCode === null,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
