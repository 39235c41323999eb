import { describe, expect, it } from 'vitest';
import { placeholder } from './index.js';

describe('placeholder', () => {
  it('is one', () => expect(placeholder).toBe(1));
});
