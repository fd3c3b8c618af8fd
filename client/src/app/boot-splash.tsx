import { LeafIcon } from '@client/components/icons';

/**
 * index.html's first paint (the same markup), kept on screen while the first page's code loads:
 * the router's fallback for its first render, so the splash never turns into a blank page.
 */
export function BootSplash() {
  return (
    <div className="boot-splash" role="status">
      <LeafIcon width="28" height="28" />
      <span>Homegrown</span>
    </div>
  );
}
