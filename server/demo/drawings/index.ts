import sharp from 'sharp';
import { greenBeans, jalapenos } from './beans-and-peppers';
import { apples, cherryTomatoes, heirloomTomatoes, raspberries } from './fruits';
import { basil, microgreens, mint } from './herbs';
import { Sketch } from './kit';
import { blueberry, raspberryCanes, strawberries } from './potted-fruit';
import { lavender, rosemary } from './potted-herbs';
import { hosta, succulents } from './potted-ornamentals';
import { asparagus, pepperStarts, tomatoSeedlings } from './potted-starts';
import { camera, pottingBench, teaTowel, woodTable } from './scenes';
import { SEEDS } from './seed-kinds';
import { seedPacket } from './seed-packets';
import { butternut, cucumbers, zucchini } from './squashes';
import { garlic, rhubarb } from './stalks-and-bulbs';
import { renderTextures, type Textures } from './textures';

/** What a photo shows: the surface it was taken on, and the subject lying there. */
interface Photo {
  surface: (sk: Sketch) => string;
  subject: (sk: Sketch) => string;
}

/** A packet of seeds on a table. */
const packet = (kind: keyof typeof SEEDS, table: string): Photo => ({
  surface: (sk) => woodTable(sk, table),
  subject: (sk) => seedPacket(sk, SEEDS[kind]),
});

/** A plant on the potting bench, the garden behind it. */
const potted = (subject: (sk: Sketch) => string): Photo => ({
  surface: (sk) => pottingBench(sk),
  subject,
});

const SUBJECTS = {
  'cherry-tomatoes': {
    surface: (sk) => woodTable(sk, '#a8784a'),
    subject: (sk) => cherryTomatoes(sk, '#f39c12'),
  },
  'heirloom-tomatoes': {
    surface: (sk) => woodTable(sk, '#8a6142'),
    subject: (sk) => heirloomTomatoes(sk, '#e0584f'),
  },
  apples: {
    surface: (sk) => teaTowel(sk, '#efe6d6', '#2f5f8a'),
    subject: (sk) => apples(sk, '#c0262d'),
  },
  raspberries: {
    surface: (sk) => woodTable(sk, '#c39a6b'),
    subject: (sk) => raspberries(sk, '#c2184b'),
  },
  zucchini: {
    surface: (sk) => woodTable(sk, '#b58a5c'),
    subject: (sk) => zucchini(sk, '#2f5a1e'),
  },
  cucumbers: {
    surface: (sk) => teaTowel(sk, '#f1ece2', '#b23a3a'),
    subject: (sk) => cucumbers(sk, '#3d7a2a'),
  },
  jalapenos: {
    surface: (sk) => woodTable(sk, '#9c7048'),
    subject: (sk) => jalapenos(sk, '#2e6b25'),
  },
  'green-beans': {
    surface: (sk) => woodTable(sk, '#c9a577'),
    subject: (sk) => greenBeans(sk, '#4f9a35'),
  },
  rhubarb: {
    surface: (sk) => woodTable(sk, '#b08a60'),
    subject: (sk) => rhubarb(sk, '#b8324f'),
  },
  butternut: {
    surface: (sk) => woodTable(sk, '#7f5a3c'),
    subject: (sk) => butternut(sk, '#dcae6c'),
  },
  garlic: {
    surface: (sk) => woodTable(sk, '#6e4c33'),
    subject: (sk) => garlic(sk, '#d8cbb5'),
  },
  basil: {
    surface: (sk) => woodTable(sk, '#c09a6e'),
    subject: (sk) => basil(sk, '#3c8f32'),
  },
  mint: {
    surface: (sk) => teaTowel(sk, '#f3efe6', '#3b6e8f'),
    subject: (sk) => mint(sk, '#3f8a5a'),
  },
  microgreens: {
    surface: (sk) => woodTable(sk, '#b8926a'),
    subject: (sk) => microgreens(sk, '#8cc152'),
  },
  'tomato-seeds': packet('tomato', '#a57b52'),
  'sunflower-seeds': packet('sunflower', '#8a6a4a'),
  'runner-bean-seeds': packet('runnerBean', '#b9916a'),
  'lettuce-seeds': packet('lettuce', '#9a7452'),
  'pepper-seeds': packet('pepper', '#7e5a3e'),
  'milkweed-seeds': packet('milkweed', '#b18e66'),
  'squash-seeds': packet('squash', '#6f5038'),
  'herb-seeds': packet('herbs', '#a98560'),
  'tomato-seedlings': potted((sk) => tomatoSeedlings(sk, '#3f7f2e')),
  'strawberry-plants': potted((sk) => strawberries(sk, '#d3262a')),
  'lavender-plant': potted((sk) => lavender(sk, '#7b5fc0')),
  'raspberry-canes': potted((sk) => raspberryCanes(sk, '#4a8a3a')),
  'pepper-starts': potted((sk) => pepperStarts(sk, '#2f7d32')),
  'rosemary-plant': potted((sk) => rosemary(sk, '#4f6f4a')),
  hosta: potted((sk) => hosta(sk, '#3f7a52')),
  'blueberry-bush': potted((sk) => blueberry(sk, '#4a5c9a')),
  'asparagus-crowns': potted((sk) => asparagus(sk, '#6f9a3a')),
  succulents: potted((sk) => succulents(sk, '#7fb3a8')),
} satisfies Record<string, Photo>;

export type Subject = keyof typeof SUBJECTS;
/** @internal */
export const ALL_SUBJECTS = Object.keys(SUBJECTS) as Subject[];

/** The SVG of one photo; `seed` varies the composition between listings of one subject. */
function demoPhotoSvg(subject: Subject, seed: number, textures: Textures): string {
  const sk = new Sketch(seed, textures);
  const { surface, subject: draw } = SUBJECTS[subject];
  const under = surface(sk);
  const over = draw(sk);
  return sk.document(under + sk.castShadows() + over + camera(sk), 400, 300);
}

/**
 * The demo listings' photos (docs/product.md §12.7), drawn locally so a first start needs no
 * network: one PNG per subject, the n-th seeded by n, the same bytes on every run.
 */
export async function drawDemoPhotos(subjects: Subject[]): Promise<Buffer[]> {
  const textures = await renderTextures();
  return Promise.all(
    subjects.map((subject, i) =>
      sharp(Buffer.from(demoPhotoSvg(subject, i, textures)))
        .png({ compressionLevel: 0 })
        .toBuffer(),
    ),
  );
}
