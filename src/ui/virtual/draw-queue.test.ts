import { afterEach, describe, expect, it, vi } from 'vitest';
import { DRAWN_PER_FRAME, drawSoon } from './draw-queue';

describe('drawSoon', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('draws a couple of rows per frame, in the order they asked, and forgets a cancelled one', () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    const drawn: number[] = [];
    const cancels = Array.from({ length: 14 }, (_, at) => drawSoon(() => drawn.push(at)));
    cancels[3]?.();
    const nextFrame = () => frames.shift()?.(performance.now());

    expect(drawn).toEqual([]);
    nextFrame();
    expect(DRAWN_PER_FRAME).toBe(2);
    expect(drawn).toEqual([0, 1]);
    nextFrame();
    expect(drawn).toEqual([0, 1, 2, 4]);
    for (let frame = 0; frame < 4; frame++) nextFrame();
    expect(drawn).toHaveLength(12);
    nextFrame();
    expect(drawn).toEqual([0, 1, 2, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    // Nothing left: no frame is asked for.
    expect(frames).toHaveLength(0);
  });
});
