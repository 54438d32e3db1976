// The icon of a file (a chosen upload, a class attachment): a sheet in its kind's colour with the extension written on it. Its
// meaning is also in the text beside it, so the icon itself is hidden from assistive technology.
import type { FileKind } from '../fileType';
import * as css from './FileIcon.css';

export function FileIcon({ kind, extension }: { kind: FileKind | 'invalid'; extension: string }) {
  const label = extension.slice(0, 4).toUpperCase() || '?';
  return (
    <svg
      viewBox="0 0 40 48"
      className={`${css.icon} ${css.iconKind[kind]}`}
      aria-hidden="true"
      focusable="false"
      data-kind={kind}
    >
      <path d="M4 0h22l14 14v30a4 4 0 0 1-4 4H4a4 4 0 0 1-4-4V4a4 4 0 0 1 4-4z" fill="currentColor" />
      <path d="M26 0v10a4 4 0 0 0 4 4h10z" fill="#FFFFFF" fillOpacity="0.45" />
      {kind === 'invalid' ? (
        <path d="M13 23l14 14M27 23L13 37" stroke="#FFFFFF" strokeWidth="3.5" strokeLinecap="round" />
      ) : (
        <text
          x="20"
          y="36"
          textAnchor="middle"
          fill="#FFFFFF"
          fontSize={label.length > 3 ? 9.5 : 11}
          fontWeight="700"
          fontFamily="system-ui, sans-serif"
        >
          {label}
        </text>
      )}
    </svg>
  );
}
