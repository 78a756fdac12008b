# The production environment: `npm run deploy -- --env production`. Replace the placeholders (README › Production).
environment        = "production"
project_id         = "comanda-production"
region             = "europe-west1"
firestore_location = "europe-west1"

# Custom domains of the admin (besides <project>.web.app), e.g. ["admin.example.com"]; app_url then names the one
# the e-mail links use.
app_domains = []
app_url     = ""

billing_account = "000000-000000-000000"
budget_amount   = 100
budget_currency = "EUR"
alert_email     = "alerts@example.com"

stripe_publishable_key      = ""
stripe_pricing_table_id     = ""
subscriptions_always_active = false

ios_app_version   = ""
ios_appstore_link = ""

verifactu_producer_name   = ""
verifactu_producer_tax_id = ""
