import { findItCards } from './builders.ts';
import { ACTION, DESCRIBING, PERSON, POSITION, THING } from './colours.ts';

/** The find-it set of "Core Words Together": three rows of nine, core words first. */
export const CORE_WORDS_CARDS = findItCards([
  ['go', ACTION],
  ['stop', ACTION],
  ['more', DESCRIBING],
  ['help', ACTION],
  ['want', ACTION],
  ['like', ACTION],
  ['in', POSITION],
  ['out', POSITION],
  ['big', DESCRIBING],

  ['little', DESCRIBING],
  ['me', PERSON],
  ['you', PERSON],
  ['apple', THING],
  ['banana', THING],
  ['ball', THING],
  ['teddy', THING],
  ['car', THING],
  ['bus', THING],

  ['cat', THING],
  ['dog', THING],
  ['fish', THING],
  ['duck', THING],
  ['cup', THING],
  ['cake', THING],
  ['book', THING],
  ['gift', THING],
  ['balloon', THING],
]);
