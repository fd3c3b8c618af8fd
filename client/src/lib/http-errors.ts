/**
 * Reading a failed request's answer without importing the HTTP client itself, so the screens
 * that only need these (and the query client's retry rule) do not bring axios to a first load.
 * An axios error marks itself with `isAxiosError`, which is what `axios.isAxiosError` checks.
 */
interface HttpError {
  isAxiosError: true;
  response?: { status: number; data?: unknown };
}

function isHttpError(error: unknown): error is HttpError {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { isAxiosError?: unknown }).isAxiosError === true
  );
}

type Detail = string | { msg: string }[] | undefined;

/** The server's `detail`, with a validation list joined by new lines (docs/product.md §12.2). */
export function errorDetail(error: unknown): string | undefined {
  if (!isHttpError(error)) return undefined;
  const data = error.response?.data as { detail?: Detail; message?: string } | undefined;
  const detail = data?.detail;
  if (typeof detail === 'string') return detail;
  if (Array.isArray(detail)) return detail.map((d) => d.msg).join('\n');
  return undefined;
}

/** A request that got no answer at all: no network, or the server did not answer in time. */
export function unanswered(error: unknown): boolean {
  return isHttpError(error) && !error.response;
}

export function statusOf(error: unknown): number | undefined {
  return isHttpError(error) ? error.response?.status : undefined;
}

/** A server message, then the fallback: the usual way screens word an error. */
export function errorMessage(error: unknown, fallback: string): string {
  return errorDetail(error) ?? fallback;
}
