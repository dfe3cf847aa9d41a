import { afterEach, describe, expect, it } from 'vitest';
import { speakableAudio, speakableName } from '#ui/speech/speakable-name.ts';

function element(html: string): Element {
  document.body.innerHTML = html;
  const found = document.querySelector('[data-testid="item"]');
  if (!found) throw new Error('No item in the fixture');
  return found;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the speakable name of an element', () => {
  it('is its data-speak when it has one', () => {
    const card = element('<button data-testid="item" data-speak="teddy bear" aria-label="Card 3">Teddy</button>');
    expect(speakableName(card)).toBe('teddy bear');
  });

  it('is the text of the elements aria-labelledby names, before its aria-label', () => {
    const card = element(
      '<span id="a">Where is</span><span id="b" aria-label="my teddy"></span>' +
        '<div data-testid="item" role="button" aria-labelledby="a b missing" aria-label="Question">?</div>',
    );
    expect(speakableName(card)).toBe('Where is my teddy');
  });

  it('is its aria-label', () => {
    expect(speakableName(element('<button data-testid="item" aria-label="Next page">→</button>'))).toBe('Next page');
  });

  it("is a picture's alt text", () => {
    expect(speakableName(element('<img data-testid="item" alt=" ball " src="/ball.svg">'))).toBe('ball');
  });

  it('is its text, with pictures as their alt text, hidden parts left out and spaces made single', () => {
    const card = element(
      `<button data-testid="item">
         <img src="/teddy.svg" alt="teddy"><svg aria-hidden="true"><text>icon</text></svg>
         <span>my</span><span>bear</span><span hidden>secret</span>
       </button>`,
    );
    expect(speakableName(card)).toBe('teddy my bear');
  });

  it('is its title when nothing else names it, and empty when nothing does', () => {
    expect(speakableName(element('<button data-testid="item" title="Close"><img alt=""></button>'))).toBe('Close');
    expect(speakableName(element('<button data-testid="item"></button>'))).toBe('');
  });
});

describe('the recording of an element', () => {
  it('is its data-speak-audio', () => {
    expect(
      speakableAudio(element('<button data-testid="item" data-speak-audio="/media/teddy.mp3">Teddy</button>')),
    ).toBe('/media/teddy.mp3');
    expect(speakableAudio(element('<button data-testid="item">Teddy</button>'))).toBeUndefined();
  });
});
