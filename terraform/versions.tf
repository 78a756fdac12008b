# Terraform and the provider versions, pinned exactly: scripts/infra/terraform.test.ts checks every resource type
# and argument of this folder against the published description of these very versions (the npm packages
# @cdktf/provider-google and @cdktf/provider-google-beta of the root package.json; a test fails when one moves
# without the other).
terraform {
  required_version = ">= 1.5.0"

  required_providers {
    google = {
      source  = "hashicorp/google"
      version = "6.50.0"
    }
    google-beta = {
      source  = "hashicorp/google-beta"
      version = "6.50.0"
    }
  }

  # Remote state in a Cloud Storage bucket, one prefix per environment. Partial configuration: the bucket and the
  # prefix come from environments/<env>.gcs.tfbackend (`terraform init -backend-config=environments/<env>.gcs.tfbackend`).
  backend "gcs" {}
}
