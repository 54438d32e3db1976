// A pure function from the tenant's colours and a design format to the full token set
// (Bluesky's createThemes idea: a whole theme from a few inputs), readable text on every colour.
import type { AppDetails, DesignFormat } from '../generated/types';
import { ensureContrast, readableOn, darken } from './contrast';
import type { ColorToken, FontToken, SizeToken } from './contract.css';

export interface ThemeTokens {
  color: Record<ColorToken, string>;
  font: Partial<Record<FontToken, string>>;
  fontSize: Partial<Record<SizeToken, string>>;
  backgroundImage: string;
}

type TenantColours = Pick<AppDetails, 'primaryColor' | 'secondaryColor' | 'thirdColor' | 'fourthColor'>;

const BACKGROUND = '#f8fafc';
const SURFACE = '#ffffff';

/** The app-wide tokens of a tenant; `format` is the design of the home (menu, header, footer keys). */
export function tenantTokens(app: TenantColours, format: DesignFormat = {}): ThemeTokens {
  const primary = app.primaryColor;
  const secondary = app.secondaryColor;
  const third = app.thirdColor ?? darken(primary, 0.4);
  const fourth = app.fourthColor ?? '#f1f5f9';
  const background = format.general?.backgroundColor ?? BACKGROUND;
  const header = format.header?.backgroundColor ?? primary;
  const footer = format.footer?.color ?? third;
  const menu = {
    menu1: format.menu?.firstColor ?? primary,
    menu2: format.menu?.secondColor ?? secondary,
    menu3: format.menu?.thirdColor ?? third,
    menu4: format.menu?.fourthColor ?? fourth,
  };
  const text = readableOn(background);
  return {
    color: {
      primary,
      onPrimary: readableOn(primary),
      primaryText: ensureContrast(primary, background),
      secondary,
      onSecondary: readableOn(secondary),
      third,
      onThird: readableOn(third),
      fourth,
      onFourth: readableOn(fourth),
      background,
      onBackground: text,
      surface: SURFACE,
      text: readableOn(SURFACE),
      textMuted: ensureContrast('#4b5563', background),
      border: '#d1d5db',
      danger: '#b91c1c',
      onDanger: '#ffffff',
      header,
      onHeader: format.header?.color ? ensureContrast(format.header.color, header) : readableOn(header),
      footer,
      onFooter: readableOn(footer),
      statusBar: format.statusBar?.color ?? header,
      ...menu,
      onMenu1: readableOn(menu.menu1),
      onMenu2: readableOn(menu.menu2),
      onMenu3: readableOn(menu.menu3),
      onMenu4: readableOn(menu.menu4),
      ...itemColours(format, background, primary),
    },
    ...itemFonts(format),
    backgroundImage: backgroundImage(format),
  };
}

/** Per-section overrides: only the keys a section's design sets, on top of the tenant tokens. */
export function sectionTokens(base: ThemeTokens, format: DesignFormat): ThemeTokens {
  const background = format.general?.backgroundColor ?? base.color.background;
  return {
    color: {
      ...base.color,
      background,
      onBackground: readableOn(background),
      textMuted: ensureContrast('#4b5563', background),
      ...itemColours(format, background, base.color.primary),
    },
    font: { ...base.font, ...itemFonts(format).font },
    fontSize: { ...base.fontSize, ...itemFonts(format).fontSize },
    backgroundImage: format.backgroundImage ? backgroundImage(format) : base.backgroundImage,
  };
}

function itemColours(format: DesignFormat, background: string, primary: string) {
  // Item texts are drawn on cards (surface) or on the section background; keep both readable.
  const on = (color: string | undefined, fallback: string) =>
    color ? ensureContrast(color, SURFACE) : ensureContrast(fallback, SURFACE);
  return {
    itemText: on(format.itemText?.color, '#111827'),
    itemDescription: on(format.itemDescription?.color, '#4b5563'),
    firstItemText: format.firstItemText?.color
      ? ensureContrast(format.firstItemText.color, background)
      : readableOn(background),
    emphasis: ensureContrast(format.menuitem?.emphasisTextColor ?? primary, SURFACE),
  };
}

function itemFonts(format: DesignFormat) {
  const font: Partial<Record<FontToken, string>> = {};
  const fontSize: Partial<Record<SizeToken, string>> = {};
  for (const key of ['itemText', 'itemDescription', 'firstItemText'] as const) {
    const style = format[key];
    if (style?.fontFamily) font[key] = `${style.fontFamily}, system-ui, sans-serif`;
    if (style?.fontSize) fontSize[key] = style.fontSize;
  }
  return { font, fontSize };
}

/** Only same-origin paths and https images: the value lands in a CSS url(). */
function backgroundImage(format: DesignFormat): string {
  const url = format.backgroundImage;
  if (!url || !/^(\/(?!\/)|https:\/\/)[^"'()\\\s]+$/.test(url)) return 'none';
  return `url("${url}")`;
}
