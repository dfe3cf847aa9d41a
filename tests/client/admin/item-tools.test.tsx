import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ListItemTools } from '#features/admin/common/item-tools.tsx';

afterEach(cleanup);

interface Group {
  title: string;
  words: string[];
}

let latest: Group[] = [];

/** Groups of words, as the editors nest them (e.g. pages with their texts): both levels can be moved. */
function Harness({ start }: { start: Group[] }) {
  const [groups, setGroups] = useState(start);
  latest = groups;
  return (
    <div>
      {groups.map((group, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: keyed by position, as the editors' lists are
        <fieldset key={index}>
          <legend>{group.title}</legend>
          <ul>
            {group.words.map((word, at) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: keyed by position, as the editors' lists are
              <li key={at}>
                {word}
                <ListItemTools
                  name={`group ${index + 1} word ${at + 1}`}
                  items={group.words}
                  index={at}
                  onChange={(words) =>
                    setGroups(groups.map((other, place) => (place === index ? { ...other, words } : other)))
                  }
                />
              </li>
            ))}
          </ul>
          <div>
            <ListItemTools name={`group ${index + 1}`} items={groups} index={index} onChange={setGroups} />
          </div>
        </fieldset>
      ))}
    </div>
  );
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const press = (name: string) => {
  button(name).focus();
  fireEvent.click(button(name));
};

describe('item tools', () => {
  it('keep the focus on the moved item, and move to its other arrow at an end of the list', () => {
    render(<Harness start={[{ title: 'A', words: ['one', 'two', 'three'] }]} />);
    expect(button('Move group 1 word 1 up').disabled).toBe(true);
    expect(button('Move group 1 word 3 down').disabled).toBe(true);
    press('Move group 1 word 1 down');
    expect(latest[0]?.words).toEqual(['two', 'one', 'three']);
    expect(document.activeElement).toBe(button('Move group 1 word 2 down'));
    press('Move group 1 word 2 down');
    expect(latest[0]?.words).toEqual(['two', 'three', 'one']);
    expect(document.activeElement).toBe(button('Move group 1 word 3 up'));
    press('Move group 1 word 3 up');
    expect(latest[0]?.words).toEqual(['two', 'one', 'three']);
    expect(document.activeElement).toBe(button('Move group 1 word 2 up'));
  });

  it('follow the outer item in nested lists, and copy an item with its inner list after it', () => {
    render(
      <Harness
        start={[
          { title: 'A', words: ['one'] },
          { title: 'B', words: ['two', 'three'] },
        ]}
      />,
    );
    press('Move group 2 up');
    expect(latest.map((group) => group.title)).toEqual(['B', 'A']);
    expect(document.activeElement).toBe(button('Move group 1 down'));
    fireEvent.click(button('Duplicate group 1'));
    expect(latest).toEqual([
      { title: 'B', words: ['two', 'three'] },
      { title: 'B', words: ['two', 'three'] },
      { title: 'A', words: ['one'] },
    ]);
    press('Move group 2 word 2 up');
    expect(latest[1]?.words).toEqual(['three', 'two']);
    expect(latest[0]?.words).toEqual(['two', 'three']);
    expect(document.activeElement).toBe(button('Move group 2 word 1 down'));
  });
});
