export { loadPostcodes, type PostcodeLocality } from './load-postcodes.ts';
export { findLocality, localitiesNear } from './localities.ts';
export {
  buildPostcodeIndex,
  findPostcode,
  type PostcodePlace,
  postcodeIndex,
} from './postcode-index.ts';
export { titleCaseLocality } from './title-case-locality.ts';
