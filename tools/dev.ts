// `npm run dev`: the server with reload (tsx watch, sources through the @tangerine/source condition)
// on PORT (8080) and Vite's dev server for the web app on 4200, which proxies /api to the server.
import { spawn, type ChildProcess } from 'node:child_process';

const children: ChildProcess[] = [];

function run(name: string, command: string, args: string[]) {
  const child = spawn(command, args, { stdio: 'inherit', env: process.env });
  child.on('exit', (code, signal) => {
    console.log(`[dev] ${name} exited (${signal ?? code})`);
    stop(code ?? 0);
  });
  children.push(child);
}

let stopping = false;
function stop(code: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

run('server', 'npx', ['tsx', 'watch', '--conditions=@tangerine/source', '--clear-screen=false', 'apps/server/src/server.ts']);
run('web', 'npx', ['vite', '--config', 'apps/web/vite.config.ts', 'apps/web']);
