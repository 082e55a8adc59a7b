import { vehicleSideGroup } from './car-image-svg.ts';

/** The scenes of the demo campaign art, one per slide in turn. */
export const PROMO_SCENES = ['showroom', 'coast', 'city'] as const;
export type PromoScene = (typeof PROMO_SCENES)[number];

/** What a demo campaign picture shows. */
export interface PromoSceneInput {
  scene: PromoScene;
  /** The dealer's brand colour: the scene's light and accents. */
  primary: string;
  /** The vehicle in the picture (its body and paint). */
  vehicle: { simple_body: string; item_type?: string; colour: string };
  /** The picture's `<title>`. */
  title: string;
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function sceneBackground(scene: PromoScene, primary: string): string {
  if (scene === 'showroom') {
    return (
      '<defs><radialGradient id="l" cx=".68" cy=".2" r=".8"><stop offset="0" stop-color="#4a5260"/><stop offset="1" stop-color="#14171c"/></radialGradient></defs>' +
      '<rect width="1920" height="540" fill="url(#l)"/>' +
      `<path d="M1250 0h120l220 540H1030z" fill="${primary}" opacity=".18"/>` +
      '<path d="M1560 0h80l180 540h-420z" fill="#fff" opacity=".06"/>' +
      '<rect y="436" width="1920" height="104" fill="#0c0e11"/><ellipse cx="1460" cy="450" rx="520" ry="40" fill="#fff" opacity=".08"/>'
    );
  }
  if (scene === 'coast') {
    return (
      '<defs><linearGradient id="l" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5fb3e8"/><stop offset="1" stop-color="#f6e7c8"/></linearGradient></defs>' +
      '<rect width="1920" height="540" fill="url(#l)"/><circle cx="1700" cy="120" r="64" fill="#fff4cf"/>' +
      '<path d="M0 330q480-30 960 0t960 0v40H0z" fill="#2f7fb0"/><path d="M0 360h1920v80H0z" fill="#e8d3a4"/>' +
      `<rect y="436" width="1920" height="104" fill="#4b5058"/><path d="M0 486h1920" stroke="${primary}" stroke-width="6" stroke-dasharray="80 60"/>`
    );
  }
  return (
    '<defs><linearGradient id="l" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1c2540"/><stop offset="1" stop-color="#e08a5a"/></linearGradient></defs>' +
    '<rect width="1920" height="540" fill="url(#l)"/>' +
    '<path d="M0 436V300h90v-90h70v140h80V240h110v196zM1000 436V260h120v-60h80v236zM1300 436V310h90V180h100v256zM1560 436V280h140v156zM1740 436V220h180v216z" fill="#11162a" opacity=".85"/>' +
    `<rect y="436" width="1920" height="104" fill="#2b2f36"/><path d="M0 486h1920" stroke="${primary}" stroke-width="6" stroke-dasharray="80 60"/>`
  );
}

/**
 * Demo campaign art for a promotions slide (site-wide §9 "Promotions slider 1920x540"): a scene
 * lit in the dealer's colour with one of its vehicles on the right, the left third left calm for
 * the slide's HTML headline. Deterministic, self-contained SVG; the platform's `/_img` route
 * rasterises it like a photo.
 */
export function promoSceneSvg(input: PromoSceneInput): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1920 540" width="1920" height="540" role="img" aria-labelledby="t">` +
    `<title id="t">${escapeXml(input.title)}</title>` +
    sceneBackground(input.scene, input.primary) +
    vehicleSideGroup(input.vehicle, '1.3 0 0 1.3 1040 12') +
    '</svg>'
  );
}
