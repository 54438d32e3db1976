// Turns tokens into CSS custom properties of the contract. Set through the CSSOM (style.setProperty),
// which a strict Content-Security-Policy allows, unlike inline <style> or style="" markup.
import { assignInlineVars, setElementVars } from '@vanilla-extract/dynamic';
import { vars } from './contract.css';
import type { ThemeTokens } from './tokens';

export function themeStyle(tokens: ThemeTokens): Record<string, string> {
  return assignInlineVars(vars, {
    color: tokens.color,
    font: tokens.font as Record<string, string>,
    fontSize: tokens.fontSize as Record<string, string>,
    backgroundImage: tokens.backgroundImage,
  } as never) as Record<string, string>;
}

export function applyTheme(element: HTMLElement, tokens: ThemeTokens) {
  setElementVars(element, vars, tokens as never);
}
