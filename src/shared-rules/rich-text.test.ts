// content-app.md 5: the editor's 500 characters and its link rule; the profile's cut (the comments'
// own cases are in server/comments/sanitize.test.ts, on the server's jsdom).
import DOMPurify from 'dompurify';
import { describe, expect, it } from 'vitest';
import { cleanRichText, editorLinkAddress, RICH_TEXT_MAX_LENGTH, type RichTextPurifier } from './rich-text';

// The unit project's jsdom window (this file is also type-checked by the server's project, which has no DOM).
const purifier = DOMPurify(
  (globalThis as unknown as { window: never }).window,
) as unknown as RichTextPurifier;

describe('editor links (content-app.md 5)', () => {
  it.each([
    ['https://aurora.example/agenda', 'https://aurora.example/agenda'],
    ['http://aurora.example', 'http://aurora.example/'],
    ['www.aurora.example/x?y=1', 'https://www.aurora.example/x?y=1'],
    ['  WWW.aurora.example  ', 'https://www.aurora.example/'],
  ])('accepts %s as %s', (raw, href) => expect(editorLinkAddress(raw)).toBe(href));

  it.each([
    'aurora.example',
    'ftp://aurora.example',
    'javascript:alert(1)',
    'https://',
    'www.',
    'https://aurora example',
    'mailto:ana@aurora.test',
    '/local/path',
    '',
  ])('refuses %j', (raw) => expect(editorLinkAddress(raw)).toBeNull());
});

describe('cleanRichText', () => {
  it('keeps the profile, drops the rest, and counts the text before cutting it at the limit', () => {
    const long = 'a'.repeat(RICH_TEXT_MAX_LENGTH + 5);
    const clean = cleanRichText(
      purifier,
      `<p dir="ltr"><b>Oi</b> <span style="x">${long}</span><a href="javascript:alert(1)">x</a></p><script>1</script>`,
      RICH_TEXT_MAX_LENGTH,
    );
    expect(clean.length).toBe(RICH_TEXT_MAX_LENGTH + 9);
    expect(clean.html).toBe(`<p><b>Oi</b> ${'a'.repeat(RICH_TEXT_MAX_LENGTH - 3)}</p>`);
    expect(clean.empty).toBe(false);
  });

  it('says when nothing is left to read', () => {
    expect(cleanRichText(purifier, '<p><br></p>', RICH_TEXT_MAX_LENGTH)).toEqual({
      html: '<p><br></p>',
      empty: true,
      length: 0,
    });
  });

  it('keeps http(s) links with their words', () => {
    expect(
      cleanRichText(purifier, '<a href="https://www.aurora.example/" onclick="x()">site</a>', 500).html,
    ).toBe('<a href="https://www.aurora.example/">site</a>');
  });
});
