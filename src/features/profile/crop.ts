// The square crop of the profile photo (content-app.md 5, 9: a 250x250 JPEG). The image covers a
// square view; zoom enlarges it around the view's centre and the offset slides it, never leaving a
// gap. All geometry lives here, free of the canvas, so it can be tested as numbers.

export const AVATAR_SIZE = 250;
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;

export interface Size {
  width: number;
  height: number;
}

/** Where the image's top-left corner sits in the view (0 or less), at this zoom. */
export interface Crop {
  zoom: number;
  x: number;
  y: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Image pixels to view pixels at zoom 1: the smaller side fills the square. */
const coverScale = (image: Size, view: number) => Math.max(view / image.width, view / image.height);

const scaledSize = (image: Size, view: number, zoom: number) => {
  const scale = coverScale(image, view) * zoom;
  return { width: image.width * scale, height: image.height * scale };
};

/** Keeps the zoom in range and the image over the whole view. */
export function clampCrop(crop: Crop, image: Size, view: number): Crop {
  const zoom = clamp(crop.zoom, MIN_ZOOM, MAX_ZOOM);
  const { width, height } = scaledSize(image, view, zoom);
  return { zoom, x: clamp(crop.x, view - width, 0), y: clamp(crop.y, view - height, 0) };
}

/** The image centred at zoom 1. */
export function centredCrop(image: Size, view: number): Crop {
  const { width, height } = scaledSize(image, view, MIN_ZOOM);
  return { zoom: MIN_ZOOM, x: (view - width) / 2, y: (view - height) / 2 };
}

/** A new zoom that keeps the point under the view's centre where it is. */
export function zoomTo(crop: Crop, zoom: number, image: Size, view: number): Crop {
  const next = clamp(zoom, MIN_ZOOM, MAX_ZOOM);
  const ratio = next / crop.zoom;
  const centre = view / 2;
  return clampCrop(
    { zoom: next, x: centre - (centre - crop.x) * ratio, y: centre - (centre - crop.y) * ratio },
    image,
    view,
  );
}

export const panBy = (crop: Crop, dx: number, dy: number, image: Size, view: number): Crop =>
  clampCrop({ ...crop, x: crop.x + dx, y: crop.y + dy }, image, view);

/** The square of the image, in its own pixels, that the view shows: what is drawn and exported. */
export function sourceSquare(crop: Crop, image: Size, view: number) {
  const scale = coverScale(image, view) * crop.zoom;
  // 0 - x rather than -x: an offset of 0 is the image's edge, not -0.
  return { sx: 0 - crop.x / scale, sy: 0 - crop.y / scale, size: view / scale };
}
