// The few parts of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    requests?: { setupRequest?: (request: Record<string, unknown>) => Record<string, unknown> }[];
  }
  interface Result {
    requests: { average: number };
    latency: { p50: number; p97_5: number; p99: number };
    non2xx: number;
    errors: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
