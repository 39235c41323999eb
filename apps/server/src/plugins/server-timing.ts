import fp from 'fastify-plugin';

/**
 * Every answer says how long the server spent on it (`Server-Timing: app;dur=<ms>`, from routing to
 * sending the headers): browsers' developer tools show it beside the network time, and the soak
 * (tools/bench/soak.ts) tells the server's latency from its load generator's own stalls with it.
 */
export default fp(
  async (app) => {
    app.addHook('onSend', async (_request, reply, payload) => {
      // A route's own metrics (e.g. peaks-cpu) follow the whole answer's time.
      const own = reply.getHeader('server-timing');
      reply.header('server-timing', [`app;dur=${reply.elapsedTime.toFixed(2)}`, ...(own ? [String(own)] : [])].join(', '));
      return payload;
    });
  },
  { name: 'server-timing' },
);
