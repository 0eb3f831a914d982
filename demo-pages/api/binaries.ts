/**
 * Binaries (site spec 2.1: /binaries/{path}; /site/binaries/{path} in preview or site contexts;
 * /site/{b}-advisor/binaries locally). Documents reference images and PDFs by mirror path; this answers every
 * such path with a generated placeholder, so pages show no broken images and links download a real PDF.
 * Large renditions ({imageUrl}/{last segment}/brxp:large, site spec 3) are served the same way.
 */
import { Hono } from 'hono';

export const BINARIES_PREFIXES = ['/binaries', '/site/binaries', '/site/cm-advisor/binaries'] as const;

/** Calm tones of the brand palette: brand blue, aqua, raspberry, grey-blue. */
const PALETTES: ReadonlyArray<readonly [string, string, string]> = [
  ['#0b3a5d', '#1f5f8b', '#e7eff5'],
  ['#0a7f86', '#0b3a5d', '#d8f0f1'],
  ['#062338', '#b0124f', '#f6e3ea'],
  ['#31475c', '#6f8aa3', '#eef2f6'],
  ['#1f5f8b', '#f2c230', '#fdf6dc'],
];

function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A 16:9 abstract image, different per path, with no text baked in (the document carries the description). */
export function placeholderSvg(path: string): string {
  const h = hash(path);
  const [dark, mid, light] = PALETTES[h % PALETTES.length]!;
  const portrait = /\/(authors|consultants)\//.test(path);
  const [w, ht] = portrait ? [400, 400] : [1200, 675];
  const bands = Array.from({ length: 5 }, (_, i) => {
    const y = ((h >>> (i * 3)) % 60) + i * (ht / 5);
    return `<path d="M0 ${y.toFixed(0)} Q ${w / 2} ${(y - 80 + ((h >>> i) % 160)).toFixed(0)} ${w} ${(y + 40).toFixed(0)} L ${w} ${ht} L 0 ${ht} Z" fill="${mid}" opacity="${(0.12 + i * 0.06).toFixed(2)}"/>`;
  }).join('');
  const circle = `<circle cx="${(h % w).toFixed(0)}" cy="${((h >>> 8) % ht).toFixed(0)}" r="${(ht / 3).toFixed(0)}" fill="${light}" opacity="0.18"/>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${ht}" viewBox="0 0 ${w} ${ht}" role="img">`,
    `<title>${escapeXml(path.split('/').pop() ?? 'image')}</title>`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>`,
    `<rect width="${w}" height="${ht}" fill="url(#g)"/>`,
    circle,
    bands,
    '</svg>',
  ].join('');
}

/** A one-page PDF with a title line: small, valid, and opened by every viewer. ASCII only, so offsets are bytes. */
export function placeholderPdf(title: string): string {
  const text = title.replace(/[^\x20-\x7e]|[()\\]/g, '').slice(0, 80);
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET\nBT /F1 11 Tf 72 690 Td (Calder Meridian demo document. All data is generated.) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return pdf;
}

const IMAGE = /\.(svg|jpe?g|png|gif|webp)$|\/brxp:[\w-]+$/i;

export function binariesRoutes(): Hono {
  const routes = new Hono();
  for (const prefix of BINARIES_PREFIXES) {
    routes.get(`${prefix}/*`, (c) => {
      const path = c.req.path.slice(prefix.length);
      const headers = { 'Cache-Control': 'public, max-age=3600' };
      if (IMAGE.test(path)) return c.body(placeholderSvg(path), 200, { ...headers, 'Content-Type': 'image/svg+xml' });
      if (/\.pdf$/i.test(path)) {
        const last = path.split('/').pop() ?? 'document.pdf';
        let name = last;
        try {
          name = decodeURIComponent(last);
        } catch {
          // A malformed escape keeps the raw name.
        }
        const title = name.replace(/\.pdf$/i, '').replace(/[-_]+/g, ' ');
        return c.body(placeholderPdf(title), 200, {
          ...headers,
          'Content-Type': 'application/pdf',
          'Content-Disposition': `inline; filename="${name.replace(/[^\x20-\x7e]|"/g, '')}"`,
        });
      }
      return c.json({ status: 404, error: 'Not Found', message: `No binary at ${c.req.path}` }, 404);
    });
  }
  return routes;
}
