import { escapeHtml } from '@server/emails/layout';

// biome-ignore lint/suspicious/noExplicitAny: it walks the JSON document built in document.ts.
type Json = Record<string, any>;

/** A readable, script-free page of the OpenAPI document (no CDN, fits the strict CSP). */
export function docsPage(document: Json): string {
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(document.paths as Record<string, Json>)) {
    for (const [method, op] of Object.entries(methods as Record<string, Json>)) {
      const body = op.requestBody
        ? Object.entries(op.requestBody.content as Json)
            .map(
              ([type, media]) =>
                `<p>Body (${escapeHtml(type)}):</p><pre>${escapeHtml(JSON.stringify(media.schema, null, 2))}</pre>`,
            )
            .join('')
        : '';
      const params = (op.parameters as Json[]).length
        ? `<p>Parameters: ${(op.parameters as Json[]).map((p) => `<code>${escapeHtml(p.name)}</code> (${escapeHtml(p.in)}${p.required ? ', required' : ''})`).join(', ')}</p>`
        : '';
      const auth =
        op.security?.length === 0
          ? 'open to everyone'
          : op.security
            ? 'token optional'
            : 'token required';
      const responses = Object.entries(op.responses as Json)
        .filter(([code]) => code !== 'default')
        .map(([code, r]) => `<li><b>${escapeHtml(code)}</b> ${escapeHtml(r.description)}</li>`)
        .join('');
      const html = `<section><h3><span class="m ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
<p>${escapeHtml(op.summary)} — <i>${auth}</i></p>${params}${body}<ul>${responses}</ul></section>`;
      const tag = (op.tags as string[])[0] ?? 'other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), html]);
    }
  }
  const sections = [...byTag.entries()]
    .map(([tag, ops]) => `<h2>${escapeHtml(tag)}</h2>${ops.join('')}`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Homegrown API</title><style>
body{font-family:system-ui,sans-serif;max-width:960px;margin:0 auto;padding:16px;color:#1c261c;line-height:1.5}
section{border-top:1px solid #d5ddd3;padding:8px 0}pre{background:#f4f9f3;padding:8px;overflow:auto;font-size:13px}
.m{display:inline-block;min-width:4.5em;padding:2px 6px;border-radius:4px;color:#fff;font-size:13px;background:#555}
.get{background:#1a5fb4}.post{background:#2f7d32}.put,.patch{background:#8a5a00}.delete{background:#b3261e}h3{font-size:1rem}
</style></head><body><h1>${escapeHtml(document.info.title)}</h1><p>${escapeHtml(document.info.description)}</p>
<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p>${sections}</body></html>`;
}
