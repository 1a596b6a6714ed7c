import { afterEach, describe, expect, it, vi } from 'vitest';
import { warnOnOldNode } from './runtime.js';

describe('warnOnOldNode', () => {
  afterEach(() => vi.restoreAllMocks());

  it("logs 'Node.js v18+ is required' on Node 16, and nothing on Node 18 or in browsers", () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    warnOnOldNode('16.20.2');
    expect(log).toHaveBeenCalledWith('Node.js v18+ is required');
    log.mockClear();
    warnOnOldNode('18.0.0');
    warnOnOldNode(undefined);
    expect(log).not.toHaveBeenCalled();
  });
});
