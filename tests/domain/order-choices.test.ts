import { describe, expect, it } from 'vitest';
import { orderChoices } from '#domain/order-choices';

const item = (_id: string, order: number) => ({ _id, order });
const ids = (list: readonly { _id: string }[]) => list.map((entry) => entry._id).join(' ');

describe('the three orders after a refused move', () => {
  // Both started from A B C D. I moved D to the top; they moved A to the end and added E.
  const mine = [item('D', 0), item('A', 1), item('B', 2), item('C', 3)];
  const theirs = [item('B', 0), item('C', 1), item('D', 2), item('A', 3), item('E', 4)];
  const choices = orderChoices(theirs, mine, { activeId: 'D', overId: 'A' });

  it('offers their order as it is', () => {
    expect(ids(choices.theirs)).toBe('B C D A E');
  });

  it('offers my whole order, with their new lesson after mine', () => {
    expect(ids(choices.mine)).toBe('D A B C E');
    expect(choices.mine.map((entry) => entry.order)).toEqual([0, 1, 2, 3, 4]);
  });

  it('offers my one move made on their order', () => {
    expect(ids(choices.moved)).toBe('B C A D E');
  });

  it('leaves out of my order a lesson they deleted', () => {
    expect(
      ids(
        orderChoices([item('A', 0), item('B', 1)], [item('B', 0), item('C', 1), item('A', 2)], {
          activeId: 'B',
          overId: 'A',
        }).mine,
      ),
    ).toBe('B A');
  });
});
