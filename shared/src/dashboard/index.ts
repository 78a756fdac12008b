// The statistics dashboard's pure rules: its date ranges, the figures summed from the day documents, the CSV.
export * from "./range";
export * from "./figures";
export * from "./change";
export * from "./csv";
