import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERS } from '../packages/shared/src/demo.ts';

/** A real PNG of the repository (a list screenshot), as someone would pick a photo. */
const picture = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots', 'engagement-list-1024.png');

test('a person uploads a picture, crops it, crops the kept original again and removes it', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO_USERS.specialist);
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await page.goto('/my-account');

  // The picture is cropped in the browser: zoom in, then save the square shown.
  await page.locator('input[type="file"]').setInputFiles(picture);
  const crop = page.getByRole('dialog', { name: 'Crop your picture' });
  await expect(crop.getByRole('img', { name: 'The part of the picture shown as your avatar' })).toBeVisible();
  const zoom = crop.getByRole('slider', { name: 'Zoom' });
  await zoom.focus();
  for (let i = 0; i < 10; i++) await zoom.press('ArrowRight');
  const saved = page.waitForResponse((r) => r.url().endsWith('/avatar') && r.request().method() === 'PUT');
  await crop.getByRole('button', { name: 'Save picture' }).click();
  const user = await (await saved).json();
  expect(user.photoParams.width).toBe(user.photoParams.height);
  expect(user.originalPhotoId).toBeTruthy();
  await expect(crop).toBeHidden();
  await expect(page.getByText('Your picture was saved.')).toBeVisible();

  // Cropping again starts from the kept original and the stored crop, and keeps that original.
  await page.getByRole('button', { name: 'Crop again' }).click();
  const again = page.getByRole('dialog', { name: 'Crop your picture' });
  await again.getByRole('slider', { name: 'Left and right' }).focus();
  await again.getByRole('slider', { name: 'Left and right' }).press('ArrowRight');
  const recropped = page.waitForResponse((r) => r.url().endsWith('/avatar') && r.request().method() === 'PUT');
  await again.getByRole('button', { name: 'Save picture' }).click();
  const after = await (await recropped).json();
  expect(after.originalPhotoId).toBe(user.originalPhotoId);
  expect(after.photoId).not.toBe(user.photoId);
  expect(after.photoParams.x).toBe(user.photoParams.x + 1);

  await page.getByRole('button', { name: 'Remove picture' }).click();
  await expect(page.getByText('Your picture was removed.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload picture' })).toBeVisible();
});
