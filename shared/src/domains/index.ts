// Custom domains (spec §2, §3, §4, §8): the domain name rule, Hosting's states as the product's statuses.
export * from "./domainName";
export * from "./status";
export * from "./hosting";
