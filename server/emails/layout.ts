import type { Locale } from '@common/i18n/locales';
import { wordsIn } from './words';

/** Escapes text for HTML e-mail bodies; every placeholder goes through it. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The shared frame of every Homegrown e-mail: a heading, paragraphs and one button. */
export function emailLayout(opts: {
  heading: string;
  paragraphs: string[];
  /** A list of links after the paragraphs (e.g. several matched listings). */
  links?: { label: string; url: string }[];
  action?: { label: string; url: string };
  footer: string;
  /** The one-click unsubscribe link of a notification e-mail, shown under the footer. */
  unsubscribe?: string | undefined;
  /**
   * The recipient's language, the one it is written in (docs/decisions.md "Languages"): its
   * own words, and `<html lang>` for screen readers.
   */
  locale: Locale;
}): string {
  const links = opts.links?.length
    ? `<ul style="margin:0 0 16px;padding-left:20px;line-height:1.6">${opts.links
        .map(
          (l) =>
            `<li><a href="${escapeHtml(l.url)}" style="color:#2f7d32">${escapeHtml(l.label)}</a></li>`,
        )
        .join('')}</ul>`
    : '';
  const paragraphs =
    opts.paragraphs
      .map((p) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(p)}</p>`)
      .join('') + links;
  const action = opts.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(opts.action.url)}" style="background:#2f7d32;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(opts.action.label)}</a></p>`
    : '';
  const unsubscribe = opts.unsubscribe
    ? `<p style="margin:8px 0 0;font-size:13px"><a href="${escapeHtml(opts.unsubscribe)}" style="color:#5b6b5b">${escapeHtml(wordsIn(opts.locale)('email.unsubscribe'))}</a></p>`
    : '';
  return `<!doctype html><html lang="${escapeHtml(opts.locale)}"><body style="margin:0;background:#f4f7f2;font-family:system-ui,sans-serif;color:#1f2a1f">
<div style="max-width:560px;margin:0 auto;padding:32px 24px;background:#fff">
<h1 style="font-size:22px;color:#2f7d32;margin:0 0 20px">${escapeHtml(opts.heading)}</h1>
${paragraphs}${action}
<p style="margin:32px 0 0;font-size:13px;color:#5b6b5b">${escapeHtml(opts.footer)}</p>${unsubscribe}
</div></body></html>`;
}

/**
 * A notification e-mail's one-click unsubscribe (RFC 8058): mail providers show their own
 * button and POST to the URL; the visible link in the body opens the same URL.
 */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** The text part's last line, with the same link as the HTML part. */
export const unsubscribeText = (url: string, locale: Locale) =>
  `${wordsIn(locale)('email.unsubscribe')}: ${url}\n`;
