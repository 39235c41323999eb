import crypto from 'node:crypto';

/** Readable alphabet: no 0/O, no 1/I. 32 symbols, so 12 characters carry 60 bits. */
export const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const CODE_LENGTH = 12;
export const CODE_BITS = CODE_LENGTH * Math.log2(CODE_ALPHABET.length);

/** A new code in display form, XXXX-XXXX-XXXX, from the crypto generator (unbiased `randomInt`). */
export function generateCode(): string {
  const chars = Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[crypto.randomInt(CODE_ALPHABET.length)]);
  return formatCode(chars.join(''));
}

/** Upper-case, drop dashes, spaces and anything else that is not a letter or digit. */
export function normaliseCode(input: string): string {
  return input.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

export function isWellFormedCode(normalised: string): boolean {
  return normalised.length === CODE_LENGTH && [...normalised].every((c) => CODE_ALPHABET.includes(c));
}

export function formatCode(normalised: string): string {
  return normalised.match(/.{1,4}/g)?.join('-') ?? normalised;
}

/** Codes carry 60 random bits, so a plain SHA-256 is enough to keep them out of the database. */
export function hashSecret(value: string): string {
  return crypto.createHash('sha256').update(value).digest('hex');
}

export const hashCode = (input: string): string => hashSecret(normaliseCode(input));

/** Bearer and refresh tokens: 256 random bits, URL-safe. */
export function generateToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export const codeHint = (normalised: string): string => `${normalised.slice(0, 4)}-****-****`;
