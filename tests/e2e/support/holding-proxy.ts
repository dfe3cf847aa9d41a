import { createServer, type IncomingMessage, request } from 'node:http';

/**
 * A reverse proxy in front of a test server that can hold chosen requests: it takes in their
 * whole body (so the browser sees its upload go through, progress events and all) and forwards
 * them only once released, as a slow server would answer. Playwright's routes cannot do this:
 * a routed request reports no upload progress.
 */
export class HoldingProxy {
  private held: (() => void)[] = [];
  private holding: ((request: IncomingMessage) => boolean) | null = null;
  private readonly server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const forward = () => {
        const upstream = request(
          `${this.target}${incoming.url ?? '/'}`,
          { method: incoming.method, headers: { ...incoming.headers, host: new URL(this.target).host } },
          (answer) => {
            outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(outgoing);
          },
        );
        upstream.on('error', () => outgoing.destroy());
        upstream.end(Buffer.concat(chunks));
      };
      if (this.holding?.(incoming)) this.held.push(forward);
      else forward();
    });
  });

  readonly url: string;

  constructor(
    private readonly target: string,
    readonly port: number,
  ) {
    this.url = `http://127.0.0.1:${port}`;
  }

  start(): Promise<void> {
    return new Promise((resolve) => this.server.listen(this.port, '127.0.0.1', resolve));
  }

  /** Holds the requests `which` picks until `release`. */
  hold(which: (request: IncomingMessage) => boolean): void {
    this.holding = which;
  }

  release(): void {
    this.holding = null;
    for (const forward of this.held.splice(0)) forward();
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
