// Zoom of the PDF viewer: a factor of the frame's width, 1 being "fit to width".
export const FIT_WIDTH = 1;
const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;

export const nextZoom = (zoom: number) => ZOOM_STEPS.find((step) => step > zoom + 1e-9) ?? zoom;

export const previousZoom = (zoom: number) => ZOOM_STEPS.findLast((step) => step < zoom - 1e-9) ?? zoom;

export const canZoomIn = (zoom: number) => nextZoom(zoom) !== zoom;
export const canZoomOut = (zoom: number) => previousZoom(zoom) !== zoom;
