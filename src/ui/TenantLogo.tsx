// The tenant's logo at a fixed height, its width reserved from the logo's intrinsic size (app details'
// logoSize, read by the reference API from the file) so nothing beside it moves when the file arrives.
import type { AppDetails } from '../generated/types';

interface Props {
  app: Pick<AppDetails, 'logo' | 'logoSize'>;
  /** The height it is drawn at, in CSS pixels. */
  height: number;
  className: string;
  /** '' when a visible name or the link's label already names the tenant. */
  alt: string;
}

export function TenantLogo({ app, height, className, alt }: Props) {
  if (!app.logo) return null;
  const size = app.logoSize;
  const width = size ? Math.round((height * size.width) / size.height) : undefined;
  return <img className={className} src={app.logo} alt={alt} height={height} width={width} />;
}
