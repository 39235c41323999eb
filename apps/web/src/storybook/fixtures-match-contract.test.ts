// Every fixture body a screen story answers with must be what the server may answer: the story's
// table entry is validated against the response schema of the matching operation in openapi.yaml.
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import contractText from '@tangerine/api/openapi.yaml?raw';
import type { ApiTable } from './mock-api';

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;
type Operation = { responses: Record<string, { $ref?: string; content?: Record<string, unknown> }> };
const document = parse(contractText) as { paths: Record<string, Record<string, Operation>>; components: { responses: Record<string, Operation['responses'][string]> } };
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(document, 'contract');
const pointer = (...parts: string[]) => parts.map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

// Concrete paths match before templated ones, as OpenAPI says (`/smart-playlists/ready-made` is not `{id}`).
const placeholders = (template: string) => template.split('{').length - 1;
const templates = Object.keys(document.paths)
  .sort((a, b) => placeholders(a) - placeholders(b))
  .map((template) => ({ template, pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`) }));

function validatorFor(method: string, path: string, status: string) {
  const template = templates.find((t) => t.pattern.test(path))?.template;
  if (!template) return `${method} ${path} is no path of the contract`;
  const operation = document.paths[template]?.[method.toLowerCase()];
  if (!operation) return `${method} ${template} is no operation of the contract`;
  const response = operation.responses[status];
  if (!response) return `${method} ${template} never answers ${status}`;
  const schema = response.$ref
    ? `contract${response.$ref}/content/application~1json/schema`
    : `contract#/${pointer('paths', template, method.toLowerCase(), 'responses', status, 'content', 'application/json', 'schema')}`;
  return ajv.compile({ $ref: schema });
}

type StoryModule = Record<string, { args?: { api?: ApiTable } } | undefined>;
const storyModules = import.meta.glob<StoryModule>(['../features/**/*.stories.tsx', './*.stories.tsx'], { eager: true });

/** Every (story, table entry) with a plain body: functions and Response objects answer errors or delays. */
function fixtureBodies() {
  const found: { where: string; key: string; body: unknown }[] = [];
  for (const [file, module] of Object.entries(storyModules)) {
    const metaApi = module['default']?.args?.api ?? {};
    for (const [name, story] of Object.entries(module)) {
      if (name === 'default' || !story || typeof story !== 'object') continue;
      const table = { ...metaApi, ...(story.args?.api ?? {}) };
      for (const [key, body] of Object.entries(table)) {
        if (typeof body === 'function' || body instanceof Response) continue;
        found.push({ where: `${file.replace('../features/', '')} ${name}`, key, body });
      }
    }
  }
  return found;
}

describe('screen story fixtures', () => {
  it('answer only with bodies that match the OpenAPI response schemas', () => {
    const bodies = fixtureBodies();
    expect(bodies.length).toBeGreaterThan(100);
    const errors: string[] = [];
    for (const { where, key, body } of bodies) {
      const [method = '', path = ''] = key.split(' ');
      const validate = validatorFor(method, path, method === 'POST' ? '201' : '200');
      if (typeof validate === 'string') errors.push(`${where}: ${validate}`);
      else if (!validate(body)) errors.push(`${where}: ${key}: ${ajv.errorsText(validate.errors)}`);
    }
    expect(errors).toEqual([]);
  });
});
