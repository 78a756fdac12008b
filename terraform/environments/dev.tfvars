# The dev environment: `npm run deploy -- --env dev`. Replace the placeholders (README › Production).
environment        = "dev"
project_id         = "comanda-dev"
region             = "europe-west1"
firestore_location = "europe-west1"

billing_account = "000000-000000-000000"
budget_amount   = 20
budget_currency = "EUR"
alert_email     = "alerts@example.com"

# Stripe test mode in dev.
stripe_publishable_key      = ""
stripe_pricing_table_id     = ""
subscriptions_always_active = true
