// The theme contract: every token a renderer may use. Values come at run time from the tenant
// (src/theme/tokens.ts); the defaults below only cover the moment before the tenant loads.
import { createGlobalTheme, createThemeContract, createVar, globalStyle } from '@vanilla-extract/css';

const colorNames = [
  'primary',
  'onPrimary',
  'primaryText',
  'secondary',
  'onSecondary',
  'third',
  'onThird',
  'fourth',
  'onFourth',
  'background',
  'onBackground',
  'surface',
  'text',
  'textMuted',
  'border',
  'danger',
  'onDanger',
  'header',
  'onHeader',
  'footer',
  'onFooter',
  'statusBar',
  'menu1',
  'onMenu1',
  'menu2',
  'onMenu2',
  'menu3',
  'onMenu3',
  'menu4',
  'onMenu4',
  'itemText',
  'itemDescription',
  'firstItemText',
  'emphasis',
] as const;

const fontNames = ['body', 'itemText', 'itemDescription', 'firstItemText'] as const;
const sizeNames = ['itemText', 'itemDescription', 'firstItemText'] as const;

const nulls = <K extends string>(names: readonly K[]) =>
  Object.fromEntries(names.map((name) => [name, null])) as Record<K, null>;

export const vars = createThemeContract({
  color: nulls(colorNames),
  font: nulls(fontNames),
  fontSize: nulls(sizeNames),
  radius: { card: null, button: null },
  backgroundImage: null,
});

export type ColorToken = (typeof colorNames)[number];
export type FontToken = (typeof fontNames)[number];
export type SizeToken = (typeof sizeNames)[number];
export { colorNames, fontNames, sizeNames };

const system = `'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif`;

createGlobalTheme(':root', vars, {
  color: {
    primary: '#334155',
    onPrimary: '#ffffff',
    primaryText: '#334155',
    secondary: '#64748b',
    onSecondary: '#ffffff',
    third: '#1e293b',
    onThird: '#ffffff',
    fourth: '#f1f5f9',
    onFourth: '#111827',
    background: '#f8fafc',
    onBackground: '#111827',
    surface: '#ffffff',
    text: '#111827',
    textMuted: '#4b5563',
    border: '#d1d5db',
    danger: '#b91c1c',
    onDanger: '#ffffff',
    header: '#334155',
    onHeader: '#ffffff',
    footer: '#1e293b',
    onFooter: '#ffffff',
    statusBar: '#334155',
    menu1: '#334155',
    onMenu1: '#ffffff',
    menu2: '#64748b',
    onMenu2: '#ffffff',
    menu3: '#1e293b',
    onMenu3: '#ffffff',
    menu4: '#f1f5f9',
    onMenu4: '#111827',
    itemText: '#111827',
    itemDescription: '#4b5563',
    firstItemText: '#111827',
    emphasis: '#334155',
  },
  font: { body: system, itemText: system, itemDescription: system, firstItemText: system },
  fontSize: { itemText: '1rem', itemDescription: '0.875rem', firstItemText: '1.25rem' },
  radius: { card: '12px', button: '8px' },
  backgroundImage: 'none',
});

/**
 * The height the page frame's fixed bars take at the top and the bottom of the screen, 0 where a
 * section's design hides them: the frame sets them, a layout that fills the screen between the bars
 * (the fullscreen home) reads them instead of guessing the bars' size.
 */
export const frameVars = { top: createVar(), bottom: createVar() };

globalStyle(':root', { vars: { [frameVars.top]: '0px', [frameVars.bottom]: '0px' } });
