import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { inject } from 'vitest';
import { describe, expect, it } from 'vitest';
import { openApiDocumentUrl } from '@tangerine/api/document';
import { loadContract } from '../contract-document.js';

describe('the contract parsed once per run', () => {
  it('is the document the server reads, and the one every test file starts from', () => {
    const fromDisk = parse(fs.readFileSync(fileURLToPath(openApiDocumentUrl), 'utf8')) as unknown;
    expect(inject('parsedContract')).toEqual(fromDisk);
    expect(loadContract()).toEqual(fromDisk);
  });
});
