/**
 * Page source text for capturing what a page's Web Audio renders (the output capture of the benches and
 * the rooms journey): a tap on every node connected to a destination, and the chunks' hand-over.
 */

/**
 * Page source text: every node the page connects to an AudioContext's destination also feeds a
 * 2048-frame ScriptProcessor (itself connected to the destination, so it runs), which `onTap`
 * (page source of `(context, tap) => void`) sets up.
 */
export function tapDestinations(onTap: string): string {
  return `{
    const onTap = ${onTap};
    const tapped = new WeakSet();
    const connect = AudioNode.prototype.connect;
    AudioNode.prototype.connect = function (destination, ...rest) {
      const result = connect.call(this, destination, ...rest);
      if (destination instanceof AudioDestinationNode && !tapped.has(this)) {
        tapped.add(this);
        const tap = this.context.createScriptProcessor(2048, 2, 1);
        onTap(this.context, tap);
        connect.call(this, tap);
        connect.call(tap, this.context.destination);
      }
      return result;
    };
  }`;
}

/**
 * In the page, as source text (tsx names inner functions with a helper the page does not have, so a
 * function with inner functions cannot be handed to page.evaluate): float chunks joined and sent as
 * base64 of their samples.
 */
export const ENCODE_CHUNKS_SCRIPT = `(chunks) => {
    const all = new Float32Array(chunks.reduce((n, chunk) => n + chunk.length, 0));
    let at = 0;
    for (const chunk of chunks) { all.set(chunk, at); at += chunk.length; }
    let text = '';
    const bytes = new Uint8Array(all.buffer);
    for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(text);
  }`;

/** Frames of output per chunk a tap on the audio thread posts (16 render quanta). */
export const TAP_CHUNK_FRAMES = 2048;

/**
 * Worklet module source: a processor that keeps its input as mono, the mean of each `factor` frames,
 * and posts a chunk of `TAP_CHUNK_FRAMES / factor` of them with the context frame of its first input
 * frame (`currentFrame`: the audio thread's own count, so a busy main thread delays chunks but loses none).
 */
export const TAP_PROCESSOR_SOURCE = `registerProcessor('tangerine-output-tap', class extends AudioWorkletProcessor {
  constructor(options) {
    super();
    this.factor = options.processorOptions.factor;
    this.size = Math.floor(${TAP_CHUNK_FRAMES} / this.factor);
    this.chunk = new Float32Array(this.size);
    this.filled = 0;
    this.sum = 0;
    this.summed = 0;
    this.firstFrame = 0;
  }
  process(inputs) {
    const input = inputs[0] || [];
    const left = input[0];
    const right = input[1] || left;
    const frames = left ? left.length : 128;
    for (let i = 0; i < frames; i++) {
      if (this.filled === 0 && this.summed === 0) this.firstFrame = currentFrame + i;
      this.sum += left ? left[i] + right[i] : 0;
      if (++this.summed < this.factor) continue;
      this.chunk[this.filled++] = this.sum / (2 * this.factor);
      this.sum = 0;
      this.summed = 0;
      if (this.filled < this.size) continue;
      this.port.postMessage({ frame: this.firstFrame, samples: this.chunk }, [this.chunk.buffer]);
      this.chunk = new Float32Array(this.size);
      this.filled = 0;
    }
    return true;
  }
});`;

/**
 * Page source text: a tap on the audio thread. The processor above is made a Blob URL by the init script;
 * every realtime AudioContext the page makes loads it when the page first connects a node to its
 * destination (the app builds its graph as it makes its context, so the tap is ready before it plays)
 * and gets one tap node, connected to its destination (so it runs; it outputs silence); every node the
 * page connects to the destination also feeds that tap, which so hears their sum, as the speakers do.
 * The context's class and prototype stay the page's own (other init scripts may wrap them).
 * `onChunk` (page source of `(context, { frame, samples }) => void`) gets each chunk on the main thread,
 * mono at `context.sampleRate / factor` with `factor` the closest whole divisor to about 12 kHz.
 * Pages served with a Content-Security-Policy need their context made with `bypassCSP` (TAP_CONTEXT_OPTIONS).
 */
export function tapDestinationsOnAudioThread(onChunk: string): string {
  return `{
    const onChunk = ${onChunk};
    const moduleUrl = URL.createObjectURL(new Blob([${JSON.stringify(TAP_PROCESSOR_SOURCE)}], { type: 'text/javascript' }));
    const connect = AudioNode.prototype.connect;
    const Native = window.AudioContext;
    const taps = new WeakMap();
    const tapOf = (context) => {
      if (!taps.has(context)) {
        const factor = Math.max(1, Math.round(context.sampleRate / 12000));
        taps.set(context, context.audioWorklet.addModule(moduleUrl).then(() => {
          const tap = new AudioWorkletNode(context, 'tangerine-output-tap', { numberOfInputs: 1, numberOfOutputs: 1, outputChannelCount: [1], processorOptions: { factor } });
          tap.port.onmessage = (event) => onChunk(context, event.data, context.sampleRate / factor);
          connect.call(tap, context.destination);
          return tap;
        }));
      }
      return taps.get(context);
    };
    const tapped = new WeakSet();
    AudioNode.prototype.connect = function (destination, ...rest) {
      const result = connect.call(this, destination, ...rest);
      if (destination instanceof AudioDestinationNode && Native && this.context instanceof Native && !tapped.has(this)) {
        tapped.add(this);
        tapOf(this.context).then((tap) => connect.call(this, tap)).catch((error) => console.error('output tap', error));
      }
      return result;
    };
  }`;
}

/** Browser context options a page needs for tapDestinationsOnAudioThread: its worklet comes from a Blob URL, which the app's script-src does not allow. */
export const TAP_CONTEXT_OPTIONS = { bypassCSP: true } as const;
