import { describe, expect, it } from 'vitest';
import { isOpen, moveSelection, reviewCommandOf } from './review-keys';

describe('the review list keys', () => {
  it('reads the keys the screen lists, and nothing with a modifier', () => {
    expect(
      ['ArrowUp', 'ArrowDown', 'Enter', 'c', 's', 'a', 'i', 'u'].map((key) => reviewCommandOf({ key })),
    ).toEqual(['up', 'down', 'accept', 'candidates', 'split', 'advance', 'ignore', 'undo']);
    expect(reviewCommandOf({ key: 'c', ctrlKey: true })).toBeNull();
    expect(reviewCommandOf({ key: 'x' })).toBeNull();
  });

  it('keeps the selection inside the list', () => {
    expect(moveSelection(0, 'up', 3)).toBe(0);
    expect(moveSelection(2, 'down', 3)).toBe(2);
    expect(moveSelection(1, 'down', 3)).toBe(2);
    expect(moveSelection(0, 'down', 0)).toBe(0);
  });

  it('lets only an open line be decided', () => {
    expect([isOpen('suggested'), isOpen('unmatched'), isOpen('matched'), isOpen('ignored')]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
