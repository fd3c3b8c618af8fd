import { z } from 'zod';

// zod 4 compiles object parsers with `new Function` when it can. The page's Content-Security-
// Policy forbids eval, so the probe alone reports a violation: parse without the compiled path.
// Imported first by main.tsx, because schemas decide this when they are built, at import time.
z.config({ jitless: true });
