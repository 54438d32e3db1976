import { describe, expect, it } from 'vitest';
import { contrast, AA } from './contrast';
import { sectionTokens, tenantTokens } from './tokens';

const aurora = {
  primaryColor: '#0F766E',
  secondaryColor: '#F97316',
  thirdColor: '#134E4A',
  fourthColor: '#FFEDD5',
};
const lowContrast = {
  primaryColor: '#FFFF66',
  secondaryColor: '#EEEEEE',
  thirdColor: '#CCCCCC',
  fourthColor: '#FAFAFA',
};

const pairs = [
  ['primary', 'onPrimary'],
  ['secondary', 'onSecondary'],
  ['third', 'onThird'],
  ['fourth', 'onFourth'],
  ['header', 'onHeader'],
  ['footer', 'onFooter'],
  ['menu1', 'onMenu1'],
  ['menu2', 'onMenu2'],
  ['menu3', 'onMenu3'],
  ['menu4', 'onMenu4'],
  ['background', 'onBackground'],
] as const;

describe('tenant colours to theme tokens', () => {
  it('keeps the tenant colours as the brand tokens', () => {
    const tokens = tenantTokens(aurora);
    expect(tokens.color.primary).toBe('#0F766E');
    expect(tokens.color.secondary).toBe('#F97316');
    expect(tokens.color.header).toBe('#0F766E');
  });

  it.each([
    ['aurora', aurora],
    ['a low-contrast palette', lowContrast],
  ])('gives readable text (WCAG AA) on every colour of %s', (_name, app) => {
    const tokens = tenantTokens(app, { header: { color: '#FFFF00' }, menu: { firstColor: '#FFFFAA' } });
    for (const [background, text] of pairs)
      expect(contrast(tokens.color[text], tokens.color[background])).toBeGreaterThanOrEqual(AA);
    expect(contrast(tokens.color.primaryText, tokens.color.background)).toBeGreaterThanOrEqual(AA);
    expect(contrast(tokens.color.itemText, tokens.color.surface)).toBeGreaterThanOrEqual(AA);
  });

  it('darkens a light brand colour used as text, keeping its hue', () => {
    const tokens = tenantTokens(lowContrast);
    expect(tokens.color.primaryText).not.toBe('#ffffff');
    expect(tokens.color.primaryText).not.toBe('#FFFF66');
    const [r, g, b] = [1, 3, 5].map((at) => parseInt(tokens.color.primaryText.slice(at, at + 2), 16));
    // Yellow stays yellowish: red and green close, blue lowest.
    expect(Math.abs(r! - g!)).toBeLessThanOrEqual(8);
    expect(b).toBeLessThan(r!);
  });

  it('maps the menu colours (firstColor to fourthColor) and the footer colour', () => {
    const tokens = tenantTokens(aurora, {
      menu: { firstColor: '#111111', secondColor: '#222222', thirdColor: '#333333', fourthColor: '#EEEEEE' },
      footer: { showfooter: true, color: '#444444' },
    });
    expect([tokens.color.menu1, tokens.color.menu2, tokens.color.menu3, tokens.color.menu4]).toEqual([
      '#111111',
      '#222222',
      '#333333',
      '#EEEEEE',
    ]);
    expect(tokens.color.onMenu4).toBe('#111827');
    expect(tokens.color.footer).toBe('#444444');
  });

  it('applies a section design over the tenant tokens: background, item texts, fonts and image', () => {
    const base = tenantTokens(aurora);
    const tokens = sectionTokens(base, {
      general: { backgroundColor: '#101010' },
      itemText: { color: '#FF0000', fontFamily: 'Georgia', fontSize: '18px' },
      firstItemText: { color: '#FAFAFA' },
      backgroundImage: '/demo/fundo.svg',
    });
    expect(tokens.color.background).toBe('#101010');
    expect(tokens.color.onBackground).toBe('#ffffff');
    expect(tokens.color.firstItemText).toBe('#fafafa');
    expect(contrast(tokens.color.itemText, '#ffffff')).toBeGreaterThanOrEqual(AA);
    expect(tokens.font.itemText).toContain('Georgia');
    expect(tokens.fontSize.itemText).toBe('18px');
    expect(tokens.backgroundImage).toBe('url("/demo/fundo.svg")');
    expect(tokens.color.primary).toBe(base.color.primary);
  });

  it('refuses a background image that could break out of url()', () => {
    expect(tenantTokens(aurora, { backgroundImage: 'x") ; background: red' }).backgroundImage).toBe('none');
    expect(tenantTokens(aurora, { backgroundImage: 'javascript:alert(1)' }).backgroundImage).toBe('none');
  });
});
