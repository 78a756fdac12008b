// Pages and stories: the editor's rich-text document and the HTML the server renders from it.
export * from "./richText";
export * from "./links";
export * from "./render";
export * from "./fromHtml";
