import type { Server } from 'node:http';
import net from 'node:net';

interface Connection {
  /** Requests being answered on it. */
  active: number;
  /** When it last had nothing to do (accepted, or its last answer sent). */
  idleSince: number;
  /** socket.bytesRead at that moment: more since means a request is arriving. */
  bytesAtIdle: number;
}

export interface HttpDrain {
  /**
   * Stops accepting connections and waits until every request that reached the server has been
   * answered; connections with nothing to do are closed once quiet for `idleGraceMs`.
   */
  drain(options?: { idleGraceMs?: number; timeoutMs?: number }): Promise<void>;
}

const POLL_MS = 20;

// Node's http.Server.close() also destroys every connection without a request *in progress*, and a
// connection whose request is still in the socket buffer (accepted, not yet read) counts as one: under
// load that resets requests the client has already sent. So the drain closes only the listening
// socket first, and closes a connection only after it has been quiet (no request, no bytes) a while.
export function trackConnections(server: Server): HttpDrain {
  const connections = new Map<net.Socket, Connection>();
  server.on('connection', (socket: net.Socket) => {
    connections.set(socket, { active: 0, idleSince: Date.now(), bytesAtIdle: 0 });
    socket.once('close', () => connections.delete(socket));
  });
  server.on('request', (request, response) => {
    const connection = connections.get(request.socket);
    if (!connection) return;
    connection.active++;
    response.once('close', () => {
      connection.active--;
      connection.idleSince = Date.now();
      connection.bytesAtIdle = request.socket.bytesRead;
    });
  });
  // An upgraded connection (graphql-ws) is the WebSocket server's to close.
  server.on('upgrade', (request) => connections.delete(request.socket));

  return {
    async drain({ idleGraceMs = 250, timeoutMs = 10_000 } = {}) {
      if (server.listening) net.Server.prototype.close.call(server);
      const deadline = Date.now() + timeoutMs;
      while (connections.size > 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        // Let one poll phase read what arrived meanwhile before deciding a connection is quiet.
        await new Promise((resolve) => setImmediate(resolve));
        const now = Date.now();
        for (const [socket, connection] of connections) {
          const quiet =
            connection.active === 0 &&
            socket.bytesRead === connection.bytesAtIdle &&
            now - connection.idleSince >= idleGraceMs;
          if (quiet) socket.destroy();
        }
      }
      // Requests still running at the deadline are cut off (the process is about to stop anyway).
      if (connections.size > 0) server.closeAllConnections();
    },
  };
}
