// A plain static file server, nothing of the site's server: what any static host or CDN does with
// a remote's build folder. Files as they are, the cache headers the README lists, and CORS (the
// shell's page fetches mf-manifest.json from another origin). Usage: node staticFileServer.child.cjs <folder> <port>
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');

const root = path.resolve(process.argv[2]);
const port = Number(process.argv[3]);
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};
const HASHED = /\.[0-9a-f]{8,}\.(js|css|png|jpe?g|webp|avif|svg|woff2?)$/i;

let requests = 0;
http
  .createServer((request, response) => {
    requests += 1;
    const pathname = decodeURIComponent(new URL(request.url, 'http://x').pathname);
    const file = path.join(root, pathname);
    if (!file.startsWith(root + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      response.writeHead(404, { 'Access-Control-Allow-Origin': '*' }).end('Not found');
      return;
    }
    response.writeHead(200, {
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Cache-Control': HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
      'Access-Control-Allow-Origin': '*',
    });
    fs.createReadStream(file).pipe(response);
  })
  .listen(port, '127.0.0.1', () => process.stdout.write(`READY ${port}\n`));

// The parent asks how many requests were served ("count").
process.stdin.on('data', (data) => {
  if (String(data).trim() === 'count') process.stdout.write(`COUNT ${requests}\n`);
});
