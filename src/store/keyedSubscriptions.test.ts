import { describe, expect, it, vi } from 'vitest';
import { makeTestCourse } from '../../test/support/testCourse';
import { createPlayerStore } from './createPlayerStore';
import { createKeyedSubscriptions, forChangedKeys, keyedSubscriptionsOf, stateKey, wholeKey } from './keyedSubscriptions';

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

describe('createKeyedSubscriptions', () => {
  it('wakes a listener when its entry changes, and not for any other entry', () => {
    const store = playerStore();
    const keyed = createKeyedSubscriptions(store);
    const onGut = vi.fn();
    const onMcq = vi.fn();
    keyed.subscribe([stateKey('answers', 'gut')], onGut);
    keyed.subscribe([stateKey('answers', 'mcq'), stateKey('completed', 'quiz')], onMcq);
    store.getState().actions.answer('gut', yes);
    expect(onGut).toHaveBeenCalledTimes(1);
    expect(onMcq).not.toHaveBeenCalled();
    store.setState({ completed: { quiz: true } });
    expect(onMcq).toHaveBeenCalledTimes(1);
    expect(onGut).toHaveBeenCalledTimes(1);
  });

  it('wakes a whole value\'s listener when that value changes, and not for entries of the maps', () => {
    const store = playerStore();
    const keyed = createKeyedSubscriptions(store);
    const onClocks = vi.fn();
    keyed.subscribe([wholeKey('questionClocks')], onClocks);
    store.getState().actions.answer('gut', yes);
    expect(onClocks).not.toHaveBeenCalled();
    store.getState().actions.recordQuestionClocks({ t1: { startedAt: 1, stoppedAt: null } });
    expect(onClocks).toHaveBeenCalledTimes(1);
  });

  it('wakes every listener of a shared entry, and only those still subscribed', () => {
    const store = playerStore();
    const keyed = createKeyedSubscriptions(store);
    const first = vi.fn();
    const second = vi.fn();
    const third = vi.fn();
    const stopFirst = keyed.subscribe([stateKey('completed', 'quiz')], first);
    keyed.subscribe([stateKey('completed', 'quiz')], second);
    const stopThird = keyed.subscribe([stateKey('completed', 'quiz')], third);
    store.setState({ completed: { quiz: true } });
    expect([first, second, third].map((listener) => listener.mock.calls.length)).toEqual([1, 1, 1]);
    stopFirst();
    stopThird();
    store.setState({ completed: {} });
    expect([first, second, third].map((listener) => listener.mock.calls.length)).toEqual([1, 2, 1]);
  });

  it('stops waking a listener once unsubscribed', () => {
    const store = playerStore();
    const keyed = createKeyedSubscriptions(store);
    const first = vi.fn();
    const second = vi.fn();
    const leaveFirst = keyed.subscribe([stateKey('answers', 'gut')], first);
    keyed.subscribe([stateKey('answers', 'gut')], second);
    leaveFirst();
    store.getState().actions.answer('gut', yes);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });
});

describe('several listeners', () => {
  it('wakes every listener of one entry, each once', () => {
    const store = playerStore();
    const keyed = createKeyedSubscriptions(store);
    const first = vi.fn();
    const second = vi.fn();
    keyed.subscribe([stateKey('answers', 'gut')], first);
    keyed.subscribe([stateKey('answers', 'gut')], second);
    store.getState().actions.answer('gut', yes);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });
});

describe('keyedSubscriptionsOf', () => {
  it('gives one player one set of subscriptions: a listener added twice is woken once', () => {
    const store = playerStore();
    const listener = vi.fn();
    keyedSubscriptionsOf(store).subscribe([stateKey('answers', 'gut')], listener);
    keyedSubscriptionsOf(store).subscribe([stateKey('answers', 'gut')], listener);
    store.getState().actions.answer('gut', yes);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps the players apart', () => {
    const one = playerStore();
    const two = playerStore();
    const listener = vi.fn();
    keyedSubscriptionsOf(one).subscribe([stateKey('answers', 'gut')], listener);
    two.getState().actions.answer('gut', yes);
    expect(listener).not.toHaveBeenCalled();
  });
});
