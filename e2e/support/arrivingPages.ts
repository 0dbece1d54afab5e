// A server that hands the shared site's pages to the browser in pieces, as a slow connection does
// (docs/performance.md, "A page that holds still"): the head at once, then the body cut after an
// element's tag every `pieceBytes`, with a pause after each piece long enough for the browser to
// paint what has arrived. Everything else (images, fonts) is passed on whole. It listens on a port
// the system picks, so it takes none of the browser tests' table (support/ports.ts).
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ArrivingPages {
  url: string;
  close: () => Promise<void>;
}

const HOP_HEADERS = new Set(['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'keep-alive']);

/** The body's pieces: each ends just after a tag, at least `pieceBytes` after the one before. */
function piecesOf(html: Buffer, pieceBytes: number): Buffer[] {
  const bodyAt = html.indexOf('<body');
  const pieces = [html.subarray(0, bodyAt < 0 ? html.length : bodyAt)];
  let from = pieces[0]!.length;
  while (from < html.length) {
    const tagEnd = html.indexOf('>', from + pieceBytes);
    const to = tagEnd < 0 ? html.length : tagEnd + 1;
    pieces.push(html.subarray(from, to));
    from = to;
  }
  return pieces;
}

export async function startArrivingPages(
  siteUrl: string,
  { pieceBytes, pauseMs }: { pieceBytes: number; pauseMs: number },
): Promise<ArrivingPages> {
  const server = http.createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(new URL(request.url ?? '/', siteUrl), {
        headers: { accept: request.headers.accept ?? '*/*' },
        redirect: 'manual',
      });
      const body = Buffer.from(await upstream.arrayBuffer());
      const headers: Record<string, string> = {};
      upstream.headers.forEach((value, name) => {
        if (!HOP_HEADERS.has(name)) headers[name] = value;
      });
      response.writeHead(upstream.status, headers);
      if (!upstream.headers.get('content-type')?.includes('text/html')) {
        response.end(body);
        return;
      }
      for (const piece of piecesOf(body, pieceBytes)) {
        response.write(piece);
        await new Promise((resolve) => setTimeout(resolve, pauseMs));
      }
      response.end();
    })().catch((error: unknown) => response.destroy(error as Error));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
