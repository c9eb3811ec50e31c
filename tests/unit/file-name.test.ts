import { SafeFileName, toSafeFileName } from '@shared/files/file-name';
import { describe, expect, it } from 'vitest';

describe('SafeFileName', () => {
  it('accepts ordinary names with an extension, unicode included', () => {
    for (const name of ['txCount-43114.csv', 'Export 2026-11-01.jsonl', 'graphique été.png', 'a.b.c.svg']) {
      expect(SafeFileName.safeParse(name).success, name).toBe(true);
    }
  });

  it('refuses separators, traversal, controls, device names, hidden files and missing extensions', () => {
    for (const name of [
      '../a.csv',
      'a/b.csv',
      'a\\b.csv',
      'C:a.csv',
      'a\u0007.csv',
      'nul.txt',
      'COM1.csv',
      '.env',
      'README',
      '..',
    ]) {
      expect(SafeFileName.safeParse(name).success, name).toBe(false);
    }
  });

  it('toSafeFileName repairs what it can and falls back otherwise', () => {
    expect(toSafeFileName('txs 0xAb/Cd:43114.csv')).toBe('txs 0xAb-Cd-43114.csv');
    expect(toSafeFileName('...secret.csv')).toBe('secret.csv');
    expect(toSafeFileName('no extension', 'fallback.csv')).toBe('fallback.csv');
  });
});
