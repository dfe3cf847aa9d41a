interface CardWords {
  title: string;
  description: string;
}

/** A draft as its card preview shows it: words that say what goes there stand in for an empty title or description. */
export function cardDraft<Draft extends CardWords>(draft: Draft, placeholders: CardWords): Draft {
  return {
    ...draft,
    title: draft.title || placeholders.title,
    description: draft.description || placeholders.description,
  };
}
