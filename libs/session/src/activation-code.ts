/** Length of a complete activation code with its dashes: three blocks of four characters. */
export const ACTIVATION_CODE_LENGTH = 14;
export const ACTIVATION_CODE_PLACEHOLDER = 'XXXX-XXXX-XXXX';
export const ACTIVATION_CODE_REQUIRED_MESSAGE = 'Please enter an activation code';
/** Shown when a partial code is submitted (e.g. with Enter) while the button is still disabled. */
export const ACTIVATION_CODE_INCOMPLETE_MESSAGE = 'Please enter the full activation code (XXXX-XXXX-XXXX)';

const BLOCK = 4;
const MAX_CHARACTERS = 12;
const COMPLETE_CODE = /^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/;

/** Upper-cases, keeps only A-Z and 0-9, and groups them in blocks of four with dashes. */
export function formatActivationCode(input: string): string {
  const characters = input.toUpperCase().replace(/[^A-Z0-9]/g, '').slice(0, MAX_CHARACTERS);
  const blocks: string[] = [];
  for (let start = 0; start < characters.length; start += BLOCK) {
    blocks.push(characters.slice(start, start + BLOCK));
  }
  return blocks.join('-');
}

export function isActivationCodeComplete(code: string): boolean {
  return code.length === ACTIVATION_CODE_LENGTH && COMPLETE_CODE.test(code);
}

/** The error to show for a code about to be submitted, or null when it may be sent. */
export function validateActivationCode(code: string): string | null {
  return code.trim() === '' ? ACTIVATION_CODE_REQUIRED_MESSAGE : null;
}
