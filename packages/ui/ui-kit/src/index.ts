export {
  contrastRatio,
  ensureContrast,
  mixColours,
  parseHexColour,
  type Rgb,
  readableOn,
  relativeLuminance,
  toHexColour,
} from './theme/contrast.ts';
export {
  createTheme,
  NON_TEXT_CONTRAST_MIN,
  TEXT_CONTRAST_MIN,
  type ThemeOverrides,
} from './theme/create-theme.ts';
export { HEADER_FILL, headerBackground, headerFocusRing } from './theme/header-focus-ring.ts';
export {
  ThemeProvider,
  type ThemeProviderProps,
  usePortalContainer,
  useTheme,
} from './theme/ThemeProvider.tsx';
export { type ThemeVarName, themeCss, themeStyle, themeVars } from './theme/theme-vars.ts';
export {
  COLOR_ROLES,
  type ColorRole,
  NON_TEXT_CONTRAST_PAIRS,
  TEMPLATE_THEMES,
  TEXT_CONTRAST_PAIRS,
  type Theme,
  type ThemeColors,
} from './theme/themes.ts';
export {
  BREAKPOINTS,
  EASINGS,
  FONT_SIZES,
  FONT_WEIGHTS,
  LAYOUT,
  LINE_HEIGHTS,
  MOTION_MS,
  POPUP_SIZE,
  SPACING,
  Z_INDICES,
} from './theme/tokens.ts';
export {
  Accordion,
  type AccordionClassNames,
  type AccordionItem,
  type AccordionProps,
} from './ui/Accordion.tsx';
export {
  AnnouncementBar,
  type AnnouncementBarClassNames,
  type AnnouncementBarProps,
  type AnnouncementBarTranslations,
} from './ui/AnnouncementBar.tsx';
export { Badge, type BadgeClassNames, type BadgeProps } from './ui/Badge.tsx';
export {
  type BreadcrumbItem,
  Breadcrumbs,
  type BreadcrumbsClassNames,
  type BreadcrumbsProps,
  type BreadcrumbsTranslations,
} from './ui/Breadcrumbs.tsx';
export {
  Button,
  type ButtonClassNames,
  type ButtonProps,
  type ButtonTranslations,
  type ButtonVariant,
} from './ui/Button.tsx';
export { Card, type CardClassNames, type CardProps } from './ui/Card.tsx';
export { CardCheck, type CardCheckProps } from './ui/CardCheck.tsx';
export {
  Carousel,
  type CarouselClassNames,
  type CarouselProps,
  type CarouselTranslations,
} from './ui/Carousel.tsx';
export { Checkbox, type CheckboxClassNames, type CheckboxProps } from './ui/Checkbox.tsx';
export { CountUp, type CountUpClassNames, type CountUpProps } from './ui/CountUp.tsx';
export { cx } from './ui/cx.ts';
export {
  Dialog,
  type DialogClassNames,
  type DialogProps,
  type DialogTranslations,
} from './ui/Dialog.tsx';
export { Drawer, type DrawerProps } from './ui/Drawer.tsx';
export {
  ErrorBanner,
  type ErrorBannerClassNames,
  type ErrorBannerItem,
  type ErrorBannerProps,
  type ErrorBannerTranslations,
} from './ui/ErrorBanner.tsx';
export {
  FormField,
  type FormFieldClassNames,
  type FormFieldControl,
  type FormFieldProps,
} from './ui/FormField.tsx';
export { Gauge, type GaugeClassNames, type GaugeProps } from './ui/Gauge.tsx';
export { HomeSections, type HomeSectionsProps } from './ui/HomeSections.tsx';
export { Icon, type IconComponent, type IconProps } from './ui/Icon.tsx';
export { IconButton, type IconButtonClassNames, type IconButtonProps } from './ui/IconButton.tsx';
export { Image, type ImageClassNames, type ImageProps } from './ui/Image.tsx';
export {
  type ImageCdn,
  ImageCdnProvider,
  type ImageCdnProviderProps,
  useImageCdn,
} from './ui/ImageCdnProvider.tsx';
export {
  IMAGE_DEFAULTS,
  IMAGE_NOT_FOUND_SRC,
  type ImageUrlOptions,
  imageSrcSet,
  imageUrl,
} from './ui/image-url.ts';
export { interpolate } from './ui/interpolate.ts';
export {
  Lightbox,
  type LightboxClassNames,
  type LightboxImage,
  type LightboxProps,
  type LightboxTranslations,
} from './ui/Lightbox.tsx';
export {
  Link,
  type LinkClassNames,
  type LinkProps,
  type LinkTranslations,
} from './ui/Link.tsx';
export {
  Pagination,
  type PaginationClassNames,
  type PaginationProps,
  type PaginationTranslations,
  paginationRange,
} from './ui/Pagination.tsx';
export {
  Popup,
  type PopupClassNames,
  type PopupProps,
  type PopupTranslations,
} from './ui/Popup.tsx';
export {
  PriceText,
  type PriceTextClassNames,
  type PriceTextProps,
  type PriceTextTranslations,
} from './ui/PriceText.tsx';
export {
  RadioGroup,
  type RadioGroupClassNames,
  type RadioGroupProps,
  type RadioOption,
} from './ui/RadioGroup.tsx';
export {
  RangeSlider,
  type RangeSliderClassNames,
  type RangeSliderProps,
  type RangeSliderTranslations,
} from './ui/RangeSlider.tsx';
export {
  Select,
  type SelectClassNames,
  type SelectOption,
  type SelectProps,
} from './ui/Select.tsx';
export { Skeleton, type SkeletonClassNames, type SkeletonProps } from './ui/Skeleton.tsx';
export { Slider, type SliderClassNames, type SliderProps } from './ui/Slider.tsx';
export {
  Spinner,
  type SpinnerClassNames,
  type SpinnerProps,
  type SpinnerTranslations,
} from './ui/Spinner.tsx';
export {
  StarRating,
  type StarRatingClassNames,
  type StarRatingProps,
  type StarRatingTranslations,
} from './ui/StarRating.tsx';
export {
  StatBanner,
  type StatBannerClassNames,
  type StatBannerItem,
  type StatBannerProps,
} from './ui/StatBanner.tsx';
export {
  StickyBar,
  type StickyBarClassNames,
  type StickyBarProps,
  useScrolledPast,
} from './ui/StickyBar.tsx';
export {
  SwipeHint,
  type SwipeHintClassNames,
  type SwipeHintProps,
  type SwipeHintTranslations,
} from './ui/SwipeHint.tsx';
export { type TabItem, Tabs, type TabsClassNames, type TabsProps } from './ui/Tabs.tsx';
export { Tag, type TagClassNames, type TagProps, type TagTone } from './ui/Tag.tsx';
export {
  TagList,
  type TagListClassNames,
  type TagListItem,
  type TagListProps,
} from './ui/TagList.tsx';
export { TextField, type TextFieldClassNames, type TextFieldProps } from './ui/TextField.tsx';
export {
  Toaster,
  type ToasterClassNames,
  type ToasterProps,
  type ToasterTranslations,
  type ToastMessage,
} from './ui/Toast.tsx';
export {
  type ToastApi,
  ToastProvider,
  type ToastProviderProps,
  useToast,
} from './ui/ToastProvider.tsx';
export { Tooltip, type TooltipClassNames, type TooltipProps } from './ui/Tooltip.tsx';
export { TOAST_DEFAULT_DURATION_MS, TOAST_LIMIT } from './ui/toast-limits.ts';
export {
  isVideoEmbedUrl,
  VIDEO_EMBED_PREFIXES,
  type VideoCaptions,
  VideoEmbed,
  type VideoEmbedClassNames,
  type VideoEmbedProps,
} from './ui/VideoEmbed.tsx';
