/** The drawing's own coordinates; the stored photo is scaled from these. */
export const WIDTH = 480;
export const HEIGHT = 360;
