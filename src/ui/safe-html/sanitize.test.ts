import { describe, expect, it } from 'vitest';
import { htmlToText, sanitizeHtml } from './sanitize';

describe('sanitizeHtml', () => {
  it('keeps text formatting, lists, images and links', () => {
    const html = '<p>Olá <strong>mundo</strong></p><ul><li>um</li></ul><img src="/a.png" alt="A">';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops scripts, event handlers and javascript: URLs', () => {
    const clean = sanitizeHtml(
      '<script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a>',
    );
    expect(clean).not.toMatch(/script|onerror|javascript:/i);
  });

  it('drops inline styles, style sheets and frames, which the CSP would refuse', () => {
    const clean = sanitizeHtml(
      '<p style="color:red">a</p><style>p{}</style><iframe src="https://x.test"></iframe>',
    );
    expect(clean).toBe('<p>a</p>');
  });

  it('opens links in a new tab without giving them the window', () => {
    expect(sanitizeHtml('<a href="https://exemplo.test">saiba mais</a>')).toBe(
      '<a href="https://exemplo.test" target="_blank" rel="noopener noreferrer">saiba mais</a>',
    );
  });
});

describe('htmlToText', () => {
  it('strips the tags and decodes entities', () => {
    expect(htmlToText('<p>Caf&eacute; <b>forte</b></p><script>x()</script>')).toBe('Café forte');
  });
});
