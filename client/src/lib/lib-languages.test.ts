import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ImageTooLargeError, imageErrorMessage } from './compress-image';
import { switchLocale } from './i18n/locale-store';
import { notAPhotoMessage } from './photo-type';
import { PUSH_BLOCKED, PushUnavailable } from './web-push';

/** The shared helpers' words are made when they are said, in the language of that moment. */
describe('shared messages (docs/decisions.md "Languages")', () => {
  it('name refused files with the plural of each language', async () => {
    expect(notAPhotoMessage(['seeds.pdf'])).toBe(
      'seeds.pdf is not a photo. Choose a JPEG, PNG, WebP, GIF, AVIF or HEIC image.',
    );
    expect(new ImageTooLargeError().message).toBe(
      "Couldn't compress below 3 MB; please choose a smaller image.",
    );
    await act(() => switchLocale('es'));
    expect(notAPhotoMessage(['seeds.pdf'])).toBe(
      'seeds.pdf no es una foto. Elige una imagen JPEG, PNG, WebP, GIF, AVIF o HEIC.',
    );
    expect(notAPhotoMessage(['seeds.pdf', 'list.txt'])).toBe(
      'seeds.pdf, list.txt no son fotos. Elige una imagen JPEG, PNG, WebP, GIF, AVIF o HEIC.',
    );
    expect(new ImageTooLargeError().message).toBe(
      'No pudimos dejarla en menos de 3 MB; elige una imagen más pequeña.',
    );
    expect(imageErrorMessage(null)).toBe('No pudimos procesar la imagen.');
  });

  it("say why pushes cannot be turned on in the member's language", async () => {
    expect(new PushUnavailable('blocked').message).toBe(PUSH_BLOCKED);
    await act(() => switchLocale('es'));
    expect(new PushUnavailable('blocked').message).toBe(
      'Las notificaciones de Homegrown están bloqueadas en este navegador. Permítelas en los ajustes del sitio del navegador y vuelve a intentarlo.',
    );
  });
});
