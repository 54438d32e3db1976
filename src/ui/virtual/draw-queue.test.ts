import { afterEach, describe, expect, it, vi } from 'vitest';
import { DRAWN_PER_FRAME, drawSoon } from './draw-queue';

describe('drawSoon', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('draws one row per frame, in the order they asked, and forgets a cancelled one', () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    const drawn: number[] = [];
    const cancels = Array.from({ length: 5 }, (_, at) => drawSoon(() => drawn.push(at)));
    cancels[1]?.();
    const nextFrame = () => frames.shift()?.(performance.now());

    expect(DRAWN_PER_FRAME).toBe(1);
    expect(drawn).toEqual([]);
    nextFrame();
    expect(drawn).toEqual([0]);
    nextFrame();
    expect(drawn).toEqual([0, 2]);
    nextFrame();
    nextFrame();
    expect(drawn).toEqual([0, 2, 3, 4]);
    // Nothing left: no frame is asked for.
    expect(frames).toHaveLength(0);
  });
});
