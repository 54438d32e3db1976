// Choosing, cropping and saving the profile photo (content-app.md 2.4, 5, 9): images only, a square
// crop with zoom drawn on a canvas (drag, or arrows and +/- from the keyboard), exported as a
// 250x250 JPEG, sent to the upload service, then saved as the user's photo.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { editField, uploadFile } from '../../api/profile';
import { getToken } from '../../session';
import { profileMessages } from '../../i18n/profile';
import { Modal } from '../../ui/Modal';
import { showToast } from '../../ui/toast';
import {
  AVATAR_SIZE,
  MAX_ZOOM,
  MIN_ZOOM,
  centredCrop,
  panBy,
  sourceSquare,
  zoomTo,
  type Crop,
  type Size,
} from './crop';
import { saveErrorText, TOAST_ERROR_MS, TOAST_SUCCESS_MS } from './feedback';
import { LabelledField } from './ProfileField';
import * as css from './profile.css';

/** The crop view's side in CSS pixels (the canvas is drawn at the screen's pixel ratio). */
const VIEW = 280;
const PAN_STEP = 10;
const ZOOM_STEP = 0.1;

interface Props {
  open: boolean;
  idUser: number;
  onClose: () => void;
  onSaved: (url: string) => void;
}

export function PhotoEditor({ open, idUser, onClose, onSaved }: Props) {
  return (
    <Modal open={open} onClose={onClose} title={profileMessages.photoDialog}>
      <PhotoCropper idUser={idUser} onClose={onClose} onSaved={onSaved} />
    </Modal>
  );
}

async function loadImage(file: File): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(file);
  const image = new Image();
  image.src = url;
  try {
    await image.decode();
    return image;
  } finally {
    // Once decoded the element keeps its pixels; the address is no longer needed.
    URL.revokeObjectURL(url);
  }
}

function drawSquare(canvas: HTMLCanvasElement, image: HTMLImageElement, crop: Crop, side: number) {
  const context = canvas.getContext('2d');
  if (!context) return;
  const { sx, sy, size } = sourceSquare(crop, sizeOf(image), VIEW);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, side, side);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, sx, sy, size, size, 0, 0, side, side);
}

const sizeOf = (image: HTMLImageElement): Size => ({
  width: image.naturalWidth,
  height: image.naturalHeight,
});

function exportJpeg(image: HTMLImageElement, crop: Crop): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = AVATAR_SIZE;
  canvas.height = AVATAR_SIZE;
  drawSquare(canvas, image, crop, AVATAR_SIZE);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('toBlob'))), 'image/jpeg', 0.9),
  );
}

function PhotoCropper({ idUser, onClose, onSaved }: Omit<Props, 'open'>) {
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [crop, setCrop] = useState<Crop>({ zoom: MIN_ZOOM, x: 0, y: 0 });
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const canvas = useRef<HTMLCanvasElement>(null);
  const dragFrom = useRef<{ x: number; y: number } | null>(null);
  const ids = { file: useId(), hint: useId(), problem: useId(), zoom: useId() };

  useEffect(() => {
    const element = canvas.current;
    if (!element || !image) return;
    const side = Math.round(VIEW * (window.devicePixelRatio || 1));
    element.width = side;
    element.height = side;
    drawSquare(element, image, crop, side);
  }, [image, crop]);

  async function choose(file: File | undefined) {
    setProblem(null);
    if (!file) return;
    if (!file.type.startsWith('image/')) return setProblem(profileMessages.photoOnlyImages);
    try {
      const loaded = await loadImage(file);
      setImage(loaded);
      setCrop(centredCrop(sizeOf(loaded), VIEW));
    } catch {
      setImage(null);
      setProblem(profileMessages.photoUnreadable);
    }
  }

  const move = (dx: number, dy: number) =>
    image && setCrop((current) => panBy(current, dx, dy, sizeOf(image), VIEW));
  const zoom = (value: number) => image && setCrop((current) => zoomTo(current, value, sizeOf(image), VIEW));

  function onKeyDown(event: KeyboardEvent<HTMLCanvasElement>) {
    const step = event.shiftKey ? PAN_STEP * 4 : PAN_STEP;
    const actions: Record<string, () => void> = {
      ArrowLeft: () => move(-step, 0),
      ArrowRight: () => move(step, 0),
      ArrowUp: () => move(0, -step),
      ArrowDown: () => move(0, step),
      '+': () => zoom(crop.zoom + ZOOM_STEP),
      '=': () => zoom(crop.zoom + ZOOM_STEP),
      '-': () => zoom(crop.zoom - ZOOM_STEP),
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  }

  function onPointerDown(event: PointerEvent<HTMLCanvasElement>) {
    event.currentTarget.setPointerCapture(event.pointerId);
    dragFrom.current = { x: event.clientX, y: event.clientY };
  }

  function onPointerMove(event: PointerEvent<HTMLCanvasElement>) {
    const from = dragFrom.current;
    if (!from) return;
    // The canvas may be drawn smaller than VIEW on narrow screens.
    const ratio = VIEW / (event.currentTarget.getBoundingClientRect().width || VIEW);
    move((event.clientX - from.x) * ratio, (event.clientY - from.y) * ratio);
    dragFrom.current = { x: event.clientX, y: event.clientY };
  }

  async function save() {
    if (!image || saving) return;
    setSaving(true);
    try {
      const jpeg = await exportJpeg(image, crop);
      const url = await uploadFile(jpeg, 'foto-perfil.jpg', getToken() ?? '');
      await editField(idUser, 'photo', url);
      showToast(profileMessages.saved, { tone: 'success', durationMs: TOAST_SUCCESS_MS });
      onSaved(url);
    } catch (error) {
      showToast(saveErrorText(error), { tone: 'error', durationMs: TOAST_ERROR_MS });
      setSaving(false);
    }
  }

  return (
    <div className={css.cropper}>
      <LabelledField id={ids.file} label={profileMessages.choosePhoto}>
        <input
          id={ids.file}
          type="file"
          accept="image/*"
          aria-describedby={problem ? `${ids.hint} ${ids.problem}` : ids.hint}
          onChange={(event) => void choose(event.target.files?.[0])}
        />
        <p id={ids.hint} className={css.hint}>
          {profileMessages.photoHint}
        </p>
        {problem ? (
          <p id={ids.problem} role="alert" className={css.error}>
            {problem}
          </p>
        ) : null}
      </LabelledField>
      {image ? (
        <>
          <canvas
            ref={canvas}
            className={css.cropCanvas}
            tabIndex={0}
            role="img"
            aria-label={profileMessages.cropArea}
            onKeyDown={onKeyDown}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={() => (dragFrom.current = null)}
            onPointerCancel={() => (dragFrom.current = null)}
          />
          <LabelledField id={ids.zoom} label={profileMessages.zoom} className={css.zoom}>
            <input
              id={ids.zoom}
              type="range"
              min={MIN_ZOOM}
              max={MAX_ZOOM}
              step={0.01}
              value={crop.zoom}
              onChange={(event) => zoom(Number(event.target.value))}
            />
          </LabelledField>
        </>
      ) : null}
      <div className={css.dialogActions}>
        <button type="button" className={css.button.secondary} onClick={onClose}>
          {profileMessages.cancel}
        </button>
        <button
          type="button"
          className={css.button.primary}
          disabled={!image || saving}
          onClick={() => void save()}
        >
          {saving ? profileMessages.sendingPhoto : profileMessages.savePhoto}
        </button>
      </div>
    </div>
  );
}
