import { calyx } from './fruits';
import { n, type Sketch } from './kit';
import { leaf, sphere } from './shapes';

/** Label pictures, small and printed in flat inks like a real packet. */
export const pictures = {
  tomato: (sk: Sketch) =>
    sphere(sk, -10, 4, 16, '#b8322a', { gloss: 0.5 }) +
    sphere(sk, 14, 8, 13, '#6e2a3a', { gloss: 0.5 }) +
    calyx(sk, -10, -6, 7) +
    calyx(sk, 14, 0, 6),
  sunflower: (sk: Sketch) => {
    const petals: string[] = [];
    for (let i = 0; i < 16; i++) {
      petals.push(
        leaf(sk, {
          x: 0,
          y: 0,
          angle: i * 22.5,
          length: 28,
          width: 6,
          colour: '#f2b705',
          veins: 0,
        }),
      );
    }
    return `${petals.join('')}<circle r="13" fill="#5a3414"/><circle r="9" fill="#3d230c"/>`;
  },
  runnerBean: (sk: Sketch) => {
    const flowers = [
      [-14, -14],
      [-4, -20],
      [8, -14],
      [-10, -4],
    ]
      .map(
        ([x, y]) =>
          `<circle cx="${x}" cy="${y}" r="6" fill="#d7321f"/><circle cx="${x! - 1.5}" cy="${y! - 1.5}" r="2.5" fill="#f06a4f"/>`,
      )
      .join('');
    return (
      leaf(sk, {
        x: -4,
        y: 20,
        angle: -80,
        length: 44,
        width: 5,
        colour: '#4f8a2e',
        bend: 0.2,
        veins: 0,
      }) +
      leaf(sk, { x: 10, y: 18, angle: -20, length: 26, width: 13, colour: '#3f7a2a', veins: 3 }) +
      flowers
    );
  },
  lettuce: (sk: Sketch) => {
    const leaves: string[] = [];
    for (let i = 0; i < 9; i++) {
      leaves.push(
        leaf(sk, {
          x: 0,
          y: 14,
          angle: -165 + i * 19,
          length: 30,
          width: 14,
          shape: 'round',
          serrated: 0.1,
          colour: i % 3 === 0 ? '#8a3b3b' : '#7cb342',
          veins: 2,
        }),
      );
    }
    return leaves.join('');
  },
  pepper: (sk: Sketch) =>
    [
      [-14, -16, 70, '#d7261e'],
      [0, -18, 95, '#f07c12'],
      [14, -16, 115, '#c01b1b'],
    ]
      .map(([x, y, a, c]) =>
        leaf(sk, {
          x: x as number,
          y: y as number,
          angle: a as number,
          length: 38,
          width: 6,
          shape: 'lance',
          colour: c as string,
          veins: 0,
          bend: 0.1,
          stalk: 6,
        }),
      )
      .join(''),
  milkweed: (sk: Sketch) => {
    const florets: string[] = [];
    for (let i = 0; i < 16; i++) {
      const a = (i / 16) * Math.PI * 2;
      const d = 6 + (i % 3) * 5;
      florets.push(
        `<circle cx="${n(Math.cos(a) * d)}" cy="${n(Math.sin(a) * d * 0.7 - 6)}" r="4" fill="${i % 2 ? '#d86ca0' : '#b24d84'}"/>`,
      );
    }
    return (
      leaf(sk, { x: -2, y: 8, angle: 150, length: 30, width: 9, colour: '#5d8a46', veins: 3 }) +
      leaf(sk, { x: 2, y: 8, angle: 30, length: 30, width: 9, colour: '#5d8a46', veins: 3 }) +
      florets.join('')
    );
  },
  squash: (sk: Sketch) =>
    `<path d="M-26 2C-26 -8 -12 -10 -2 -8C8 -6 12 -16 22 -12C30 -8 30 12 20 16C10 20 2 10 -8 12C-18 14 -26 12 -26 2Z" fill="${sk.linear(
      [
        [0, '#f0c98a'],
        [1, '#c08a4a'],
      ],
    )}"/><path d="M-26 0L-32 -2" stroke="#6b4a22" stroke-width="3"/>`,
  herbs: (sk: Sketch) => {
    const umbel: string[] = [];
    for (let i = 0; i < 9; i++) {
      const a = -Math.PI / 2 + (i - 4) * 0.25;
      umbel.push(`M8 6L${n(8 + Math.cos(a) * 22)} ${n(6 + Math.sin(a) * 22)}`);
      umbel.push(
        `M${n(8 + Math.cos(a) * 22)} ${n(6 + Math.sin(a) * 22)}m-2 0a2 2 0 1 0 4 0a2 2 0 1 0 -4 0`,
      );
    }
    return (
      `<path d="${umbel.join('')}" stroke="#c9b21a" stroke-width="1.4" fill="#e3cf2a"/>` +
      leaf(sk, {
        x: -10,
        y: 22,
        angle: -110,
        length: 26,
        width: 10,
        colour: '#4f8a2e',
        shape: 'round',
        serrated: 0.25,
        veins: 2,
      }) +
      leaf(sk, {
        x: -10,
        y: 22,
        angle: -160,
        length: 22,
        width: 9,
        colour: '#558b2f',
        shape: 'round',
        serrated: 0.25,
        veins: 2,
      })
    );
  },
};
