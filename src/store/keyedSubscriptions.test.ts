import { beforeAll, describe, expect, it, vi } from 'vitest';
import { makeTestCourse } from '../../test/support/testCourse';
import { createPlayerStore } from './createPlayerStore';
import { memoryStorage } from '../../test/support/memoryStorage';
import { forChangedKeys, stateKey, wholeKey } from './keyedSubscriptions';
import { loadPersistenceCode } from '../../test/support/persistenceCode';

beforeAll(loadPersistenceCode);

const course = makeTestCourse();
const yes = { type: 'selections', byQuestion: { gut: 'Yes' } } as const;
const playerStore = () => createPlayerStore({ course, userId: 'u', onSubmit: async () => ({}) });

describe('forChangedKeys', () => {
  it.each([
    ['a changed value', { a: 1, b: 2 }, { a: 1, b: 3 }, ['b']],
    ['an added key', { a: 1, b: 2 }, { a: 1 }, ['b']],
    ['a removed key', { a: 1 }, { a: 1, b: 2 }, ['b']],
    ['nothing', { a: 1 }, { a: 1 }, []],
  ])('visits %s', (_name, next, previous, expected) => {
    const visited: string[] = [];
    forChangedKeys(next, previous, (key) => visited.push(key));
    expect(visited).toEqual(expected);
  });
});

describe('subscribeKeys', () => {
  it('wakes a listener when its entry changes, and not for any other entry', () => {
    const store = playerStore();
    const onGut = vi.fn();
    const onMcq = vi.fn();
    store.subscribeKeys([stateKey('answers', 'gut')], onGut);
    store.subscribeKeys([stateKey('answers', 'mcq'), stateKey('completed', 'quiz')], onMcq);
    store.getState().actions.answer('gut', yes);
    expect(onGut).toHaveBeenCalledTimes(1);
    expect(onMcq).not.toHaveBeenCalled();
    store.setState({ completed: { quiz: true } });
    expect(onMcq).toHaveBeenCalledTimes(1);
    expect(onGut).toHaveBeenCalledTimes(1);
  });

  it('wakes a whole value\'s listener when that value changes, and not for entries of the maps', () => {
    const store = playerStore();
    const onClocks = vi.fn();
    store.subscribeKeys([wholeKey('questionClocks')], onClocks);
    store.getState().actions.answer('gut', yes);
    expect(onClocks).not.toHaveBeenCalled();
    store.getState().actions.recordQuestionClocks({ t1: { startedAt: 1, stoppedAt: null } });
    expect(onClocks).toHaveBeenCalledTimes(1);
  });

  it('wakes every listener of a shared entry, and only those still subscribed', () => {
    const store = playerStore();
    const first = vi.fn();
    const second = vi.fn();
    const third = vi.fn();
    const stopFirst = store.subscribeKeys([stateKey('completed', 'quiz')], first);
    store.subscribeKeys([stateKey('completed', 'quiz')], second);
    const stopThird = store.subscribeKeys([stateKey('completed', 'quiz')], third);
    store.setState({ completed: { quiz: true } });
    expect([first, second, third].map((listener) => listener.mock.calls.length)).toEqual([1, 1, 1]);
    stopFirst();
    stopThird();
    store.setState({ completed: {} });
    expect([first, second, third].map((listener) => listener.mock.calls.length)).toEqual([1, 2, 1]);
  });

  it('stops waking a listener once unsubscribed', () => {
    const store = playerStore();
    const first = vi.fn();
    const second = vi.fn();
    const leaveFirst = store.subscribeKeys([stateKey('answers', 'gut')], first);
    store.subscribeKeys([stateKey('answers', 'gut')], second);
    leaveFirst();
    store.getState().actions.answer('gut', yes);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });
});

describe('several listeners', () => {
  it('wakes every listener of one entry, each once', () => {
    const store = playerStore();
    const first = vi.fn();
    const second = vi.fn();
    store.subscribeKeys([stateKey('answers', 'gut')], first);
    store.subscribeKeys([stateKey('answers', 'gut')], second);
    store.getState().actions.answer('gut', yes);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });
});

describe('withKeyedSubscriptions', () => {
  it('gives one player one set of subscriptions: a listener added twice is woken once', () => {
    const store = playerStore();
    const listener = vi.fn();
    store.subscribeKeys([stateKey('answers', 'gut')], listener);
    store.subscribeKeys([stateKey('answers', 'gut')], listener);
    store.getState().actions.answer('gut', yes);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps the players apart', () => {
    const one = playerStore();
    const two = playerStore();
    const listener = vi.fn();
    one.subscribeKeys([stateKey('answers', 'gut')], listener);
    two.getState().actions.answer('gut', yes);
    expect(listener).not.toHaveBeenCalled();
  });

  it('adds one store listener for the store\'s life, with the first keyed subscription', () => {
    const store = playerStore();
    const subscribe = vi.spyOn(store, 'subscribe');
    const stop = store.subscribeKeys([stateKey('answers', 'gut')], vi.fn());
    store.subscribeKeys([stateKey('answers', 'mcq'), wholeKey('questionClocks')], vi.fn());
    stop();
    store.subscribeKeys([stateKey('answers', 'gut')], vi.fn());
    expect(subscribe).toHaveBeenCalledTimes(1);
  });

  it('composes with persistence: a store that reads stored progress as it is made wakes by entry', () => {
    const storage = memoryStorage();
    const persisted = () => createPlayerStore({ course, userId: 'u', onSubmit: async () => ({}), persistence: { key: 'k', storage } });
    persisted().getState().actions.answer('gut', yes);
    const store = persisted();
    expect(store.getState().answers.gut).toEqual(yes);
    const onGut = vi.fn();
    const onMcq = vi.fn();
    store.subscribeKeys([stateKey('answers', 'gut')], onGut);
    store.subscribeKeys([stateKey('answers', 'mcq')], onMcq);
    store.getState().actions.answer('gut', { type: 'selections', byQuestion: { gut: 'No' } });
    expect(onGut).toHaveBeenCalledTimes(1);
    expect(onMcq).not.toHaveBeenCalled();
  });
});

describe('wholeKey of a keyed map', () => {
  it('wakes its listener when any entry of the map changes, and not when the map is copied unchanged', () => {
    const store = playerStore();
    const onRationales = vi.fn();
    store.subscribeKeys([wholeKey('rationales')], onRationales);
    store.getState().actions.answer('gut', yes);
    store.setState((state) => ({ rationales: { ...state.rationales } }));
    expect(onRationales).not.toHaveBeenCalled();
    store.setState({ rationales: { 'pair-a': { questionId: 'pair-a', correct: false, text: 'No.', html: null } } });
    expect(onRationales).toHaveBeenCalledTimes(1);
  });

  it('is not the entry keyed by the empty string', () => {
    expect(wholeKey('answers')).not.toBe(stateKey('answers', ''));
  });
});
