import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { isVideoEmbedUrl, VideoEmbed } from './VideoEmbed.tsx';

describe('<VideoEmbed /> (vehicle-stock §5)', () => {
  it('embeds a provider embed address in a titled iframe (server-rendered here)', () => {
    const html = renderToStaticMarkup(
      <VideoEmbed src="https://www.youtube.com/embed/abc123" title="Walkaround video" />,
    );
    expect(html).toContain(
      '<iframe src="https://www.youtube.com/embed/abc123" title="Walkaround video"',
    );
    expect(html).toContain('loading="lazy"');
    expect(html).not.toContain('<video');
  });

  it('plays anything else in a native player with controls and captions', () => {
    const { container } = render(
      <VideoEmbed
        src="https://cdn.example/walkaround.mp4"
        title="Walkaround video"
        captions={{ src: '/captions.vtt', srcLang: 'en', label: 'English' }}
      />,
    );
    const video = container.querySelector('video');
    expect(video?.hasAttribute('controls')).toBe(true);
    expect(video?.querySelector('track')?.getAttribute('kind')).toBe('captions');
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('matches only addresses that start with an embed path', () => {
    expect(isVideoEmbedUrl('https://www.youtube.com/watch?v=abc')).toBe(false);
    expect(isVideoEmbedUrl('https://player.vimeo.com/video/1')).toBe(true);
    expect(isVideoEmbedUrl('https://x.example/embed/1', ['https://x.example/embed/'])).toBe(true);
    expect(screen.queryByRole('img')).toBeNull();
  });
});
