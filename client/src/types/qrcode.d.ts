// The part of the `qrcode` package the browser uses (its browser build). @types/qrcode also
// describes the Node build and pulls Node's globals into the client's type check, where
// Buffer or process must not type-check (client/tsconfig.json maps `qrcode` here).
export interface QrSvgOptions {
  type: 'svg';
  errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H';
  margin?: number;
  width?: number;
  color?: { dark?: string; light?: string };
}

// biome-ignore lint/suspicious/noShadowRestrictedNames: the package's own export name.
export function toString(text: string, options: QrSvgOptions): Promise<string>;
