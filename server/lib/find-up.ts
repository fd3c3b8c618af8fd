import path from 'node:path';

/**
 * The nearest of `from` and its ancestors for which `found` holds: a file's place in the source
 * tree, the build or a chunk of the build (scripts/build-server.mjs) then matters no more.
 */
export function findUp(from: string, found: (dir: string) => boolean): string | undefined {
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    if (found(dir)) return dir;
    if (path.dirname(dir) === dir) return undefined;
  }
}
