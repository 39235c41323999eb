/**
 * Renders every demo audio file (the default catalogue's, as the server's first start would) into a
 * folder: `node dist/render-demo-audio.js <folder>`. The Nx target `render-audio` runs it with its
 * output in Nx's cache, so the browser suites and benchmarks copy the files into each fresh server
 * instead of synthesising them on a first start. Files already there are kept (names carry the
 * generator version and a hash of the job).
 */
import { generateAudio } from './audio/generate.js';
import { buildDemoCatalogue, demoAudioJobs } from './catalogue.js';

const folder = process.argv[2];
if (!folder) {
  console.error('usage: node dist/render-demo-audio.js <folder>');
  process.exit(2);
}
const started = performance.now();
let rendered = 0;
const files = await generateAudio(demoAudioJobs(buildDemoCatalogue()), folder, { onProgress: (_done, _total, renderedNow) => (rendered = renderedNow) });
console.log(`Demo audio: ${files.length} files in ${folder}, ${rendered} rendered now, ${((performance.now() - started) / 1000).toFixed(1)} s`);
