// @vitest-environment jsdom
import { beforeAll, afterEach, describe, expect, it } from 'vitest';
import { makeTestCourse } from '../../test/support/testCourse';
import { createPlayerStore } from './createPlayerStore';
import { loadPersistenceCode } from '../../test/support/persistenceCode';

beforeAll(loadPersistenceCode);

const course = makeTestCourse();

describe('persistence in a browser', () => {
  afterEach(() => window.localStorage.clear());

  it('uses localStorage when the host gives no storage', async () => {
    const store = createPlayerStore({ course, userId: 'u', onSubmit: async () => ({}), persistence: { key: 'cep' } });
    await store.getState().actions.continue();
    expect(JSON.parse(window.localStorage.getItem('cep:course-1:u') ?? 'null')?.state.position).toEqual({ phaseId: 'intro', screenIndex: 1 });
  });
});
