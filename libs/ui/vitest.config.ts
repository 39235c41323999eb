import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { sourceConditions } from '../../vitest.shared.mjs';

export default defineConfig({
  ...sourceConditions,
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
