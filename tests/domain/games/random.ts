import type { Random } from '#domain/games/geometry';

/** Returns the given values in turn, starting again after the last. */
export function sequence(...values: number[]): Random {
  let index = 0;
  return () => {
    const value = values[index % values.length] ?? 0;
    index += 1;
    return value;
  };
}

/** A small seeded generator (Park–Miller), for spreads of many values. */
export function seeded(seed: number): Random {
  let state = seed;
  return () => {
    state = (state * 48271) % 2147483647;
    return state / 2147483647;
  };
}
