/** Images are served under /api; absolute URLs are used as they are (docs/product.md §7.1). */
export function imageUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  if (path.startsWith('http') || path.startsWith('blob:') || path.startsWith('data:')) return path;
  return `/api/${path.replace(/^\/+/, '')}`;
}
