import { describe, expect, it } from 'vitest';
import { readPagination } from './readPagination';

describe('readPagination', () => {
  it.each([
    [{ page: 1, limit: 10, total: 35, hasMore: true }, { page: 1, totalPages: 4, hasPrevious: false, hasNext: true }],
    [{ page: 4, limit: 10, total: 35, hasMore: false }, { page: 4, totalPages: 4, hasPrevious: true, hasNext: false }],
    [{ page: 2, limit: 10, total: 35 }, { page: 2, totalPages: 4, hasPrevious: true, hasNext: true }],
    [{ page: 1, limit: 10, total: 0, hasMore: false }, { page: 1, totalPages: 1, hasPrevious: false, hasNext: false }],
    [{ page: 3, limit: 0, total: 'many', hasMore: true }, { page: 3, totalPages: 4, hasPrevious: true, hasNext: true }],
    [{ page: -2, limit: 10, total: 5 }, { page: 1, totalPages: 1, hasPrevious: false, hasNext: false }],
  ])('%j', (input, expected) => {
    expect(readPagination(input)).toEqual(expected);
  });

  it.each([null, undefined, {}, 'x', { page: 'first' }])('returns null for %j', (input) => {
    expect(readPagination(input)).toBeNull();
  });
});
