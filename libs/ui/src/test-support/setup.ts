import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { activateEnglish } from '../i18n/english';

afterEach(() => cleanup());

// Components speak through the catalogues: English, the spec's texts, unless a test picks another.
activateEnglish();
