import { type FakeUpstream, startFakeUpstream } from '@server/test/fakes/tile-upstream';
import sharp from 'sharp';

/** Roads, blocks and a park on a 256 px tile: about the bytes of a real street-map tile. */
async function streetTile(): Promise<Buffer> {
  const blocks = Array.from({ length: 36 }, (_, i) => {
    const x = (i % 6) * 43 + 4;
    const y = Math.floor(i / 6) * 43 + 4;
    const fill = i % 7 === 3 ? '#c8e6b0' : i % 5 === 0 ? '#e0d8cc' : '#ece6de';
    return `<rect x="${x}" y="${y}" width="${33 + (i % 3)}" height="${33 + (i % 4)}" fill="${fill}"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
    <rect width="256" height="256" fill="#f4f1ea"/>${blocks}
    <path d="M0 130 C 80 120 170 150 256 128" stroke="#f7c873" stroke-width="9" fill="none"/>
    <path d="M120 0 L 140 256" stroke="#ffffff" stroke-width="6"/>
    <text x="150" y="120" font-size="11" font-family="sans-serif" fill="#555">Main St</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * The map's tile provider, on loopback: this machine reaches no tile server, and a map full of
 * failed tiles would measure the network, not the app. Pointed at by TILE_UPSTREAM_URL.
 */
export async function startTileServer(): Promise<FakeUpstream> {
  const tile = await streetTile();
  const upstream = await startFakeUpstream();
  upstream.handle((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': tile.length }).end(tile);
  });
  return upstream;
}
