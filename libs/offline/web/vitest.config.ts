import { defineConfig } from 'vitest/config';
import { sourceConditions } from '../../../vitest.shared.mjs';

export default defineConfig({
  ...sourceConditions,
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
