// A balancer as plain as they come, for the two-process test: each request, and each WebSocket upgrade,
// goes to the next process in turn; no stickiness, no health checks. It adds X-Forwarded-For and
// X-Forwarded-Proto as a proxy does, so the processes (started with --trust-proxy loopback) see the
// client behind it.
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';

export interface Balancer {
  port: number;
  close(): Promise<void>;
}

export async function startBalancer(targetPorts: readonly number[]): Promise<Balancer> {
  let turn = 0;
  const next = () => targetPorts[turn++ % targetPorts.length]!;
  const forwarded = (socket: net.Socket) => ({
    'x-forwarded-for': socket.remoteAddress ?? '',
    'x-forwarded-proto': 'http',
  });
  const sockets = new Set<net.Socket>();

  const server = http.createServer((request, response) => {
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: next(),
        method: request.method,
        path: request.url,
        headers: { ...request.headers, ...forwarded(request.socket) },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });

  // A WebSocket: the upgrade request is written to the next process as it came, then bytes flow both ways.
  server.on('upgrade', (request, client: net.Socket, head: Buffer) => {
    const upstream = net.connect(next(), '127.0.0.1', () => {
      const headers = { ...request.headers, ...forwarded(client) };
      const lines = [`${request.method} ${request.url} HTTP/1.1`];
      for (const [name, value] of Object.entries(headers))
        for (const one of Array.isArray(value) ? value : [value]) lines.push(`${name}: ${one}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length) upstream.write(head);
      upstream.pipe(client).pipe(upstream);
    });
    for (const socket of [upstream, client]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    }
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
