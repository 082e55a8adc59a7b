export {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  type LaunchChromiumOptions,
  launchChromium,
} from './chromium.ts';
export {
  CONTENT_TYPES,
  type ServeStaticOptions,
  type StaticServer,
  serveStatic,
} from './serve-static.ts';
