import { once } from 'node:events';
import { createServer, request } from 'node:http';
import type { Socket } from 'node:net';

/**
 * A reverse proxy in front of the bench server that counts the bytes of every answer it passes
 * on (what went over the classroom's network) and can cut the network: once `cutAfter`'s count
 * of file bytes is reached, every connection ends there, answers under way short of their length,
 * and new ones are refused at once, until `restore`. Files are what a course download fetches
 * outside /api/.
 */
export class CuttingProxy {
  /** Bytes of every answer passed on, headers not counted. */
  bytes = 0;
  /** The part of `bytes` that were files (not /api/). */
  fileBytes = 0;
  /** Per path: the bytes passed on in all, and its whole size (as its answers said, else as one came whole). */
  readonly byPath = new Map<string, { passed: number; whole: number }>();
  private cut = false;
  private cutAt = Number.POSITIVE_INFINITY;
  private onCut: (() => void) | undefined;
  private readonly sockets = new Set<Socket>();
  /** Sockets with an answer under way: at the cut they close after what was sent, as a dropped link looks to the device. */
  private readonly answering = new Set<Socket>();
  private readonly server = createServer((incoming, outgoing) => {
    const path = incoming.url ?? '/';
    const isFile = !path.startsWith('/api/');
    const counted = this.byPath.get(path) ?? { passed: 0, whole: 0 };
    this.byPath.set(path, counted);
    let answered = 0;
    const upstream = request(
      `${this.target}${incoming.url ?? '/'}`,
      { method: incoming.method, headers: { ...incoming.headers, host: new URL(this.target).host } },
      (answer) => {
        const socket = outgoing.socket;
        if (socket) this.answering.add(socket);
        outgoing.on('close', () => socket && this.answering.delete(socket));
        // The whole file's size on the wire: a resumed answer (206) brings only its rest.
        const size = Number(
          answer.statusCode === 206
            ? /\/(\d+)$/.exec(answer.headers['content-range'] ?? '')?.[1]
            : answer.headers['content-length'],
        );
        if (Number.isSafeInteger(size)) counted.whole = Math.max(counted.whole, size);
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.on('data', (chunk: Buffer) => {
          if (this.cut) return;
          this.bytes += chunk.length;
          counted.passed += chunk.length;
          answered += chunk.length;
          if (isFile) this.fileBytes += chunk.length;
          outgoing.write(chunk);
          if (isFile && this.fileBytes >= this.cutAt) this.cutNow();
        });
        answer.on('end', () => {
          if (this.cut) return;
          counted.whole = Math.max(counted.whole, answered);
          outgoing.end();
        });
      },
    );
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  });

  readonly url: string;

  constructor(
    private readonly target: string,
    readonly port: number,
  ) {
    this.url = `http://127.0.0.1:${port}`;
    this.server.on('connection', (socket) => {
      if (this.cut) {
        socket.destroy();
        return;
      }
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
  }

  async start(): Promise<void> {
    this.server.listen(this.port, '127.0.0.1');
    await once(this.server, 'listening');
  }

  /** Counts from zero again. */
  resetCounts(): void {
    this.bytes = 0;
    this.fileBytes = 0;
    this.byPath.clear();
  }

  /** Bytes passed on beyond one whole answer per path: parts of answers cut off, and paths fetched again. */
  fetchedAgain(): number {
    let again = 0;
    for (const { passed, whole } of this.byPath.values()) again += Math.max(0, passed - whole);
    return again;
  }

  /** One whole answer per path, added up: what was fetched, counted once. */
  wholeBytes(): number {
    let bytes = 0;
    for (const { whole } of this.byPath.values()) bytes += whole;
    return bytes;
  }

  /** Cuts the network once `fileBytes` reaches `bytes`; resolves when it has. */
  cutAfter(bytes: number): Promise<void> {
    this.cutAt = bytes;
    return new Promise((resolve) => {
      this.onCut = resolve;
    });
  }

  /** The network is back: connections are taken again. */
  restore(): void {
    this.cut = false;
    this.cutAt = Number.POSITIVE_INFINITY;
  }

  private cutNow(): void {
    this.cut = true;
    // What was sent arrives (an answer then ends short of its length); nothing more does.
    for (const socket of this.sockets) {
      if (this.answering.has(socket)) socket.end();
      else socket.destroy();
    }
    this.sockets.clear();
    this.onCut?.();
    this.onCut = undefined;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    this.server.close();
    await once(this.server, 'close');
  }
}
