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
