export declare const LOGO_CONTRAST_MIN: number;
export declare const LOGO_MAX_INVISIBLE_SHARE: number;
export interface LogoContrast {
  /** Pixels drawn (alpha ≥ 50%) at the checked width. */
  drawn: number;
  /** Share of the drawn pixels below 3:1 against the surface. */
  invisibleShare: number;
  /** At most `LOGO_MAX_INVISIBLE_SHARE` lost, and something drawn. */
  visible: boolean;
}
export declare function logoContrast(
  image: Buffer | Uint8Array,
  surface: string,
  options?: { width?: number },
): Promise<LogoContrast>;
