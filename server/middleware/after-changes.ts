import type { NextFunction, Request, Response } from 'express';
import onHeaders from 'on-headers';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Calls `changed` as the answer to a successful change starts to go out. Handlers answer after
 * their writes are committed, and the client cannot ask again before it has the answer, so
 * anything `changed` forgets is rebuilt from the new data.
 */
export function afterChanges(changed: () => void) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!SAFE_METHODS.has(req.method)) {
      onHeaders(res, () => {
        if (res.statusCode < 400) changed();
      });
    }
    next();
  };
}
