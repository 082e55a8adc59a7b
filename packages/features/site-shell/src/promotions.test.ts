import { describe, expect, it } from 'vitest';
import {
  ANNOUNCEMENT_COOKIE,
  announcementKey,
  canOpenPopup,
  isAnnouncementShown,
  isPopupDue,
  isPopupPage,
} from './promotions.ts';
import { testSite } from './test/site.ts';

describe('isAnnouncementShown (site-wide §2 announcement bar)', () => {
  const site = testSite({ announcement: { text: 'Open this Sunday 10–4' } });

  it('shows a set announcement until this text is dismissed (remembered by cookie)', () => {
    expect(isAnnouncementShown(site, null)).toBe(true);
    const cookie = `a=1; ${ANNOUNCEMENT_COOKIE}=${announcementKey('Open this Sunday 10–4')}`;
    expect(isAnnouncementShown(site, cookie)).toBe(false);
  });

  it('shows a new announcement again, and nothing without text', () => {
    const cookie = `${ANNOUNCEMENT_COOKIE}=${announcementKey('Last week’s news')}`;
    expect(isAnnouncementShown(site, cookie)).toBe(true);
    expect(isAnnouncementShown(testSite(), null)).toBe(false);
  });
});

describe('isPopupDue (site-wide §4 Popup)', () => {
  const site = testSite({
    features: { popup: true },
    popup: { title: 'EOFY sale', expires_at: '2026-06-30' },
  });

  it('is due once per session while the switch is on and before expiry', () => {
    expect(isPopupDue(site, new Date('2026-06-30T20:00:00'), false)).toBe(true);
    expect(isPopupDue(site, new Date('2026-06-30T20:00:00'), true)).toBe(false);
  });

  it('is hidden after its expiry date has passed', () => {
    expect(isPopupDue(site, new Date('2026-07-01T00:00:01'), false)).toBe(false);
  });

  it('is hidden when the switch is off or it has no title', () => {
    expect(
      isPopupDue({ ...site, features: { ...site.features, popup: false } }, new Date(0), false),
    ).toBe(false);
    expect(isPopupDue(testSite({ features: { popup: true } }), new Date(0), false)).toBe(false);
  });
});

describe('isPopupPage (site-wide §4 Popup: not over the landing page)', () => {
  it('keeps the page a visit lands on, and its reloads, free of the popup', () => {
    expect(isPopupPage(null, '/')).toBe(false);
    expect(isPopupPage('/cars/2019-toyota-hilux', '/cars/2019-toyota-hilux')).toBe(false);
  });

  it('lets any other page of the visit open it', () => {
    expect(isPopupPage('/', '/search')).toBe(true);
    expect(isPopupPage('/search?query=Toyota', '/search?query=Ford')).toBe(true);
    expect(isPopupPage('/cars/2019-toyota-hilux', '/')).toBe(true);
  });
});

describe('canOpenPopup (site-wide §4 Popup: never over a dialog or a field in use)', () => {
  const page = (html: string, focus?: string) => {
    document.body.innerHTML = html;
    if (focus) (document.querySelector(focus) as HTMLElement).focus();
    else (document.activeElement as HTMLElement | null)?.blur();
    return document;
  };

  it('opens on a quiet page', () => {
    expect(canOpenPopup(page('<main><a href="/">Home</a></main>', 'a'))).toBe(true);
  });

  it('waits while the Filters drawer or another dialog is open', () => {
    expect(
      canOpenPopup(page('<div role="dialog" data-state="open" aria-label="Filters"></div>')),
    ).toBe(false);
    expect(canOpenPopup(page('<dialog open>Compare</dialog>'))).toBe(false);
    expect(canOpenPopup(page('<div role="dialog" data-state="closed"></div>'))).toBe(true);
  });

  it('waits while a form field has focus', () => {
    expect(canOpenPopup(page('<input name="email">', 'input'))).toBe(false);
    expect(canOpenPopup(page('<textarea></textarea>', 'textarea'))).toBe(false);
    expect(canOpenPopup(page('<select><option>A</option></select>', 'select'))).toBe(false);
  });
});
