// Downloads behind signed links (docs/orders.md): a paid order's course, template or ebook, the
// file in server/downloads/ named after the product.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { DOWNLOADABLE_TYPES } from '../orderRules';
import { notFound, READ_LIMIT, type RouteKit } from './replies';

export function registerDownloadRoutes(app: FastifyInstance, kit: RouteKit, downloadsDir: string): void {
  const { dataOr503, handle } = kit;

  app.get(
    '/api/downloads/:orderId/:productId',
    { config: READ_LIMIT },
    handle(async (request, reply) => {
      const { orderId, productId } = request.params as { orderId: string; productId: string };
      const { token } = request.query as Record<string, unknown>;
      const data = dataOr503();
      if (typeof token !== 'string' || data.signer.verify('download', token) !== `${orderId}:${productId}`) {
        throw notFound();
      }
      const order = await data.orders.findById(orderId);
      const line = order?.lines.find((l) => l.productId === productId);
      if (!order || order.status !== 'paid' || !line || !DOWNLOADABLE_TYPES.has(line.type)) throw notFound();
      const refunds = (await data.refunds.refundsOf([orderId])).filter((r) => r.status === 'succeeded');
      const refundedCents = refunds.reduce((sum, r) => sum + r.amountCents, 0);
      const refund = refunds.find((r) => r.productIds.includes(productId) || refundedCents >= order.totalCents);
      if (refund) {
        // The buyer's link stops working with a page that says why (never a bare 404).
        return reply
          .code(410)
          .header('Cache-Control', 'private, no-store')
          .type('text/html; charset=utf-8')
          .send(refundedPage(line.name, order.id, refund.settledAt ?? refund.createdAt));
      }
      const file = findDownload(downloadsDir, productId);
      if (!file) throw notFound();
      return reply
        .header('Cache-Control', 'private, no-store')
        .header('Content-Type', file.endsWith('.md') ? 'text/markdown; charset=utf-8' : 'application/octet-stream')
        .header('Content-Disposition', `attachment; filename="${path.basename(file)}"`)
        .header('X-Content-Type-Options', 'nosniff')
        .send(fs.createReadStream(file));
    }),
  );
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** What a refunded download's link shows: refunded, when, and where to look. */
function refundedPage(product: string, orderId: string, at: Date): string {
  const title = `${product} was refunded`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#111827}a{color:#1d4ed8}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>
<p>This download is no longer available: order ${escapeHtml(orderId)} was refunded on ${at.toISOString().slice(0, 10)}, and a refund ends the purchase's downloads.</p>
<p>Your dashboard shows the refund. If you think this is a mistake, reply to your refund receipt.</p>
<p><a href="/account">Go to your dashboard</a> · <a href="/shop">Back to the shop</a></p></main></body></html>`;
}

/** The file of a product: `<id>.<ext>` in the downloads folder (ids are slugs, checked again here). */
function findDownload(dir: string, productId: string): string | null {
  if (!/^[a-z0-9-]{1,100}$/.test(productId)) return null;
  try {
    const name = fs.readdirSync(dir).find((entry) => entry.startsWith(`${productId}.`));
    return name ? path.join(dir, name) : null;
  } catch {
    return null;
  }
}
