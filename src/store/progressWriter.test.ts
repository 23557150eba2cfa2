import { describe, expect, it } from 'vitest';
import { asyncStorage } from '../../test/support/asyncStorage';
import { writeProgress, writesSettled } from './progressWriter';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('writesSettled', () => {
  it('is null when nothing is on its way, and for a synchronous storage', () => {
    expect(writesSettled(asyncStorage(), 'k')).toBeNull();
    const sync = { data: new Map<string, string>(), getItem: () => null, setItem() {}, removeItem() {} };
    writeProgress(sync, 'k', 'a', () => {});
    expect(writesSettled(sync, 'k')).toBeNull();
  });

  it('settles after the save on its way and the latest one waiting behind it are made', async () => {
    const storage = asyncStorage();
    writeProgress(storage, 'k', 'first', () => {});
    writeProgress(storage, 'k', 'second', () => {});
    writeProgress(storage, 'k', 'latest', () => {});
    let settled = false;
    void writesSettled(storage, 'k')!.then(() => (settled = true));
    await tick();
    await tick();
    expect(settled).toBe(true);
    expect(storage.data.get('k')).toBe('latest');
    expect(storage.calls.map((call) => call.value)).toEqual(['first', 'latest']);
  });
});
