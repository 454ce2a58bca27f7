import { describe, expect, it } from 'vitest';
import { escapeHtml, html } from './escape-html';

describe('escapeHtml', () => {
  it('escapes the five characters that can open markup or leave an attribute', () => {
    expect(escapeHtml(`<script>alert("x")</script> & 'y'`)).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;',
    );
  });

  it('leaves ordinary text, including Indian scripts and the rupee sign, as it is', () => {
    expect(escapeHtml('₹ 1,20,000 — शर्मा')).toBe('₹ 1,20,000 — शर्मा');
  });
});

describe('html', () => {
  it('escapes interpolated text but keeps markup it made itself', () => {
    const name = '<b>Client</b>';
    expect(html`<p>${name}</p>${html`<i>${'a&b'}</i>`}`.value).toBe(
      '<p>&lt;b&gt;Client&lt;/b&gt;</p><i>a&amp;b</i>',
    );
  });

  it('joins lists and leaves out null, undefined and false', () => {
    expect(
      html`<ul>${['<1>', 2].map((x) => html`<li>${x}</li>`)}${null}${undefined}${false}</ul>`.value,
    ).toBe('<ul><li>&lt;1&gt;</li><li>2</li></ul>');
  });
});
