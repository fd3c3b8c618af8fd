import sharp from 'sharp';
import { HEIGHT, WIDTH } from './frame';

/**
 * Noise is the slow part of drawing (feTurbulence per photo cost more than everything else
 * together), so each texture is rendered once per seeding and laid over every photo that
 * needs it as a picture: dark specks whose transparency is the noise.
 */
const RECIPES = {
  /** Long grain along the boards of a table. */
  wood: { frequency: '0.005 0.11', octaves: 3, gain: 2.6, offset: -1.05 },
  /** The fine irregular grain of paper, cloth, soil and film. */
  speckle: { frequency: '0.75', octaves: 1, gain: 1.6, offset: -0.55 },
  /** A plain weave: threads across and along. */
  weave: { frequency: '0.9 0.06', octaves: 1, gain: 2.2, offset: -0.8 },
} as const;

export type TextureName = keyof typeof RECIPES;
export type Textures = Record<TextureName, string>;

async function render(name: TextureName): Promise<string> {
  const { frequency, octaves, gain, offset } = RECIPES[name];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH / 2}" height="${HEIGHT / 2}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
    <filter id="t" x="0" y="0" width="100%" height="100%">
      <feTurbulence type="fractalNoise" baseFrequency="${frequency}" numOctaves="${octaves}" seed="7"/>
      <feColorMatrix type="matrix" values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  ${gain} 0 0 0 ${offset}"/>
    </filter><rect width="100%" height="100%" filter="url(#t)"/></svg>`;
  // Half size and WebP: decoding the picture is most of its cost in each photo.
  const webp = await sharp(Buffer.from(svg)).webp({ quality: 80, alphaQuality: 80 }).toBuffer();
  return `data:image/webp;base64,${webp.toString('base64')}`;
}

export async function renderTextures(): Promise<Textures> {
  const names = Object.keys(RECIPES) as TextureName[];
  const rendered = await Promise.all(names.map(render));
  return Object.fromEntries(names.map((name, i) => [name, rendered[i]!])) as Textures;
}
