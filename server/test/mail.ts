/**
 * An outbox .eml made searchable: header lines unfolded, quoted-printable soft breaks and
 * escapes undone.
 */
export const decodeEml = (eml: string) =>
  eml
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=');

/** A header's value in a decoded .eml, if it is there. */
export function headerOf(eml: string, name: string): string | undefined {
  const line = eml.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}
