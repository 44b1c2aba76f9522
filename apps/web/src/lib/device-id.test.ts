import { describe, expect, it } from 'vitest';
import { DEVICE_ID_STORAGE_KEY, deviceId } from './device-id.ts';

describe('deviceId', () => {
  it('creates a valid id once and keeps it', () => {
    const first = deviceId();
    expect(first).toMatch(/^[\w-]{16,128}$/);
    expect(window.localStorage.getItem(DEVICE_ID_STORAGE_KEY)).toBe(first);
    expect(deviceId()).toBe(first);
  });

  it('replaces a stored value the server would refuse', () => {
    window.localStorage.setItem(DEVICE_ID_STORAGE_KEY, 'bad id!');
    const id = deviceId();
    expect(id).not.toBe('bad id!');
    expect(id).toMatch(/^[\w-]{16,128}$/);
  });
});
