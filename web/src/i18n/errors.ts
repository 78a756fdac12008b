// Error codes (from the API, Firebase Auth and our validators) turned into text in the user's language: the
// one place. The login page's part is coreErrors.ts; the texts here, of calls made only after login (ids
// under error.domain., kept out of the login page's catalogue part too: i18n/catalogueParts.ts), are
// registered with it when this module loads (the signed-in shell imports it).
import { defineMessages, type IntlShape } from "react-intl";
import { CORE_CODE_TO_KEY, coreErrorMessages, errorText, registerErrorTexts } from "./coreErrors";

export { errorCode, errorText, useErrorText } from "./coreErrors";

const domainErrorMessages = defineMessages({
  // Catalogue (spec §5, §8).
  categoryUsed: { id: "error.domain.categoryUsed", defaultMessage: "Category can't be deleted because it is used by at least one product" },
  subcategoryUsed: { id: "error.domain.subcategoryUsed", defaultMessage: "Category can't be deleted because a sub category is used by at least one product." },
  courseUsed: { id: "error.domain.courseUsed", defaultMessage: "Course can't be deleted because it is used by at least one product" },
  productInCombined: { id: "error.domain.productInCombined", defaultMessage: "The product cannot be deleted because it is used in a combined product." },
  categoryNotFound: { id: "error.domain.field.categoryNotFound", defaultMessage: "This category no longer exists. Choose another one." },
  courseNotFound: { id: "error.domain.field.courseNotFound", defaultMessage: "This course no longer exists. Choose another one." },
  locationNotFound: { id: "error.domain.field.locationNotFound", defaultMessage: "This production location no longer exists. Choose another one." },
  vatRateUnknown: { id: "error.domain.field.vatRateUnknown", defaultMessage: "Choose one of your company's VAT rates." },
  slotProductNotFound: { id: "error.domain.field.slotProductNotFound", defaultMessage: "This product no longer exists." },
  slotProductHidden: { id: "error.domain.field.slotProductHidden", defaultMessage: "Only visible products can be added to a combined product." },
  slotProductCombined: { id: "error.domain.field.slotProductCombined", defaultMessage: "A combined product cannot contain another combined product." },
  photoType: { id: "error.domain.field.photoType", defaultMessage: "The photo must be a JPG or PNG image." },
  photoNotSquare: { id: "error.domain.field.photoNotSquare", defaultMessage: "The photo must be square." },
  photoTooSmall: { id: "error.domain.field.photoTooSmall", defaultMessage: "The photo must be at least 720 × 720 pixels." },
  fileEmpty: { id: "error.domain.fileEmpty", defaultMessage: "The file is empty or damaged. Choose another file." },
  photoDamaged: { id: "error.domain.field.photoDamaged", defaultMessage: "The file is empty or damaged. Choose another photo." },
  photoNotSquareOf: { id: "error.domain.field.photoNotSquareOf", defaultMessage: "The image is {width} × {height} px; it must be square." },
  photoTooSmallOf: { id: "error.domain.field.photoTooSmallOf", defaultMessage: "The image is {width} × {height} px; it must be at least {min} × {min} px." },
  photoTooLargeOf: { id: "error.domain.field.photoTooLargeOf", defaultMessage: "The image is {width} × {height} px; it must be at most {max} × {max} px." },
  photoTooLarge: { id: "error.domain.field.photoTooLarge", defaultMessage: "The photo must be at most 1240 × 1240 pixels." },
  moveIntoItself: { id: "error.domain.moveIntoItself", defaultMessage: "A category cannot be moved into itself." },
  moveIntoDescendant: { id: "error.domain.moveIntoDescendant", defaultMessage: "A category cannot be moved into one of its own sub-categories." },
  photoNotFound: { id: "error.domain.field.photoNotFound", defaultMessage: "The photo could not be found. Please upload it again." },
  // Orders (spec §5, §8).
  invalidOrderCode: { id: "error.domain.invalidOrderCode", defaultMessage: "Invalid order code." },
  transitionNotAllowed: { id: "error.domain.transitionNotAllowed", defaultMessage: "The order has changed in the meantime. Check its current status and try again." },
  busy: { id: "error.domain.busy", defaultMessage: "Many changes are being saved at this moment. Nothing was saved: please try again." },
  orderNumberingBusy: { id: "error.domain.orderNumberingBusy", defaultMessage: "Many orders are arriving at the same time. The order was not placed: please try again." },
  pointofsaleRequired: { id: "error.domain.field.pointofsaleRequired", defaultMessage: "Please select a point of sale" },
  pointofsaleNotFound: { id: "error.domain.field.pointofsaleNotFound", defaultMessage: "This point of sale no longer exists. Choose another one." },
  itemsRequired: { id: "error.domain.field.itemsRequired", defaultMessage: "No products selected yet." },
  productNotFound: { id: "error.domain.field.productNotFound", defaultMessage: "This product no longer exists. Remove it from the order." },
  productHidden: { id: "error.domain.field.productHidden", defaultMessage: "This product is hidden and cannot be ordered." },
  productSoldOut: { id: "error.domain.field.productSoldOut", defaultMessage: "This product is sold out." },
  addonNotFound: { id: "error.domain.field.addonNotFound", defaultMessage: "This addon no longer exists." },
  addonSoldOut: { id: "error.domain.field.addonSoldOut", defaultMessage: "This addon is sold out." },
  optionRequired: { id: "error.domain.field.optionRequired", defaultMessage: "Choose one value for each option." },
  optionNotFound: { id: "error.domain.field.optionNotFound", defaultMessage: "This option no longer exists." },
  optionSoldOut: { id: "error.domain.field.optionSoldOut", defaultMessage: "This option is sold out." },
  slotChoiceRequired: { id: "error.domain.field.slotChoiceRequired", defaultMessage: "Choose one product for each product group." },
  slotChoiceInvalid: { id: "error.domain.field.slotChoiceInvalid", defaultMessage: "This product cannot be chosen in this product group." },
  deliveryAddressRequired: { id: "error.domain.field.deliveryAddressRequired", defaultMessage: "Add a delivery address for a delivery order." },
  deliveryNotPossible: { id: "error.domain.field.deliveryNotPossible", defaultMessage: "There is no delivery to this address for this order." },
  slotFull: { id: "error.domain.field.slotFull", defaultMessage: "This time is fully booked. Choose another time." },
  requestedTimeInvalid: { id: "error.domain.field.requestedTimeInvalid", defaultMessage: "This time cannot be chosen: it is outside the hours or already over. Choose another time." },
  exportRangeInvalid: { id: "error.domain.field.exportRangeInvalid", defaultMessage: "The end of the period must be after its start." },
  exportRangeTooLong: { id: "error.domain.field.exportRangeTooLong", defaultMessage: "Choose a period of at most 366 days." },
  // API access (spec §1: subscribers only) and the integrator API's own refusals.
  subscriptionRequired: { id: "error.domain.subscriptionRequired", defaultMessage: "This feature is for subscribers. Subscribe to use it." },
  paymentsUnavailable: { id: "error.domain.paymentsUnavailable", defaultMessage: "Card payments are not available at the moment. Nothing was changed: please try again later." },
  paymentProviderError: { id: "error.domain.paymentProviderError", defaultMessage: "The card payment provider did not answer as expected. Nothing was changed: please try again." },
  invalidWebhookSignature: { id: "error.domain.invalidWebhookSignature", defaultMessage: "This message does not carry a valid signature of the card payment provider. It was ignored." },
  // The subscription (profile): the return from checkout and the customer portal.
  checkoutSessionNotFound: { id: "error.domain.checkoutSessionNotFound", defaultMessage: "This checkout is not known to the payment provider. Nothing was recorded: choose a plan again." },
  checkoutSessionUnpaid: { id: "error.domain.checkoutSessionUnpaid", defaultMessage: "The payment of this checkout is not complete yet. Nothing was recorded." },
  noSubscription: { id: "error.domain.noSubscription", defaultMessage: "Your company has no subscription with the payment provider yet. Choose a plan first." },
  apiDisabled: { id: "error.domain.apiDisabled", defaultMessage: "API access is switched off." },
  rateLimited: { id: "error.domain.rateLimited", defaultMessage: "Too many requests. Please wait a moment and try again." },
  // Refunds of orders paid online (shared/src/orders/refunds.ts).
  notRefundable: { id: "error.domain.notRefundable", defaultMessage: "Only orders paid online can be refunded." },
  alreadyRefunded: { id: "error.domain.alreadyRefunded", defaultMessage: "This order has already been refunded. An order can be refunded only once." },
  refundInProgress: { id: "error.domain.refundInProgress", defaultMessage: "This order is being refunded at this moment. Wait a moment, then look at the order again." },
  // Printers (spec §5) and print jobs (spec §4).
  printerMacAlreadyAdded: { id: "error.domain.printerMacAlreadyAdded", defaultMessage: "The MAC address of this printer is already in use." },
  printJobFinished: { id: "error.domain.printJobFinished", defaultMessage: "This print job has already been printed or canceled." },
  printJobWaiting: { id: "error.domain.printJobWaiting", defaultMessage: "This print job is still waiting to print." },
  printJobPrinterDeleted: { id: "error.domain.printJobPrinterDeleted", defaultMessage: "The printer of this print job has been deleted. Add the printer again to print it." },
  invalidMac: { id: "error.domain.field.invalidMac", defaultMessage: "Enter the MAC address as on the printer's self-test print, e.g. 00:11:62:AA:BB:CC." },
  refundAmountTooHigh: { id: "error.domain.field.refundAmountTooHigh", defaultMessage: "The refund cannot be more than the customer paid." },
  refundAmountInvalid: { id: "error.domain.field.refundAmountInvalid", defaultMessage: "Enter an amount greater than zero." },
  refundReasonRequired: { id: "error.domain.field.refundReasonRequired", defaultMessage: "Please give a reason for the refund." },
  // Zones (spec §4, §5).
  zoneNameTaken: { id: "error.domain.field.zoneNameTaken", defaultMessage: "Another zone already has this name." },
  deliveryOnInvoiceNotAllowed: { id: "error.domain.field.deliveryOnInvoiceNotAllowed", defaultMessage: "Delivery on invoice needs on-site payment, allowed in the general settings and in this zone." },
  pointOfSaleIdTaken: { id: "error.domain.field.pointOfSaleIdTaken", defaultMessage: "Another point of sale already uses this code." },
  discountNotFound: { id: "error.domain.field.discountNotFound", defaultMessage: "This discount no longer exists." },
  pageNotFound: { id: "error.domain.field.pageNotFound", defaultMessage: "This page no longer exists." },
  storyNotFound: { id: "error.domain.field.storyNotFound", defaultMessage: "This post no longer exists." },
  // Customers' CSV import (shared/src/customers/csv.ts).
  emailDuplicateInFile: { id: "error.domain.field.emailDuplicateInFile", defaultMessage: "Another row of this file has the same email." },
  invalidValue: { id: "error.domain.field.invalidValue", defaultMessage: "This value cannot be read here. Check how it is written." },
  // Opening-hours checks (shared/src/openingHours/validate.ts), shown in place by the hours editor.
  hoursInvalidTime: { id: "error.domain.field.hoursInvalidTime", defaultMessage: "Enter a time." },
  hoursEmptyRange: { id: "error.domain.field.hoursEmptyRange", defaultMessage: "The end must differ from the start." },
  hoursNoWeekdays: { id: "error.domain.field.hoursNoWeekdays", defaultMessage: "Choose at least one day." },
  hoursNoDate: { id: "error.domain.field.hoursNoDate", defaultMessage: "Enter a date." },
  hoursUntilBeforeDate: { id: "error.domain.field.hoursUntilBeforeDate", defaultMessage: "The last day cannot be before the first." },
  hoursOverlap: { id: "error.domain.field.hoursOverlap", defaultMessage: "These hours overlap other hours of the same day." },
  // Delivery-zone checks (shared/src/delivery/deliveryZoneRules.ts): the editor in place, and the settings call.
  deliveryZoneNameRequired: { id: "error.domain.field.deliveryZoneNameRequired", defaultMessage: "Give the delivery zone a name." },
  deliveryZoneNameTooLong: { id: "error.domain.field.deliveryZoneNameTooLong", defaultMessage: "The name can have at most 200 characters." },
  deliveryZoneCountriesRequired: { id: "error.domain.field.deliveryZoneCountriesRequired", defaultMessage: "Choose at least one country." },
  deliveryZoneCountryUnknown: { id: "error.domain.field.deliveryZoneCountryUnknown", defaultMessage: "Choose countries from the list." },
  deliveryZoneScopeUnknown: { id: "error.domain.field.deliveryZoneScopeUnknown", defaultMessage: "Choose which postcodes are served." },
  deliveryZonePostcodeInvalid: { id: "error.domain.field.deliveryZonePostcodeInvalid", defaultMessage: "Postcodes can only hold letters, digits, spaces, dashes and * wildcards, separated by commas." },
  deliveryZonePostcodesTooLong: { id: "error.domain.field.deliveryZonePostcodesTooLong", defaultMessage: "The postcode list is too long." },
  deliveryZoneBracketsRequired: { id: "error.domain.field.deliveryZoneBracketsRequired", defaultMessage: "Add at least one price bracket." },
  deliveryZoneBracketPriceRequired: { id: "error.domain.field.deliveryZoneBracketPriceRequired", defaultMessage: "Enter a price (0 for free delivery)." },
  deliveryZoneBracketPriceNegative: { id: "error.domain.field.deliveryZoneBracketPriceNegative", defaultMessage: "The price cannot be negative." },
  deliveryZoneBracketWeightNegative: { id: "error.domain.field.deliveryZoneBracketWeightNegative", defaultMessage: "The maximum weight cannot be negative." },
  deliveryZoneBracketWeightDuplicate: { id: "error.domain.field.deliveryZoneBracketWeightDuplicate", defaultMessage: "Two brackets have the same maximum weight: change or remove one." },
  // General settings (shared/src/api/generalSettings.ts).
  timezoneInvalid: { id: "error.domain.field.timezoneInvalid", defaultMessage: "Choose a time zone from the list." },
  currencyUnknown: { id: "error.domain.field.currencyUnknown", defaultMessage: "Choose a currency from the list." },
  vatIdInvalid: { id: "error.domain.field.vatIdInvalid", defaultMessage: "A VAT number holds letters and digits, e.g. ESB12345678." },
  vatRateDuplicate: { id: "error.domain.field.vatRateDuplicate", defaultMessage: "This rate is already offered: each VAT rate only once." },
  vatRateInUse: { id: "error.domain.field.vatRateInUse", defaultMessage: "A rate that products still use cannot be removed." },
  cashTermsRequired: { id: "error.domain.field.cashTermsRequired", defaultMessage: "Please confirm the terms and conditions for cash payments." },
  emailInvalid: { id: "error.domain.field.emailInvalid", defaultMessage: "Each address must look like name@example.com." },
  emailListTooLong: { id: "error.domain.field.emailListTooLong", defaultMessage: "At most 10 addresses." },
  // Company info, 'my establishment' (shared/src/companyInfo): the screen in place, and POST /api/settings/info.
  slugInvalid: { id: "error.domain.field.slugInvalid", defaultMessage: "Use only lower-case letters without accents, digits and single dashes (not at the start or end)." },
  slugTaken: { id: "error.domain.field.slugTaken", defaultMessage: "Another company already uses this address. Choose another one." },
  countryUnknown: { id: "error.domain.field.countryUnknown", defaultMessage: "Choose a country from the list." },
  phoneInvalid: { id: "error.domain.field.phoneInvalid", defaultMessage: "Enter a phone number: digits, with + ( ) - / . and spaces if you like." },
  logoType: { id: "error.domain.field.logoType", defaultMessage: "The logo must be a JPG or PNG image." },
  logoDamaged: { id: "error.domain.field.logoDamaged", defaultMessage: "The file is empty or damaged. Choose another logo." },
  logoNotSquare: { id: "error.domain.field.logoNotSquare", defaultMessage: "The logo must be square." },
  logoTooSmall: { id: "error.domain.field.logoTooSmall", defaultMessage: "The logo must be at least 527 × 527 pixels." },
  logoNotFound: { id: "error.domain.field.logoNotFound", defaultMessage: "The logo could not be found. Please upload it again." },
  // Content languages (shared/src/api/frontendSettings.ts): /settings/frontend and its call.
  languagesNoneEnabled: { id: "error.domain.field.languagesNoneEnabled", defaultMessage: "Enable at least one language." },
  languagesDuplicate: { id: "error.domain.field.languagesDuplicate", defaultMessage: "A language is listed twice." },
  languageDefaultNotEnabled: { id: "error.domain.field.languageDefaultNotEnabled", defaultMessage: "The default language must be one of the enabled languages." },
  // Taxes and e-invoicing (shared/src/verifactu): /settings/taxes in place, and its calls.
  taxIdRequired: { id: "error.domain.field.taxIdRequired", defaultMessage: "Enter the tax ID." },
  taxIdInvalid: { id: "error.domain.field.taxIdInvalid", defaultMessage: "This is not a tax ID of the chosen country. Check how it is written." },
  taxIdControl: { id: "error.domain.field.taxIdControl", defaultMessage: "The last character of this tax ID does not match the others: check it for a typing mistake." },
  taxIdLocked: { id: "error.domain.field.taxIdLocked", defaultMessage: "The tax ID cannot be changed once tax records exist." },
  taxSeriesPattern: { id: "error.domain.field.taxSeriesPattern", defaultMessage: "Use 1 to 10 capital letters or digits, without spaces." },
  certificateRequired: { id: "error.domain.field.certificateRequired", defaultMessage: "Upload the company's certificate before switching e-invoicing on." },
  certificateFileRequired: { id: "error.domain.field.certificateFileRequired", defaultMessage: "Choose the certificate file." },
  certificateTooLarge: { id: "error.domain.field.certificateTooLarge", defaultMessage: "This file is too large for a certificate. Choose the .p12 or .pfx file of your certificate." },
  legalNameRequired: { id: "error.domain.field.legalNameRequired", defaultMessage: "Enter the company's legal name to switch e-invoicing on." },
  certificateFileType: { id: "error.domain.field.certificateFileType", defaultMessage: "Choose a certificate file ending in .p12 or .pfx." },
  certificatePassword: { id: "error.domain.field.certificatePassword", defaultMessage: "This password does not open the certificate." },
  certificateInvalid: { id: "error.domain.field.certificateInvalid", defaultMessage: "This file is not a certificate with its private key. Export it again as .p12 or .pfx." },
  certificateExpired: { id: "error.domain.field.certificateExpired", defaultMessage: "This certificate has expired. Upload a valid one." },
  certificateTaxIdMismatch: { id: "error.domain.field.certificateTaxIdMismatch", defaultMessage: "This certificate belongs to another tax ID than the one in your tax information." },
  transmissionNotPaused: { id: "error.domain.transmissionNotPaused", defaultMessage: "Sending to the tax agency is already running." },
  recordNotCorrectable: { id: "error.domain.recordNotCorrectable", defaultMessage: "This record cannot be corrected: it has no error, or it was corrected already." },
  recordNotFound: { id: "error.domain.recordNotFound", defaultMessage: "This tax record no longer exists." },
  recordNotCancellable: { id: "error.domain.recordNotCancellable", defaultMessage: "Only an accepted receipt that is not cancelled yet can be cancelled." },
  // Discounts and vouchers (issue 22).
  discountNotForVouchers: { id: "error.domain.discountNotForVouchers", defaultMessage: "Vouchers can only be added to a discount that is valid for voucher codes." },
  vouchersInUse: { id: "error.domain.vouchersInUse", defaultMessage: "This discount cannot be deleted while an order is using one of its vouchers. Try again once the order's payment is complete." },
  // A voucher code given with a customer's order (shared/src/discounts/rules.ts VoucherRefusal), under voucherCode.
  vouchersNotAccepted: { id: "error.domain.field.vouchersNotAccepted", defaultMessage: "Vouchers cannot be used for orders here." },
  voucherUnknown: { id: "error.domain.field.voucherUnknown", defaultMessage: "This voucher code does not exist. Check the code and try again." },
  voucherOtherCompany: { id: "error.domain.field.voucherOtherCompany", defaultMessage: "This voucher code belongs to another restaurant and cannot be used here." },
  voucherDisabled: { id: "error.domain.field.voucherDisabled", defaultMessage: "This voucher can no longer be used." },
  voucherNotYetValid: { id: "error.domain.field.voucherNotYetValid", defaultMessage: "This voucher cannot be used yet." },
  voucherExpired: { id: "error.domain.field.voucherExpired", defaultMessage: "This voucher has expired." },
  voucherInUse: { id: "error.domain.field.voucherInUse", defaultMessage: "This voucher is held by an order awaiting payment. Try again in a few minutes." },
  voucherAlreadyUsed: { id: "error.domain.field.voucherAlreadyUsed", defaultMessage: "This voucher has already been used." },
});

type DomainKey = keyof typeof domainErrorMessages;

const DOMAIN_CODE_TO_KEY: Readonly<Record<string, DomainKey>> = {
  "category-used": "categoryUsed",
  "subcategory-used": "subcategoryUsed",
  "course-used": "courseUsed",
  "product-in-combined": "productInCombined",
  "category-not-found": "categoryNotFound",
  "course-not-found": "courseNotFound",
  "location-not-found": "locationNotFound",
  "vat-rate-unknown": "vatRateUnknown",
  "slot-product-not-found": "slotProductNotFound",
  "slot-product-hidden": "slotProductHidden",
  "slot-product-combined": "slotProductCombined",
  "photo-type": "photoType",
  "photo-not-square": "photoNotSquare",
  "photo-too-small": "photoTooSmall",
  "photo-too-large": "photoTooLarge",
  "photo-damaged": "photoDamaged",
  "file-empty": "fileEmpty",
  "move-into-itself": "moveIntoItself",
  "move-into-descendant": "moveIntoDescendant",
  "photo-not-found": "photoNotFound",
  "invalid-order-code": "invalidOrderCode",
  "zone-name-taken": "zoneNameTaken",
  "delivery-on-invoice-not-allowed": "deliveryOnInvoiceNotAllowed",
  "point-of-sale-id-taken": "pointOfSaleIdTaken",
  "discount-not-found": "discountNotFound",
  "page-not-found": "pageNotFound",
  "story-not-found": "storyNotFound",
  "email-duplicate-in-file": "emailDuplicateInFile",
  "invalid-value": "invalidValue",
  "transition-not-allowed": "transitionNotAllowed",
  "same-status": "transitionNotAllowed",
  "order-numbering-busy": "orderNumberingBusy",
  busy: "busy",
  "subscription-required": "subscriptionRequired",
  "payments-unavailable": "paymentsUnavailable",
  "payment-provider-error": "paymentProviderError",
  "not-refundable": "notRefundable",
  "already-refunded": "alreadyRefunded",
  "refund-in-progress": "refundInProgress",
  "printer-mac-already-added": "printerMacAlreadyAdded",
  "print-job-finished": "printJobFinished",
  "print-job-waiting": "printJobWaiting",
  "print-job-printer-deleted": "printJobPrinterDeleted",
  "discount-not-for-vouchers": "discountNotForVouchers",
  "vouchers-in-use": "vouchersInUse",
  "vouchers-not-accepted": "vouchersNotAccepted",
  "voucher-unknown": "voucherUnknown",
  "voucher-other-company": "voucherOtherCompany",
  "voucher-disabled": "voucherDisabled",
  "voucher-not-yet-valid": "voucherNotYetValid",
  "voucher-expired": "voucherExpired",
  "voucher-in-use": "voucherInUse",
  "voucher-already-used": "voucherAlreadyUsed",
  "invalid-mac": "invalidMac",
  "refund-amount-too-high": "refundAmountTooHigh",
  "refund-amount-invalid": "refundAmountInvalid",
  "reason-required": "refundReasonRequired",
  "invalid-webhook-signature": "invalidWebhookSignature",
  "checkout-session-not-found": "checkoutSessionNotFound",
  "checkout-session-unpaid": "checkoutSessionUnpaid",
  "no-subscription": "noSubscription",
  "api-disabled": "apiDisabled",
  "rate-limited": "rateLimited",
  "delivery-zone-name-required": "deliveryZoneNameRequired",
  "delivery-zone-name-too-long": "deliveryZoneNameTooLong",
  "delivery-zone-countries-required": "deliveryZoneCountriesRequired",
  "delivery-zone-country-unknown": "deliveryZoneCountryUnknown",
  "delivery-zone-scope-unknown": "deliveryZoneScopeUnknown",
  "delivery-zone-postcode-invalid": "deliveryZonePostcodeInvalid",
  "delivery-zone-postcodes-too-long": "deliveryZonePostcodesTooLong",
  "delivery-zone-brackets-required": "deliveryZoneBracketsRequired",
  "delivery-zone-bracket-price-required": "deliveryZoneBracketPriceRequired",
  "delivery-zone-bracket-price-negative": "deliveryZoneBracketPriceNegative",
  "delivery-zone-bracket-weight-negative": "deliveryZoneBracketWeightNegative",
  "delivery-zone-bracket-weight-duplicate": "deliveryZoneBracketWeightDuplicate",
  "timezone-invalid": "timezoneInvalid",
  "currency-unknown": "currencyUnknown",
  "vat-id-invalid": "vatIdInvalid",
  "vat-rate-duplicate": "vatRateDuplicate",
  "vat-rate-in-use": "vatRateInUse",
  "cash-terms-required": "cashTermsRequired",
  "email-invalid": "emailInvalid",
  "email-list-too-long": "emailListTooLong",
  "pointofsale-required": "pointofsaleRequired",
  "pointofsale-not-found": "pointofsaleNotFound",
  "items-required": "itemsRequired",
  "product-not-found": "productNotFound",
  "product-hidden": "productHidden",
  "product-sold-out": "productSoldOut",
  "addon-not-found": "addonNotFound",
  "addon-sold-out": "addonSoldOut",
  "option-required": "optionRequired",
  "option-not-found": "optionNotFound",
  "option-sold-out": "optionSoldOut",
  "slot-choice-required": "slotChoiceRequired",
  "slot-choice-invalid": "slotChoiceInvalid",
  "delivery-address-required": "deliveryAddressRequired",
  "delivery-not-possible": "deliveryNotPossible",
  "slot-full": "slotFull",
  "requested-time-invalid": "requestedTimeInvalid",
  "export-range-invalid": "exportRangeInvalid",
  "export-range-too-long": "exportRangeTooLong",
  "hours-invalid-time": "hoursInvalidTime",
  "hours-empty-range": "hoursEmptyRange",
  "hours-no-weekdays": "hoursNoWeekdays",
  "hours-no-date": "hoursNoDate",
  "hours-until-before-date": "hoursUntilBeforeDate",
  "hours-overlap": "hoursOverlap",
  "slug-invalid": "slugInvalid",
  "slug-taken": "slugTaken",
  "country-unknown": "countryUnknown",
  "phone-invalid": "phoneInvalid",
  "logo-type": "logoType",
  "logo-damaged": "logoDamaged",
  "logo-not-square": "logoNotSquare",
  "logo-too-small": "logoTooSmall",
  "logo-not-found": "logoNotFound",
  "languages-none-enabled": "languagesNoneEnabled",
  "languages-duplicate": "languagesDuplicate",
  "language-default-not-enabled": "languageDefaultNotEnabled",
  "tax-id-required": "taxIdRequired",
  "tax-id-invalid": "taxIdInvalid",
  "tax-id-control": "taxIdControl",
  "tax-id-locked": "taxIdLocked",
  "tax-series-pattern": "taxSeriesPattern",
  "certificate-required": "certificateRequired",
  "certificate-file-required": "certificateFileRequired",
  "certificate-file-type": "certificateFileType",
  "certificate-too-large": "certificateTooLarge",
  "legal-name-required": "legalNameRequired",
  "certificate-password": "certificatePassword",
  "certificate-invalid": "certificateInvalid",
  "certificate-expired": "certificateExpired",
  "certificate-tax-id-mismatch": "certificateTaxIdMismatch",
  "transmission-not-paused": "transmissionNotPaused",
  "record-not-correctable": "recordNotCorrectable",
  "record-not-found": "recordNotFound",
  "record-not-cancellable": "recordNotCancellable",
};

export const errorMessages = { ...coreErrorMessages, ...domainErrorMessages };

/** Every code with a text of its own → its message key. */
export const CODE_TO_KEY: Readonly<Record<string, keyof typeof errorMessages>> = { ...CORE_CODE_TO_KEY, ...DOMAIN_CODE_TO_KEY };

registerErrorTexts(Object.fromEntries(Object.entries(DOMAIN_CODE_TO_KEY).map(([code, key]) => [code, domainErrorMessages[key]])));

/** A product photo's refusal with the image's size, when the browser could read it. */
export interface PhotoRefusal {
  code: string;
  width?: number;
  height?: number;
}

/**
 * The text of a photo refusal that names the image's size and the size needed ("The image is 500 × 500 px;
 * it must be at least 720 × 720 px."); without a size, the code's own text.
 */
export function photoRefusalText(intl: IntlShape, { code, width, height }: PhotoRefusal, limits: { min: number; max: number }): string {
  if (width != null && height != null) {
    const size = { width, height, ...limits };
    if (code === "photo-not-square") return intl.formatMessage(domainErrorMessages.photoNotSquareOf, size);
    if (code === "photo-too-small") return intl.formatMessage(domainErrorMessages.photoTooSmallOf, size);
    if (code === "photo-too-large") return intl.formatMessage(domainErrorMessages.photoTooLargeOf, size);
  }
  return errorText(intl, code);
}

/** The same for the logo ("The image is 500 × 500 px; it must be at least 527 × 527 px."). */
export function logoRefusalText(intl: IntlShape, { code, width, height }: PhotoRefusal, min: number): string {
  if (width != null && height != null) {
    if (code === "logo-not-square") return intl.formatMessage(domainErrorMessages.photoNotSquareOf, { width, height });
    if (code === "logo-too-small") return intl.formatMessage(domainErrorMessages.photoTooSmallOf, { width, height, min });
  }
  return errorText(intl, code);
}
