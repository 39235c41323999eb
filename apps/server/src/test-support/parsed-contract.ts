import { inject } from 'vitest';
import { useParsedContract } from '../contract-document.js';

// Each test file loads its own modules; without this, each would parse the 200 KB YAML again.
useParsedContract(inject('parsedContract'));
