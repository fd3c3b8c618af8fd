import { z } from 'zod';

/** An e-mail as it would go out, built from the member's own data (docs/product.md §11.2). */
export const emailPreviewSchema = z.object({
  subject: z.string(),
  html: z.string(),
  text: z.string(),
});
