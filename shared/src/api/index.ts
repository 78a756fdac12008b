// Request and answer shapes of the /api calls, their JSON schemas and error codes.
export {};
