import type { Messages } from '@lingui/core';

const ACCENTED: Record<string, string> = {
  a: 'á', b: 'ƀ', c: 'ç', d: 'ð', e: 'é', f: 'ƒ', g: 'ĝ', h: 'ĥ', i: 'í', j: 'ĵ', k: 'ķ', l: 'ļ', m: 'ɱ',
  n: 'ñ', o: 'ö', p: 'þ', r: 'ŕ', s: 'š', t: 'ţ', u: 'ü', w: 'ŵ', y: 'ý', z: 'ž',
  A: 'Å', C: 'Ç', E: 'É', I: 'Î', N: 'Ñ', O: 'Ö', S: 'Š', U: 'Ü', Y: 'Ý',
};
const FILLER = ' ļöŕéɱ íþšüɱ ðöļöŕ šíţ áɱéţ';

type Token = string | [string, string?, Record<string, unknown>?];

function accent(text: string): string {
  return [...text].map((character) => ACCENTED[character] ?? character).join('');
}

function textLength(tokens: readonly Token[]): number {
  return tokens.reduce((sum, token) => sum + (typeof token === 'string' ? token.length : 4), 0);
}

function pseudoTokens(tokens: readonly Token[]): Token[] {
  return tokens.map((token) => {
    if (typeof token === 'string') return accent(token);
    const [name, type, choices] = token;
    if (!choices) return token;
    const branches = Object.fromEntries(Object.entries(choices).map(([key, branch]) => [key, Array.isArray(branch) ? pseudoTokens(branch as Token[]) : branch]));
    return [name, type, branches];
  });
}

/**
 * Storybook's pseudo-locale: English with every letter accented and each message 40% longer,
 * so a label that truncates or a text left out of the catalogues shows at a glance.
 */
export function pseudoLocalize(english: Messages): Messages {
  return Object.fromEntries(
    Object.entries(english).map(([key, message]) => {
      const tokens: Token[] = typeof message === 'string' ? [message] : (message as Token[]);
      const extra = Math.ceil(textLength(tokens) * 0.4);
      const padding = FILLER.repeat(Math.ceil(extra / FILLER.length)).slice(0, extra);
      return [key, ['[', ...pseudoTokens(tokens), padding, ']']];
    }),
  ) as Messages;
}
