import { describe, expect, it } from 'vitest';
import { isDriverClosedSocketWrite } from './driver-crash-guard';

describe('isDriverClosedSocketWrite', () => {
  it('knows the driver’s write to a closed socket, and nothing else', () => {
    const driver = new TypeError("Cannot read properties of null (reading 'write')");
    driver.stack = `${driver.message}\n    at Immediate.nextWrite (file:///app/node_modules/postgres/src/connection.js:255:22)`;
    expect(isDriverClosedSocketWrite(driver)).toBe(true);
    const ours = new TypeError("Cannot read properties of null (reading 'write')");
    ours.stack = `${ours.message}\n    at send (file:///app/api/src/plugins/mailer.ts:10:1)`;
    expect(isDriverClosedSocketWrite(ours)).toBe(false);
    expect(isDriverClosedSocketWrite(new Error('boom'))).toBe(false);
  });
});
