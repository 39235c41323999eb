// A free-form iTunes tag ("----", mean "com.apple.iTunes") written into an M4A whose moov box is the
// file's last (as ffmpeg writes it without +faststart, so no chunk offset moves): ffmpeg cannot write
// one, and the server reads ReplayGain from an M4A there (as music-metadata names it).
import fs from 'node:fs';

function atom(type: string, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

/** The boxes in `data` from `from` to `to`: type, start, size (32-bit sizes only: a tag's boxes are small). */
function* boxes(data: Buffer, from: number, to: number): Generator<{ type: string; at: number; size: number }> {
  for (let at = from; at + 8 <= to; ) {
    const size = data.readUInt32BE(at);
    if (size < 8) throw new Error(`a box of ${size} bytes at ${at}`);
    yield { type: data.toString('latin1', at + 4, at + 8), at, size };
    at += size;
  }
}

function find(data: Buffer, from: number, to: number, type: string) {
  const found = [...boxes(data, from, to)].find((box) => box.type === type);
  if (!found) throw new Error(`no ${type} box`);
  return found;
}

/** Adds `name` = `value` as an iTunes free-form tag to the M4A `file` (its moov/udta/meta/ilst). */
export function addItunesTag(file: string, name: string, value: string): void {
  const data = fs.readFileSync(file);
  const moov = find(data, 0, data.length, 'moov');
  if (moov.at + moov.size !== data.length) throw new Error(`${file}: moov is not the last box (chunk offsets would move)`);
  const udta = find(data, moov.at + 8, moov.at + moov.size, 'udta');
  const meta = find(data, udta.at + 8, udta.at + udta.size, 'meta');
  // meta is a full box: its version and flags come before its children.
  const ilst = find(data, meta.at + 12, meta.at + meta.size, 'ilst');
  const zero = Buffer.alloc(4);
  const utf8 = Buffer.from([0, 0, 0, 1]);
  const tag = atom('----', atom('mean', zero, Buffer.from('com.apple.iTunes', 'latin1')), atom('name', zero, Buffer.from(name, 'latin1')), atom('data', utf8, zero, Buffer.from(value, 'utf8')));
  const end = ilst.at + ilst.size;
  const out = Buffer.concat([data.subarray(0, end), tag, data.subarray(end)]);
  for (const box of [moov, udta, meta, ilst]) out.writeUInt32BE(box.size + tag.length, box.at);
  fs.writeFileSync(file, out);
}
