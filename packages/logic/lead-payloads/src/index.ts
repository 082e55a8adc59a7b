export {
  CHECK_MARKER,
  collectAdditionalServices,
  RADIO_HELPER_MARKER,
} from './additional-services.ts';
export {
  ANALYTICS_EVENT_IDS,
  leadAnalyticsEventId,
  leadSentEventIds,
} from './analytics-events.ts';
export {
  BUY_ONLINE_MESSAGES,
  BUY_ONLINE_STEPS,
  type BuyOnlineStep,
  buyOnlineContactSchema,
  buyOnlineDeliverySchema,
  buyOnlinePaymentSchema,
  buyOnlineStepSchema,
  buyOnlineTradeInSchema,
} from './buy-online.ts';
export {
  type CarFormDefaults,
  type CarFormSite,
  carEnquiryMessage,
  carFormDefaults,
  type FormCar,
  findMeSomethingSimilarMessage,
  isFindMeSomethingSimilar,
  manufacturerSlug,
} from './car-form-defaults.ts';
export {
  CARD_AUTOCOMPLETE,
  formatCardExpiry,
  formatCardNumber,
  isAmexNumber,
} from './card-format.ts';
export { toCareersEnquiry } from './careers.ts';
export {
  type ContactFields,
  type ContactFieldsInput,
  contactFieldsSchema,
  emailSchema,
  lastNameSchema,
  nameSchema,
  PREFERRED_CONTACT_METHODS,
  type PreferredContactMethod,
  preferredContactMethodSchema,
} from './contact-fields.ts';
export { type DeliveryLookup, deliveryLookupSchema } from './delivery-lookup.ts';
export {
  type EnquiryFormOptions,
  type EnquiryFormSite,
  type EnquiryFormValues,
  enquiryFormOptions,
  enquiryFormSchema,
  requestPhotosFormSchema,
  type TestDriveFormOptions,
  testDriveFormSchema,
} from './enquiry-form.ts';
export {
  errorBanner,
  fieldErrors,
  type IssueList,
  ROOT_ERROR_KEY,
  validationErrorBody,
} from './field-errors.ts';
export { formDataToSave, type SavedFormData, shouldSaveFormData } from './form-data-save.ts';
export {
  buildLeadAttributes,
  type LeadAttributes,
  type QueryParamsInput,
} from './lead-attributes.ts';
export {
  encodeLeadAttribution,
  isLinkedQueryParam,
  LEAD_ATTRIBUTION_COOKIE,
  readLeadAttribution,
  recordLeadVisit,
  VISITED_PAGES_LIMIT,
  withLeadAttribution,
} from './lead-attribution.ts';
export {
  DEFAULT_RESERVATION_DEPOSIT,
  GENERAL_ENQUIRY_CATEGORIES,
  LEAD_CATEGORIES,
  LEAD_KINDS,
  LEAD_SOURCE,
  LEAD_SUBCATEGORIES,
  type LeadKind,
  REQUEST_PHOTOS_TEXT,
} from './lead-kinds.ts';
export {
  buildLeadPayload,
  FORM_ONLY_KEYS,
  type LeadPayloadContext,
  type LeadPayloadDraft,
} from './lead-payload.ts';
export {
  CAR_TYPES,
  LEAD_KIND_SCHEMAS,
  type Lead,
  type LeadInput,
  leadAttributesSchema,
  leadKind,
  leadSchema,
  optInSchema,
  optionalMessageSchema,
  requiredMessageSchema,
  TRADE_IN_MAX_KMS,
} from './lead-schema.ts';
export {
  DELIVERY_NOT_SERVICEABLE_MESSAGE,
  DELIVERY_POSTCODE_REQUIRED_MESSAGE,
  ENQUIRY_SUBMIT_FAILED_MESSAGE,
  FIELD_MESSAGES,
  FORM_ERRORS_HEADING,
  LEAD_SUBMISSION_FAILED_MESSAGE,
  POSTCODE_MESSAGE,
  TERMS_MESSAGE,
} from './messages.ts';
export {
  dollarsToCents,
  formatCents,
  ONLINE_PAYMENT_MESSAGES,
  ONLINE_PAYMENT_PURPOSES,
  type OnlinePaymentFormInput,
  type OnlinePaymentPurpose,
  onlinePaymentDetailsSchema,
  onlinePaymentFormSchema,
} from './online-payment.ts';
export { normalisePhone, phoneSchema } from './phone.ts';
export { postcodeSchema } from './postcode.ts';
export {
  optionalRegoSchema,
  REGO_STATES,
  type RegoState,
  regoSchema,
  regoStateSchema,
} from './rego.ts';
export {
  cardNumberSchema,
  passesLuhn,
  RESERVE_FORM_MESSAGES,
  type ReserveForm,
  type ReserveFormInput,
  reserveContactSchema,
  reserveFormSchema,
  testCardSchema,
} from './reserve-form.ts';
export {
  australianMobile,
  SIGN_IN_MESSAGES,
  type SignInDestinationBody,
  signInCodeFormSchema,
  signInDestinationBody,
  signInDestinationFormSchema,
} from './sign-in.ts';
export {
  SPIN_ENTRY_MESSAGES,
  type SpinEntry,
  type SpinEntryInput,
  spinEntrySchema,
} from './spin-entry.ts';
export {
  acceptOfferRequestSchema,
  CONDITION_QUESTIONS,
  type ConditionAnswers,
  type ConditionQuestionId,
  catalogueErrors,
  conditionAnswersSchema,
  noOnlineOfferReason,
  ONLINE_ESTIMATE_LIMITS,
  onlineEstimateAllowed,
  type RegoLookupAnswer,
  type RegoVehicle,
  reducedPrice,
  regoLookupRequestSchema,
  TRADE_IN_MESSAGES,
  type TradeInCatalogueMake,
  type TradeInValuation,
  type TradeInValuationAnswer,
  type TradeInVehicle,
  tradeInCarIdSchema,
  tradeInContactStepSchema,
  tradeInKmsStepSchema,
  tradeInRegoStepSchema,
  tradeInValuationRequestSchema,
  tradeInVehicleSchema,
  tradeInVehicleStepSchema,
  tradeInYearSchema,
} from './trade-in.ts';
export { type WatchlistBody, watchlistBodySchema } from './watchlist.ts';
export {
  buildYouxQuoteRequest,
  type QuoteCar,
  YOUX_CREDIT_SCORE,
  YOUX_LOAN_TERM,
  type YouxQuoteRequest,
  youxQuoteRequestSchema,
} from './youx-quote.ts';
