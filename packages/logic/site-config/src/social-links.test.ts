import { describe, expect, it } from 'vitest';
import { resolveSiteConfig } from './resolve-site-config.ts';
import { socialLinks } from './social-links.ts';

const site = (overrides: Record<string, unknown>) =>
  resolveSiteConfig({ slug: 'acme', name: 'Acme', template: 'classic', ...overrides });

const allUrls = {
  tiktok_url: 'https://tiktok.com/@acme',
  linkedin_url: 'https://linkedin.com/company/acme',
  youtube_url: 'https://youtube.com/@acme',
  instagram_url: 'https://instagram.com/acme',
  facebook_url: 'https://facebook.com/acme',
};

describe('socialLinks', () => {
  it('lists facebook, instagram, youtube, linkedin, tiktok in that order (site-wide §2)', () => {
    expect(socialLinks(site(allUrls)).map((link) => link.network)).toEqual([
      'facebook',
      'instagram',
      'youtube',
      'linkedin',
      'tiktok',
    ]);
    expect(socialLinks(site(allUrls))[0]).toEqual({
      network: 'facebook',
      url: 'https://facebook.com/acme',
    });
  });

  it('hides a network whose switch is off even with a URL (site-wide §2)', () => {
    const links = socialLinks(site({ ...allUrls, social: { instagram: false } }));
    expect(links.map((link) => link.network)).not.toContain('instagram');
    expect(links).toHaveLength(4);
  });

  it('hides a network without a URL even when its switch is on (site-wide §2)', () => {
    expect(socialLinks(site({ facebook_url: 'https://facebook.com/acme' }))).toEqual([
      { network: 'facebook', url: 'https://facebook.com/acme' },
    ]);
    expect(socialLinks(site({}))).toEqual([]);
  });

  it('treats a blank URL as no URL (site-wide §2)', () => {
    const plain = {
      ...site({}),
      youtube_url: '   ',
      social: { facebook: true, instagram: true, youtube: true, linkedin: true, tiktok: true },
    };
    expect(socialLinks(plain)).toEqual([]);
  });
});
