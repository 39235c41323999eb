/** Words of a query: letters and digits only (so they are safe inside FTS5 and tsquery syntax). */
export function queryTokens(query: string, max = 8): string[] {
  return (query.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '').match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, max);
}

export function trigrams(word: string, padded: boolean): string[] {
  const text = padded ? `  ${word} ` : word;
  const grams: string[] = [];
  for (let i = 0; i + 3 <= text.length; i++) grams.push(text.slice(i, i + 3));
  return grams;
}

/**
 * Share of the query's trigrams found in the text (like pg_trgm's word similarity, per word):
 * 1 for an exact word, about 0.5 for one swapped or missing letter, near 0 for unrelated words.
 */
export function trigramScore(query: string, text: string): number {
  const queryWords = queryTokens(query);
  const textGrams = new Set(queryTokens(text, 64).flatMap((w) => trigrams(w, true)));
  if (!queryWords.length) return 0;
  let found = 0;
  let total = 0;
  for (const word of queryWords) {
    const grams = trigrams(word, true);
    total += grams.length;
    found += grams.filter((g) => textGrams.has(g)).length;
  }
  return total ? found / total : 0;
}
