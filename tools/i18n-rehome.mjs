#!/usr/bin/env node
// Moves keys from flat catalogues (libs/ui/src/i18n/locales/<locale>.json, the layout before areas)
// into their area files (locales/<locale>/<area>.json), each by its prefix (libs/ui/src/i18n/areas.json).
// Run from the workspace root: node tools/i18n-rehome.mjs
import fs from 'node:fs';
import path from 'node:path';

const dir = path.resolve('libs/ui/src/i18n/locales');
const areas = JSON.parse(fs.readFileSync(path.resolve('libs/ui/src/i18n/areas.json'), 'utf8'));
const areaOf = (key) => Object.keys(areas).find((area) => areas[area].includes(key.split('.')[0]));

for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.json'))) {
  const locale = file.replace(/\.json$/, '');
  const flat = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  const homeless = Object.keys(flat).filter((key) => !areaOf(key));
  if (homeless.length > 0) throw new Error(`${file}: no area in areas.json for ${homeless.join(', ')}`);
  fs.mkdirSync(path.join(dir, locale), { recursive: true });
  for (const area of Object.keys(areas)) {
    const target = path.join(dir, locale, `${area}.json`);
    const current = fs.existsSync(target) ? JSON.parse(fs.readFileSync(target, 'utf8')) : {};
    const moved = Object.fromEntries(Object.entries(flat).filter(([key]) => areaOf(key) === area));
    if (Object.keys(moved).length === 0 && !fs.existsSync(target)) continue;
    fs.writeFileSync(target, `${JSON.stringify({ ...current, ...moved }, null, 2)}\n`);
  }
  fs.rmSync(path.join(dir, file));
  console.log(`${file}: ${Object.keys(flat).length} keys re-homed`);
}
