import fs from 'node:fs';
import path from 'node:path';
import { renderActivationSnapshot } from './activation-snapshot';
import { prerenderedPage } from './prerendered-page';

/**
 * After `vite build`: dist/activate.html is dist/index.html with the activation screen already in
 * it. The server answers /activate with it (a prerendered page per route path); every other path
 * gets index.html.
 */
const dist = path.resolve(process.argv[2] ?? 'dist');
const page = prerenderedPage(fs.readFileSync(path.join(dist, 'index.html'), 'utf8'), renderActivationSnapshot());
fs.writeFileSync(path.join(dist, page.startScript.fileName), page.startScript.source);
fs.writeFileSync(path.join(dist, 'activate.html'), page.html);
console.log(`prerendered dist/activate.html (${(Buffer.byteLength(page.html) / 1024).toFixed(1)} KB) and ${page.startScript.fileName}`);
