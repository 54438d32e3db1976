// One image element for every card: intrinsic size set (no layout shift), lazy unless it is among
// the first ones on screen. alt="" because the card's visible title already names the link; an
// alt repeating it would be read twice (WCAG technique H2).
export const EAGER_COUNT = 3;

interface Props {
  src: string;
  className: string;
  /** Intrinsic size: the ratio the CSS keeps while the image loads. */
  width: number;
  height: number;
  eager?: boolean;
  /** When the file cannot be shown (a learning card then falls back to its original image). */
  onError?: () => void;
}

export function CardImage({ src, className, width, height, eager = false, onError }: Props) {
  return (
    <img
      src={src}
      alt=""
      className={className}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
      onError={onError}
    />
  );
}
