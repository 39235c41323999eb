// Prints the slowest targets of an Nx run from its task profile (NX_PROFILE=<file>, a Chrome trace of
// "X" events whose `dur` is in microseconds), so CI shows where its time went.
import { readFileSync } from 'node:fs';

interface ProfileEvent {
  name: string;
  ph: string;
  dur?: number;
  args?: { status?: string; name?: string };
}

export interface SlowTarget {
  task: string;
  seconds: number;
  status: string;
}

export function slowestTargets(events: ProfileEvent[], count = 10): SlowTarget[] {
  return events
    .filter((event) => event.ph === 'X' && typeof event.dur === 'number')
    .map((event) => ({ task: event.name, seconds: (event.dur ?? 0) / 1e6, status: event.args?.status ?? '' }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count);
}

export function formatSlowest(rows: SlowTarget[]): string {
  const lines = rows.map(({ task, seconds, status }) => `${seconds.toFixed(1).padStart(8)} s  ${task}${status && status !== 'success' ? ` (${status})` : ''}`);
  return ['The slowest targets of this run:', ...lines].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: tsx tools/ci/slowest-targets.ts <nx profile json>');
    process.exit(2);
  }
  console.log(formatSlowest(slowestTargets(JSON.parse(readFileSync(file, 'utf8')) as ProfileEvent[])));
}
