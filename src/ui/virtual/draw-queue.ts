// Rows sketched during a fling are drawn in full once it ends, one at each frame: drawing a whole
// screen of them at once (style, layout and paint of some 24 cards with their images and links) made
// one frame too long for a slow machine. Rows are drawn in the order they asked, top rows first.

/** Rows drawn in full per animation frame. */
export const DRAWN_PER_FRAME = 1;

const waiting = new Set<() => void>();
let frame = 0;

/** Runs `draw` at a coming frame, after those that asked before; the function returned cancels it. */
export function drawSoon(draw: () => void): () => void {
  waiting.add(draw);
  if (!frame) frame = requestAnimationFrame(drawSome);
  return () => {
    waiting.delete(draw);
  };
}

function drawSome() {
  frame = 0;
  let drawn = 0;
  // A Set keeps the order things were added in, and deleting while iterating is safe.
  for (const draw of waiting) {
    waiting.delete(draw);
    draw();
    if (++drawn === DRAWN_PER_FRAME) break;
  }
  if (waiting.size > 0) frame = requestAnimationFrame(drawSome);
}
