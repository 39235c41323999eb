import vm from 'node:vm';
import { describe, expect, test } from 'vitest';
import { MemberCapture, ROOM_CAPTURE_SCRIPT } from './room-capture.js';

/**
 * The capture's page script in a fake page (node:vm) with just enough Web Audio: the tap's worklet
 * runs its processor on a fake audio thread that renders every quantum on time, while the fake main
 * thread is busy for a while and gets the chunks late, in a burst, as a busy page does.
 */
const SAMPLE_RATE = 48_000;
const QUANTUM = 128;
/** Machine time (ms) at which the context's frame 0 is heard. */
const HEARD_FROM = 1_700_000_000_000;

function fakePage() {
  const modules = new Map<string, string>();
  const processors = new Map<string, new (options: unknown) => { process: (inputs: Float32Array[][]) => boolean; port: unknown }>();
  const audioThread = vm.createContext({
    registerProcessor: (name: string, processor: never) => processors.set(name, processor),
    AudioWorkletProcessor: class {
      port = { postMessage: (data: unknown) => posted.push(data) };
    },
    currentFrame: 0,
    Float32Array,
  });
  const posted: unknown[] = [];
  const taps: { node: { port: { onmessage: ((event: { data: unknown }) => void) | null } }; processor: { process: (inputs: Float32Array[][]) => boolean } }[] = [];
  const connections: [unknown, unknown][] = [];
  let contextTime = 0;
  class AudioNode {
    constructor(readonly context: unknown) {}
    connect(destination: unknown) {
      connections.push([this, destination]);
      return destination;
    }
  }
  class AudioDestinationNode extends AudioNode {}
  class AudioContext {
    sampleRate = SAMPLE_RATE;
    destination = new AudioDestinationNode(this);
    audioWorklet = {
      addModule: async (url: string) => {
        vm.runInContext(modules.get(url) as string, audioThread);
      },
    };
    createGain() {
      return new AudioNode(this);
    }
    // A pair, whenever it is read: the frame heard now and the machine time now (less the page's time origin).
    getOutputTimestamp() {
      return { contextTime, performanceTime: HEARD_FROM - TIME_ORIGIN + contextTime * 1000 };
    }
  }
  class AudioWorkletNode extends AudioNode {
    port = { onmessage: null };
    constructor(context: unknown, name: string, options: { processorOptions: unknown }) {
      super(context);
      const Processor = processors.get(name);
      if (!Processor) throw new Error(`no processor ${name}`);
      taps.push({ node: this, processor: new Processor(options) });
    }
  }
  const TIME_ORIGIN = HEARD_FROM - 60_000;
  const window = vm.createContext({
    AudioContext, AudioNode, AudioDestinationNode, AudioWorkletNode, Float32Array, Uint8Array, String, btoa, console,
    Blob: class {
      constructor(readonly parts: string[]) {}
    },
    URL: { createObjectURL: (blob: { parts: string[] }) => `blob:${modules.set(`blob:${modules.size}`, blob.parts.join('')).size - 1}` },
    performance: { timeOrigin: TIME_ORIGIN, now: () => 0, setResourceTimingBufferSize: () => undefined },
    addEventListener: () => undefined,
    HTMLMediaElement: class {
      play() {
        return undefined;
      }
    },
  });
  vm.runInContext('globalThis.window = globalThis;', window);
  vm.runInContext(ROOM_CAPTURE_SCRIPT, window);
  return {
    page: { evaluate: async (script: string) => vm.runInContext(script, window) },
    run: (source: string) => vm.runInContext(source, window),
    taps,
    connections,
    /** The audio thread renders one quantum of `signal` (by frame) into every tap. */
    render(frame: number, signal: (frame: number) => number) {
      audioThread['currentFrame'] = frame;
      const left = Float32Array.from({ length: QUANTUM }, (_, i) => signal(frame + i));
      for (const tap of taps) tap.processor.process([[left, left]]);
      contextTime = (frame + QUANTUM) / SAMPLE_RATE;
    },
    /** The main thread takes what the audio thread posted so far. */
    deliver() {
      for (const data of posted.splice(0)) for (const tap of taps) tap.node.port.onmessage?.({ data });
    },
  };
}

describe('the room capture in a page', () => {
  test('taps on the audio thread: a main thread busy for 2.75 s loses no chunk, and each frame is stamped with the machine time it is heard', async () => {
    const page = fakePage();
    page.run('const context = new AudioContext(); context.createGain().connect(context.destination);');
    // The worklet's module loads, then the gain feeds the tap.
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(page.taps).toHaveLength(1);
    expect(page.connections.some(([, to]) => to === page.taps[0]?.node)).toBe(true);
    // A ramp: the value tells which frame it was.
    const total = 5 * SAMPLE_RATE;
    const ramp = (frame: number) => frame / total;
    for (let frame = 0; frame < total; frame += QUANTUM) {
      page.render(frame, ramp);
      const seconds = frame / SAMPLE_RATE;
      // Busy from 0.5 s to 3.25 s (as the host was after a member's reload); otherwise it takes chunks at once.
      if (seconds < 0.5 || seconds >= 3.25) page.deliver();
    }
    page.deliver();
    const capture = new MemberCapture(page.page as never);
    await capture.pull();
    expect(capture.rate).toBe(12_000);
    const span = capture.span(HEARD_FROM + 100, 12_000 * 4.5, 12_000);
    expect(span, 'no hole from 0.1 s to 4.6 s').not.toBeNull();
    for (const seconds of [0.2, 1, 2, 3, 4.5]) {
      const value = capture.span(HEARD_FROM + seconds * 1000, 1, 12_000)?.[0] ?? NaN;
      // Each sample is the mean of 4 frames: within 4 frames of the one heard then.
      expect(Math.abs(value * total - seconds * SAMPLE_RATE), `the frame heard at ${seconds} s`).toBeLessThanOrEqual(4);
    }
    // How long each chunk waited for the main thread tells the busy spell: up to 2.75 s, and one quantum when free.
    const waits = capture.chunks.map((chunk) => chunk.waitedMs);
    expect(Math.max(...waits)).toBeGreaterThan(2700);
    expect(Math.max(...waits)).toBeLessThan(2760);
    expect(capture.chunks.filter((chunk) => chunk.at > HEARD_FROM + 3300).every((chunk) => chunk.waitedMs <= (QUANTUM / SAMPLE_RATE) * 1000)).toBe(true);
  });
});
