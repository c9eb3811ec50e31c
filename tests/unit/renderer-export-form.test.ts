import {
  formErrors,
  initialForm,
  prefillFromHash,
  requestOf,
  suggestedFileName,
} from '@renderer/views/export/dialog/export-form';
import { describe, expect, it } from 'vitest';

const A = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';
const B = '0xAb5801a7D398351b8bE11C439e05C5B3259aeC9B';

describe('export dialog form', () => {
  it('reads the prefill of #/export links, and nothing from a plain #/export', () => {
    expect(prefillFromHash('#/export')).toBeNull();
    expect(
      prefillFromHash(`#/export?address=${A}&chain=43114&kind=native&startBlock=10&endBlock=&from=2026-01-01&to=`),
    ).toEqual({ address: A, chain: '43114', kind: 'native', startBlock: '10', from: '2026-01-01' });
    const form = initialForm('43113', prefillFromHash(`#/export?address=${A}&chain=43114&kind=erc20`));
    expect(form).toMatchObject({ addresses: A, chainIds: ['43114'], kind: 'erc20', mode: 'local', format: 'csv' });
    // An unknown kind falls back to both; the selected chain fills in when the link names none.
    expect(initialForm('43113', { kind: 'all' })).toMatchObject({ kind: 'both', chainIds: ['43113'] });
  });

  it('turns the typed text into the request the contract checks', () => {
    const form = { ...initialForm('43114', null), addresses: `${A}\n${B}, `, startBlock: ' 12 ', endBlock: '' };
    expect(requestOf(form)).toMatchObject({
      mode: 'local',
      addresses: [A, B],
      startBlock: 12,
      endBlock: undefined,
      kind: 'both',
    });
    expect(requestOf({ ...form, mode: 'remote', toDate: '2026-01-31' })).toEqual({
      mode: 'remote',
      addresses: [A, B],
      chainIds: ['43114'],
      fromDate: undefined,
      toDate: '2026-01-31',
      fileName: form.fileName,
    });
    expect(formErrors(form)).toEqual({});
  });

  it('names every wrong field, each address by its value', () => {
    const form = {
      ...initialForm('43114', null),
      addresses: `0x12\n${A}\nnope\n${A.toLowerCase()}`,
      chainIds: [],
      startBlock: 'ten',
      fromDate: '2026-02-30',
      fileName: 'a/b.csv',
    };
    const errors = formErrors(form);
    expect(errors.addresses).toContain('0x12: must be 0x followed by 40 hex characters');
    expect(errors.addresses).toContain('nope:');
    expect(errors.addresses).toContain('is listed twice');
    expect(errors.chainIds).toBe('choose at least one chain');
    expect(errors.startBlock).toBe('must be a whole number');
    expect(errors.fromDate).toBe('is not a real calendar date');
    expect(errors.fileName).toMatch(/must not contain/);
    expect(formErrors({ ...initialForm('43114', null), addresses: '' }).addresses).toBe('add at least one address');
  });

  it('suggests a file name that follows the request until the user types one', () => {
    const one = { ...initialForm('43114', { address: A }) };
    expect(suggestedFileName(one)).toBe('snowscope-0x8ba1_BA72-43114-both.csv');
    expect(suggestedFileName({ ...one, addresses: `${A} ${B}`, chainIds: ['43114', '4337'], format: 'jsonl' })).toBe(
      'snowscope-2-addresses-2-chains-both.jsonl',
    );
    expect(suggestedFileName({ ...one, mode: 'remote' })).toBe('snowscope-0x8ba1_BA72-43114-remote.csv');
  });
});
