# One environment's settings; environments/<env>.tfvars gives them (dev.tfvars, production.tfvars).

variable "environment" {
  description = "dev or production: names, labels, deletion protection."
  type        = string
  validation {
    condition     = contains(["dev", "production"], var.environment)
    error_message = "environment is dev or production."
  }
}

variable "project_id" {
  description = "The Google Cloud project of this environment (created beforehand with billing linked; README › Production)."
  type        = string
}

variable "region" {
  description = "Where the functions run (functions/src/config.ts REGION) and regional resources live."
  type        = string
  default     = "europe-west1"
}

variable "firestore_location" {
  description = "The Firestore database's location (immutable once created). The mail extension's DATABASE_REGION names the same."
  type        = string
  default     = "europe-west1"
}

variable "storage_location" {
  description = "The uploads bucket's location."
  type        = string
  default     = "EUROPE-WEST1"
}

variable "app_domains" {
  description = "Extra host names the admin is served on (custom domains of the admin), authorised for sign-in besides <project>.web.app and <project>.firebaseapp.com."
  type        = list(string)
  default     = []
}

variable "app_url" {
  description = "The admin's origin, used in e-mail links (APP_URL of the functions). Empty: https://<project>.web.app."
  type        = string
  default     = ""
}

variable "shop_url" {
  description = "The customer catalogue's base address (SHOP_URL of the functions, VITE_SHOP_URL of the admin). Empty: https://<project>.web.app/shop."
  type        = string
  default     = ""
}

variable "billing_account" {
  description = "The billing account id (XXXXXX-XXXXXX-XXXXXX) that pays for the project; the budget alert watches it."
  type        = string
}

variable "budget_amount" {
  description = "Monthly budget in whole units of budget_currency; alerts at 50 %, 90 % and 100 % (and 100 % forecast)."
  type        = number
}

variable "budget_currency" {
  description = "Currency of the budget: the billing account's own currency."
  type        = string
  default     = "EUR"
}

variable "alert_email" {
  description = "Who receives the budget and error alerts."
  type        = string
}

variable "stripe_publishable_key" {
  description = "Stripe's publishable key (pk_live_… or pk_test_…): public by design, given to the functions as STRIPE_PUBLISHABLE_KEY."
  type        = string
  default     = ""
}

variable "stripe_pricing_table_id" {
  description = "The plans' pricing table made in Stripe's dashboard (prctbl_…), STRIPE_PRICING_TABLE_ID of the functions."
  type        = string
  default     = ""
}

variable "subscriptions_always_active" {
  description = "Every company counts as subscribed (spec §4: dev and test environments only)."
  type        = bool
  default     = false
}

variable "ios_app_version" {
  description = "Latest version of the iOS app, answered by GET /api/system/apps (IOS_APP_VERSION). Empty: the server's version."
  type        = string
  default     = ""
}

variable "ios_appstore_link" {
  description = "The iOS app's App Store link (IOS_APPSTORE_LINK)."
  type        = string
  default     = ""
}

variable "verifactu_producer_name" {
  description = "Producer of the billing system named in every VeriFactu record (VERIFACTU_PRODUCER_NAME); empty: tax records are not sent."
  type        = string
  default     = ""
}

variable "verifactu_producer_tax_id" {
  description = "The producer's tax id (NIF), VERIFACTU_PRODUCER_TAX_ID."
  type        = string
  default     = ""
}
