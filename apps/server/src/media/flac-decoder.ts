/**
 * One libFLAC (WebAssembly, from @audio/decode-flac) kept between requests: instantiating the module
 * and its memory per request, and copying every decoded sample out of it, were most of a sampled
 * FLAC's cost. Each file gets a new libFLAC decoder in the same instance (no state carries over);
 * frames are written straight into its memory and each frame's loudest sample is read where libFLAC
 * wrote it.
 */
import { decoder as flacDecoder } from '@audio/decode-flac';
import { loudestSample } from './sample-peak.js';

/** A pointer @wasm-audio-decoders/flac keeps in the instance's memory, and its view. */
interface Pointer {
  ptr: number;
  buf: Uint32Array;
}

/** @wasm-audio-decoders/flac's own parts that a warm decoder uses (the ones @audio/decode-flac checks for too). */
interface FlacParts {
  _decoder: number;
  _common: {
    wasm: {
      HEAP: ArrayBuffer;
      malloc(bytes: number): number;
      free(pointer: number): void;
      create_decoder(...pointers: number[]): number;
      destroy_decoder(decoder: number): void;
      decode_frame(decoder: number, input: number, length: number): number;
    };
  };
  _channels: Pointer;
  _sampleRate: Pointer;
  _bitsPerSample: Pointer;
  _samplesDecoded: Pointer;
  _outputBufferPtr: Pointer;
  _outputBufferLen: Pointer;
  _errorStringPtr: Pointer;
  _stateStringPtr: Pointer;
}

const OUTPUTS = ['_channels', '_sampleRate', '_bitsPerSample', '_samplesDecoded', '_outputBufferPtr', '_outputBufferLen', '_errorStringPtr', '_stateStringPtr'] as const;

export class WarmFlacDecoder {
  private readonly heap: Uint8Array;
  private readonly floats: Float32Array;

  private constructor(private readonly parts: FlacParts) {
    this.heap = new Uint8Array(parts._common.wasm.HEAP);
    this.floats = new Float32Array(parts._common.wasm.HEAP);
  }

  /** libFLAC's last error and decoder state, empty when all went well (C strings in the instance's memory). */
  private errorText(): string {
    return [this.parts._errorStringPtr, this.parts._stateStringPtr]
      .map(({ buf }) => {
        const at = buf[0] as number;
        const end = at ? this.heap.indexOf(0, at) : at;
        return Buffer.from(this.heap.subarray(at, end)).toString('latin1');
      })
      .filter(Boolean)
      .join('; ');
  }

  static async create(): Promise<WarmFlacDecoder> {
    const upstream = (await flacDecoder()) as unknown as { _decoder?: Partial<FlacParts> };
    const parts = upstream._decoder;
    // decoder() has checked the pointers; the memory and allocator are read here.
    if (!(parts?._common?.wasm?.HEAP instanceof ArrayBuffer) || typeof parts._common.wasm.malloc !== 'function' || typeof parts._common.wasm.decode_frame !== 'function') {
      throw new Error('@wasm-audio-decoders/flac is not the version this server reads');
    }
    return new WarmFlacDecoder(parts as FlacParts);
  }

  /**
   * A new libFLAC decoder: the next frame is decoded as the first of a stream. It is given frames
   * alone, no metadata (libFLAC finds the first frame's sync; each frame header carries its format).
   */
  restart(): void {
    const { wasm } = this.parts._common;
    wasm.destroy_decoder(this.parts._decoder);
    for (const output of OUTPUTS) this.parts[output].buf[0] = 0;
    this.parts._decoder = wasm.create_decoder(...OUTPUTS.map((output) => this.parts[output].ptr));
    if (!this.parts._decoder) throw new Error('libFLAC could not start a decoder');
  }

  /** Decodes one frame (copied into the instance's memory): its loudest sample (every channel) and its samples per channel. */
  decode(frame: Uint8Array): { peak: number; samples: number } {
    const { length } = frame;
    const { wasm } = this.parts._common;
    const { _outputBufferPtr: output, _samplesDecoded: decoded, _channels: channels } = this.parts;
    // libFLAC's read callback frees the input once it has read it.
    const input = wasm.malloc(length);
    if (!input) throw new Error(`libFLAC's memory has no room for a ${length}-byte frame`);
    this.heap.set(frame, input);
    output.buf[0] = 0;
    decoded.buf[0] = 0;
    wasm.decode_frame(this.parts._decoder, input, length);
    const samples = decoded.buf[0] as number;
    const at = output.buf[0] as number;
    if (!at) throw new Error(`libFLAC gave no samples: ${this.errorText()}`);
    // Planar floats: each channel's samples after the other's.
    const peak = loudestSample(this.floats, at / 4, at / 4 + samples * (channels.buf[0] as number));
    wasm.free(at);
    output.buf[0] = 0;
    // A frame whose CRC fails comes out as silence, with an error.
    if (this.errorText()) throw new Error(`libFLAC could not decode a frame: ${this.errorText()}`);
    return { peak, samples };
  }
}
