export { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium, launchChromium } from './chromium.js';
export { untilAppStarted } from './prerendered.js';
export { startPostgres, type ThrowawayPostgres } from './postgres.js';
export { freePort, run, sleep, stopGroup } from './processes.js';
export { attachServer } from './attached-server.js';
export { startServer, type RunningServer, type ServerAddress, type StartServerOptions } from './tangerine-server.js';
export { adminEntry, serverEntry, serverNodeFlags, webIndex, workspaceRoot } from './workspace.js';
export { ensureHaproxy, startHaproxy, untilServerState, type RunningHaproxy } from './haproxy.js';
export { startServerProcess, type ServerProcess } from './server-process.js';
