import { describe, expect, it } from 'vitest';
import { avatarForm } from './avatar.ts';

const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
const jpeg = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
const crop = { x: 1, y: 2, width: 30, height: 30 };

describe('avatarForm', () => {
  it('sends the cropped photo, a new original and the crop as multipart fields', () => {
    const form = avatarForm({ photo: png, original: jpeg, photoParams: crop });
    expect((form.get('photo') as File).name).toBe('avatar.png');
    expect((form.get('original') as File).name).toBe('original.jpg');
    expect(form.get('originalPhotoId')).toBeNull();
    expect(JSON.parse(form.get('photoParams') as string)).toEqual(crop);
  });

  it('names the kept original when cropping it again', () => {
    const form = avatarForm({ photo: jpeg, originalPhotoId: 'a1b2', photoParams: crop });
    expect((form.get('photo') as File).name).toBe('avatar.jpg');
    expect(form.get('original')).toBeNull();
    expect(form.get('originalPhotoId')).toBe('a1b2');
  });
});
