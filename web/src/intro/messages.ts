// Texts of the dashboard's intro widget: the start checklist and deleting the sample data.
import { defineMessages } from "react-intl";

export const introMessages = defineMessages({
  title: { id: "intro.title", defaultMessage: "Your first steps" },
  lead: { id: "intro.lead", defaultMessage: "A few steps and your shop is ready to take orders." },
  progress: { id: "intro.progress", defaultMessage: "{done} of {total} done" },
  complete: { id: "intro.complete", defaultMessage: "All done: your shop is ready to take orders." },
  stepDone: { id: "intro.stepDone", defaultMessage: "Done" },
  stepOpen: { id: "intro.stepOpen", defaultMessage: "To do" },
  establishment: { id: "intro.step.establishment", defaultMessage: "Fill in your establishment's address and phone number" },
  products: { id: "intro.step.products", defaultMessage: "Add your first own product" },
  zones: { id: "intro.step.zones", defaultMessage: "Create a zone with tables or points of sale and print their QR codes" },
  openingHours: { id: "intro.step.openingHours", defaultMessage: "Set your opening hours" },
  payments: { id: "intro.step.payments", defaultMessage: "Take payments: connect card payments or authorise cash" },
  tryIt: { id: "intro.tryIt", defaultMessage: "Try it yourself" },
  seeShop: { id: "intro.seeShop", defaultMessage: "See your shop" },
  testOrder: { id: "intro.testOrder", defaultMessage: "Place a test order" },
  hide: { id: "intro.hide", defaultMessage: "Hide" },
  hideLabel: { id: "intro.hideLabel", defaultMessage: "Hide the first steps" },

  samplesNotice: {
    id: "intro.samples.notice",
    defaultMessage: "Your menu holds sample products, categories and a course, so that you can see how it looks. Delete them once you have added your own.",
  },
  deleteSamples: { id: "intro.samples.delete", defaultMessage: "Delete sample data" },
  confirmTitle: { id: "intro.samples.confirmTitle", defaultMessage: "Delete the sample data?" },
  confirmBody: {
    id: "intro.samples.confirmBody",
    defaultMessage: "The sample products, categories and course that you have not changed are deleted. Whatever you changed or made yourself stays.",
  },
  confirmOk: { id: "intro.samples.confirmOk", defaultMessage: "Delete" },
  cancel: { id: "intro.samples.cancel", defaultMessage: "Cancel" },
  removed: {
    id: "intro.samples.removed",
    defaultMessage:
      "Deleted {products, plural, one {# sample product} other {# sample products}}, {categories, plural, one {# category} other {# categories}} and {courses, plural, one {# course} other {# courses}}.",
  },
  nothingRemoved: { id: "intro.samples.nothingRemoved", defaultMessage: "There was no sample data left to delete." },
  keptProducts: {
    id: "intro.samples.keptProducts",
    defaultMessage: "{count, plural, one {# sample product you changed or use was kept.} other {# sample products you changed or use were kept.}}",
  },
  keptStructure: {
    id: "intro.samples.keptStructure",
    defaultMessage: "{count, plural, one {# sample category or course that you changed or use was kept.} other {# sample categories and courses that you changed or use were kept.}}",
  },
});
