/**
 * Hands an iCalendar text to the browser as a file named `name` (a pickup's, docs/product.md
 * §7.15; a swap day's, §7.19). The calendar routes need the member's token, so their answers are
 * fetched through the typed client and saved this way, not opened as links.
 */
export function saveCalendar(text: unknown, name: string): void {
  // The contracts declare no JSON answer: the event arrives as the text it is.
  const file = new Blob([String(text ?? '')], { type: 'text/calendar' });
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
