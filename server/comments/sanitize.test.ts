// The text rule of learning-area.md 5 on the server's DOMPurify: b, i, u, a (href: http, https, mailto),
// p, br; everything else removed; 1000 characters of text at most; empty is empty.
import { describe, expect, it } from 'vitest';
import { cleanComment, COMMENT_MAX_LENGTH } from '../../src/shared-rules/comments.ts';
import { commentPurifier } from './sanitize.ts';

const clean = async (dirty: string) => cleanComment(await commentPurifier(), dirty);
const html = async (dirty: string) => (await clean(dirty)).html;

describe('a comment’s text', () => {
  it('keeps the allowed tags and links of the allowed schemes', async () => {
    const kept =
      '<p><b>Ótimo</b> <i>módulo</i>, <u>recomendo</u>!<br>Veja <a href="https://exemplo.test/a?b=1&amp;c=2">o guia</a>' +
      ' ou <a href="http://exemplo.test">este</a> e <a href="mailto:rh@horizonte.test">escreva</a>.</p>';
    expect(await html(kept)).toBe(kept);
  });

  it('removes scripts with their content, event handlers and javascript: links', async () => {
    expect(await html('Oi<script>alert(1)</script> você')).toBe('Oi você');
    expect(await html('<img src=x onerror="alert(2)">foto')).toBe('foto');
    expect(await html('<b onclick="alert(3)" onmouseover="x()">negrito</b>')).toBe('<b>negrito</b>');
    expect(await html('<a href="javascript:alert(4)">clique</a>')).toBe('<a>clique</a>');
    expect(await html('<a href=" JaVaScRiPt:alert(5)">clique</a>')).toBe('<a>clique</a>');
    expect(await html('<a href="data:text/html,<script>x</script>">dados</a>')).toBe('<a>dados</a>');
    expect(await html('<svg><script>alert(6)</script></svg><iframe src="https://x.test"></iframe>ok')).toBe(
      'ok',
    );
  });

  it('drops style attributes, style sheets, other attributes and relative links', async () => {
    expect(await html('<p style="color:red" class="x" id="y" data-a="1" title="t">texto</p>')).toBe(
      '<p>texto</p>',
    );
    expect(await html('<style>p{color:red}</style>texto')).toBe('texto');
    expect(await html('<a href="/level/501" target="_blank" rel="opener">interno</a>')).toBe(
      '<a>interno</a>',
    );
  });

  it('keeps the text of nested disallowed tags, and the allowed tags inside them', async () => {
    expect(await html('<div><span><b>um</b> <em>dois</em></span></div><h1>três</h1>')).toBe(
      '<b>um</b> doistrês',
    );
    expect(await html('<ul><li><i>item</i></li></ul><table><tr><td>célula</td></tr></table>')).toBe(
      '<i>item</i>célula',
    );
  });

  it(`cuts the text at ${COMMENT_MAX_LENGTH} characters, tags not counted, without breaking an emoji`, async () => {
    const long = await clean(`<b>${'a'.repeat(600)}</b><i>${'b'.repeat(600)}</i><p>fim</p>`);
    expect(long.html).toBe(`<b>${'a'.repeat(600)}</b><i>${'b'.repeat(400)}</i>`);
    const emoji = await clean(`${'a'.repeat(COMMENT_MAX_LENGTH - 1)}😀`);
    expect(emoji.html).toBe('a'.repeat(COMMENT_MAX_LENGTH - 1));
    expect(await html('&lt;b&gt; é texto')).toBe('&lt;b&gt; é texto');
  });

  it('is empty when nothing is left to read', async () => {
    for (const dirty of [
      '',
      '   ',
      '<p> </p><br>',
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
    ])
      expect((await clean(dirty)).empty, dirty).toBe(true);
    expect(await clean('  <b>oi</b>  ')).toEqual({ html: '<b>oi</b>', empty: false });
  });
});
