import type { Sketch } from './kit';
import { pictures } from './seed-labels';

/** How one kind of seed looks, and what the packet's label shows. */
export interface SeedKind {
  name: string;
  variety: string;
  /** Length and width of one seed. */
  size: [number, number];
  colour: string;
  shape: 'drop' | 'oval' | 'kidney' | 'round' | 'sliver';
  /** Sunflower stripes, runner bean mottling, milkweed floss. */
  marking?: 'stripes' | 'mottle' | 'floss' | 'rim';
  /** The picture printed on the label, drawn around (0, 0) within about 30 units. */
  picture: (sk: Sketch) => string;
  paper: string;
}

/** The demo's seeds: what each looks like spilled on the table, and its packet. */
export const SEEDS = {
  tomato: {
    name: 'Tomato',
    variety: 'Cherokee Purple · Brandywine',
    size: [7, 5],
    colour: '#d9c48f',
    shape: 'drop',
    picture: pictures.tomato,
    paper: '#d8b98a',
  },
  sunflower: {
    name: 'Sunflower',
    variety: 'Mammoth Grey Stripe',
    size: [16, 8],
    colour: '#2b2622',
    shape: 'drop',
    marking: 'stripes',
    picture: pictures.sunflower,
    paper: '#f1d98a',
  },
  runnerBean: {
    name: 'Runner Bean',
    variety: 'Scarlet Emperor',
    size: [22, 13],
    colour: '#5a2a4a',
    shape: 'kidney',
    marking: 'mottle',
    picture: pictures.runnerBean,
    paper: '#e8c4b0',
  },
  lettuce: {
    name: 'Lettuce',
    variety: 'Cut-and-come-again mix',
    size: [6, 2],
    colour: '#b9b2a0',
    shape: 'sliver',
    picture: pictures.lettuce,
    paper: '#cfe0b8',
  },
  pepper: {
    name: 'Hot Peppers',
    variety: 'Habanero · Cayenne · Thai',
    size: [6, 5],
    colour: '#e8d28a',
    shape: 'round',
    picture: pictures.pepper,
    paper: '#f0c0a0',
  },
  milkweed: {
    name: 'Milkweed',
    variety: 'Showy (Asclepias speciosa)',
    size: [10, 7],
    colour: '#7a4a24',
    shape: 'oval',
    marking: 'floss',
    picture: pictures.milkweed,
    paper: '#dcd0ea',
  },
  squash: {
    name: 'Butternut',
    variety: 'Waltham, open-pollinated',
    size: [15, 8],
    colour: '#eadcb0',
    shape: 'oval',
    marking: 'rim',
    picture: pictures.squash,
    paper: '#e9cf9a',
  },
  herbs: {
    name: 'Cilantro & Dill',
    variety: 'Slow-bolt · Bouquet',
    size: [6, 6],
    colour: '#b89a5e',
    shape: 'round',
    picture: pictures.herbs,
    paper: '#d6e4c4',
  },
} satisfies Record<string, SeedKind>;
