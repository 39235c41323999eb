import { describe, expect, it } from 'vitest';
import {
  ACTIVATION_CODE_LENGTH,
  ACTIVATION_CODE_PLACEHOLDER,
  formatActivationCode,
  isActivationCodeComplete,
  validateActivationCode,
} from './activation-code.js';

describe('formatActivationCode', () => {
  it('keeps only A-Z and 0-9 and upper-cases them', () => {
    expect(formatActivationCode('ab1_c d!2')).toBe('AB1C-D2');
    expect(formatActivationCode('é€-#*')).toBe('');
  });

  it('inserts dashes after the 4th and 8th character', () => {
    expect(formatActivationCode('abcd')).toBe('ABCD');
    expect(formatActivationCode('abcde')).toBe('ABCD-E');
    expect(formatActivationCode('abcdefgh')).toBe('ABCD-EFGH');
    expect(formatActivationCode('abcdefghi')).toBe('ABCD-EFGH-I');
  });

  it('keeps at most 14 characters with dashes', () => {
    expect(formatActivationCode('abcd-efgh-ijkl-mnop')).toBe('ABCD-EFGH-IJKL');
    expect(formatActivationCode('x'.repeat(100))).toHaveLength(ACTIVATION_CODE_LENGTH);
  });

  it('regroups a code pasted with its own dashes or spaces', () => {
    expect(formatActivationCode(' ab-cdef gh--ij kl ')).toBe('ABCD-EFGH-IJKL');
    expect(formatActivationCode(formatActivationCode('abcd1234wxyz'))).toBe('ABCD-1234-WXYZ');
  });

  it('shows three blocks of four characters as placeholder', () => {
    expect(ACTIVATION_CODE_PLACEHOLDER).toBe('XXXX-XXXX-XXXX');
  });
});

describe('isActivationCodeComplete', () => {
  it('is complete only at the full 14 characters', () => {
    expect(isActivationCodeComplete('ABCD-EFGH-IJK')).toBe(false);
    expect(isActivationCodeComplete('ABCD-EFGH-IJKL')).toBe(true);
    expect(isActivationCodeComplete('')).toBe(false);
  });

  it('is not complete for 14 characters in another shape', () => {
    expect(isActivationCodeComplete('ABCDEFGHIJKLMN')).toBe(false);
    expect(isActivationCodeComplete('abcd-efgh-ijkl')).toBe(false);
  });
});

describe('validateActivationCode', () => {
  it('answers "Please enter an activation code" when blank after trimming', () => {
    expect(validateActivationCode('')).toBe('Please enter an activation code');
    expect(validateActivationCode('   \t')).toBe('Please enter an activation code');
  });

  it('accepts any code that is not blank', () => {
    expect(validateActivationCode('ABCD-EFGH-IJKL')).toBeNull();
  });
});
