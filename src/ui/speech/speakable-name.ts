/**
 * What is said aloud for an element of the learner path (by 'tap to hear' and by switch
 * scanning): the author's or developer's `data-speak` when there is one, else the element's
 * accessible name as a screen reader would read it, so a symbol card made of a picture and a
 * label is spoken as its label, and a picture-only button as its picture's alt text.
 */
export function speakableName(element: Element): string {
  const spoken = element.getAttribute('data-speak')?.trim();
  if (spoken) return spoken;
  const named = labelledBy(element) || ownLabel(element);
  if (named) return named;
  return collapse(textOf(element)) || collapse(element.getAttribute('title') ?? '');
}

/** The recorded audio of an element (a URL), when the page gave it one. */
export function speakableAudio(element: Element): string | undefined {
  return element.getAttribute('data-speak-audio')?.trim() || undefined;
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

// aria-labelledby names an element before its aria-label does, as the accessible-name rules say.
function labelledBy(element: Element): string {
  const ids = element.getAttribute('aria-labelledby')?.split(/\s+/).filter(Boolean) ?? [];
  const parts = ids.map((id) => {
    const label = element.ownerDocument.getElementById(id);
    return label ? ownLabel(label) || textOf(label) : '';
  });
  return collapse(parts.join(' '));
}

function ownLabel(element: Element): string {
  const label = collapse(element.getAttribute('aria-label') ?? '');
  if (label) return label;
  return element.localName === 'img' ? collapse(element.getAttribute('alt') ?? '') : '';
}

/**
 * The text inside an element, where pictures count as their alt text and hidden parts not at all.
 * Each element's words are kept apart ("Teddy" and "bear" in two lines are not "Teddybear"); a
 * space too many before a full stop changes nothing a voice says.
 */
function textOf(node: Node): string {
  if (node.nodeType === node.TEXT_NODE) return node.textContent ?? '';
  if (node.nodeType !== node.ELEMENT_NODE) return '';
  const element = node as Element;
  if (element.getAttribute('aria-hidden') === 'true' || element.hasAttribute('hidden')) return '';
  const label = ownLabel(element);
  if (label) return ` ${label} `;
  return ` ${Array.from(element.childNodes, textOf).join('')} `;
}
