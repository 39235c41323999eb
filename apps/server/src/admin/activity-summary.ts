/** Listening activity for the administrator, from the plays and heartbeats the server already keeps. */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { presentDevices } from '../connect/presence.js';

/** A device counts as active while its heartbeats (every 30 s) keep coming. */
export const ACTIVE_WINDOW_MS = 2 * 60 * 1000;

export interface ActivitySummary {
  days: number;
  playsPerDay: Array<{ day: string; plays: number }>;
  topTracks: Array<{ id: number; title: string; artist: string; plays: number }>;
  topArtists: Array<{ id: number; name: string; plays: number }>;
  activeDevices: number;
  playingDevices: number;
}

export async function activitySummary(db: Kysely<Database>, days = 14, now: Date = new Date()): Promise<ActivitySummary> {
  const since = new Date(now.getTime() - (days - 1) * 86_400_000).toISOString().slice(0, 10);
  const day = sql<string>`substr(played_at, 1, 10)`;
  const perDay = await db.selectFrom('plays').select([day.as('day'), (eb) => eb.fn.countAll<number>().as('plays')]).where('played_at', '>=', since).groupBy(day).execute();
  const counted = new Map(perDay.map((r) => [r.day, Number(r.plays)]));
  const playsPerDay = Array.from({ length: days }, (_, i) => {
    const date = new Date(now.getTime() - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10);
    return { day: date, plays: counted.get(date) ?? 0 };
  });
  const topTracks = await db
    .selectFrom('plays as p')
    .innerJoin('tracks as t', 't.id', 'p.ref_id')
    .innerJoin('artists as a', 'a.id', 't.artist_id')
    .select(['t.id', 't.title', 'a.name as artist', (eb) => eb.fn.countAll<number>().as('plays')])
    .where('p.kind', '=', 'track')
    .where('p.played_at', '>=', since)
    .groupBy(['t.id', 't.title', 'a.name'])
    .orderBy('plays', 'desc')
    .orderBy('t.id')
    .limit(10)
    .execute();
  const topArtists = await db
    .selectFrom('plays as p')
    .innerJoin('tracks as t', 't.id', 'p.ref_id')
    .innerJoin('artists as a', 'a.id', 't.artist_id')
    .select(['a.id', 'a.name', (eb) => eb.fn.countAll<number>().as('plays')])
    .where('p.kind', '=', 'track')
    .where('p.played_at', '>=', since)
    .groupBy(['a.id', 'a.name'])
    .orderBy('plays', 'desc')
    .orderBy('a.id')
    .limit(10)
    .execute();
  const recent = new Date(now.getTime() - ACTIVE_WINDOW_MS).toISOString();
  const active = await db.selectFrom('devices').select((eb) => eb.fn.countAll<number>().as('n')).where('last_seen_at', '>', recent).executeTakeFirstOrThrow();
  // Playing: the same presence as Connect and the devices table, so a closed device is not counted.
  const playing = await db
    .selectFrom('devices')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('last_seen_at', '>', recent)
    .where('activity', 'is not', null)
    .where((eb) => presentDevices(eb, now.getTime()))
    .executeTakeFirstOrThrow();
  return {
    days,
    playsPerDay,
    topTracks: topTracks.map((r) => ({ ...r, plays: Number(r.plays) })),
    topArtists: topArtists.map((r) => ({ ...r, plays: Number(r.plays) })),
    activeDevices: Number(active.n),
    playingDevices: Number(playing.n),
  };
}
